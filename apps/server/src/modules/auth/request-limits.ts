/**
 * Rate limits of requests that send mail (password reset, QR-code announcement), counted in
 * request_log per requester and per target. A refused request is not logged, so waiting is enough
 * to be let through again.
 */
import {
  decideRequestLimit,
  MAIL_REQUEST_LIMITS,
  type MailRequestBucket,
  REQUEST_LIMIT_MESSAGES,
  type RequestLimit,
} from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';

export type RequestSlot = { bucket: MailRequestBucket; key: string };

/** Takes one request of each slot, or throws 429 (German text, Retry-After) when one is used up. */
export async function takeRequestSlots(context: AppContext, slots: readonly RequestSlot[]): Promise<void> {
  const now = context.clock.now();
  let retryAfterSeconds = 0;
  for (const slot of slots) {
    const decision = await decideFromLog(
      context,
      slot.bucket,
      slot.key,
      MAIL_REQUEST_LIMITS[slot.bucket],
      now,
    );
    if (!decision.allowed) retryAfterSeconds = Math.max(retryAfterSeconds, decision.retryAfterSeconds);
  }
  if (retryAfterSeconds > 0) {
    throw new DomainError('too_many_requests', REQUEST_LIMIT_MESSAGES.tooManyMails, { retryAfterSeconds });
  }
  await context.db
    .insertInto('request_log')
    .values(slots.map((slot) => ({ bucket: slot.bucket, key: slot.key, requested_at: now })))
    .execute();
}

/**
 * Counts one request of `key` in `bucket`, refused or not (so probing costs as much as asking),
 * and throws 429 with `message` and Retry-After when the limit is used up. For signed-out forms:
 * giving, claiming a receipt.
 */
export async function takeCountedRequest(
  context: AppContext,
  slot: { bucket: string; key: string; limit: RequestLimit; message: string },
): Promise<void> {
  const now = context.clock.now();
  const decision = await decideFromLog(context, slot.bucket, slot.key, slot.limit, now);
  if (!decision.allowed) {
    throw new DomainError('too_many_requests', slot.message, {
      retryAfterSeconds: decision.retryAfterSeconds,
    });
  }
  await context.db
    .insertInto('request_log')
    .values({ bucket: slot.bucket, key: slot.key, requested_at: now })
    .execute();
}

/** Forgets the key's requests older than the window (never read again) and decides on the rest. */
async function decideFromLog(
  context: AppContext,
  bucket: string,
  key: string,
  limit: RequestLimit,
  now: Date,
) {
  const since = new Date(now.getTime() - limit.windowMs);
  await context.db
    .deleteFrom('request_log')
    .where('bucket', '=', bucket)
    .where('key', '=', key)
    .where('requested_at', '<=', since)
    .execute();
  const rows = await context.db
    .selectFrom('request_log')
    .select('requested_at')
    .where('bucket', '=', bucket)
    .where('key', '=', key)
    .where('requested_at', '>', since)
    .execute();
  return decideRequestLimit(
    rows.map((row) => new Date(row.requested_at).getTime()),
    limit,
    now.getTime(),
  );
}
