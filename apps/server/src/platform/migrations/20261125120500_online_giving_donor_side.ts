/**
 * The donor side of online giving (issue 14, part E): a gift remembers the Idempotency-Key it was
 * sent with (signed out, so not in idempotency_key, which belongs to users), and installation
 * secrets generated once and shared by every server process (the payment webhooks' signing key
 * when PAYMENT_WEBHOOK_SECRET is not set).
 */
import { type Kysely, sql } from 'kysely';

// Migrations describe the schema as it was on their day: they take an untyped Kysely on purpose.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('online_donation')
    // sha-256 of app, organisation and the donor's key: a repeat answers the same gift
    .addColumn('idempotency_key_hash', 'text', (column) => column.unique())
    .addColumn('request_hash', 'text')
    // the first answer, serialised, as a repeat gets it
    .addColumn('idempotency_response', 'text')
    .execute();

  await db.schema
    .createTable('installation_secret')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('value', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('installation_secret').execute();
  await db.schema.alterTable('online_donation').dropColumn('idempotency_response').execute();
  await db.schema.alterTable('online_donation').dropColumn('request_hash').execute();
  await db.schema.alterTable('online_donation').dropColumn('idempotency_key_hash').execute();
}
