import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { insertCredential } from './passkeys.repository';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const api = (path: string) => `/api/v2/${path}`;
const signIn = (payload: Record<string, string>, remoteAddress = '10.5.5.5') =>
  server.call({ method: 'POST', url: api('user/obtain_token/'), payload, remoteAddress });
const codeAt = (secret: string) =>
  generate({ secret, epoch: Math.floor(server.clock.now().getTime() / 1000) });

describe('one-time codes', () => {
  it('enrols with a confirming code, then asks for a code at sign-in, once per code', async () => {
    const token = await server.login('planer');
    const enrolment = await server.call({ method: 'POST', url: api('user/otp/'), token });
    expect(enrolment.statusCode).toBe(200);
    const { secret, otpauth_url, qr_code } = enrolment.json();
    expect(otpauth_url).toBe(`otpauth://totp/Kollekta:planer?secret=${secret}&issuer=Kollekta`);
    expect(qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qr_code.split(',')[1], 'base64').toString()).toContain('<svg');

    const wrong = await server.call({
      method: 'POST',
      url: api('user/otp/confirm/'),
      token,
      payload: { code: '000000', current_password: 'Kollekta-Demo-2026' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: ['Der Einmalcode ist ungültig.'] });
    const confirmed = await server.call({
      method: 'POST',
      url: api('user/otp/confirm/'),
      token,
      payload: { code: await codeAt(secret), current_password: 'Kollekta-Demo-2026' },
    });
    expect(confirmed.statusCode).toBe(200);
    const recoveryCodes: string[] = confirmed.json().recovery_codes;
    expect(recoveryCodes).toHaveLength(10);
    const stored = await server.context.db.selectFrom('otp_recovery_code').select('code_hash').execute();
    expect(stored.some((row) => recoveryCodes.includes(row.code_hash))).toBe(false);

    const info = await server.call({
      method: 'POST',
      url: api('user/auth_information/'),
      payload: { user: 'planer' },
    });
    expect(info.json()).toEqual({ has_otp: true });
    const withoutCode = await signIn({ username: 'planer', password: 'Kollekta-Demo-2026' });
    expect(withoutCode.statusCode).toBe(400);
    expect(withoutCode.json()).toEqual({
      non_field_errors: ['Die eingegebenen Anmeldedaten sind fehlerhaft.'],
    });

    server.clock.advance(30_000);
    const code = await codeAt(secret);
    expect((await signIn({ username: 'planer', password: 'Kollekta-Demo-2026', otp: code })).statusCode).toBe(
      200,
    );
    // The same code does not work twice.
    expect((await signIn({ username: 'planer', password: 'Kollekta-Demo-2026', otp: code })).statusCode).toBe(
      400,
    );
    // A recovery code works once.
    const recovery = recoveryCodes[0] as string;
    expect(
      (await signIn({ username: 'planer', password: 'Kollekta-Demo-2026', otp: recovery.toUpperCase() }))
        .statusCode,
    ).toBe(200);
    expect(
      (await signIn({ username: 'planer', password: 'Kollekta-Demo-2026', otp: recovery }, '10.5.5.6'))
        .statusCode,
    ).toBe(400);

    const me = await server.call({ method: 'GET', url: api('user/me/'), token });
    expect(me.json().has_otp).toBe(true);
    const badRemoval = await server.call({
      method: 'POST',
      url: api('user/otp/remove/'),
      token,
      payload: { current_password: 'falsch' },
    });
    expect(badRemoval.statusCode).toBe(400);
    expect(badRemoval.json()).toEqual({ current_password: ['Das aktuelle Passwort ist nicht korrekt.'] });
    const removal = await server.call({
      method: 'POST',
      url: api('user/otp/remove/'),
      token,
      payload: { code: recoveryCodes[1] },
    });
    expect(removal.statusCode).toBe(204);
    expect(
      (await signIn({ username: 'planer', password: 'Kollekta-Demo-2026' }, '10.5.5.7')).statusCode,
    ).toBe(200);
  });
});

