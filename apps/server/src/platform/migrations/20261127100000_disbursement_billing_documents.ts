/**
 * Money onward (issue 16): disbursement orders (one per collection a parish holds on behalf of an
 * organisation above it), the transfer runs a handling organisation orders, billing documents
 * (booking reports and invoices) with a gap-free invoice number per year; and the tokens of the
 * public pages (issue 17), stored only as a hash and bound to one object and one purpose.
 *
 * The sums of an order are null while cash may still be entered and fixed when it is closed
 * ('abschließen'); from then on nothing changes them.
 */
import { type Kysely, sql } from 'kysely';

// Migrations describe the schema as it was on their day: they take an untyped Kysely on purpose.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('disbursement_run')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('handling_organization_id', 'integer', (column) =>
      column.notNull().references('organization.id').onDelete('restrict'),
    )
    .addColumn('currency', 'text', (column) => column.notNull().defaultTo('EUR'))
    .addColumn('total_cents', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('order_count', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'integer', (column) => column.references('app_user.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('disbursement_run_handling_idx')
    .on('disbursement_run')
    .columns(['handling_organization_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('disbursement_order')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('plan_id', 'integer', (column) =>
      column.notNull().references('collection_plan.id').onDelete('restrict'),
    )
    // the parish (or other) that collects
    .addColumn('organization_id', 'integer', (column) =>
      column.notNull().references('organization.id').onDelete('restrict'),
    )
    // the district (or region) the money goes to first
    .addColumn('handling_organization_id', 'integer', (column) =>
      column.notNull().references('organization.id').onDelete('restrict'),
    )
    .addColumn('state', 'text', (column) =>
      column
        .notNull()
        .defaultTo('in_progress')
        .check(sql`state in ('in_progress', 'ready', 'ordered', 'confirmed', 'transferred', 'cancelled')`),
    )
    .addColumn('currency', 'text', (column) => column.notNull().defaultTo('EUR'))
    .addColumn('stop_cash_payments', 'timestamptz')
    .addColumn('stopped_by', 'integer', (column) => column.references('app_user.id').onDelete('set null'))
    // fixed when cash is closed; null before
    .addColumn('sum_ecom_cents', 'bigint')
    .addColumn('sum_pos_cents', 'bigint')
    .addColumn('sum_cash_cents', 'bigint')
    .addColumn('sum_total_cents', 'bigint')
    .addColumn('count_payments', 'integer')
    .addColumn('run_id', 'integer', (column) => column.references('disbursement_run.id').onDelete('restrict'))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'integer', (column) => column.references('app_user.id').onDelete('set null'))
    .addUniqueConstraint('disbursement_order_plan_organization_key', ['plan_id', 'organization_id'])
    .execute();
  await db.schema
    .createIndex('disbursement_order_organization_idx')
    .on('disbursement_order')
    .columns(['organization_id', 'state'])
    .execute();
  await db.schema
    .createIndex('disbursement_order_handling_idx')
    .on('disbursement_order')
    .columns(['handling_organization_id', 'plan_id'])
    .execute();

  await db.schema
    .createTable('invoice_number_counter')
    .addColumn('year', 'integer', (column) => column.primaryKey())
    .addColumn('last_sequence', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('billing_document')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('organization_id', 'integer', (column) =>
      column.notNull().references('organization.id').onDelete('restrict'),
    )
    .addColumn('contract_id', 'integer', (column) =>
      column.notNull().references('contract.id').onDelete('restrict'),
    )
    .addColumn('type', 'text', (column) => column.notNull().check(sql`type in ('booking-report', 'invoice')`))
    .addColumn('period_start', 'date', (column) => column.notNull())
    .addColumn('period_end', 'date', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    // invoices only: e.g. 'RE-2026-00017', gap-free per year through invoice_number_counter
    .addColumn('number', 'text')
    .addColumn('net_cents', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('vat_cents', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('gross_cents', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('content_type', 'text', (column) => column.notNull())
    .addColumn('file_path', 'text', (column) => column.notNull())
    .addColumn('sha256', 'text', (column) => column.notNull())
    .addColumn('first_download_at', 'timestamptz')
    .addColumn('first_download_by', 'integer', (column) =>
      column.references('app_user.id').onDelete('set null'),
    )
    .addColumn('archived', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('billing_document_period_key', ['contract_id', 'period_start', 'type'])
    .execute();
  await db.schema
    .createIndex('billing_document_organization_idx')
    .on('billing_document')
    .columns(['organization_id', 'period_start'])
    .execute();

  await db.schema
    .createTable('public_token')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    // sha-256 of the token (hex); the token itself is only ever in the link
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('purpose', 'text', (column) =>
      column.notNull().check(sql`purpose in ('accounting_fields', 'cash_payment', 'stop_cash_payments')`),
    )
    // the collection plan (accounting fields, cash) or the disbursement order (stop cash)
    .addColumn('object_id', 'integer', (column) => column.notNull())
    .addColumn('organization_id', 'integer', (column) =>
      column.notNull().references('organization.id').onDelete('cascade'),
    )
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('revoked_by', 'integer', (column) => column.references('app_user.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'integer', (column) => column.references('app_user.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('public_token_object_idx')
    .on('public_token')
    .columns(['purpose', 'object_id', 'organization_id'])
    .execute();

  // which mail of which event went to which address: a restarted job never sends twice
  await db.schema
    .createTable('notification_sent')
    .addColumn('event_key', 'text', (column) => column.notNull())
    .addColumn('recipient', 'text', (column) => column.notNull())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('organization_id', 'integer', (column) =>
      column.notNull().references('organization.id').onDelete('cascade'),
    )
    .addColumn('mail_id', 'integer')
    .addColumn('sent_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('notification_sent_pkey', ['event_key', 'recipient'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notification_sent').execute();
  await db.schema.dropTable('public_token').execute();
  await db.schema.dropTable('billing_document').execute();
  await db.schema.dropTable('invoice_number_counter').execute();
  await db.schema.dropTable('disbursement_order').execute();
  await db.schema.dropTable('disbursement_run').execute();
}
