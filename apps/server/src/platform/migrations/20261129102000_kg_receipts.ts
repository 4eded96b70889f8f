/**
 * Church-tax area: special purposes, church-tax payments' receipts and bulk receipt runs, issue 20.
 * A church-tax receipt is a row of the platform's `donation_receipt`; `kg_payment_receipt` links it
 * to the payments it confirms. A bulk run stores its plan (one item per receipt to issue) before it
 * issues anything, and each item records its receipt in the transaction that issues it, so a run
 * resumed after `kill -9` goes on with the items still open and issues nothing twice.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('kg_special_purpose')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('tenant_id', 'integer', (column) =>
      column.notNull().references('organization.id').onDelete('restrict'),
    )
    .addColumn('special_purpose', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('kg_special_purpose_unique', ['tenant_id', 'special_purpose'])
    .execute();

  await db.schema
    .createTable('kg_payment_receipt')
    // a deleted payment (allowed only without an active receipt) takes its links to archived ones along
    .addColumn('kg_payment_id', 'bigint', (column) =>
      column.notNull().references('kg_payment.id').onDelete('cascade'),
    )
    .addColumn('donation_receipt_id', 'integer', (column) =>
      column.notNull().references('donation_receipt.id').onDelete('restrict'),
    )
    .addPrimaryKeyConstraint('kg_payment_receipt_pk', ['kg_payment_id', 'donation_receipt_id'])
    .execute();
  await db.schema
    .createIndex('kg_payment_receipt_receipt_idx')
    .on('kg_payment_receipt')
    .column('donation_receipt_id')
    .execute();

  await db.schema
    .createTable('kg_receipt_run')
    .addColumn('task_id', 'uuid', (column) =>
      column.primaryKey().references('kg_task.id').onDelete('cascade'),
    )
    .addColumn('tenant_id', 'integer', (column) =>
      column.notNull().references('organization.id').onDelete('restrict'),
    )
    .addColumn('selector', 'jsonb', (column) => column.notNull())
    .addColumn('planned_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'integer', (column) => column.references('app_user.id').onDelete('set null'))
    .execute();
  await db.schema
    .createTable('kg_receipt_run_item')
    .addColumn('task_id', 'uuid', (column) =>
      column.notNull().references('kg_receipt_run.task_id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('person_id', 'uuid', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull().check(sql`kind in ('single', 'collective')`))
    .addColumn('payment_ids', 'jsonb', (column) => column.notNull())
    // set when issued; 'skipped' when its payments got a receipt otherwise meanwhile
    .addColumn('donation_receipt_id', 'integer', (column) =>
      column.references('donation_receipt.id').onDelete('restrict'),
    )
    .addColumn('skipped', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('skip_reason', 'text')
    .addPrimaryKeyConstraint('kg_receipt_run_item_pk', ['task_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['kg_receipt_run_item', 'kg_receipt_run', 'kg_payment_receipt', 'kg_special_purpose'])
    await db.schema.dropTable(table).ifExists().execute();
}
