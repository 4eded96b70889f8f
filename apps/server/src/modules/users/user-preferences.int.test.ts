import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const url = '/api/v2/user/me/preferences/';
const read = (token: string) => server.call({ method: 'GET', url, token });
const change = (token: string, payload: Record<string, unknown>) =>
  server.call({ method: 'PATCH', url, token, payload });

async function storedPreferences(username: string) {
  const row = await server.context.db
    .selectFrom('app_user')
    .select('preferences')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return row.preferences;
}

describe('user preferences kept with the user (administration.md §2)', () => {
  it('answers the defaults to a user who never chose: sub-organisations included', async () => {
    const response = await read(await server.login('landeskirche'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ levelFilter: 'all', recursive: true, orgapanels: [], orgafilter: [] });
    expect(await storedPreferences('landeskirche')).toEqual({});
  });

  it('keeps a change for every later sign-in, in any browser', async () => {
    const firstBrowser = await server.login('bezirk');
    const changed = await change(firstBrowser, { recursive: false });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ levelFilter: 'all', recursive: false, orgapanels: [], orgafilter: [] });
    expect(await storedPreferences('bezirk')).toEqual({ recursive: false });

    const secondBrowser = await server.login('bezirk');
    expect((await read(secondBrowser)).json()).toMatchObject({ recursive: false });
  });

  it('changes only the fields sent', async () => {
    const token = await server.login('planer');
    await change(token, { recursive: false, orgafilter: ['Lauffen'] });
    const response = await change(token, { levelFilter: 'parish', orgapanels: ['4', '7'] });
    expect(response.json()).toEqual({
      levelFilter: 'parish',
      recursive: false,
      orgapanels: ['4', '7'],
      orgafilter: ['Lauffen'],
    });
    expect((await read(token)).json()).toEqual(response.json());
  });

  it('belongs to one user: another user’s preferences stay as they are', async () => {
    await change(await server.login('gemeinde'), { levelFilter: 'district' });
    const other = await read(await server.login('kasse'));
    expect(other.json()).toMatchObject({ levelFilter: 'all', recursive: true });
  });

  it.each([
    ['an unknown level', { levelFilter: 'planet' }, 'levelFilter'],
    ['a flag that is not a boolean', { recursive: 'ja' }, 'recursive'],
    [
      'more than 200 panels',
      { orgapanels: Array.from({ length: 201 }, (_, index) => `${index}`) },
      'orgapanels',
    ],
    ['an over-long filter entry', { orgafilter: ['x'.repeat(201)] }, 'orgafilter'],
  ])('refuses %s and stores nothing', async (_name, payload, field) => {
    const token = await server.login('kasse2');
    const response = await change(token, payload);
    expect(response.statusCode).toBe(400);
    // the field error names the field, or the entry inside it (`orgafilter.0`)
    expect(Object.keys(response.json()).some((key) => key.split('.')[0] === field)).toBe(true);
    expect(await storedPreferences('kasse2')).toEqual({});
  });

  it('reads a stored document field by field, so one broken value loses nothing else', async () => {
    await sql`update app_user set preferences = ${JSON.stringify({
      levelFilter: 'planet',
      recursive: false,
      orgafilter: ['Güglingen'],
    })}::jsonb where username = 'nachbar'`.execute(server.context.db);
    const response = await read(await server.login('nachbar'));
    expect(response.json()).toEqual({
      levelFilter: 'all',
      recursive: false,
      orgapanels: [],
      orgafilter: ['Güglingen'],
    });
  });

  it('needs a signed-in user', async () => {
    expect((await server.call({ method: 'GET', url })).statusCode).toBe(401);
    expect((await server.call({ method: 'PATCH', url, payload: { recursive: false } })).statusCode).toBe(401);
  });
});
