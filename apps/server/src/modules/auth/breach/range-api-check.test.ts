import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BreachCheck, createOfflineBreachCheck } from './breach-check';
import { createRangeApiBreachCheck, rangeListsSuffix, sha1Hex } from './range-api-check';

// SHA-1 of 'password' is 5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD8
const PASSWORD_HASH = '5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD8';

describe('the Pwned Passwords range API', () => {
  const asked: string[] = [];
  let server: http.Server;
  let url: string;

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      asked.push(`${request.url} padding=${request.headers['add-padding']}`);
      // the padded answer of the service: real suffixes, and padding rows with count 0
      response.end(
        [
          `${PASSWORD_HASH.slice(5)}:9659365`,
          '0018A45C4D1DEF81644B54AB7F969B88D65:0',
          'FFFFF0000000000000000000000000000AB:2',
        ].join('\r\n'),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/range/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends only the first five hex digits of the SHA-1, with padding', async () => {
    const check = createRangeApiBreachCheck({ url, fallback: createOfflineBreachCheck(new Set()) });
    expect(sha1Hex('password')).toBe(PASSWORD_HASH);
    await expect(check.check('password')).resolves.toEqual({ breached: true, source: 'range-api' });
    expect(asked.at(-1)).toBe('/range/5BAA6 padding=true');
  });

  it('answers not found for a suffix that is missing or only padding', async () => {
    const check = createRangeApiBreachCheck({ url, fallback: createOfflineBreachCheck(new Set()) });
    await expect(check.check('Kollekta-Demo-2026-ganz-neu')).resolves.toEqual({
      breached: false,
      source: 'range-api',
    });
    expect(
      rangeListsSuffix('0018A45C4D1DEF81644B54AB7F969B88D65:0', '0018A45C4D1DEF81644B54AB7F969B88D65'),
    ).toBe(false);
  });

  it('falls back to the bundled list when the service cannot be reached, and leaves it alone for a while', async () => {
    let time = 0;
    let calls = 0;
    const unreachable: typeof fetch = async () => {
      calls++;
      throw new TypeError('fetch failed');
    };
    const check = createRangeApiBreachCheck({
      url,
      fallback: createOfflineBreachCheck(new Set(['sommer2024'])),
      fetch: unreachable,
      now: () => time,
      pauseAfterFailureMs: 60_000,
    });
    await expect(check.check('Sommer2024')).resolves.toEqual({ breached: true, source: 'bundled-list' });
    await expect(check.check('etwas-anderes')).resolves.toEqual({ breached: false, source: 'bundled-list' });
    expect(calls).toBe(1);
    time = 60_000;
    await check.check('etwas-anderes');
    expect(calls).toBe(2);
  });

  it('throws when neither the service nor the bundled list answers, so the check is recorded as an error', async () => {
    const broken: BreachCheck = {
      async check() {
        throw new Error('list unreadable');
      },
    };
    const check = createRangeApiBreachCheck({
      url: 'http://127.0.0.1:9/range/',
      fallback: broken,
      timeoutMs: 200,
    });
    await expect(check.check('password')).rejects.toThrow('list unreadable');
  });
});
