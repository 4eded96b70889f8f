/**
 * Contract data of organisations (administration.md §3): identifiers (KRO number, tax number …),
 * contracts with their direct-debit mandate flag, billing plans with conditions per scope, and the
 * associations of a contract with a plan, valid from a day until a day (4 years minus 1 day by
 * default). Overlapping associations of one contract are refused by the service, which locks the
 * contract row while it checks.
 */
import { type Kysely, sql } from 'kysely';

// Migrations describe the schema as it was on their day: they take an untyped Kysely on purpose.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('organization_identifier')
    .addColumn('organization_id', 'integer', (column) =>
      column.notNull().references('organization.id').onDelete('cascade'),
    )
    .addColumn('type', 'text', (column) =>
      column.notNull().check(sql`type in ('kro_number', 'tax_number', 'vat_id')`),
    )
    .addColumn('value', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('organization_identifier_pkey', ['organization_id', 'type'])
    .execute();

  await db.schema
    .createTable('billing_plan')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull().unique())
    .addColumn('type', 'text', (column) => column.notNull().check(sql`type in ('monthly', 'yearly')`))
    // [{scope, base_fee_cents, percentage_basis_points}]
    .addColumn('conditions', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('contract')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('organization_id', 'integer', (column) =>
      column.notNull().references('organization.id').onDelete('cascade'),
    )
    .addColumn('type', 'text', (column) => column.notNull().check(sql`type in ('op', 'ps')`))
    .addColumn('sepadd_active', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('contract_organization_type', ['organization_id', 'type'])
    .execute();

  await db.schema
    .createTable('billing_plan_association')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('contract_id', 'integer', (column) =>
      column.notNull().references('contract.id').onDelete('cascade'),
    )
    .addColumn('billing_plan_id', 'integer', (column) => column.notNull().references('billing_plan.id'))
    .addColumn('valid_from', 'date', (column) => column.notNull())
    .addColumn('valid_notafter', 'date')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'integer', (column) => column.references('app_user.id').onDelete('set null'))
    .addCheckConstraint(
      'billing_plan_association_ordered',
      sql`valid_notafter is null or valid_notafter >= valid_from`,
    )
    .execute();
  await db.schema
    .createIndex('billing_plan_association_by_contract')
    .on('billing_plan_association')
    .columns(['contract_id', 'valid_from'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('billing_plan_association').execute();
  await db.schema.dropTable('contract').execute();
  await db.schema.dropTable('billing_plan').execute();
  await db.schema.dropTable('organization_identifier').execute();
}
