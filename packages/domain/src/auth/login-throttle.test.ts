import { describe, expect, it } from 'vitest';
import { decideLoginThrottle, LOGIN_THROTTLE_WINDOW_MS } from './login-throttle';

const now = Date.UTC(2026, 10, 22, 12, 0, 0);
const minutesAgo = (minutes: number) => now - minutes * 60_000;
const none = { accountAndAddress: [], account: [], address: [] };

describe('decideLoginThrottle', () => {
  it('allows the first attempts', () => {
    expect(decideLoginThrottle(none, now)).toEqual({ allowed: true });
    const four = [minutesAgo(4), minutesAgo(3), minutesAgo(2), minutesAgo(1)];
    expect(
      decideLoginThrottle({ ...none, accountAndAddress: four, account: four, address: four }, now),
    ).toEqual({
      allowed: true,
    });
  });

  it('blocks the sixth try from the same address within 15 minutes', () => {
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

  it('blocks an account guessed from many addresses', () => {
    const twenty = Array.from({ length: 20 }, (_, index) => minutesAgo(14 - index * 0.5));
    const decision = decideLoginThrottle({ ...none, account: twenty }, now);
    expect(decision.allowed).toBe(false);
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
