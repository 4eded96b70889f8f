/**
 * Receipt numbers, gap-free per organisation and year (ARCHITECTURE.md §8): the counter row is
 * created if missing and locked for the caller's transaction, so concurrent issues of one
 * organisation queue up behind it and a transaction that fails gives its numbers back. A bulk issue
 * takes a block of numbers for its batch in one statement; the block is used in full in the same
 * transaction (or rolled back with it, also after `kill -9`), so no number is lost.
 */
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../platform/database-schema';

/** The next sequence of the organisation's year; only inside the transaction that stores the receipt. */
export function takeNextReceiptSequence(
  trx: Transaction<Database>,
  organizationId: number,
  year: number,
): Promise<number> {
  return takeReceiptSequences(trx, organizationId, year, 1);
}

/**
 * The first of `count` consecutive sequences of the organisation's year, reserved under the
 * counter's row lock: one upsert creates the row or raises it. The caller must store a receipt
 * under every one of them in the same transaction.
 */
export async function takeReceiptSequences(
  trx: Transaction<Database>,
  organizationId: number,
  year: number,
  count: number,
): Promise<number> {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`not a number of receipts: ${count}`);
  const counter = await trx
    .insertInto('donation_receipt_counter')
    .values({ organization_id: organizationId, year, last_sequence: count })
    .onConflict((conflict) =>
      conflict.columns(['organization_id', 'year']).doUpdateSet({
        last_sequence: sql<number>`donation_receipt_counter.last_sequence + ${count}::integer`,
      }),
    )
    .returning('last_sequence')
    .executeTakeFirstOrThrow();
  return Number(counter.last_sequence) - count + 1;
}
