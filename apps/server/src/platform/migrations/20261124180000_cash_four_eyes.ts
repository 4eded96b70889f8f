/**
 * Four eyes on the amount that is booked (issue 11): a version per cash payment, counted up by every
 * change of amount, split or state, so that a confirmation names what its confirmer saw and a
 * payment changed in the meantime is not booked unseen.
 */
import { type Kysely, sql } from 'kysely';

// Migrations describe the schema as it was on their day: they take an untyped Kysely on purpose.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('cash_payment')
    // payments entered before count as their first version: nobody can tell what a confirmer saw of them
    .addColumn('version', 'integer', (column) => column.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('cash_payment')
    .addCheckConstraint('cash_payment_version_check', sql`version >= 1`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('cash_payment').dropConstraint('cash_payment_version_check').execute();
  await db.schema.alterTable('cash_payment').dropColumn('version').execute();
}
