import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { hashPassword } from './password-hashing';

// A production deployment: there a breached password gets one warned session, then no more.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ deployment: 'production' });
});
afterAll(() => server.close());

const signIn = (username: string, password: string) =>
  server.call({ method: 'POST', url: '/api/v2/user/obtain_token/', payload: { username, password } });

describe('breached and weak passwords', () => {
  it('marks a breached password insecure, warns once, then refuses it until it is reset', async () => {
    // Set before today's policy existed: the API itself no longer accepts such a password.
    await server.context.db
      .updateTable('app_user')
      .set({ password_hash: await hashPassword('password1') })
      .where('username', '=', 'kasse')
      .execute();
    const first = await signIn('kasse', 'password1');
    expect(first.statusCode).toBe(200);
    const me = await server.call({ method: 'GET', url: '/api/v2/user/me/', token: first.json().auth_token });
    expect(me.json()).toMatchObject({
      pw_check_status: 'insecure',
      pw_check_data: { pwnedpasswords: { pwned: true } },
    });
    const second = await signIn('kasse', 'password1');
    expect(second.statusCode).toBe(400);
    expect(second.json().non_field_errors[0]).toMatch(/gestohlener Passwörter/);
  });

  it('marks a weak password that is in no breach list as problematic', async () => {
    await server.context.db
      .updateTable('app_user')
      .set({ password_hash: await hashPassword('Orgel123') })
      .where('username', '=', 'kasse2')
      .execute();
    const response = await signIn('kasse2', 'Orgel123');
    expect(response.statusCode).toBe(200);
    const me = await server.call({
      method: 'GET',
      url: '/api/v2/user/me/',
      token: response.json().auth_token,
    });
    expect(me.json()).toMatchObject({
      pw_check_status: 'problematic',
      pw_check_data: { pwnedpasswords: { pwned: false } },
    });
  });
});
