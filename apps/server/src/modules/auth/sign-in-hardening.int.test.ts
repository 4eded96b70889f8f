/**
 * Sign-in hardening (issue 11): the throttle counts the real client address, never an invented
 * X-Forwarded-For; guessing at an account from many addresses slows it down without locking its
 * owner out; changes that would hand the account over ask for the current password; reset mails
 * are rate-limited without telling whether an account exists.
 */
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';

const PASSWORD = 'Kollekta-Demo-2026';
const api = (path: string) => `/api/v2/${path}`;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const signIn = (
  username: string,
  password: string,
  remoteAddress: string,
  headers: Record<string, string> = {},
) =>
  server.call({
    method: 'POST',
    url: api('user/obtain_token/'),
    payload: { username, password },
    remoteAddress,
    headers,
  });

async function attemptsOf(username: string) {
  return server.context.db
    .selectFrom('login_attempt')
    .select(['ip_address', 'succeeded'])
    .where('username', '=', username)
    .orderBy('id')
    .execute();
}

describe('client address of the throttle', () => {
  it('ignores X-Forwarded-For from a peer that is no trusted proxy', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const response = await signIn('kasse2', 'geraten', '10.20.0.1', {
        'x-forwarded-for': `203.0.113.${attempt}`,
      });
      statuses.push(response.statusCode);
      server.clock.advance(70_000); // past the account's delay: only the address limit speaks
    }
    // Five failures of this account from this one peer, whatever it claims: the sixth is refused.
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const attempts = await attemptsOf('kasse2');
    expect(new Set(attempts.map((attempt) => attempt.ip_address))).toEqual(new Set(['10.20.0.1']));
    // The owner at another address still gets in.
    expect((await signIn('kasse2', PASSWORD, '10.20.0.2')).statusCode).toBe(200);
  });
});

describe('guessing at one account from many addresses', () => {
  it('lets the owner in from another address once the short delay has passed', async () => {
    let address = 0;
    let failures = 0;
    // 40 wrong passwords from 40 addresses, each sent as soon as the server lets it.
    while (failures < 40) {
      const response = await signIn('planer', `geraten-${failures}`, `198.51.100.${address++ % 250}`);
      if (response.statusCode === 429) {
        const wait = Number(response.headers['retry-after']);
        expect(wait).toBeGreaterThan(0);
        expect(wait).toBeLessThanOrEqual(60);
        expect(response.json()).toEqual({
          detail:
            'Zu viele fehlgeschlagene Anmeldeversuche. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
        });
        server.clock.advance(wait * 1000);
        continue;
      }
      expect(response.statusCode).toBe(400);
      failures++;
    }
    // Right after the last guess the owner waits at most a minute, not 15 minutes.
    const waiting = await signIn('planer', PASSWORD, '192.0.2.10');
    expect(waiting.statusCode).toBe(429);
    const wait = Number(waiting.headers['retry-after']);
    expect(wait).toBeLessThanOrEqual(60);
    server.clock.advance(wait * 1000);
    expect((await signIn('planer', PASSWORD, '192.0.2.10')).statusCode).toBe(200);
  });
});

