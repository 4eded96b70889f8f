/**
 * The church-tax sign-in through the platform, over HTTP (ARCHITECTURE.md §4, administration.md
 * `authorize`): auth/login → the platform's authorize page → user/authorize/ → auth/login/return/ →
 * a church-tax token; every broken step refused with one German 400, and tokens of one API never
 * accepted by the other. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_START, type TestServer } from '../../../test-support/test-server';
import { issueKirchgeldToken } from './kirchgeld-tokens';

const KG = '/api/kirchgeld/v1/';
const FAILED = 'Die Anmeldung ist abgelaufen oder ungültig. Bitte melden Sie sich erneut an.';

let server: TestServer;
const platformTokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['gemeinde', 'kasse', 'nachbar']) platformTokens[name] = await server.login(name);
});
afterAll(() => server?.close());
afterEach(() => server.clock.set(TEST_START));

/** `auth/login/`: follows nothing, answers the OAuth parameters of its redirect to the authorize page. */
async function startLogin() {
  const response = await server.call({ method: 'GET', url: `${KG}auth/login/` });
  expect(response.statusCode).toBe(302);
  const location = String(response.headers.location);
  const [page, query] = location.split('#/authorize?');
  expect(page).toBe('http://localhost:80/');
  const parameters = Object.fromEntries(new URLSearchParams(query));
  expect(parameters).toMatchObject({
    response_type: 'code',
    client_id: 'kirchgeld',
    redirect_uri: 'http://localhost:80/kirchgeld/login',
    code_challenge_method: 'S256',
  });
  expect(parameters.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(String(response.headers['set-cookie'])).toBe(
    `kollekta_kirchgeld_login=${parameters.state}; Path=/api/kirchgeld/v1/auth/; Max-Age=600; HttpOnly; SameSite=Lax`,
  );
  return parameters as Record<string, string>;
}

function authorize(who: string, body: Record<string, unknown>) {
  return server.call({
    method: 'POST',
    url: '/api/v2/user/authorize/',
    token: platformTokens[who],
    payload: body,
  });
}

/** authorize as `who` and answer the code and state of the redirect */
async function allow(who: string, parameters: Record<string, string>) {
  const response = await authorize(who, { ...parameters, allow: true });
  expect(response.statusCode, response.body).toBe(200);
  const redirect = new URL(response.json().redirect as string);
  expect(`${redirect.origin}${redirect.pathname}`).toBe('http://localhost/kirchgeld/login');
  expect(redirect.searchParams.get('state')).toBe(parameters.state);
  return { code: redirect.searchParams.get('code') ?? '', state: redirect.searchParams.get('state') ?? '' };
}

/** completes in the browser that started: its cookie holds the state, unless said otherwise */
function complete(query: Record<string, string>, browserState: string | null = query.state ?? null) {
  return server.call({
    method: 'GET',
    url: `${KG}auth/login/return/?${new URLSearchParams(query)}`,
    headers: browserState === null ? {} : { cookie: `other=1; kollekta_kirchgeld_login=${browserState}` },
  });
}

function kgCall(token: string, path: string, method: 'GET' | 'POST' = 'GET') {
  return server.call({ method, url: `${KG}${path}`, headers: { authorization: `Bearer ${token}` } });
}

async function signIn(who: string) {
  const answer = await complete(await allow(who, await startLogin()));
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { token: string; expiry: string };
}

describe('the sign-in through the platform', () => {
  it('gives gemeinde a church-tax token for 10 hours, and Lauffen as its tenant', async () => {
    const session = await signIn('gemeinde');
    expect(session.expiry).toBe('2026-11-20T20:00:00.000Z');
    const tenants = await kgCall(session.token, 'tenant/');
    expect(tenants.statusCode).toBe(200);
    expect(tenants.json()).toEqual({
      count: 1,
      next: null,
      previous: null,
      results: [
        {
          id: server.world.ids.parish,
          url: `http://localhost:80${KG}tenant/${server.world.ids.parish}/`,
          name: 'Ev. Kirchengemeinde Lauffen',
          organization: `http://localhost:80/api/v2/organization/${server.world.ids.parish}/`,
        },
      ],
    });
    const me = await kgCall(session.token, 'auth/me/');
    expect(me.json()).toMatchObject({ username: 'gemeinde' });
  });

  it('stores the code and the state only as hashes, and uses each once', async () => {
    const parameters = await startLogin();
    const { code, state } = await allow('gemeinde', parameters);
    const { db } = server.context;
    const codes = await db.selectFrom('oauth_authorization_code').select('code_hash').execute();
    expect(codes.map((row) => row.code_hash)).not.toContain(code);
    const states = await db.selectFrom('oauth_login_state').select('state_hash').execute();
    expect(states.map((row) => row.state_hash)).not.toContain(state);

    expect((await complete({ code, state })).statusCode).toBe(200);
    const again = await complete({ code, state });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: FAILED });
  });

  it('lists no tenant for kasse (a plain user of Lauffen) or nachbar (Brackenheim has no church-tax)', async () => {
    for (const who of ['kasse', 'nachbar']) {
      const session = await signIn(who);
      const tenants = await kgCall(session.token, 'tenant/');
      expect(tenants.json(), who).toMatchObject({ count: 0, results: [] });
    }
  });

  it('refuses a wrong state, an unknown code and missing parameters', async () => {
    const parameters = await startLogin();
    const { code, state } = await allow('gemeinde', parameters);
    for (const query of [{ code, state: 'geraten' }, { code: 'geraten', state }, { code }, {}]) {
      const answer = await complete(query as Record<string, string>);
      expect(answer.statusCode, JSON.stringify(query)).toBe(400);
      expect(answer.json()).toEqual({ detail: FAILED });
    }
    // the tries used the state and the code up: the right pair no longer works either
    expect((await complete({ code, state })).statusCode).toBe(400);
  });

  it('completes only in the browser that started the sign-in', async () => {
    const { code, state } = await allow('gemeinde', await startLogin());
    const other = await startLogin();
    for (const browserState of [null, other.state as string]) {
      const answer = await complete({ code, state }, browserState);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ detail: FAILED });
    }
  });

  it('refuses a code after its 2 minutes, and a state after its 10', async () => {
    const first = await allow('gemeinde', await startLogin());
    server.clock.advance(2 * 60 * 1000 + 1);
    expect((await complete(first)).json()).toEqual({ detail: FAILED });

    server.clock.set(TEST_START);
    const parameters = await startLogin();
    server.clock.advance(10 * 60 * 1000);
    const late = await allow('gemeinde', parameters);
    expect((await complete(late)).statusCode).toBe(400);
  });

  it('refuses a code whose challenge is not the verifier’s (PKCE)', async () => {
    const parameters = await startLogin();
    const other = await startLogin();
    const { code } = await allow('gemeinde', {
      ...parameters,
      code_challenge: other.code_challenge as string,
    });
    const answer = await complete({ code, state: parameters.state as string });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ detail: FAILED });
  });

  it('never sends a code to a foreign address or for an unknown client', async () => {
    const parameters = await startLogin();
    const before = await server.context.db.selectFrom('oauth_authorization_code').select('id').execute();
    for (const redirect_uri of [
      'https://boese.example/kirchgeld/login',
      'http://localhost:80/kirchgeld/login/../../evil',
      'http://localhost:80/',
    ]) {
      const answer = await authorize('gemeinde', { ...parameters, redirect_uri, allow: true });
      expect(answer.statusCode, redirect_uri).toBe(400);
      expect(answer.json()).toEqual({
        redirect_uri: ['Die Rücksprungadresse ist für diese Anwendung nicht erlaubt.'],
      });
    }
    const unknown = await authorize('gemeinde', { ...parameters, client_id: 'fremd', allow: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ client_id: ['Diese Anwendung ist nicht bekannt.'] });
    const plain = await authorize('gemeinde', { ...parameters, code_challenge_method: 'plain', allow: true });
    expect(plain.statusCode).toBe(400);
    const after = await server.context.db.selectFrom('oauth_authorization_code').select('id').execute();
    expect(after).toHaveLength(before.length);
  });

  it('accepts the public address as redirect too', async () => {
    const parameters = await startLogin();
    const answer = await authorize('gemeinde', {
      ...parameters,
      redirect_uri: 'http://kollekta.test/kirchgeld/login',
      allow: true,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().redirect).toMatch(/^http:\/\/kollekta\.test\/kirchgeld\/login\?code=/);
  });

  it('answers a refusal with access_denied, which completes nothing', async () => {
    const parameters = await startLogin();
    const answer = await authorize('gemeinde', { ...parameters, allow: false });
    const redirect = new URL(answer.json().redirect as string);
    expect(redirect.searchParams.get('error')).toBe('access_denied');
    expect(redirect.searchParams.get('code')).toBeNull();
    const completed = await complete({ error: 'access_denied', state: parameters.state as string });
    expect(completed.statusCode).toBe(400);
    expect(completed.json()).toEqual({ detail: 'Die Anmeldung wurde abgelehnt.' });
  });

  it('authorizes only a signed-in platform user', async () => {
    const parameters = await startLogin();
    const anonymous = await server.call({
      method: 'POST',
      url: '/api/v2/user/authorize/',
      payload: { ...parameters, allow: true },
    });
    expect(anonymous.statusCode).toBe(401);
    const session = await signIn('gemeinde');
    const withChurchTaxToken = await server.call({
      method: 'POST',
      url: '/api/v2/user/authorize/',
      headers: { authorization: `Bearer ${session.token}` },
      payload: { ...parameters, allow: true },
    });
    expect(withChurchTaxToken.statusCode).toBe(401);
  });
});

