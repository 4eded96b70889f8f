import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';

// Sessions, roles and organisations are cached for a moment (platform/read-cache.ts): a change
// made by this process must still take effect with the very next request.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const api = (path: string) => `/api/v2/${path}`;
const planList = (token: string) =>
  server.call({
    method: 'GET',
    url: api(`organization/${server.world.ids.parish}/collection_plans/`),
    token,
  });

async function userId(username: string): Promise<number> {
  const row = await server.context.db
    .selectFrom('app_user')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('cached permissions', () => {
  it('refuses the next request once an administrator revoked the role', async () => {
    const token = await server.login('planer');
    expect((await planList(token)).statusCode).toBe(200);
    expect((await planList(token)).statusCode).toBe(200); // now served from the cache
    const revoked = await server.call({
      method: 'PATCH',
      url: api(`user/${await userId('planer')}/`),
      token: await server.login('bezirk'),
      payload: { permissions: [] },
    });
    expect(revoked.statusCode).toBe(200);
    expect([403, 404]).toContain((await planList(token)).statusCode);
  });

  it('refuses the next request once a role row was deleted directly in the database', async () => {
    const token = await server.login('gemeinde');
    expect((await planList(token)).statusCode).toBe(200);
    expect((await planList(token)).statusCode).toBe(200);
    await server.context.db
      .deleteFrom('user_role')
      .where('user_id', '=', await userId('gemeinde'))
      .execute();
    expect([403, 404]).toContain((await planList(token)).statusCode);
  });

  it('ends a signed-out session at once', async () => {
    const token = await server.login('kasse');
    expect((await server.call({ method: 'GET', url: api('user/me/'), token })).statusCode).toBe(200);
    expect((await server.call({ method: 'POST', url: api('user/logout/'), token })).statusCode).toBeLessThan(
      300,
    );
    expect((await server.call({ method: 'GET', url: api('user/me/'), token })).statusCode).toBe(401);
  });
});
