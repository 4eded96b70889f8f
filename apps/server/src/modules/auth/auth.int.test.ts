import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const obtainToken = (username: string, password: string, remoteAddress = '10.1.1.1') =>
  server.call({
    method: 'POST',
    url: '/api/v2/user/obtain_token/',
    payload: { username, password },
    remoteAddress,
  });

describe('sign-in', () => {
  it('answers a token for admin that identifies the superuser', async () => {
    const response = await obtainToken('admin', 'Kollekta-Demo-2026');
    expect(response.statusCode).toBe(200);
    const token = response.json().auth_token;
    expect(token).toMatch(/^[\w-]{40,}$/);
    const me = await server.call({ method: 'GET', url: '/api/v2/user/me/', token });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: 'admin', is_superuser: true, has_usable_password: true });
    // The token is stored only as a hash.
    const stored = await server.context.db.selectFrom('auth_token').select('token_hash').execute();
    expect(stored.some((row) => row.token_hash === token)).toBe(false);
  });

  it('refuses a wrong password and an unknown user with the spec text', async () => {
    for (const [username, password] of [
      ['kasse', 'falsch-falsch'],
      ['niemand', 'Kollekta-Demo-2026'],
      ['KASSE', 'falsch-falsch'], // a look-alike spelling of a known user
    ]) {
      const response = await obtainToken(username as string, password as string, '10.9.9.9');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        non_field_errors: ['Die eingegebenen Anmeldedaten sind fehlerhaft.'],
      });
    }
  });

  it('answers 401 without, with an unknown and with a logged-out token', async () => {
    expect((await server.call({ method: 'GET', url: '/api/v2/user/me/' })).statusCode).toBe(401);
    expect(
      (await server.call({ method: 'GET', url: '/api/v2/user/me/', token: 'nonsense' })).statusCode,
    ).toBe(401);
    const token = await server.login('kasse2');
    expect((await server.call({ method: 'GET', url: '/api/v2/user/me/', token })).statusCode).toBe(200);
    expect((await server.call({ method: 'POST', url: '/api/v2/user/logout/', token })).statusCode).toBe(204);
    const after = await server.call({ method: 'GET', url: '/api/v2/user/me/', token });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ detail: 'Ungültiges Token.' });
  });

  it('tells whether a user needs a one-time code without revealing who exists', async () => {
    for (const user of ['gemeinde', 'niemand']) {
      const response = await server.call({
        method: 'POST',
        url: '/api/v2/user/auth_information/',
        payload: { user },
      });
      expect(response.json()).toEqual({ has_otp: false });
    }
  });

  it('answers bad input with 400 and German field messages, never 500', async () => {
    const bodies = ['{', '[]', '{"username": 5, "password": null}', 'null', '"x"'];
    for (const payload of bodies) {
      const response = await server.call({
        method: 'POST',
        url: '/api/v2/user/obtain_token/',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode, payload).toBe(400);
    }
    const typed = await server.call({
      method: 'POST',
      url: '/api/v2/user/obtain_token/',
      payload: { username: 5 },
    });
    // a plain German text per field, not zod's 'Ungültige Eingabe: erwartet string, erhalten Zahl'
    expect(typed.json()).toEqual({
      username: ['Bitte einen Text angeben.'],
      password: ['Dieses Feld ist erforderlich.'],
    });
  });

  it('slows down guessing: blocked after 5 failures, free again when the window has passed', async () => {
    const address = '10.2.2.2';
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await obtainToken('planer', 'geraten', address)).statusCode).toBe(400);
      // past the account's growing delay (up to 4 s after the fourth failure)
      server.clock.advance(5000);
    }
    const blocked = await obtainToken('planer', 'Kollekta-Demo-2026', address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toMatch(/Zu viele fehlgeschlagene Anmeldeversuche/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    // Another address is not blocked for this account yet.
    expect((await obtainToken('planer', 'Kollekta-Demo-2026', '10.3.3.3')).statusCode).toBe(200);
    server.clock.advance(15 * 60 * 1000);
    expect((await obtainToken('planer', 'Kollekta-Demo-2026', address)).statusCode).toBe(200);
  });
});

describe('password reset', () => {
  it('mails a link that sets a new password once, ending the old sessions', async () => {
    const oldToken = await server.login('kasse');
    const request = await server.call({
      method: 'POST',
      url: '/api/v2/user/reset_password/',
      payload: { email: 'A.Keller@lauffen.example' },
    });
    expect(request.statusCode).toBe(200);
    const mail = await server.context.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('recipient', '=', 'a.keller@lauffen.example')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Kollekta: Passwort zurücksetzen');
    const link = mail.body_text.match(/http:\/\/kollekta\.test\/#\/auth\/recover\/([\w-]+)/);
    expect(link).not.toBeNull();
    const resetToken = link?.[1] as string;

    const check = (token: string) =>
      server.call({ method: 'POST', url: '/api/v2/user/check_password_token/', payload: { token } });
    expect((await check(resetToken)).json()).toEqual({ valid: true });
    expect((await check('abc')).json()).toEqual({ valid: false });

    const weak = await server.call({
      method: 'POST',
      url: '/api/v2/user/change_password/',
      payload: { token: resetToken, password: 'Passwort123' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ password: ['New password disallowed by policy'] });

    const strong = await server.call({
      method: 'POST',
      url: '/api/v2/user/change_password/',
      payload: { token: resetToken, password: 'Glockenturm-im-Advent-7' },
    });
    expect(strong.statusCode).toBe(200);
    expect(strong.json()).toEqual({ valid: true });
    expect((await check(resetToken)).json()).toEqual({ valid: false });
    expect((await server.call({ method: 'GET', url: '/api/v2/user/me/', token: oldToken })).statusCode).toBe(
      401,
    );
    expect((await obtainToken('kasse', 'Glockenturm-im-Advent-7', '10.4.4.4')).statusCode).toBe(200);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = await server.context.db.selectFrom('mail_outbox').select('id').execute();
    const response = await server.call({
      method: 'POST',
      url: '/api/v2/user/reset_password/',
      payload: { email: 'unbekannt@example.org' },
    });
    expect(response.statusCode).toBe(200);
    const after = await server.context.db.selectFrom('mail_outbox').select('id').execute();
    expect(after.length).toBe(before.length);
  });

  it('refuses a change without a valid link or session', async () => {
    const response = await server.call({
      method: 'POST',
      url: '/api/v2/user/change_password/',
      payload: { token: 'abgelaufen', password: 'Glockenturm-im-Advent-7' },
    });
    expect(response.statusCode).toBe(400);
    const anonymous = await server.call({
      method: 'POST',
      url: '/api/v2/user/change_password/',
      payload: { password: 'Glockenturm-im-Advent-7' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('sessions', () => {
  it('lists one’s own sessions with user agent and hides others’ from non-superusers', async () => {
    const token = await server.login('nachbar');
    const me = (await server.call({ method: 'GET', url: '/api/v2/user/me/', token })).json();
    const own = await server.call({ method: 'GET', url: `/api/v2/user/${me.id}/sessions/`, token });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ current: true, details: { user_agent: 'lightMyRequest' } }),
      ]),
    );
    const other = await server.call({ method: 'GET', url: `/api/v2/user/${me.id - 1}/sessions/`, token });
    expect(other.statusCode).toBe(404);
    const admin = await server.login('admin');
    expect(
      (await server.call({ method: 'GET', url: `/api/v2/user/${me.id}/sessions/`, token: admin })).statusCode,
    ).toBe(200);
  });
});
