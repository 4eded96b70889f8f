/**
 * Church-tax area: bank accounts, CAMT statements, bank transactions and their assignments, issue 20.
 * A transaction is stored once per account and dedupe key, so uploading a file twice or overlapping
 * statements adds nothing twice; an assignment links a transaction to the CAMTPayment it created.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('kg_bank_account')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('tenant_id', 'integer', (column) =>
      column.notNull().references('organization.id').onDelete('restrict'),
    )
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('iban', 'text', (column) => column.notNull())
    .addColumn('bic', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('kg_bank_account_iban_unique', ['tenant_id', 'iban'])
    .execute();

  await db.schema
    .createTable('kg_bank_statement')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('tenant_id', 'integer', (column) =>
      column.notNull().references('organization.id').onDelete('restrict'),
    )
    .addColumn('file_name', 'text', (column) => column.notNull())
    .addColumn('file_key', 'text', (column) => column.notNull())
    .addColumn('sha256', 'text', (column) => column.notNull())
    .addColumn('file_size', 'integer', (column) => column.notNull())
    .addColumn('message_type', 'text', (column) => column.notNull())
    .addColumn('statement_ids', sql`text[]`, (column) => column.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('from_date', 'date')
    .addColumn('to_date', 'date')
    .addColumn('transaction_count', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('imported_count', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('duplicate_count', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('skipped_count', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'integer', (column) => column.references('app_user.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('kg_bank_statement_tenant_idx')
    .on('kg_bank_statement')
    .columns(['tenant_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('kg_bank_transaction')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('tenant_id', 'integer', (column) =>
      column.notNull().references('organization.id').onDelete('restrict'),
    )
    .addColumn('bank_account_id', 'integer', (column) =>
      column.notNull().references('kg_bank_account.id').onDelete('restrict'),
    )
    // the file that first brought it
    .addColumn('bank_statement_id', 'integer', (column) =>
      column.notNull().references('kg_bank_statement.id').onDelete('restrict'),
    )
    .addColumn('dedupe_key', 'text', (column) => column.notNull())
    .addColumn('booking_date', 'date', (column) => column.notNull())
    .addColumn('value_date', 'date')
    .addColumn('amount_cents', 'bigint', (column) => column.notNull())
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('credit_debit', 'text', (column) =>
      column.notNull().check(sql`credit_debit in ('CRDT', 'DBIT')`),
    )
    .addColumn('is_reversal', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('is_return', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('return_reason', 'text')
    .addColumn('charges_cents', 'bigint')
    .addColumn('instructed_amount_cents', 'bigint')
    .addColumn('instructed_currency', 'text')
    .addColumn('their_name', 'text')
    .addColumn('their_iban', 'text')
    .addColumn('purpose', 'text')
    .addColumn('end_to_end_id', 'text')
    .addColumn('account_servicer_reference', 'text')
    .addColumn('mandate_id', 'text')
    .addColumn('bank_transaction_code', 'text')
    .addColumn('state', 'text', (column) =>
      column
        .notNull()
        .defaultTo('unassigned')
        .check(sql`state in ('unassigned', 'assigned', 'partial', 'ignored')`),
    )
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('kg_bank_transaction_dedupe_unique', ['tenant_id', 'bank_account_id', 'dedupe_key'])
    .execute();
  await db.schema
    .createIndex('kg_bank_transaction_booking_idx')
    .on('kg_bank_transaction')
    .columns(['tenant_id', 'booking_date'])
    .execute();
  await db.schema
    .createIndex('kg_bank_transaction_iban_idx')
    .on('kg_bank_transaction')
    .columns(['tenant_id', 'their_iban'])
    .execute();

  await db.schema
    .createTable('kg_bank_assignment')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('tenant_id', 'integer', (column) =>
      column.notNull().references('organization.id').onDelete('restrict'),
    )
    .addColumn('bank_transaction_id', 'bigint', (column) =>
      column.notNull().references('kg_bank_transaction.id').onDelete('restrict'),
    )
    // each CAMTPayment belongs to one assignment (a database rule, not only code)
    .addColumn('kg_payment_id', 'bigint', (column) =>
      column.notNull().unique().references('kg_payment.id').onDelete('restrict'),
    )
    .addColumn('person_id', 'uuid', (column) =>
      column.notNull().references('kg_person.id').onDelete('restrict'),
    )
    .addColumn('letter_id', 'integer')
    .addColumn('amount_cents', 'bigint', (column) => column.notNull().check(sql`amount_cents > 0`))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'integer', (column) => column.references('app_user.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('kg_bank_assignment_transaction_idx')
    .on('kg_bank_assignment')
    .column('bank_transaction_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['kg_bank_assignment', 'kg_bank_transaction', 'kg_bank_statement', 'kg_bank_account'])
    await db.schema.dropTable(table).ifExists().execute();
}
