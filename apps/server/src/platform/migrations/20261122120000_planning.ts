/**
 * Collection planning: plans, the dates organisations add to the church year, calendar settings and
 * exclusions; payments now point at their plan and keep a snapshot of its kind.
 */
import { type Kysely, sql } from 'kysely';

// Migrations describe the schema as it was on their day: they take an untyped Kysely on purpose.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('church_date')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('organization_id', 'integer', (column) =>
      column.notNull().references('organization.id').onDelete('cascade'),
    )
    .addColumn('day', 'date', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'integer', (column) => column.references('app_user.id').onDelete('set null'))
    .addUniqueConstraint('church_date_unique', ['organization_id', 'day', 'name'])
    .execute();
  await db.schema
    .createIndex('church_date_day')
    .on('church_date')
    .columns(['day', 'organization_id'])
    .execute();

  await db.schema
    .createTable('calendar_setting')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('organization_id', 'integer', (column) =>
      column.notNull().references('organization.id').onDelete('cascade'),
    )
    .addColumn('valid_from', 'date', (column) => column.notNull())
    .addColumn('valid_notafter', 'date')
    .addColumn('sunday_prerun_days', 'integer', (column) => column.notNull())
    .addColumn('sunday_prerun_time', 'text', (column) => column.notNull())
    .addColumn('sunday_postrun_days', 'integer', (column) => column.notNull())
    .addColumn('sunday_postrun_time', 'text', (column) => column.notNull())
    .addColumn('other_prerun_days', 'integer', (column) => column.notNull())
    .addColumn('other_prerun_time', 'text', (column) => column.notNull())
    .addColumn('other_postrun_days', 'integer', (column) => column.notNull())
    .addColumn('other_postrun_time', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'integer', (column) => column.references('app_user.id').onDelete('set null'))
    .addCheckConstraint(
      'calendar_setting_validity_check',
      sql`valid_notafter is null or valid_notafter >= valid_from`,
    )
    .execute();
  await db.schema
    .createIndex('calendar_setting_organization')
    .on('calendar_setting')
    .columns(['organization_id', 'valid_from'])
    .execute();

  await db.schema
    .createTable('collection_plan')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('collection_variant', 'text')
    .addColumn('start_at', 'timestamptz')
    .addColumn('end_at', 'timestamptz')
    .addColumn('organization_id', 'integer', (column) =>
      column.notNull().references('organization.id').onDelete('restrict'),
    )
    .addColumn('location_id', 'integer', (column) => column.references('location.id').onDelete('restrict'))
    .addColumn('inherit', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('is_foreign', 'boolean', (column) => column.notNull().defaultTo(false))
    // the date the plan is for: an organisation's own date, or a day of the church year (day and name kept)
    .addColumn('church_date_id', 'integer', (column) =>
      column.references('church_date.id').onDelete('set null'),
    )
    .addColumn('date_day', 'date')
    .addColumn('date_name', 'text')
    .addColumn('allow_recurring', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('targets', sql`text[]`, (column) => column.notNull().defaultTo(sql`'{}'`))
    .addColumn('display', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('meta', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('active', 'boolean', (column) => column.notNull().defaultTo(true))
    .addColumn('parent_id', 'integer', (column) =>
      column.references('collection_plan.id').onDelete('cascade'),
    )
    .addColumn('tags', sql`text[]`, (column) => column.notNull().defaultTo(sql`'{}'`))
    .addColumn('weight', 'integer')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'integer', (column) => column.references('app_user.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'integer', (column) => column.references('app_user.id').onDelete('set null'))
    .addCheckConstraint('collection_plan_type_check', sql`type in ('collection','donation')`)
    .addCheckConstraint(
      'collection_plan_variant_check',
      sql`(type = 'donation' and collection_variant is null) or (type = 'collection' and collection_variant in ('inner','outer','x'))`,
    )
    .addCheckConstraint(
      'collection_plan_period_check',
      sql`start_at is null or end_at is null or end_at > start_at`,
    )
    .addCheckConstraint('collection_plan_weight_check', sql`weight is null or weight >= 1`)
    .execute();
  // "Plans of these organisations in this time range": by organisation, then by end (the active list
  // and the archive both cut on the end) or by start (a year's plans).
  await db.schema
    .createIndex('collection_plan_organization_end')
    .on('collection_plan')
    .columns(['organization_id', 'end_at'])
    .execute();
  await db.schema
    .createIndex('collection_plan_organization_start')
    .on('collection_plan')
    .columns(['organization_id', 'start_at'])
    .execute();
  await db.schema.createIndex('collection_plan_parent').on('collection_plan').column('parent_id').execute();
  await db.schema
    .createIndex('collection_plan_location')
    .on('collection_plan')
    .column('location_id')
    .execute();
  await db.schema
    .createIndex('collection_plan_church_date')
    .on('collection_plan')
    .column('church_date_id')
    .execute();

  await db.schema
    .createTable('collection_plan_exclusion')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('plan_id', 'integer', (column) =>
      column.notNull().references('collection_plan.id').onDelete('cascade'),
    )
    .addColumn('organization_id', 'integer', (column) =>
      column.notNull().references('organization.id').onDelete('cascade'),
    )
    .addColumn('location_id', 'integer', (column) => column.references('location.id').onDelete('cascade'))
    .addColumn('inherit', 'boolean', (column) => column.notNull().defaultTo(true))
    .addColumn('targets', sql`text[]`, (column) => column.notNull().defaultTo(sql`'{}'`))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'integer', (column) => column.references('app_user.id').onDelete('set null'))
    .execute();
  await sql`create unique index collection_plan_exclusion_unique
    on collection_plan_exclusion (plan_id, organization_id, coalesce(location_id, 0))`.execute(db);
  await db.schema
    .createIndex('collection_plan_exclusion_organization')
    .on('collection_plan_exclusion')
    .column('organization_id')
    .execute();

  // Payments point at their plan, and keep its kind as it was when they were recorded, so that the
  // income statistics can group by it without joining plans that may change later.
  await db.schema
    .alterTable('payment')
    .addColumn('collection_type', 'text')
    .addColumn('collection_variant', 'text')
    .execute();
  await db.schema
    .alterTable('payment')
    .addForeignKeyConstraint('payment_collection_plan_fk', ['collection_plan_id'], 'collection_plan', ['id'])
    .onDelete('restrict')
    .execute();
  await db.schema
    .createIndex('payment_collection_plan')
    .on('payment')
    .columns(['collection_plan_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payment_collection_plan').execute();
  await db.schema.alterTable('payment').dropConstraint('payment_collection_plan_fk').execute();
  await db.schema
    .alterTable('payment')
    .dropColumn('collection_type')
    .dropColumn('collection_variant')
    .execute();
  await db.schema.dropTable('collection_plan_exclusion').execute();
  await db.schema.dropTable('collection_plan').execute();
  await db.schema.dropTable('calendar_setting').execute();
  await db.schema.dropTable('church_date').execute();
}
