import { describe, expect, it } from 'vitest';
import { decideRequestLimit, MAIL_REQUEST_LIMITS } from './request-limits';

const now = Date.UTC(2026, 10, 22, 12, 0, 0);
const minutesAgo = (minutes: number) => now - minutes * 60_000;
const threePerHour = { limit: 3, windowMs: 60 * 60_000 };

describe('decideRequestLimit', () => {
  it.each([
    ['no requests', [], { allowed: true }],
    ['two within the hour', [minutesAgo(10), minutesAgo(5)], { allowed: true }],
    [
      'three within the hour',
      [minutesAgo(50), minutesAgo(10), minutesAgo(5)],
      { allowed: false, retryAfterSeconds: 600 },
    ],
    [
      'three, in any order',
      [minutesAgo(5), minutesAgo(50), minutesAgo(10)],
      { allowed: false, retryAfterSeconds: 600 },
    ],
    [
      'four, the oldest that matters 30 min ago',
      [minutesAgo(55), minutesAgo(30), minutesAgo(10), minutesAgo(5)],
      { allowed: false, retryAfterSeconds: 1800 },
    ],
    ['three, one older than the hour', [minutesAgo(61), minutesAgo(10), minutesAgo(5)], { allowed: true }],
  ] as const)('%s', (_what, times, expected) => {
    expect(decideRequestLimit(times, threePerHour, now)).toEqual(expected);
  });

  it('limits a reset per e-mail address more tightly than per client address', () => {
    expect(MAIL_REQUEST_LIMITS.passwordResetPerEmail.limit).toBeLessThan(
      MAIL_REQUEST_LIMITS.passwordResetPerAddress.limit,
    );
  });
});
