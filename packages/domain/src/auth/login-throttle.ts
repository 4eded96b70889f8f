/**
 * Slowing down password guessing without handing attackers a way to lock owners out (OWASP
 * Authentication Cheat Sheet, "Login Throttling"):
 * - per address (the real client address, never a forwarded header from an untrusted peer), hard
 *   limits in a sliding window: one address against one account, and one address against any;
 * - per account, from wherever the guesses come, no lock but a delay that doubles with every
 *   failure since the last success and is capped, so an owner signs in once the short delay has
 *   passed however many addresses guess at the account.
 * Refused attempts are not counted, so hammering does not lengthen the delay.
 */

export const LOGIN_THROTTLE_WINDOW_MS = 15 * 60 * 1000;

/** Hard limits of failures per address within the window. */
export const LOGIN_THROTTLE_LIMITS = {
  /** the same account from the same address */
  accountAndAddress: 5,
  /** one address against any accounts */
  address: 50,
} as const;

/** The growing delay per account: a few free tries, then 1 s, 2 s, 4 s … up to one minute. */
export const ACCOUNT_BACKOFF = {
  freeFailures: 3,
  firstDelayMs: 1000,
  maxDelayMs: 60 * 1000,
} as const;

export type LoginFailureCounts = {
  /** failure times (ms) within the window since the scope's last success, oldest first */
  accountAndAddress: readonly number[];
  account: readonly number[];
  address: readonly number[];
};

export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** How long after its latest failure an account takes the next try, given its failure count. */
export function accountBackoffMs(failureCount: number): number {
  const beyondFree = failureCount - ACCOUNT_BACKOFF.freeFailures;
  if (beyondFree < 0) return 0;
  // 2 ** 30 and more would overflow nothing here, but the cap is reached long before.
  const delay = ACCOUNT_BACKOFF.firstDelayMs * 2 ** Math.min(beyondFree, 30);
  return Math.min(delay, ACCOUNT_BACKOFF.maxDelayMs);
}

export function decideLoginThrottle(failures: LoginFailureCounts, nowMs: number): ThrottleDecision {
  let blockedUntil = 0;
  for (const scope of ['accountAndAddress', 'address'] as const) {
    const recent = inWindow(failures[scope], nowMs);
    const limit = LOGIN_THROTTLE_LIMITS[scope];
    if (recent.length >= limit) {
      // Free again when so many failures have left the window that one more try fits the limit.
      const decisive = recent[recent.length - limit] ?? nowMs;
      blockedUntil = Math.max(blockedUntil, decisive + LOGIN_THROTTLE_WINDOW_MS);
    }
  }
  const account = inWindow(failures.account, nowMs);
  const latest = account[account.length - 1];
  if (latest !== undefined) {
    blockedUntil = Math.max(blockedUntil, latest + accountBackoffMs(account.length));
  }
  if (blockedUntil <= nowMs) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.ceil((blockedUntil - nowMs) / 1000) };
}

function inWindow(times: readonly number[], nowMs: number): number[] {
  return times.filter((at) => nowMs - at < LOGIN_THROTTLE_WINDOW_MS);
}
