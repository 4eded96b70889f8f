/**
 * Limits of the signed-out giving endpoints. Writes (a gift, a test payment's confirmation) are
 * counted per client address in request_log, shared by every server process, refused or not, so
 * that probing the form costs as much as giving. Reads are counted in the process's memory: they
 * write nothing, and a database row per read would cost more than the read.
 */
import {
  decideRequestLimit,
  GIVING_MESSAGES,
  GIVING_REQUEST_LIMITS,
  type GivingRequestBucket,
  type RequestLimit,
} from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';
import { takeCountedRequest } from '../auth';

export async function takeGivingSlot(
  context: AppContext,
  bucket: GivingRequestBucket,
  address: string,
): Promise<void> {
  await takeCountedRequest(context, {
    bucket,
    key: address,
    limit: GIVING_REQUEST_LIMITS[bucket],
    message: GIVING_MESSAGES.tooManyRequests,
  });
}

/** A sliding-window counter per key in memory, for public reads. */
export function createMemoryRateLimiter(limit: RequestLimit, maxKeys = 10_000) {
  const times = new Map<string, number[]>();
  return (key: string, nowMs: number): void => {
    const recent = (times.get(key) ?? []).filter((at) => nowMs - at < limit.windowMs);
    const decision = decideRequestLimit(recent, limit, nowMs);
    if (!decision.allowed) {
      times.set(key, recent);
      throw new DomainError('too_many_requests', GIVING_MESSAGES.tooManyRequests, {
        retryAfterSeconds: decision.retryAfterSeconds,
      });
    }
    recent.push(nowMs);
    // forget the oldest key rather than grow without bound under a flood of addresses
    if (!times.has(key) && times.size >= maxKeys) {
      const oldest = times.keys().next().value;
      if (oldest !== undefined) times.delete(oldest);
    }
    times.delete(key);
    times.set(key, recent);
  };
}
