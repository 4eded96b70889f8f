import { routes } from '@kollekta/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test-support/fetch-mock';
import { ApiError, buildApiUrl, callApi, describeApiError, setTokenSource } from './api-client';
import { DOUBLE_SUBMIT_MS } from './idempotency-keys';

afterEach(() => {
  vi.unstubAllGlobals();
  setTokenSource(() => null);
});

describe('buildApiUrl', () => {
  it('fills path parameters below the API prefix', () => {
    expect(buildApiUrl(routes.getOrganization, { id: 7 })).toBe('/api/v2/organization/7/');
  });

  it('adds the query and leaves out empty values', () => {
    expect(buildApiUrl(routes.listSessions, { id: 3 }, { limit: 20, offset: undefined })).toBe(
      '/api/v2/user/3/sessions/?limit=20',
    );
  });
});

describe('callApi', () => {
  it('sends the signed-in token only to routes that need it', async () => {
    setTokenSource(() => 'secret');
    const { requests } = mockFetch({
      'GET user/me/': { body: undefined, status: 401 },
      'POST user/auth_information/': { body: { has_otp: true } },
    });
    await expect(callApi(routes.getMe)).rejects.toMatchObject({ status: 401 });
    expect(await callApi(routes.authInformation, { body: { user: 'kasse' } })).toEqual({ has_otp: true });
    expect(requests[0]?.headers.Authorization).toBe('Token secret');
    expect(requests[1]?.headers.Authorization).toBeUndefined();
    expect(requests[1]?.body).toEqual({ user: 'kasse' });
  });

  it('sends a token to a public route when the caller passes it (a signed-in password change)', async () => {
    setTokenSource(() => 'secret');
    const { requests } = mockFetch({ 'POST user/change_password/': { body: { valid: true } } });
    await callApi(routes.changePassword, {
      body: { password: 'Glockenturm-im-Advent-7', current_password: 'alt' },
      token: 'secret',
    });
    expect(requests[0]?.headers.Authorization).toBe('Token secret');
  });

  it('answers undefined for 204', async () => {
    mockFetch({ 'POST user/logout/': { status: 204 } });
    await expect(callApi(routes.logout)).resolves.toBeUndefined();
  });

  it('throws field errors of a 400 with status and body', async () => {
    mockFetch({
      'POST user/obtain_token/': {
        status: 400,
        body: { non_field_errors: ['Die Anmeldedaten sind falsch.'] },
      },
    });
    const error = await callApi(routes.obtainToken, { body: { username: 'a', password: 'b' } }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(describeApiError(error)).toBe('Die Anmeldedaten sind falsch.');
  });

  it('reports a lost connection as status 0 in German', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await callApi(routes.getHealth).catch((e) => e);
    expect(error).toMatchObject({ status: 0 });
    expect(describeApiError(error)).toBe('Keine Verbindung zum Server');
  });

  it('refuses an answer that does not match the contract', async () => {
    mockFetch({ 'GET health/': { body: { status: 'kaputt' } } });
    const error = await callApi(routes.getHealth).catch((e) => e);
    expect(error).toMatchObject({ status: 0 });
    expect(describeApiError(error)).toBe('Unerwartete Antwort des Servers (health/)');
  });

  it('prefers the detail of an error answer', () => {
    expect(describeApiError(new ApiError(403, { detail: 'Keine Berechtigung.' }))).toBe(
      'Keine Berechtigung.',
    );
    expect(describeApiError(new ApiError(502, null))).toBe('HTTP-Status 502');
  });
});

describe('idempotency keys of creates', () => {
  const newUser = { name: 'Neu', username: 'neu', email: 'neu@lauffen.de', permissions: [] };
  // the answer does not matter here: any answer from the server settles the key
  const answered = { status: 400, body: { detail: 'egal' } };
  const createUser = (body = newUser) => callApi(routes.createUser, { body }).catch(() => undefined);

  it('sends a random Idempotency-Key with every create and none with other calls', async () => {
    const { requests } = mockFetch({ 'POST user/': answered, 'POST user/logout/': { status: 204 } });
    await createUser();
    await callApi(routes.logout);
    expect(requests[0]?.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
    expect(requests[1]?.headers['Idempotency-Key']).toBeUndefined();
  });

  it('gives a double submit of the same values one key, and a later submit a new one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { requests } = mockFetch({ 'POST user/': answered });
      await Promise.all([createUser(), createUser()]);
      // a double click just after a fast answer is still the same intent
      vi.advanceTimersByTime(DOUBLE_SUBMIT_MS - 500);
      await createUser();
      vi.advanceTimersByTime(DOUBLE_SUBMIT_MS);
      await createUser();
      await createUser({ ...newUser, username: 'anders' });
      const keys = requests.map((request) => request.headers['Idempotency-Key']);
      expect(keys[1]).toBe(keys[0]);
      expect(keys[2]).toBe(keys[0]);
      expect(new Set(keys).size).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the key when the connection was lost, so the retry cannot create twice', async () => {
    const fetchMock = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ detail: 'egal' }), { status: 400 }));
    await createUser({ ...newUser, username: 'offline' });
    await createUser({ ...newUser, username: 'offline' });
    const keyOf = (call: number) =>
      ((fetchMock.mock.calls[call]?.[1] as RequestInit | undefined)?.headers ?? {}) as Record<string, string>;
    expect(keyOf(0)['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
    expect(keyOf(1)['Idempotency-Key']).toBe(keyOf(0)['Idempotency-Key']);
  });

  it('uses the key a form passes', async () => {
    const { requests } = mockFetch({ 'POST user/': answered });
    await callApi(routes.createUser, { body: newUser, idempotencyKey: 'dialog-1' }).catch(() => undefined);
    expect(requests[0]?.headers['Idempotency-Key']).toBe('dialog-1');
  });
});
