/**
 * Donation receipts (issue 15): the organisation's minimum amounts, donors' receipt requests with
 * the payments they cover, the issued receipts (frozen PDF and its hash, numbered gap-free per
 * organisation and year through a locked counter row), and the confirmation codes devices show for
 * anonymous gifts.
 *
 * A platform payment is covered by at most one request (`donation_receipt_request_payment` has the
 * payment as key); a request has at most one receipt that is not archived.
 */
import { type Kysely, sql } from 'kysely';

// Migrations describe the schema as it was on their day: they take an untyped Kysely on purpose.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('donation_receipt_configuration')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('organization_id', 'integer', (column) =>
      column.notNull().references('organization.id').onDelete('cascade'),
    )
    .addColumn('min_amount_donation_cents', 'bigint', (column) => column.notNull())
    .addColumn('min_amount_collection_cents', 'bigint', (column) => column.notNull())
    .addColumn('valid_from', 'date', (column) => column.notNull())
    .addColumn('valid_notafter', 'date')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('donation_receipt_counter')
    .addColumn('organization_id', 'integer', (column) =>
      column.notNull().references('organization.id').onDelete('cascade'),
    )
    .addColumn('year', 'integer', (column) => column.notNull())
    .addColumn('last_sequence', 'integer', (column) => column.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('donation_receipt_counter_pkey', ['organization_id', 'year'])
    .execute();

  await db.schema
    .createTable('donation_receipt')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('organization_id', 'integer', (column) =>
      column.notNull().references('organization.id').onDelete('restrict'),
    )
    .addColumn('year', 'integer', (column) => column.notNull())
    .addColumn('sequence', 'integer', (column) => column.notNull())
    // e.g. 'ZB-2026-00042'
    .addColumn('number', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull().check(sql`kind in ('single', 'collective')`))
    // the donor as printed: {first_name, last_name, street, postal_code, city}
    .addColumn('donor', 'jsonb', (column) => column.notNull())
    .addColumn('amount_cents', 'bigint', (column) => column.notNull())
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('file_name', 'text', (column) => column.notNull())
    .addColumn('pdf', 'bytea', (column) => column.notNull())
    // sha-256 of the PDF, hex: the receipt never changes
    .addColumn('sha256', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'integer', (column) => column.references('app_user.id').onDelete('set null'))
    .addColumn('replaces_id', 'integer', (column) => column.references('donation_receipt.id'))
    .addColumn('archived_at', 'timestamptz')
    .addColumn('archived_by', 'integer', (column) => column.references('app_user.id').onDelete('set null'))
    .addColumn('first_download_at', 'timestamptz')
    .addColumn('first_download_by', 'integer', (column) =>
      column.references('app_user.id').onDelete('set null'),
    )
    .addUniqueConstraint('donation_receipt_number', ['organization_id', 'year', 'sequence'])
    .execute();
  await db.schema
    .createIndex('donation_receipt_created')
    .on('donation_receipt')
    .columns(['organization_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('donation_receipt_request')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('organization_id', 'integer', (column) =>
      column.notNull().references('organization.id').onDelete('restrict'),
    )
    .addColumn('online_donation_id', 'integer', (column) =>
      column.unique().references('online_donation.id').onDelete('restrict'),
    )
    // {first_name, last_name, street, postal_code, city}
    .addColumn('person', 'jsonb', (column) => column.notNull())
    .addColumn('email', 'text')
    .addColumn('purpose_name', 'text', (column) => column.notNull())
    .addColumn('amount_cents', 'bigint', (column) => column.notNull())
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('state', 'text', (column) =>
      column
        .notNull()
        .check(sql`state in ('payment_pending', 'payment_confirmed', 'issued', 'archived', 'not_required')`),
    )
    .addColumn('receipt_id', 'integer', (column) => column.references('donation_receipt.id'))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('donation_receipt_request_by_organization')
    .on('donation_receipt_request')
    .columns(['organization_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('donation_receipt_request_by_state')
    .on('donation_receipt_request')
    .column('state')
    .execute();

  await db.schema
    .createTable('donation_receipt_request_payment')
    // a payment is covered by one request, ever
    .addColumn('payment_id', 'bigint', (column) => column.primaryKey())
    .addColumn('request_id', 'integer', (column) =>
      column.notNull().references('donation_receipt_request.id').onDelete('cascade'),
    )
    .execute();

  await db.schema
    .createTable('device_receipt_code')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    // sha-256 of the code the device showed; the code itself is never stored
    .addColumn('code_hash', 'text', (column) => column.notNull().unique())
    .addColumn('payment_id', 'bigint', (column) => column.notNull().unique())
    .addColumn('organization_id', 'integer', (column) =>
      column.notNull().references('organization.id').onDelete('restrict'),
    )
    .addColumn('device_id', 'integer', (column) => column.references('device.id').onDelete('set null'))
    .addColumn('amount_cents', 'bigint', (column) => column.notNull())
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('used_at', 'timestamptz')
    .addColumn('request_id', 'integer', (column) =>
      column.references('donation_receipt_request.id').onDelete('set null'),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'device_receipt_code',
    'donation_receipt_request_payment',
    'donation_receipt_request',
    'donation_receipt',
    'donation_receipt_counter',
    'donation_receipt_configuration',
  ])
    await db.schema.dropTable(table).execute();
}
