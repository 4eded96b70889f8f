/**
 * Adding a user with rows of organisation and role and one of the password choices of
 * administration.md §4 "Passwords for new users": a link by mail (default), a random password
 * nobody is told, or none. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let server: TestServer;
let gemeinde: string;
beforeAll(async () => {
  server = await startTestServer();
  gemeinde = await server.login('gemeinde');
}, 120_000);
afterAll(() => server.close());

const create = (payload: Record<string, unknown>, token = gemeinde) =>
  server.call({ method: 'POST', url: '/api/v2/user/', token, payload });

const body = (username: string, extra: Record<string, unknown> = {}) => ({
  name: `Test ${username}`,
  username,
  email: `${username}@lauffen.example`,
  permissions: [
    { organization: server.world.ids.parish, role: 'user' },
    { organization: `http://localhost/api/v2/organization/${server.world.ids.parish}/`, role: 'admin' },
  ],
  ...extra,
});

async function stored(username: string) {
  const user = await server.context.db
    .selectFrom('app_user')
    .select(['id', 'password_hash'])
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  const roles = await server.context.db
    .selectFrom('user_role')
    .select(['organization_id', 'role'])
    .where('user_id', '=', user.id)
    .orderBy('role')
    .execute();
  const mails = await server.context.db
    .selectFrom('mail_outbox')
    .select('subject')
    .where('recipient', '=', `${username}@lauffen.example`)
    .execute();
  return { hasPassword: user.password_hash !== null, roles, mails: mails.map((mail) => mail.subject) };
}

describe('adding a user with role rows and a password choice', () => {
  it('mails a link by default and stores every role row', async () => {
    const response = await create(body('link-default'));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ has_usable_password: false });
    expect(response.json().permissions).toHaveLength(2);
    const user = await stored('link-default');
    expect(user.roles).toEqual([
      { organization_id: server.world.ids.parish, role: 'admin' },
      { organization_id: server.world.ids.parish, role: 'user' },
    ]);
    expect(user.mails).toEqual(['Kollekta: Ihr neuer Zugang']);
  });

  it('sets a random password nobody is told, without a mail', async () => {
    const response = await create(body('random-pw', { password_mode: 'random' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ has_usable_password: true });
    expect(JSON.stringify(response.json())).not.toMatch(/password"\s*:\s*"/);
    const user = await stored('random-pw');
    expect(user.hasPassword).toBe(true);
    expect(user.mails).toEqual([]);
    // the user sets a password of their own through the reset mail
    await server.call({
      method: 'POST',
      url: '/api/v2/user/reset_password/',
      payload: { email: 'random-pw@lauffen.example' },
    });
    expect((await stored('random-pw')).mails).toHaveLength(1);
  });

  it('sets no password and sends no mail with none', async () => {
    const response = await create(body('no-pw', { password_mode: 'none' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ has_usable_password: false });
    const user = await stored('no-pw');
    expect(user.hasPassword).toBe(false);
    expect(user.mails).toEqual([]);
    expect(user.roles).toHaveLength(2);
  });

  it('refuses an unknown password choice in German at its field, and creates nobody', async () => {
    const response = await create(body('bad-choice', { password_mode: 'sms' }));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['password_mode']);
    expect(response.json().password_mode[0]).toMatch(/[äöüÄÖÜß]|Bitte|Wert|gültig/);
    const row = await server.context.db
      .selectFrom('app_user')
      .select('id')
      .where('username', '=', 'bad-choice')
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('refuses a plain user and another parish’s administrator', async () => {
    const kasse = await server.login('kasse');
    expect((await create(body('by-kasse'), kasse)).statusCode).toBe(403);
    const nachbar = await server.login('nachbar');
    expect((await create(body('by-nachbar', { password_mode: 'random' }), nachbar)).statusCode).toBe(403);
  });
});
