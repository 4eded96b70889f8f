/**
 * Postal addresses of organisations (administration.md §3 "Address", §4 "Address change"): typed
 * primary, physical, billing or other, each valid from a moment until it is ended. A change ends
 * the old address and starts a new one, so receipts and invoices keep the address of their day.
 */
import { type Kysely, sql } from 'kysely';

// Migrations describe the schema as it was on their day: they take an untyped Kysely on purpose.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('organization_address')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('organization_id', 'integer', (column) =>
      column.notNull().references('organization.id').onDelete('cascade'),
    )
    .addColumn('type', 'text', (column) =>
      column.notNull().check(sql`type in ('primary', 'physical', 'billing', 'other')`),
    )
    // the addressee as it stands on letters, e.g. 'Evangelische Kirchengemeinde Lauffen'
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('supplement', 'text')
    .addColumn('street', 'text', (column) => column.notNull())
    .addColumn('postal_code', 'text', (column) => column.notNull())
    .addColumn('city', 'text', (column) => column.notNull())
    .addColumn('country', 'text', (column) => column.notNull().defaultTo('DE'))
    .addColumn('valid_from', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('valid_until', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('organization_address_by_organization')
    .on('organization_address')
    .columns(['organization_id', 'type', 'valid_from'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('organization_address').execute();
}
