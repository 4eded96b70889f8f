/**
 * Idempotency keys of creates (ARCHITECTURE.md §4): one key per user intent. The same create (same
 * route, path and body) sent again while the first is still on its way — a double click — or after
 * the connection was lost carries the same key, so the server answers the first result instead of
 * creating a second object. A double click can also land just after a fast answer, so the key
 * stays a moment longer; after that, the same values are a new intent (two equal cash entries may
 * be meant) and get a new key.
 */

/** how long after the server's answer an identical create still counts as the same click */
export const DOUBLE_SUBMIT_MS = 2000;
/** a bound on memory if a device stays offline for long; the oldest intents go first */
const MAX_INTENTS = 200;

type Intent = { key: string; answeredAt: number | null };
/** fingerprint of a create → its key */
const intents = new Map<string, Intent>();

/** 128 random bits as hex: `crypto.randomUUID` exists only on https, the app also runs on plain http. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The key of this create: the one of an unanswered or just answered identical create, or a new one. */
export function claimIdempotencyKey(fingerprint: string): string {
  const known = intents.get(fingerprint);
  if (known && (known.answeredAt === null || Date.now() - known.answeredAt < DOUBLE_SUBMIT_MS)) {
    return known.key;
  }
  const key = newIdempotencyKey();
  intents.delete(fingerprint);
  intents.set(fingerprint, { key, answeredAt: null });
  if (intents.size > MAX_INTENTS) {
    const oldest = intents.keys().next().value;
    if (oldest !== undefined) intents.delete(oldest);
  }
  return key;
}

/** The server answered (success or refusal): soon a repeat of the same values is a new intent. */
export function settleIdempotencyKey(fingerprint: string): void {
  const intent = intents.get(fingerprint);
  if (intent) intent.answeredAt = Date.now();
}
