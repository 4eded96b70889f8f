/**
 * The treasurer confirms that the bank collected a direct-debit file (issue 14): its debits become
 * 'collected' and their payments confirmed. Who and when is kept with the file.
 */
import type { Kysely } from 'kysely';

// Migrations describe the schema as it was on their day: they take an untyped Kysely on purpose.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('direct_debit_file')
    .addColumn('collected_at', 'timestamptz')
    .addColumn('collected_by', 'integer', (column) => column.references('app_user.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('direct_debit_file')
    .dropColumn('collected_by')
    .dropColumn('collected_at')
    .execute();
}
