/**
 * Limits of requests that send mail to someone: the password-reset link and the QR-code
 * announcement of a plan. Each request is counted per requester (client address or user) and per
 * target (the e-mail address asked for, or the plan and organisation), whether or not a mail goes
 * out, so that a refusal never tells whether an account exists.
 */
import type { ThrottleDecision } from './login-throttle';

export type RequestLimit = { limit: number; windowMs: number };

const HOUR_MS = 60 * 60 * 1000;

export const MAIL_REQUEST_LIMITS = {
  /** reset requests from one client address, for any e-mail addresses */
  passwordResetPerAddress: { limit: 10, windowMs: HOUR_MS },
  /** reset requests for one e-mail address, from anywhere */
  passwordResetPerEmail: { limit: 3, windowMs: HOUR_MS },
  /** QR-code announcements sent by one user, for any plans */
  qrNotificationPerUser: { limit: 20, windowMs: HOUR_MS },
  /** QR-code announcements of one plan by one organisation, by anyone */
  qrNotificationPerTarget: { limit: 3, windowMs: HOUR_MS },
  /** a donor ending a recurring donation by the link in their mail (mails the donor and the parish) */
  recurringCancelPerAddress: { limit: 10, windowMs: HOUR_MS },
} as const satisfies Record<string, RequestLimit>;

export type MailRequestBucket = keyof typeof MAIL_REQUEST_LIMITS;

export const REQUEST_LIMIT_MESSAGES = {
  tooManyMails:
    'Es wurden in kurzer Zeit zu viele E-Mails angefordert. Bitte warten Sie eine Weile und versuchen Sie es dann erneut.',
} as const;

/**
 * Whether one more request fits: `times` are the earlier requests (ms, any order). When it does
 * not, the answer says when the oldest request that matters leaves the window.
 */
export function decideRequestLimit(
  times: readonly number[],
  limit: RequestLimit,
  nowMs: number,
): ThrottleDecision {
  const recent = times.filter((at) => nowMs - at < limit.windowMs).sort((a, b) => a - b);
  if (recent.length < limit.limit) return { allowed: true };
  const decisive = recent[recent.length - limit.limit] ?? nowMs;
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((decisive + limit.windowMs - nowMs) / 1000)),
  };
}