describe('passkey ceremonies', () => {
  it('starts a registration for the configured relying party and refuses a forged answer', async () => {
    const token = await server.login('kasse');
    // Adding a way to sign in needs the current password: a stolen token is not enough.
    const withoutPassword = await server.call({
      method: 'POST',
      url: api('auth/registration/'),
      token,
      payload: {},
    });
    expect(withoutPassword.statusCode).toBe(400);
    expect(withoutPassword.json()).toEqual({
      current_password: ['Bitte bestätigen Sie die Änderung mit Ihrem aktuellen Passwort.'],
    });
    const wrongPassword = await server.call({
      method: 'POST',
      url: api('auth/registration/'),
      token,
      payload: { current_password: 'geraten' },
    });
    expect(wrongPassword.json()).toEqual({ current_password: ['Das aktuelle Passwort ist nicht korrekt.'] });
    const start = await server.call({
      method: 'POST',
      url: api('auth/registration/'),
      token,
      payload: { current_password: 'Kollekta-Demo-2026' },
    });
    expect(start.statusCode).toBe(200);
    const { url, options } = start.json();
    expect(url).toMatch(/^http:\/\/localhost:80\/api\/v2\/auth\/registration\/[\w-]{40,}\/$/);
    expect(options).toMatchObject({ rp: { id: 'kollekta.test', name: 'Kollekta' }, user: { name: 'kasse' } });
    const path = new URL(url).pathname;
    const forged = await server.call({
      method: 'POST',
      url: `${path}complete/`,
      token,
      payload: { credential: { id: 'abc', rawId: 'abc', type: 'public-key', response: {} } },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ non_field_errors: ['Der Passkey konnte nicht gespeichert werden.'] });
    // A ceremony is used once.
    const again = await server.call({
      method: 'POST',
      url: `${path}complete/`,
      token,
      payload: { credential: {} },
    });
    expect(again.json()).toEqual({
      non_field_errors: ['Der Vorgang ist abgelaufen. Bitte versuchen Sie es erneut.'],
    });
    const credentials = await server.call({ method: 'GET', url: api('auth/credential/'), token });
    expect(credentials.json()).toEqual([]);
  });

  it('starts a sign-in (also opportunistic) that can be abandoned and answers unknown passkeys', async () => {
    const start = await server.call({
      method: 'POST',
      url: api('auth/authentication/?opportunistic=true'),
      headers: { origin: 'http://evil.example' },
    });
    expect(start.statusCode).toBe(200);
    expect(start.json().options.rpId).toBe('kollekta.test');
    const path = new URL(start.json().url).pathname;
    const unknown = await server.call({
      method: 'POST',
      url: `${path}complete/`,
      payload: { credential: { id: 'unbekannt', rawId: 'unbekannt', type: 'public-key', response: {} } },
    });
    expect(unknown.json()).toEqual({
      non_field_errors: [
        'Dieser Passkey ist hier nicht bekannt. Bitte melden Sie sich mit Ihrem Passwort an.',
      ],
    });
    const second = await server.call({ method: 'POST', url: api('auth/authentication/') });
    const secondPath = new URL(second.json().url).pathname;
    expect((await server.call({ method: 'POST', url: `${secondPath}abandon/` })).statusCode).toBe(204);
    const afterAbandon = await server.call({
      method: 'POST',
      url: `${secondPath}complete/`,
      payload: { credential: {} },
    });
    expect(afterAbandon.statusCode).toBe(400);
    expect(
      (await server.call({ method: 'POST', url: api('auth/authentication/x/abandon/') })).statusCode,
    ).toBe(404);
  });
});

describe('server answers to the §5 forms', () => {
  it('refuses short, common, weak and breached new passwords by policy', async () => {
    const token = await server.login('kasse2');
    for (const password of [
      'kurz',
      'Passwort123',
      'Sommer2026',
      'MartinBraun',
      'trustno1trustno1',
      'password1',
    ]) {
      const response = await server.call({
        method: 'POST',
        url: api('user/change_password/'),
        token,
        payload: { password, current_password: 'Kollekta-Demo-2026' },
      });
      expect(response.statusCode, password).toBe(400);
      expect(response.json()).toEqual({ password: ['New password disallowed by policy'] });
    }
  });

  it('answers a failed sign-in with the spec text, also for empty fields', async () => {
    for (const payload of [
      { username: '', password: '' },
      { username: 'a', password: 'x' },
      { username: 'gemeinde', password: '' },
    ]) {
      const response = await signIn(payload, '10.6.6.6');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        non_field_errors: ['Die eingegebenen Anmeldedaten sind fehlerhaft.'],
      });
    }
  });

  it('answers the reset request the same for any input', async () => {
    for (const email of ['', 'kein-at', 'niemand@example.org', 'pfarramt@lauffen.example']) {
      const response = await server.call({
        method: 'POST',
        url: api('user/reset_password/'),
        payload: { email },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({});
    }
  });
});

