/**
 * Period roll-ups for the statistics' other dimensions. The daily tables of the first roll-up
 * migration hold about as many rows per parish and year as the parish has payments, so a parish's
 * statistics for twelve months read thousands of rows. Like income_period_by_plan, these hold each
 * completed payment once in its calendar month, quarter and year (own and below rows), and a range
 * reads the coarsest whole periods that fit plus the daily rows of the days at its edges:
 *   income_period_by_kind         period × collection type and variant (totals, byCollectionType, months)
 *   income_period_by_method       period × payment type and online payment type (byPaymentType)
 *   income_period_by_device_type  period × device type and class (byDeviceType)
 * The daily tables already hold every payment rolled up per organisation and scope; the periods are
 * summed from them, so an existing database starts out right.
 */
import { type Kysely, sql } from 'kysely';

const VALUES = `
  amount_cents bigint not null,
  fee_cents bigint not null,
  reconciled_fee_cents bigint not null,
  payments integer not null,
  count integer not null`;

const SCOPE = `scope text not null check (scope in ('own', 'below'))`;
const PERIOD = `period text not null check (period in ('year', 'quarter', 'month')), period_start date not null`;

/** Period table → the daily table it is summed from, and its dimension columns. */
const TABLES = [
  ['income_period_by_kind', 'income_day_by_kind', ['collection_type', 'collection_variant']],
  ['income_period_by_method', 'income_day_by_method', ['payment_type', 'online_payment_type']],
  ['income_period_by_device_type', 'income_day_by_device_type', ['device_type', 'device_class']],
] as const;

// Migrations describe the schema as it was on their day: they take an untyped Kysely on purpose.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, daily, dimensions] of TABLES) {
    const [first, second] = dimensions;
    await sql
      .raw(`create table ${table} (
        organization_id integer not null, ${SCOPE}, ${PERIOD}, currency text not null,
        ${first} text not null, ${second} text not null, ${VALUES},
        primary key (organization_id, scope, period, period_start, currency, ${first}, ${second}))`)
      .execute(db);
    for (const name of ['year', 'quarter', 'month']) {
      const period = sql.lit(name);
      const keys = sql.raw(`organization_id, scope, currency, ${first}, ${second}`);
      await sql`
        insert into ${sql.raw(table)} (organization_id, scope, period, period_start, currency, ${sql.raw(first)},
          ${sql.raw(second)}, amount_cents, fee_cents, reconciled_fee_cents, payments, count)
        select organization_id, scope, ${period}, date_trunc(${period}, day)::date, currency, ${sql.raw(first)},
          ${sql.raw(second)}, sum(amount_cents), sum(fee_cents), sum(reconciled_fee_cents), sum(payments), sum(count)
        from ${sql.raw(daily)}
        where payments <> 0
        group by ${keys}, date_trunc(${period}, day)`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table] of TABLES) await db.schema.dropTable(table).execute();
}
