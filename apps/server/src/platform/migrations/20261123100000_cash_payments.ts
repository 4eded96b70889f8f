/**
 * Cash collections (Barsammlung): counted cash entered for a collection plan by one person and
 * confirmed by a second (four-eyes rule). A confirmed ('processed') payment is income: it is then
 * booked as a payment of type 'cash', and the database refuses to change or delete it.
 */
import { type Kysely, sql } from 'kysely';

// Migrations describe the schema as it was on their day: they take an untyped Kysely on purpose.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cash_payment')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('organization_id', 'integer', (column) =>
      column.notNull().references('organization.id').onDelete('restrict'),
    )
    .addColumn('plan_id', 'integer', (column) =>
      column.notNull().references('collection_plan.id').onDelete('restrict'),
    )
    .addColumn('amount_cents', 'bigint', (column) => column.notNull())
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('state', 'text', (column) => column.notNull().defaultTo('entered'))
    // when the cash was collected: the business day it counts on as income
    .addColumn('collected_at', 'timestamptz', (column) => column.notNull())
    // bill or coin in cents → count; null when only a sum was entered
    .addColumn('split', 'jsonb')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('created_by', 'integer', (column) => column.references('app_user.id').onDelete('set null'))
    .addColumn('changed_at', 'timestamptz')
    .addColumn('changed_by', 'integer', (column) => column.references('app_user.id').onDelete('set null'))
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('confirmed_by', 'integer', (column) => column.references('app_user.id').onDelete('set null'))
    .addCheckConstraint('cash_payment_state_check', sql`state in ('entered', 'processed')`)
    .addCheckConstraint('cash_payment_amount_check', sql`amount_cents > 0`)
    .addCheckConstraint('cash_payment_currency_check', sql`currency in ('EUR', 'CHF')`)
    .addCheckConstraint(
      'cash_payment_confirmation_check',
      sql`(state = 'processed') = (confirmed_at is not null)`,
    )
    .execute();
  await db.schema
    .createIndex('cash_payment_organization')
    .on('cash_payment')
    .columns(['organization_id', 'collected_at'])
    .execute();
  await db.schema.createIndex('cash_payment_plan').on('cash_payment').columns(['plan_id', 'state']).execute();

  // A confirmed payment is booked income: nothing about it may change again, whoever asks.
  // (A user deleted later only loses the name on it: the foreign keys set null.)
  await sql`
    create function cash_payment_refuse_change() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        raise exception 'a confirmed cash payment cannot be deleted';
      end if;
      if (new.organization_id, new.plan_id, new.amount_cents, new.currency, new.state, new.collected_at,
          new.split, new.created_at, new.changed_at, new.confirmed_at)
         is distinct from
         (old.organization_id, old.plan_id, old.amount_cents, old.currency, old.state, old.collected_at,
          old.split, old.created_at, old.changed_at, old.confirmed_at) then
        raise exception 'a confirmed cash payment cannot be changed';
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger cash_payment_processed_is_final before update or delete on cash_payment
    for each row when (old.state = 'processed') execute function cash_payment_refuse_change()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cash_payment').execute();
  await sql`drop function cash_payment_refuse_change()`.execute(db);
}
