/**
 * Receipt numbers, gap-free per organisation and year (ARCHITECTURE.md §8): the counter row is
 * created if missing and locked for the caller's transaction, so concurrent issues of one
 * organisation queue up behind it and a transaction that fails gives its number back.
 */
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../platform/database-schema';

/** The next sequence of the organisation's year; only inside the transaction that stores the receipt. */
export async function takeNextReceiptSequence(
  trx: Transaction<Database>,
  organizationId: number,
  year: number,
): Promise<number> {
  await trx
    .insertInto('donation_receipt_counter')
    .values({ organization_id: organizationId, year, last_sequence: 0 })
    .onConflict((conflict) => conflict.columns(['organization_id', 'year']).doNothing())
    .execute();
  const counter = await trx
    .selectFrom('donation_receipt_counter')
    .select('last_sequence')
    .where('organization_id', '=', organizationId)
    .where('year', '=', year)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const next = Number(counter.last_sequence) + 1;
  await trx
    .updateTable('donation_receipt_counter')
    .set({ last_sequence: sql<number>`last_sequence + 1` })
    .where('organization_id', '=', organizationId)
    .where('year', '=', year)
    .execute();
  return next;
}
