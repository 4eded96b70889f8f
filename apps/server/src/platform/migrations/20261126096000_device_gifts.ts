/**
 * Gifts devices report over MQTT (issue 15, receipts for anonymous device gifts): the device's own
 * gift id is the key, so a report sent again after a lost answer books nothing twice.
 */
import { type Kysely, sql } from 'kysely';

// Migrations describe the schema as it was on their day: they take an untyped Kysely on purpose.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('device_gift')
    .addColumn('device_id', 'integer', (column) =>
      column.notNull().references('device.id').onDelete('restrict'),
    )
    .addColumn('gift_id', 'text', (column) => column.notNull())
    .addColumn('payment_id', 'bigint', (column) => column.notNull())
    .addColumn('received_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('device_gift_pkey', ['device_id', 'gift_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('device_gift').execute();
}
