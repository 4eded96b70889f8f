/**
 * Collection plan extensions (planning.md §3): what an organisation keeps about a plan for one device
 * class, above all its display priority in `settings_local[app name].display.order.priority`. One per
 * plan, organisation, location (or none) and device class.
 */
import { type Kysely, sql } from 'kysely';

// Migrations describe the schema as it was on their day: they take an untyped Kysely on purpose.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('collection_plan_extension')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('plan_id', 'integer', (column) =>
      column.notNull().references('collection_plan.id').onDelete('cascade'),
    )
    .addColumn('organization_id', 'integer', (column) =>
      column.notNull().references('organization.id').onDelete('cascade'),
    )
    .addColumn('location_id', 'integer', (column) => column.references('location.id').onDelete('cascade'))
    .addColumn('device_class', 'text', (column) => column.notNull())
    .addColumn('meta', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('settings_local', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'integer', (column) => column.references('app_user.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'integer', (column) => column.references('app_user.id').onDelete('set null'))
    .addCheckConstraint(
      'collection_plan_extension_device_class_check',
      sql`device_class in ('WS', 'WA', 'SP', 'KS')`,
    )
    .execute();
  await sql`create unique index collection_plan_extension_unique
    on collection_plan_extension (plan_id, organization_id, coalesce(location_id, 0), device_class)`.execute(
    db,
  );
  await db.schema
    .createIndex('collection_plan_extension_organization')
    .on('collection_plan_extension')
    .column('organization_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('collection_plan_extension').execute();
}
