/**
 * One-time codes at sign-in against RFC 6238: the test computes the codes itself (HMAC-SHA-1 per
 * RFC 4226 with node:crypto, checked against the RFC's 8-digit test vectors) and signs in with
 * them, so the server's verification is compared with an implementation that shares no code with
 * it. Also the tolerance of one step either way, and the throttle on wrong codes.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_START, type TestServer } from '../../test-support/test-server';
import { updateOtpState } from '../users';

const PASSWORD = 'Kollekta-Demo-2026';
/** RFC 6238 Appendix B: the SHA-1 seed, ASCII '12345678901234567890' */
const RFC_SECRET = Buffer.from('12345678901234567890', 'ascii');
const RFC_VECTORS: [seconds: number, eightDigits: string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

/** RFC 4226 HOTP with dynamic truncation; TOTP is HOTP of floor(seconds / 30). */
function totp(secret: Buffer, seconds: number, digits: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(seconds / 30)));
  const hmac = createHmac('sha1', secret).update(counter).digest();
  const offset = (hmac[hmac.length - 1] as number) & 0x0f;
  const binary = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** RFC 4648 base32, as authenticator apps take the secret. */
function base32(bytes: Buffer): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const byte of bytes) bits += byte.toString(2).padStart(8, '0');
  let out = '';
  for (let index = 0; index < bits.length; index += 5) {
    out += alphabet[Number.parseInt(bits.slice(index, index + 5).padEnd(5, '0'), 2)];
  }
  return out;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function enrolRfcSecret(username: string) {
  const user = await server.context.db
    .selectFrom('app_user')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  await updateOtpState(server.context.db, user.id, {
    otp_secret: base32(RFC_SECRET),
    otp_pending_secret: null,
    otp_last_time_step: null,
  });
}

const signIn = (username: string, otp: string, remoteAddress = '10.70.0.1') =>
  server.call({
    method: 'POST',
    url: '/api/v2/user/obtain_token/',
    payload: { username, password: PASSWORD, otp },
    remoteAddress,
  });

describe('the test’s own TOTP', () => {
  it.each(RFC_VECTORS)('gives the RFC 6238 vector at %i s', (seconds, expected) => {
    expect(totp(RFC_SECRET, seconds, 8)).toBe(expected);
  });

  it('encodes the RFC secret in base32 as authenticator apps read it', () => {
    expect(base32(RFC_SECRET)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  });
});

describe('sign-in with one-time codes', () => {
  it.each(RFC_VECTORS)('accepts the 6-digit code of the RFC vector at %i s', async (seconds, eightDigits) => {
    await enrolRfcSecret('kasse');
    server.clock.set(new Date(seconds * 1000));
    const code = eightDigits.slice(-6);
    expect(totp(RFC_SECRET, seconds, 6)).toBe(code);
    const response = await signIn('kasse', code);
    expect(response.statusCode, response.body).toBe(200);
  });

  it('accepts a code one step early or late and refuses two steps off', async () => {
    const start = Date.parse(TEST_START) / 1000;
    // at the start, the middle and the end of a time step
    for (const at of [start, start + 3600 + 15, start + 7200 + 29]) {
      await enrolRfcSecret('kasse2');
      server.clock.set(new Date(at * 1000));
      const codeAt = (offset: number) => totp(RFC_SECRET, at + offset, 6);
      expect((await signIn('kasse2', codeAt(-60))).statusCode, `-60 s at ${at}`).toBe(400);
      expect((await signIn('kasse2', codeAt(+60))).statusCode, `+60 s at ${at}`).toBe(400);
      expect((await signIn('kasse2', codeAt(-30))).statusCode, `-30 s at ${at}`).toBe(200);
      expect((await signIn('kasse2', codeAt(+30))).statusCode, `+30 s at ${at}`).toBe(200);
      // The code of a step at or before the last one used does not work again.
      expect((await signIn('kasse2', codeAt(0))).statusCode, `replay at ${at}`).toBe(400);
    }
  });

  it('counts wrong codes as failed sign-ins and clears the count on success', async () => {
    await enrolRfcSecret('planer');
    server.clock.set(TEST_START);
    const now = () => server.clock.now().getTime() / 1000;
    const wrongCode = () => {
      const near = [-30, 0, 30].map((offset) => totp(RFC_SECRET, now() + offset, 6));
      let candidate = 123456;
      while (near.includes(String(candidate))) candidate++;
      return String(candidate);
    };
    const attempt = async (code: string) => {
      const status = (await signIn('planer', code, '10.71.0.1')).statusCode;
      server.clock.advance(61_000); // past the account's delay and into a new time step
      return status;
    };
    const wrongBefore: number[] = [];
    for (let index = 0; index < 4; index++) wrongBefore.push(await attempt(wrongCode()));
    expect(wrongBefore).toEqual([400, 400, 400, 400]);
    const failures = await server.context.db
      .selectFrom('login_attempt')
      .select('succeeded')
      .where('username', '=', 'planer')
      .execute();
    expect(failures.filter((row) => !row.succeeded)).toHaveLength(4);

    expect(await attempt(totp(RFC_SECRET, now(), 6))).toBe(200);

    // Counted afresh after the success: five more failures before this address is refused.
    const wrongAfter: number[] = [];
    for (let index = 0; index < 6; index++) wrongAfter.push(await attempt(wrongCode()));
    expect(wrongAfter).toEqual([400, 400, 400, 400, 400, 429]);
  });
});
