/**
 * Church-tax area: the progress of long work (devices-income-kirchgeld.md §3 "Task progress"): letter
 * finalising, bulk receipts and print runs each have a task the app polls by id. A job writes its
 * task in the same transaction as the work it reports, so the figures never run ahead of the data.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('kg_task')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('tenant_id', 'integer', (column) =>
      column.notNull().references('organization.id').onDelete('restrict'),
    )
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('state', 'text', (column) =>
      column
        .notNull()
        .defaultTo('waiting')
        .check(sql`state in ('waiting', 'started', 'preparing', 'completing', 'finished', 'failed')`),
    )
    .addColumn('total_count', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('done_count', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('result', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('start_time', 'timestamptz')
    .addColumn('update_time', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'integer', (column) => column.references('app_user.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('kg_task_tenant_idx')
    .on('kg_task')
    .columns(['tenant_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('kg_task').execute();
}
