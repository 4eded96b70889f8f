/**
 * Slowing down password guessing. Failed sign-ins are counted in a sliding window per account and
 * address, per account alone, and per address alone; past a limit, sign-in is refused until the
 * oldest counted failure leaves the window. A successful sign-in clears the count before it.
 */

export const LOGIN_THROTTLE_WINDOW_MS = 15 * 60 * 1000;

export const LOGIN_THROTTLE_LIMITS = {
  /** the same account from the same address */
  accountAndAddress: 5,
  /** the same account from anywhere: stops guessing from many addresses */
  account: 20,
  /** one address against any accounts */
  address: 50,
} as const;

export type LoginFailureCounts = {
  /** failure times (ms) within the window since the last success, oldest first */
  accountAndAddress: readonly number[];
  account: readonly number[];
  address: readonly number[];
};

export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export function decideLoginThrottle(failures: LoginFailureCounts, nowMs: number): ThrottleDecision {
  let blockedUntil = 0;
  for (const scope of ['accountAndAddress', 'account', 'address'] as const) {
    const recent = failures[scope].filter((at) => nowMs - at < LOGIN_THROTTLE_WINDOW_MS);
    const limit = LOGIN_THROTTLE_LIMITS[scope];
    if (recent.length >= limit) {
      // Free again when so many failures have left the window that one more try fits the limit.
      const decisive = recent[recent.length - limit] ?? nowMs;
      blockedUntil = Math.max(blockedUntil, decisive + LOGIN_THROTTLE_WINDOW_MS);
    }
  }
  if (blockedUntil <= nowMs) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.ceil((blockedUntil - nowMs) / 1000) };
}
