import { routes } from '@kollekta/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test-support/fetch-mock';
import { ApiError, buildApiUrl, callApi, describeApiError, setTokenSource } from './api-client';

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
