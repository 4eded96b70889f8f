/**
 * Idempotency keys of creates (ARCHITECTURE.md §4): the first answer to an `Idempotency-Key` of a
 * user, kept for 24 hours so that a repeated request (a double click, a retry after a lost
 * connection) gets the same answer instead of creating a second object. A row without a response
 * is a request still being processed; the primary key makes sure only one request per user and key
 * ever runs.
 */
import { type Kysely, sql } from 'kysely';

// Migrations describe the schema as it was on their day: they take an untyped Kysely on purpose.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotency_key')
    .addColumn('user_id', 'integer', (column) =>
      column.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('key', 'text', (column) => column.notNull())
    // 'POST /api/v2/collection_plan/': a key belongs to the call it was first sent with
    .addColumn('route', 'text', (column) => column.notNull())
    .addColumn('request_hash', 'text', (column) => column.notNull())
    // both null while the first request is still running
    .addColumn('response_status', 'integer')
    .addColumn('response_body', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addPrimaryKeyConstraint('idempotency_key_pkey', ['user_id', 'key'])
    .addCheckConstraint('idempotency_key_length_check', sql`char_length(key) between 1 and 200`)
    .execute();
  // expired keys are deleted by age
  await db.schema
    .createIndex('idempotency_key_created_at_idx')
    .on('idempotency_key')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_key').execute();
}