describe('throttling', () => {
  it('blocks 20 wrong passwords in a row for that account and address, and lets the right one in after the window', async () => {
    const address = '10.7.7.7';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 20; attempt++) {
      statuses.push(
        (await signIn({ username: 'nachbar', password: `geraten-${attempt}` }, address)).statusCode,
      );
      server.clock.advance(5_000);
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.slice(5)).toEqual(Array(15).fill(429));
    const blocked = await signIn({ username: 'nachbar', password: 'Kollekta-Demo-2026' }, address);
    expect(blocked.statusCode).toBe(429);
    server.clock.advance(15 * 60 * 1000);
    expect((await signIn({ username: 'nachbar', password: 'Kollekta-Demo-2026' }, address)).statusCode).toBe(
      200,
    );
  });

  it('slows an account guessed from many addresses without locking its owner out', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 20; attempt++) {
      statuses.push(
        (await signIn({ username: 'landeskirche', password: 'geraten' }, `10.8.0.${attempt}`)).statusCode,
      );
    }
    // Three free guesses; then every try waits for the account's delay, and refused tries are not
    // counted, so the delay stays short.
    expect(statuses.slice(0, 3)).toEqual([400, 400, 400]);
    expect(statuses.slice(3)).toEqual(Array(17).fill(429));
    const waiting = await signIn({ username: 'landeskirche', password: 'Kollekta-Demo-2026' }, '10.8.1.1');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('1');
    server.clock.advance(1000);
    expect(
      (await signIn({ username: 'landeskirche', password: 'Kollekta-Demo-2026' }, '10.8.1.1')).statusCode,
    ).toBe(200);
  });
});

describe('sessions', () => {
  it('ends one of one’s own sessions, and no one else’s', async () => {
    const first = await server.login('gemeinde');
    const second = await server.login('gemeinde');
    const me = (await server.call({ method: 'GET', url: api('user/me/'), token: first })).json();
    const sessions = (
      await server.call({ method: 'GET', url: api(`user/${me.id}/sessions/`), token: first })
    ).json();
    const other = sessions.find((session: { current: boolean }) => !session.current);
    const stranger = await server.login('nachbar');
    expect(
      (
        await server.call({
          method: 'DELETE',
          url: api(`user/${me.id}/sessions/${other.id}/`),
          token: stranger,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await server.call({ method: 'DELETE', url: api(`user/${me.id}/sessions/${other.id}/`), token: first }))
        .statusCode,
    ).toBe(204);
    const answers = await Promise.all(
      [first, second].map((token) => server.call({ method: 'GET', url: api('user/me/'), token })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
  });
});

describe('password check at sign-in', () => {
  it('records the status ok for a good password', async () => {
    const token = await server.login('bezirk');
    const me = await server.call({ method: 'GET', url: api('user/me/'), token });
    expect(me.json()).toMatchObject({
      pw_check_status: 'ok',
      pw_check_data: { pwnedpasswords: { pwned: false } },
    });
  });
});

describe('stored passkeys', () => {
  it('lists, renames and removes the caller’s passkeys with their device type', async () => {
    const token = await server.login('gemeinde');
    const me = (await server.call({ method: 'GET', url: api('user/me/'), token })).json();
    const row = await insertCredential(server.context.db, {
      user_id: me.id,
      credential_id: 'test-credential-1',
      public_key: 'AAAA',
      counter: 0,
      transports: 'internal,hybrid',
      device_type: 'multi_device',
      backed_up: true,
      name: 'Passkey 1',
      created_at: server.clock.now(),
    });
    const list = await server.call({ method: 'GET', url: api('auth/credential/'), token });
    expect(list.json()).toEqual([
      {
        url: `http://localhost:80/api/v2/auth/credential/${row.id}/`,
        id: row.id,
        name: 'Passkey 1',
        created_at: server.clock.now().toISOString(),
        last_seen: null,
        data: { credential_device_type: 'multi_device' },
      },
    ]);
    expect((await server.call({ method: 'GET', url: api('user/me/'), token })).json().has_webauthn).toBe(
      true,
    );
    const stranger = await server.login('nachbar');
    expect(
      (
        await server.call({
          method: 'PATCH',
          url: api(`auth/credential/${row.id}/`),
          token: stranger,
          payload: { name: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    const renamed = await server.call({
      method: 'PATCH',
      url: api(`auth/credential/${row.id}/`),
      token,
      payload: { name: 'Laptop im Pfarramt' },
    });
    expect(renamed.json().name).toBe('Laptop im Pfarramt');
    const withoutPassword = await server.call({
      method: 'DELETE',
      url: api(`auth/credential/${row.id}/`),
      token,
      payload: {},
    });
    expect(withoutPassword.statusCode).toBe(400);
    expect(withoutPassword.json()).toEqual({
      current_password: ['Bitte bestätigen Sie die Änderung mit Ihrem aktuellen Passwort.'],
    });
    expect(
      (
        await server.call({
          method: 'DELETE',
          url: api(`auth/credential/${row.id}/`),
          token: stranger,
          payload: { current_password: 'Kollekta-Demo-2026' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await server.call({
          method: 'DELETE',
          url: api(`auth/credential/${row.id}/`),
          token,
          payload: { current_password: 'Kollekta-Demo-2026' },
        })
      ).statusCode,
    ).toBe(204);
    expect((await server.call({ method: 'GET', url: api('auth/credential/'), token })).json()).toEqual([]);
  });
});
