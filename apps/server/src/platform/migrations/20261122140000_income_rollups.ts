/**
 * Income roll-ups: the sums the income statistics read instead of scanning payments. Each completed
 * payment adds to its organisation's 'own' rows and to the 'below' rows of every organisation above
 * it, so a recursive statistic of any organisation reads only that organisation's rows. One narrow
 * table per dimension the statistics group by:
 *   income_day_by_kind         day × collection type and variant (totals, byCollectionType, byDay, months)
 *   income_day_by_method       day × payment type and online payment type (byPaymentType)
 *   income_day_by_device_type  day × device type and class (byDeviceType)
 *   income_period_by_plan      calendar year, quarter and month × collection plan (byCollectionPlan,
 *                              the month's tabs): a range reads the coarsest periods that fit
 *   income_day_by_plan_device  day × plan × device, own rows only (collectionSums, the days at the
 *                              edges of ranges that cut a month)
 * 'None' is stored as '' (texts) or 0 (ids), since key columns cannot be null. The rows are derived
 * data kept by `recordPayments` in the payment's transaction; they carry no foreign keys.
 * Payments that exist already are rolled up here, so an existing database starts out right.
 */
import { type Kysely, sql } from 'kysely';

const VALUES = `
  amount_cents bigint not null,
  fee_cents bigint not null,
  reconciled_fee_cents bigint not null,
  payments integer not null,
  count integer not null`;

const SCOPE = `scope text not null check (scope in ('own', 'below'))`;

// Migrations describe the schema as it was on their day: they take an untyped Kysely on purpose.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`create table income_day_by_kind (
      organization_id integer not null, ${SCOPE}, day date not null, currency text not null,
      collection_type text not null, collection_variant text not null, ${VALUES},
      primary key (organization_id, scope, day, currency, collection_type, collection_variant))`)
    .execute(db);
  await sql
    .raw(`create table income_day_by_method (
      organization_id integer not null, ${SCOPE}, day date not null, currency text not null,
      payment_type text not null, online_payment_type text not null, ${VALUES},
      primary key (organization_id, scope, day, currency, payment_type, online_payment_type))`)
    .execute(db);
  await sql
    .raw(`create table income_day_by_device_type (
      organization_id integer not null, ${SCOPE}, day date not null, currency text not null,
      device_type text not null, device_class text not null, ${VALUES},
      primary key (organization_id, scope, day, currency, device_type, device_class))`)
    .execute(db);
  await sql
    .raw(`create table income_period_by_plan (
      organization_id integer not null, ${SCOPE},
      period text not null check (period in ('year', 'quarter', 'month')), period_start date not null,
      currency text not null, collection_plan_id integer not null, collection_type text not null,
      collection_variant text not null, ${VALUES},
      primary key (organization_id, scope, period, period_start, currency, collection_plan_id, collection_type, collection_variant))`)
    .execute(db);
  await sql
    .raw(`create table income_day_by_plan_device (
      organization_id integer not null, day date not null, currency text not null,
      collection_plan_id integer not null, device_id integer not null,
      collection_type text not null, collection_variant text not null, ${VALUES},
      primary key (organization_id, day, currency, collection_plan_id, device_id, collection_type, collection_variant))`)
    .execute(db);

  // Recursive payment lists page newest first across many organisations: read backwards in time.
  await db.schema.createIndex('payment_created_at').on('payment').column('created_at').execute();

  await backfill(db);
}

/** Rolls up the payments stored before this migration, with the same rules as recordPayments. */
async function backfill(db: Kysely<unknown>) {
  await sql`
    create temporary table income_backfill as
    select p.dst_organization_id as organization_id, o.path,
           (p.created_at at time zone 'Europe/Berlin')::date as day,
           p.currency, coalesce(p.collection_type, '') as collection_type,
           coalesce(p.collection_variant, '') as collection_variant,
           p.type as payment_type, coalesce(p.online_payment_type, '') as online_payment_type,
           coalesce(d.device_type, '') as device_type, coalesce(d.device_class, '') as device_class,
           coalesce(p.collection_plan_id, 0) as collection_plan_id, coalesce(p.device_id, 0) as device_id,
           p.amount_cents, p.fee_cents,
           case when p.is_reconciled then p.fee_cents else 0 end as reconciled_fee_cents, p.count
    from payment p
    join organization o on o.id = p.dst_organization_id
    left join device d on d.id = p.device_id
    where p.state = 'completed'`.execute(db);
  // every payment once as 'own', and once as 'below' for each organisation above its own
  await sql`
    create temporary table income_backfill_scoped as
    select b.organization_id as owner_id, 'own' as scope, b.* from income_backfill b
    union all
    select a.id, 'below', b.* from income_backfill b
    join organization a on b.path like a.path || '%' and a.id <> b.organization_id`.execute(db);
  const sums = sql.raw(`sum(amount_cents), sum(fee_cents), sum(reconciled_fee_cents), count(*), sum(count)`);
  const valueColumns = sql.raw('amount_cents, fee_cents, reconciled_fee_cents, payments, count');
  const scoped = (table: string, time: string, dimensions: string) =>
    sql`insert into ${sql.raw(table)} (organization_id, scope, ${sql.raw(time)}, currency, ${sql.raw(dimensions)}, ${valueColumns})
      select owner_id, scope, ${sql.raw(time)}, currency, ${sql.raw(dimensions)}, ${sums}
      from income_backfill_scoped group by owner_id, scope, ${sql.raw(time)}, currency, ${sql.raw(dimensions)}`.execute(
      db,
    );
  await scoped('income_day_by_kind', 'day', 'collection_type, collection_variant');
  await scoped('income_day_by_method', 'day', 'payment_type, online_payment_type');
  await scoped('income_day_by_device_type', 'day', 'device_type, device_class');
  for (const name of ['year', 'quarter', 'month']) {
    const period = sql.lit(name);
    await sql`
      insert into income_period_by_plan (organization_id, scope, period, period_start, currency, collection_plan_id,
        collection_type, collection_variant, ${valueColumns})
      select owner_id, scope, ${period}, date_trunc(${period}, day)::date, currency, collection_plan_id,
        collection_type, collection_variant, ${sums}
      from income_backfill_scoped
      group by owner_id, scope, date_trunc(${period}, day), currency, collection_plan_id, collection_type,
        collection_variant`.execute(db);
  }
  await sql`
    insert into income_day_by_plan_device (organization_id, day, currency, collection_plan_id, device_id,
      collection_type, collection_variant, ${valueColumns})
    select organization_id, day, currency, collection_plan_id, device_id, collection_type, collection_variant, ${sums}
    from income_backfill
    group by organization_id, day, currency, collection_plan_id, device_id, collection_type, collection_variant`.execute(
    db,
  );
  await sql`drop table income_backfill_scoped`.execute(db);
  await sql`drop table income_backfill`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payment_created_at').execute();
  for (const table of [
    'income_day_by_plan_device',
    'income_period_by_plan',
    'income_day_by_device_type',
    'income_day_by_method',
    'income_day_by_kind',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