describe('the two APIs and their tokens', () => {
  it('refuses a platform token on the church-tax API and a church-tax token on the platform API', async () => {
    const platform = platformTokens.gemeinde as string;
    expect((await kgCall(platform, 'tenant/')).statusCode).toBe(401);
    const asToken = await server.call({ method: 'GET', url: `${KG}tenant/`, token: platform });
    expect(asToken.statusCode).toBe(401);

    const session = await signIn('gemeinde');
    for (const authorization of [`Token ${session.token}`, `Bearer ${session.token}`]) {
      const me = await server.call({ method: 'GET', url: '/api/v2/user/me/', headers: { authorization } });
      expect(me.statusCode, authorization).toBe(401);
    }
  });

  it('takes a church-tax token within its life, not after it, and not after sign-out', async () => {
    const { token } = await issueKirchgeldToken(server.context, await userId('gemeinde'));
    server.clock.advance(10 * 60 * 60 * 1000 - 1000);
    expect((await kgCall(token, 'tenant/')).statusCode).toBe(200);
    server.clock.advance(1000);
    expect((await kgCall(token, 'tenant/')).statusCode).toBe(401);

    server.clock.set(TEST_START);
    const session = await signIn('gemeinde');
    expect((await kgCall(session.token, 'auth/logout/', 'POST')).statusCode).toBe(204);
    expect((await kgCall(session.token, 'tenant/')).statusCode).toBe(401);
  });

  it('publishes the static enums with German labels and the build', async () => {
    const session = await signIn('gemeinde');
    const answer = await kgCall(session.token, 'configuration/static/');
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(Object.keys(body.enums).sort()).toEqual(
      [
        'DataImportState',
        'Geschlecht',
        'LetterType',
        'ManualEntryPaymentType',
        'PaymentType',
        'PersonType',
        'RelationType',
        'Sperre',
      ].sort(),
    );
    expect(body.enums.PersonType).toEqual([
      { value: 'individual', label: 'Person' },
      { value: 'company', label: 'Firma' },
    ]);
    expect(body.version.build_id).toBe('0.25.3');
    expect(Number.isNaN(Date.parse(body.version.build_date))).toBe(false);
    expect((await server.call({ method: 'GET', url: `${KG}configuration/static/` })).statusCode).toBe(401);
  });
});

async function userId(username: string): Promise<number> {
  const row = await server.context.db
    .selectFrom('app_user')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return row.id;
}