describe('the current password guards the account', () => {
  it('is needed to change one’s password while signed in, and wrong answers are throttled', async () => {
    const token = await server.login('gemeinde');
    const change = (payload: object, remoteAddress = '10.30.0.1') =>
      server.call({ method: 'POST', url: api('user/change_password/'), token, payload, remoteAddress });
    const missing = await change({ password: 'Glockenturm-im-Advent-7' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      current_password: ['Bitte bestätigen Sie die Änderung mit Ihrem aktuellen Passwort.'],
    });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      statuses.push(
        (await change({ password: 'Glockenturm-im-Advent-7', current_password: `geraten-${attempt}` }))
          .statusCode,
      );
      server.clock.advance(70_000);
    }
    // Wrong current passwords count as failed sign-ins: a stolen token is no way to guess it.
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const ok = await change({ password: 'Glockenturm-im-Advent-7', current_password: PASSWORD }, '10.30.0.2');
    expect(ok.statusCode).toBe(200);
    expect((await signIn('gemeinde', 'Glockenturm-im-Advent-7', '10.30.0.3')).statusCode).toBe(200);
  });

  it('is needed to set up and to switch off one-time codes', async () => {
    const token = await server.login('bezirk');
    const enrolment = (await server.call({ method: 'POST', url: api('user/otp/'), token })).json();
    const code = await generate({
      secret: enrolment.secret,
      epoch: Math.floor(server.clock.now().getTime() / 1000),
    });
    const confirm = (payload: object) =>
      server.call({
        method: 'POST',
        url: api('user/otp/confirm/'),
        token,
        payload,
        remoteAddress: '10.31.0.1',
      });
    const missing = await confirm({ code });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      current_password: ['Bitte bestätigen Sie die Änderung mit Ihrem aktuellen Passwort.'],
    });
    const wrong = await confirm({ code, current_password: 'geraten' });
    expect(wrong.json()).toEqual({ current_password: ['Das aktuelle Passwort ist nicht korrekt.'] });
    const me = () => server.call({ method: 'GET', url: api('user/me/'), token });
    expect((await me()).json().has_otp).toBe(false);
    expect((await confirm({ code, current_password: PASSWORD })).statusCode).toBe(200);
    expect((await me()).json().has_otp).toBe(true);

    const remove = (payload: object) =>
      server.call({
        method: 'POST',
        url: api('user/otp/remove/'),
        token,
        payload,
        remoteAddress: '10.31.0.1',
      });
    const removeMissing = await remove({});
    expect(removeMissing.statusCode).toBe(400);
    expect(removeMissing.json()).toEqual({
      current_password: ['Bitte bestätigen Sie die Änderung mit Ihrem aktuellen Passwort.'],
    });
    const removeWrongCode = await remove({ code: '000000' });
    expect(removeWrongCode.json()).toEqual({ code: ['Der Einmalcode ist ungültig.'] });
    expect((await me()).json().has_otp).toBe(true);
    expect((await remove({ current_password: PASSWORD })).statusCode).toBe(204);
    expect((await me()).json().has_otp).toBe(false);
  });
});

describe('password reset mails', () => {
  const requestReset = (email: string, remoteAddress: string) =>
    server.call({ method: 'POST', url: api('user/reset_password/'), payload: { email }, remoteAddress });
  const outboxCount = async (recipient: string) =>
    (
      await server.context.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('recipient', '=', recipient)
        .execute()
    ).length;

  it('sends at most three an hour to one address, answering alike for known and unknown ones', async () => {
    const answers: Record<string, { status: number; body: string; retryAfter: unknown }[]> = {};
    for (const email of ['pfarramt@lauffen.example', 'niemand@example.org']) {
      answers[email] = [];
      for (let attempt = 0; attempt < 4; attempt++) {
        // from a different address each time: the limit per e-mail address holds anyway
        const response = await requestReset(email, `10.60.${attempt}.1`);
        answers[email].push({
          status: response.statusCode,
          body: response.body,
          retryAfter: response.headers['retry-after'],
        });
      }
    }
    expect(answers['pfarramt@lauffen.example']).toEqual(answers['niemand@example.org']);
    expect(answers['niemand@example.org']?.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);
    expect(JSON.parse(answers['niemand@example.org']?.[3]?.body ?? '{}')).toEqual({
      detail:
        'Es wurden in kurzer Zeit zu viele E-Mails angefordert. Bitte warten Sie eine Weile und versuchen Sie es dann erneut.',
    });
    expect(await outboxCount('pfarramt@lauffen.example')).toBeLessThanOrEqual(3 * 2);
    const before = await outboxCount('pfarramt@lauffen.example');
    // Case does not make it another address.
    expect((await requestReset('PFARRAMT@lauffen.example', '10.60.9.1')).statusCode).toBe(429);
    expect(await outboxCount('pfarramt@lauffen.example')).toBe(before);
    server.clock.advance(60 * 60 * 1000);
    expect((await requestReset('pfarramt@lauffen.example', '10.60.9.1')).statusCode).toBe(200);
  });

  it('takes at most ten requests an hour from one client address, for any addresses', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push((await requestReset(`jemand-${attempt}@example.org`, '10.61.0.1')).statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });
});
