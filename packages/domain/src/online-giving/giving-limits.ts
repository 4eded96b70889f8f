/**
 * How often the signed-out giving endpoints may be called: per client address, so that nobody can
 * flood an organisation with debits or mandates, or probe the API in bulk. A donor giving twice,
 * or a family sharing one connection, stays far below.
 */
import type { RequestLimit } from '../auth/request-limits';

const HOUR_MS = 60 * 60 * 1000;

export const GIVING_REQUEST_LIMITS = {
  /** gifts sent from one client address */
  donationPerAddress: { limit: 20, windowMs: HOUR_MS },
  /** payment confirmations of the test provider's page from one client address */
  testPaymentPerAddress: { limit: 30, windowMs: HOUR_MS },
  /** webhooks refused for their signature, from one client address: a forger gets no endless tries */
  forgedWebhookPerAddress: { limit: 20, windowMs: HOUR_MS },
} as const satisfies Record<string, RequestLimit>;

/** Reads of the signed-out giving endpoints (options, a gift's state, the test page) per address. */
export const GIVING_READ_LIMIT: RequestLimit = { limit: 120, windowMs: 60 * 1000 };

export type GivingRequestBucket = keyof typeof GIVING_REQUEST_LIMITS;
