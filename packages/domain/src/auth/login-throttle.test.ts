import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_BACKOFF,
  accountBackoffMs,
  decideLoginThrottle,
  LOGIN_THROTTLE_WINDOW_MS,
} from './login-throttle';

const now = Date.UTC(2026, 10, 22, 12, 0, 0);
const minutesAgo = (minutes: number) => now - minutes * 60_000;
const secondsAgo = (seconds: number) => now - seconds * 1000;
const none = { accountAndAddress: [], account: [], address: [] };

describe('accountBackoffMs', () => {
  it.each([
    [0, 0],
    [1, 0],
    [2, 0],
    [3, 1000],
    [4, 2000],
    [5, 4000],
    [8, 32_000],
    [9, 60_000],
    [10, 60_000],
    [1000, 60_000],
  ])('after %i failures waits %i ms', (failures, delay) => {
    expect(accountBackoffMs(failures)).toBe(delay);
  });

  it('never exceeds one minute', () => {
    expect(ACCOUNT_BACKOFF.maxDelayMs).toBe(60_000);
  });
});

describe('decideLoginThrottle', () => {
  it.each([
    // [what, account failures, expected]
    ['none', [], { allowed: true }],
    ['two failures, just now', [secondsAgo(1), secondsAgo(0)], { allowed: true }],
    [
      'three failures, last just now: 1 s',
      [secondsAgo(2), secondsAgo(1), now],
      { allowed: false, retryAfterSeconds: 1 },
    ],
    [
      'four failures, last 1 s ago: 2 s delay, 1 s left',
      [secondsAgo(4), secondsAgo(3), secondsAgo(2), secondsAgo(1)],
      { allowed: false, retryAfterSeconds: 1 },
    ],
    [
      'four failures, last 2 s ago: free',
      [secondsAgo(5), secondsAgo(4), secondsAgo(3), secondsAgo(2)],
      { allowed: true },
    ],
    [
      '40 failures from many addresses, last just now: capped at 60 s',
      Array.from({ length: 40 }, (_, index) => secondsAgo(390 - index * 10)),
      { allowed: false, retryAfterSeconds: 60 },
    ],
    [
      '40 failures, last 61 s ago: the owner gets in',
      Array.from({ length: 40 }, (_, index) => secondsAgo(451 - index * 10)),
      { allowed: true },
    ],
    [
      'failures older than the window do not count',
      [minutesAgo(16), minutesAgo(15.5), minutesAgo(15.1), minutesAgo(15.05)],
      { allowed: true },
    ],
  ] as const)('per account: %s', (_what, account, expected) => {
    expect(decideLoginThrottle({ ...none, account }, now)).toEqual(expected);
  });

  it('blocks the sixth try of one account from the same address within 15 minutes', () => {
    const five = [minutesAgo(5), minutesAgo(4), minutesAgo(3), minutesAgo(2), minutesAgo(1)];
    const decision = decideLoginThrottle({ accountAndAddress: five, account: five, address: five }, now);
    expect(decision).toEqual({ allowed: false, retryAfterSeconds: 10 * 60 });
  });

  it('allows again once the oldest failure has left the window', () => {
    const five = [minutesAgo(16), minutesAgo(4), minutesAgo(3), minutesAgo(2), minutesAgo(1)];
    expect(decideLoginThrottle({ accountAndAddress: five, account: five, address: five }, now)).toEqual({
      allowed: true,
    });
  });

  it('never locks an account for the window, however many addresses guess', () => {
    const many = Array.from({ length: 200 }, (_, index) => minutesAgo(14 - index * 0.07));
    const decision = decideLoginThrottle({ ...none, account: many }, now);
    expect(decision.allowed).toBe(false);
    expect(decision.allowed === false && decision.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('blocks an address trying many accounts', () => {
    const fifty = Array.from(
      { length: 50 },
      (_, index) => now - LOGIN_THROTTLE_WINDOW_MS + 1000 + index * 1000,
    );
    expect(decideLoginThrottle({ ...none, address: fifty }, now)).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
  });
});
