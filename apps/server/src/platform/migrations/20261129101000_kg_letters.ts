/**
 * Church-tax area: letters, their frozen recipients and audit events, issue 19. A letter is written
 * to a target group (`kg_filter`); finalising freezes its recipients in `kg_letter_recipient`, each
 * with its address block and the payment reference that the bank reconciliation matches. The
 * unique keys make a finalising job that is resumed after `kill -9` unable to freeze anyone twice.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('kg_letter')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('tenant_id', 'integer', (column) =>
      column.notNull().references('organization.id').onDelete('restrict'),
    )
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('type', 'text', (column) =>
      column.notNull().check(sql`type in ('donation', 'appreciation', 'reminder')`),
    )
    .addColumn('state', 'text', (column) =>
      column.notNull().defaultTo('created').check(sql`state in ('created', 'finalized', 'sent')`),
    )
    .addColumn('filter_id', 'integer', (column) =>
      column.notNull().references('kg_filter.id').onDelete('restrict'),
    )
    // donation status and year
    .addColumn('additional_filter', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('options', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('no_church_tax', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('special_purpose', 'text')
    .addColumn('suggested_amount_cents', 'bigint')
    .addColumn('bank_account_id', 'integer')
    .addColumn('action', 'text', (column) => column.check(sql`action in ('duplicate', 'followUp')`))
    .addColumn('original_letter_id', 'integer', (column) =>
      column.references('kg_letter.id').onDelete('set null'),
    )
    .addColumn('recipient_count', 'integer')
    .addColumn('finalize_task_id', 'uuid')
    .addColumn('pdf_task_id', 'uuid')
    .addColumn('pdf_file_key', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'integer', (column) => column.references('app_user.id').onDelete('set null'))
    .addColumn('finalized_at', 'timestamptz')
    .addColumn('sent_on', 'date')
    .execute();
  await db.schema
    .createIndex('kg_letter_tenant_idx')
    .on('kg_letter')
    .columns(['tenant_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('kg_letter_recipient')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('tenant_id', 'integer', (column) =>
      column.notNull().references('organization.id').onDelete('restrict'),
    )
    .addColumn('letter_id', 'integer', (column) =>
      column.notNull().references('kg_letter.id').onDelete('cascade'),
    )
    .addColumn('sequence', 'integer', (column) => column.notNull())
    .addColumn('reference', 'text', (column) => column.notNull())
    .addColumn('person_id', 'uuid', (column) =>
      column.notNull().references('kg_person.id').onDelete('restrict'),
    )
    .addColumn('partner_person_id', 'uuid', (column) =>
      column.references('kg_person.id').onDelete('restrict'),
    )
    .addColumn('address', 'jsonb', (column) => column.notNull())
    .addColumn('suggested_amount_cents', 'bigint')
    .addUniqueConstraint('kg_letter_recipient_sequence_unique', ['letter_id', 'sequence'])
    .addUniqueConstraint('kg_letter_recipient_person_unique', ['letter_id', 'person_id'])
    .addUniqueConstraint('kg_letter_recipient_reference_unique', ['tenant_id', 'reference'])
    .execute();
  await db.schema
    .createIndex('kg_letter_recipient_person_idx')
    .on('kg_letter_recipient')
    .column('person_id')
    .execute();
  await db.schema
    .createIndex('kg_letter_recipient_partner_idx')
    .on('kg_letter_recipient')
    .column('partner_person_id')
    .execute();

  await db.schema
    .createTable('kg_letter_event')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('tenant_id', 'integer', (column) =>
      column.notNull().references('organization.id').onDelete('restrict'),
    )
    .addColumn('letter_id', 'integer', (column) =>
      column.notNull().references('kg_letter.id').onDelete('cascade'),
    )
    .addColumn('action', 'text', (column) => column.notNull().check(sql`action in ('finalized', 'sent')`))
    .addColumn('user_id', 'integer', (column) => column.references('app_user.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('kg_letter_event_letter_idx')
    .on('kg_letter_event')
    .columns(['letter_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('kg_letter_event').ifExists().execute();
  await db.schema.dropTable('kg_letter_recipient').ifExists().execute();
  await db.schema.dropTable('kg_letter').ifExists().execute();
}
