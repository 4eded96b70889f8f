/**
 * Firmware releases by device class and identifier (devices-income-kirchgeld.md §3 "Firmware
 * info"), looked up by the device card. The donor web apps need no tables of their own: they read
 * plans, settings and devices.
 */
import { type Kysely, sql } from 'kysely';

// Migrations describe the schema as it was on their day: they take an untyped Kysely on purpose.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('firmware')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('identifier', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('notes', 'text', (column) => column.notNull().defaultTo(''))
    .addUniqueConstraint('firmware_kind_identifier', ['kind', 'identifier'])
    .addCheckConstraint('firmware_kind_check', sql`kind in ('KB', 'SD', 'SP', 'KS', 'FS')`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('firmware').execute();
}
