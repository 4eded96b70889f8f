/**
 * Online giving (issue 14): the SEPA creditor of an organisation, donors' mandates, gifts, recurring
 * gifts, the debits they create and the pain.008 files the debits go into, information requests,
 * and the provider events already taken (a replayed webhook books nothing).
 *
 * A debit enters a file through `direct_debit_file_entry`, whose primary key is the debit: a debit is
 * in at most one file, ever, whatever code or crash comes between (entries are never deleted).
 */
import { type Kysely, sql } from 'kysely';

// Migrations describe the schema as it was on their day: they take an untyped Kysely on purpose.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sepa_creditor')
    .addColumn('organization_id', 'integer', (column) =>
      column.primaryKey().references('organization.id').onDelete('cascade'),
    )
    .addColumn('creditor_name', 'text', (column) => column.notNull())
    // Gläubiger-Identifikationsnummer, compact upper case (DE98ZZZ09999999999)
    .addColumn('creditor_identifier', 'text', (column) => column.notNull())
    // the receiving account, compact upper case
    .addColumn('iban', 'text', (column) => column.notNull())
    .addColumn('bic', 'text')
    // mandate references are {prefix}-{number}; the number counts up per creditor
    .addColumn('mandate_prefix', 'text', (column) => column.notNull())
    .addColumn('next_mandate_number', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('sepa_mandate')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('creditor_organization_id', 'integer', (column) =>
      column.notNull().references('sepa_creditor.organization_id').onDelete('restrict'),
    )
    .addColumn('reference', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('debtor_name', 'text', (column) => column.notNull())
    .addColumn('iban', 'text', (column) => column.notNull())
    .addColumn('bic', 'text')
    // the day the donor gave the mandate (YYYY-MM-DD, Berlin)
    .addColumn('signed_on', 'date', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addCheckConstraint('sepa_mandate_kind_check', sql`kind in ('one_off', 'recurring')`)
    .execute();
  // unique per creditor, whatever the case of its letters
  await sql`create unique index sepa_mandate_reference on sepa_mandate (creditor_organization_id, upper(reference))`.execute(
    db,
  );

  await db.schema
    .createTable('recurring_payment')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('organization_id', 'integer', (column) =>
      column.notNull().references('organization.id').onDelete('restrict'),
    )
    .addColumn('collection_plan_id', 'integer', (column) =>
      column.notNull().references('collection_plan.id').onDelete('restrict'),
    )
    .addColumn('mandate_id', 'integer', (column) => column.references('sepa_mandate.id').onDelete('restrict'))
    .addColumn('schedule', 'text', (column) => column.notNull())
    .addColumn('amount_cents', 'bigint', (column) => column.notNull())
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('email', 'text')
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('state', 'text', (column) => column.notNull().defaultTo('active'))
    // the link in the donor's mail ends the gift without signing in: only its hash is kept
    .addColumn('cancel_token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('cancelled_by', 'integer', (column) => column.references('app_user.id').onDelete('set null'))
    .addCheckConstraint(
      'recurring_payment_schedule_check',
      sql`schedule in ('monthly', 'quarterly', 'half_yearly', 'yearly')`,
    )
    .addCheckConstraint('recurring_payment_state_check', sql`state in ('active', 'cancelled')`)
    .addCheckConstraint('recurring_payment_amount_check', sql`amount_cents > 0`)
    .addCheckConstraint(
      'recurring_payment_cancel_check',
      sql`(state = 'cancelled') = (cancelled_at is not null)`,
    )
    .execute();
  await db.schema
    .createIndex('recurring_payment_organization')
    .on('recurring_payment')
    .columns(['organization_id', 'state'])
    .execute();

  await db.schema
    .createTable('online_donation')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    // what the donor and the provider see of the gift, never the id
    .addColumn('reference', 'text', (column) => column.notNull().unique())
    .addColumn('organization_id', 'integer', (column) =>
      column.notNull().references('organization.id').onDelete('restrict'),
    )
    .addColumn('collection_plan_id', 'integer', (column) =>
      column.notNull().references('collection_plan.id').onDelete('restrict'),
    )
    .addColumn('device_id', 'integer', (column) => column.references('device.id').onDelete('set null'))
    .addColumn('app', 'text', (column) => column.notNull())
    .addColumn('amount_cents', 'bigint', (column) => column.notNull())
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('payment_method', 'text', (column) => column.notNull())
    // pending until the provider confirms (test provider); SEPA gifts are booked at once
    .addColumn('state', 'text', (column) => column.notNull())
    .addColumn('payment_id', 'bigint', (column) =>
      column.unique().references('payment.id').onDelete('restrict'),
    )
    .addColumn('mandate_id', 'integer', (column) => column.references('sepa_mandate.id').onDelete('restrict'))
    .addColumn('recurring_payment_id', 'integer', (column) =>
      column.references('recurring_payment.id').onDelete('restrict'),
    )
    .addColumn('email', 'text')
    .addColumn('wants_donation_receipt', 'boolean', (column) => column.notNull().defaultTo(false))
    // {first_name, last_name, street, postal_code, city} for a donation receipt
    .addColumn('person', 'jsonb')
    .addColumn('wants_information', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('provider_payment_id', 'text', (column) => column.unique())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('completed_at', 'timestamptz')
    .addCheckConstraint('online_donation_state_check', sql`state in ('pending', 'completed', 'failed')`)
    .addCheckConstraint('online_donation_method_check', sql`payment_method in ('sepadd', 'testpay')`)
    .addCheckConstraint('online_donation_amount_check', sql`amount_cents > 0`)
    .addCheckConstraint('online_donation_currency_check', sql`currency in ('EUR', 'CHF')`)
    .addCheckConstraint('online_donation_booked_check', sql`(state = 'completed') = (payment_id is not null)`)
    .execute();
  await db.schema
    .createIndex('online_donation_organization')
    .on('online_donation')
    .columns(['organization_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('direct_debit')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('creditor_organization_id', 'integer', (column) =>
      column.notNull().references('sepa_creditor.organization_id').onDelete('restrict'),
    )
    .addColumn('mandate_id', 'integer', (column) =>
      column.notNull().references('sepa_mandate.id').onDelete('restrict'),
    )
    .addColumn('online_donation_id', 'integer', (column) =>
      column.references('online_donation.id').onDelete('restrict'),
    )
    .addColumn('recurring_payment_id', 'integer', (column) =>
      column.references('recurring_payment.id').onDelete('restrict'),
    )
    .addColumn('end_to_end_id', 'text', (column) => column.notNull().unique())
    .addColumn('amount_cents', 'bigint', (column) => column.notNull())
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('due_day', 'date', (column) => column.notNull())
    .addColumn('sequence_type', 'text', (column) => column.notNull())
    .addColumn('remittance_text', 'text', (column) => column.notNull())
    // due → (in a file) → collected, or returned (Rücklastschrift), which reverses its payment
    .addColumn('state', 'text', (column) => column.notNull().defaultTo('due'))
    // the payment booked for this debit (a recurring gift books one per debit)
    .addColumn('payment_id', 'bigint', (column) =>
      column.unique().references('payment.id').onDelete('restrict'),
    )
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('returned_at', 'timestamptz')
    .addColumn('returned_by', 'integer', (column) => column.references('app_user.id').onDelete('set null'))
    .addCheckConstraint('direct_debit_sequence_check', sql`sequence_type in ('OOFF', 'FRST', 'RCUR')`)
    .addCheckConstraint('direct_debit_state_check', sql`state in ('due', 'collected', 'returned')`)
    .addCheckConstraint('direct_debit_amount_check', sql`amount_cents > 0`)
    .addCheckConstraint('direct_debit_currency_check', sql`currency = 'EUR'`)
    .addCheckConstraint(
      'direct_debit_origin_check',
      sql`(online_donation_id is not null) or (recurring_payment_id is not null)`,
    )
    .execute();
  // a recurring gift has one debit per due day, however often its schedule is run
  await db.schema
    .createIndex('direct_debit_recurring_day')
    .on('direct_debit')
    .columns(['recurring_payment_id', 'due_day'])
    .unique()
    .where(sql.ref('recurring_payment_id'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('direct_debit_creditor_due')
    .on('direct_debit')
    .columns(['creditor_organization_id', 'due_day'])
    .execute();

  await db.schema
    .createTable('direct_debit_file')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('creditor_organization_id', 'integer', (column) =>
      column.notNull().references('sepa_creditor.organization_id').onDelete('restrict'),
    )
    .addColumn('message_id', 'text', (column) => column.notNull().unique())
    .addColumn('file_name', 'text', (column) => column.notNull())
    .addColumn('xml', 'text', (column) => column.notNull())
    .addColumn('number_of_transactions', 'integer', (column) => column.notNull())
    .addColumn('control_sum_cents', 'bigint', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('processed', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('processed_at', 'timestamptz')
    .addColumn('processed_by', 'integer', (column) => column.references('app_user.id').onDelete('set null'))
    .execute();

  await db.schema
    .createTable('direct_debit_file_entry')
    // the debit is the key: in one file, ever
    .addColumn('direct_debit_id', 'integer', (column) =>
      column.primaryKey().references('direct_debit.id').onDelete('restrict'),
    )
    .addColumn('file_id', 'integer', (column) =>
      column.notNull().references('direct_debit_file.id').onDelete('restrict'),
    )
    .execute();
  await db.schema
    .createIndex('direct_debit_file_entry_file')
    .on('direct_debit_file_entry')
    .column('file_id')
    .execute();

  await db.schema
    .createTable('information_request')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('organization_id', 'integer', (column) =>
      column.notNull().references('organization.id').onDelete('restrict'),
    )
    .addColumn('collection_plan_id', 'integer', (column) =>
      column.references('collection_plan.id').onDelete('set null'),
    )
    .addColumn('online_donation_id', 'integer', (column) =>
      column.references('online_donation.id').onDelete('set null'),
    )
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('name', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('information_request_organization')
    .on('information_request')
    .columns(['organization_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('payment_provider_event')
    .addColumn('provider', 'text', (column) => column.notNull())
    .addColumn('event_id', 'text', (column) => column.notNull())
    .addColumn('received_at', 'timestamptz', (column) => column.notNull())
    .addPrimaryKeyConstraint('payment_provider_event_pkey', ['provider', 'event_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'payment_provider_event',
    'information_request',
    'direct_debit_file_entry',
    'direct_debit_file',
    'direct_debit',
    'online_donation',
    'recurring_payment',
    'sepa_mandate',
    'sepa_creditor',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
