/**
 * TRUSTED_PROXIES: behind a configured reverse proxy the client address comes from
 * X-Forwarded-For; from any other peer the header is ignored. (A server of its own: the setting is
 * read at start-up.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ trustedProxies: '10.99.0.0/16, 192.0.2.1' });
});
afterAll(() => server.close());

const failSignIn = (remoteAddress: string, forwardedFor: string) =>
  server.call({
    method: 'POST',
    url: '/api/v2/user/obtain_token/',
    payload: { username: 'gemeinde', password: 'geraten' },
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('trusted proxies', () => {
  it('takes the client address from X-Forwarded-For only when the peer is a configured proxy', async () => {
    expect((await failSignIn('10.99.0.5', '203.0.113.77')).statusCode).toBe(400);
    expect((await failSignIn('192.0.2.1', '203.0.113.79')).statusCode).toBe(400);
    expect((await failSignIn('10.50.0.5', '203.0.113.78')).statusCode).toBe(400);
    const rows = await server.context.db
      .selectFrom('login_attempt')
      .select('ip_address')
      .where('username', '=', 'gemeinde')
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.ip_address)).toEqual(['203.0.113.77', '203.0.113.79', '10.50.0.5']);
  });
});
