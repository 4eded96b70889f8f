/**
 * Idempotent creates (ARCHITECTURE.md §4): a create sent with an `Idempotency-Key` header runs
 * once per user and key within 24 hours; a repeat (a double click, a retry after a lost
 * connection) gets the first answer, same status and body, and creates nothing.
 *
 * The key row is inserted before the create runs, under the primary key (user, key), so of two
 * requests arriving at once only one runs; the other polls until the first has stored its answer.
 * No transaction is held while waiting: on PGlite every query shares one serialised session, and
 * the first request needs it to finish. A failed create releases its key, so the user can correct
 * the input and send it again with the same key.
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from './clock';
import type { Database } from './database-schema';
import { DomainError } from './errors';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'Der Idempotency-Key muss aus 1 bis 200 sichtbaren ASCII-Zeichen bestehen.',
  reusedKey:
    'Dieser Idempotency-Key wurde schon für eine andere Anfrage verwendet. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.',
  inProgress: 'Diese Anfrage wird gerade bearbeitet. Bitte warten Sie einen Moment.',
};

const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** An answer as it went out: the status and the serialised JSON body ('' for none). */
export type StoredAnswer = { status: number; body: string };

export type IdempotencyOptions = {
  /** how long a repeat waits for the first request's answer before giving up with 409 */
  waitMs?: number;
  pollMs?: number;
  /** a key still "in progress" after this long belongs to a request that died: it is released */
  staleMs?: number;
};

export type Idempotency = {
  /**
   * Runs `create` once per user and key; a repeat answers the stored result. `create` answers only
   * successes: a thrown error releases the key and propagates unchanged.
   */
  answer(
    call: { userId: number; key: string; request: FastifyRequest },
    create: () => Promise<StoredAnswer>,
  ): Promise<StoredAnswer & { isReplay: boolean }>;
};

/** The key of the request, null without the header; a malformed key is refused in German. */
export function readIdempotencyKey(request: FastifyRequest): string | null {
  // Node lower-cases header names, so any spelling of the header arrives here.
  const value = request.headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !KEY_PATTERN.test(value)) {
    throw new DomainError('validation', IDEMPOTENCY_MESSAGES.invalidKey);
  }
  return value;
}

export function createIdempotency(
  deps: { db: Kysely<Database>; clock: Clock },
  options: IdempotencyOptions = {},
): Idempotency {
  const { db, clock } = deps;
  const waitMs = options.waitMs ?? 15_000;
  const pollMs = options.pollMs ?? 50;
  const staleMs = options.staleMs ?? 5 * 60 * 1000;

  /** Frees a key still in progress; with `createdAt` only that claim, not a newer one of a racing repeat. */
  const release = (userId: number, key: string, createdAt?: Date) => {
    let query = db
      .deleteFrom('idempotency_key')
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .where('response_status', 'is', null);
    if (createdAt) query = query.where('created_at', '=', createdAt);
    return query.execute();
  };

  return {
    async answer({ userId, key, request }, create) {
      const route = `${request.method} ${request.url.split('?')[0]}`;
      const requestHash = hashRequest(request);
      // Opportunistic clean-up: an index on created_at keeps this cheap, and an expired key of
      // this user must be gone before it can be claimed again.
      await db
        .deleteFrom('idempotency_key')
        .where('created_at', '<', new Date(clock.now().getTime() - DAY_MS))
        .execute();

      const giveUpAt = Date.now() + waitMs;
      for (;;) {
        const claimed = await db
          .insertInto('idempotency_key')
          .values({ user_id: userId, key, route, request_hash: requestHash, created_at: clock.now() })
          .onConflict((conflict) => conflict.columns(['user_id', 'key']).doNothing())
          .returning('key')
          .executeTakeFirst();
        if (claimed) {
          let answer: StoredAnswer;
          try {
            answer = await create();
          } catch (error) {
            // If even the release fails, the row turns stale and is released later; the
            // create's own error is the one the user must see.
            await release(userId, key).catch(() => undefined);
            throw error;
          }
          await db
            .updateTable('idempotency_key')
            .set({ response_status: answer.status, response_body: answer.body })
            .where('user_id', '=', userId)
            .where('key', '=', key)
            .execute();
          return { ...answer, isReplay: false };
        }

        const existing = await db
          .selectFrom('idempotency_key')
          .selectAll()
          .where('user_id', '=', userId)
          .where('key', '=', key)
          .executeTakeFirst();
        // released by a failed first request in the meantime: claim it ourselves
        if (!existing) continue;
        const isAbandoned =
          existing.response_status === null &&
          clock.now().getTime() - new Date(existing.created_at).getTime() > staleMs;
        if (isAbandoned) {
          await release(userId, key, existing.created_at);
          continue;
        }
        if (existing.route !== route || existing.request_hash !== requestHash) {
          throw new DomainError('conflict', IDEMPOTENCY_MESSAGES.reusedKey);
        }
        if (existing.response_status !== null) {
          return { status: existing.response_status, body: existing.response_body ?? '', isReplay: true };
        }
        if (Date.now() >= giveUpAt) throw new DomainError('conflict', IDEMPOTENCY_MESSAGES.inProgress);
        await new Promise((resolve) => setTimeout(resolve, pollMs));
      }
    },
  };
}

/**
 * What must match for a repeat: the parsed query and body. JSON keys are sorted so that the same
 * values in another order count as the same request. A multipart upload's file is streamed to the
 * handler and is not part of the hash.
 */
function hashRequest(request: FastifyRequest): string {
  const canonical = stableStringify({ query: request.query ?? null, body: request.body ?? null });
  return createHash('sha256').update(canonical).digest('hex');
}

function stableStringify(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  const entries = Object.entries(value)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${stableStringify(item)}`).join(',')}}`;
}
