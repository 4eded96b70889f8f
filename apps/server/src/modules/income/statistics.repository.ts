/**
 * Reads of the income roll-ups. Non-recursive queries read an organisation's 'own' rows, recursive
 * ones its 'own' and 'below' rows, however large the tree. A range reads its whole years, quarters
 * and months from the period tables and only the days at its edges from the daily ones: a few dozen
 * rows per dimension. Only the plan-and-device table keeps own rows alone; it is read for one month
 * at a time or for the days at the edges of a range (and, for one device class, for a whole range:
 * device-class.repository.ts).
 */

import type { CollectionKind, DayRange, DeviceClass, PeriodRange, PeriodSplit } from '@kollekta/domain';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database, RollupScope } from '../../platform/database-schema';
import { isOfCollectionKind } from './collection-kind-sql';

/** Where to read: one organisation, alone or with everything below it. */
export type RollupScopeFilter = {
  organizationId: number;
  /** the organisation's materialised path ('/1/2/'), for the tables without 'below' rows */
  organizationPath: string;
  isRecursive: boolean;
};

/** A half-open range of Berlin days; an open end reads everything. */
export type DayBounds = { since: string | null; before: string | null };

export type SummedValues = {
  amount_cents: number;
  fee_cents: number;
  reconciled_fee_cents: number;
  payments: number;
  count: number;
};

const scopesOf = (filter: RollupScopeFilter): RollupScope[] =>
  filter.isRecursive ? ['own', 'below'] : ['own'];

type SumTable = 'income_day_by_kind' | 'income_period_by_kind';

function sums<T extends SumTable>(eb: ExpressionBuilder<Database, T>) {
  return [
    eb.fn.sum<number>('amount_cents').as('amount_cents'),
    eb.fn.sum<number>('fee_cents').as('fee_cents'),
    eb.fn.sum<number>('reconciled_fee_cents').as('reconciled_fee_cents'),
    eb.fn.sum<number>('payments').as('payments'),
    eb.fn.sum<number>('count').as('count'),
  ];
}

/** Roll-up rows cancelled out by reversals leave no group behind. */
const hasPayments = <T extends SumTable>(eb: ExpressionBuilder<Database, T>) =>
  eb(eb.fn.sum('payments'), '>', 0);

/** A dimension kept per day and per period, with 'own' and 'below' rows. */
type ScopedDimension = {
  periodTable: 'income_period_by_kind' | 'income_period_by_method' | 'income_period_by_device_type';
  dayTable: 'income_day_by_kind' | 'income_day_by_method' | 'income_day_by_device_type';
  columns: readonly [string, string];
};

const BY_KIND: ScopedDimension = {
  periodTable: 'income_period_by_kind',
  dayTable: 'income_day_by_kind',
  columns: ['collection_type', 'collection_variant'],
};
const BY_METHOD: ScopedDimension = {
  periodTable: 'income_period_by_method',
  dayTable: 'income_day_by_method',
  columns: ['payment_type', 'online_payment_type'],
};
const BY_DEVICE_TYPE: ScopedDimension = {
  periodTable: 'income_period_by_device_type',
  dayTable: 'income_day_by_device_type',
  columns: ['device_type', 'device_class'],
};

const SUMS = sql.raw(`sum(amount_cents) as amount_cents, sum(fee_cents) as fee_cents,
  sum(reconciled_fee_cents) as reconciled_fee_cents, sum(payments) as payments, sum(count) as count`);

function inPeriods(periods: readonly PeriodRange[]) {
  return sql.join(
    periods.map(
      (range) =>
        sql`(period = ${range.period} and period_start >= ${range.since}::date and period_start < ${range.before}::date)`,
    ),
    sql` or `,
  );
}

function onDays(edges: readonly DayRange[], column = sql.ref('day')) {
  return sql.join(
    edges.map((edge) => sql`(${column} >= ${edge.since}::date and ${column} < ${edge.before}::date)`),
    sql` or `,
  );
}

/** The rows of a range: its whole periods from the period table, the days at its edges from the daily one. */
function scopedRowsOf(filter: RollupScopeFilter, split: PeriodSplit, dimension: ScopedDimension) {
  const columns = sql.raw(
    `currency, ${dimension.columns.join(', ')}, amount_cents, fee_cents, reconciled_fee_cents, payments, count`,
  );
  const owner = sql`organization_id = ${filter.organizationId} and scope in (${sql.join(scopesOf(filter))})`;
  const branches = [];
  if (split.periods.length > 0)
    branches.push(
      sql`select ${columns} from ${sql.table(dimension.periodTable)} where ${owner} and (${inPeriods(split.periods)})`,
    );
  if (split.edges.length > 0)
    branches.push(
      sql`select ${columns} from ${sql.table(dimension.dayTable)} where ${owner} and (${onDays(split.edges)})`,
    );
  return branches.length === 0 ? null : sql.join(branches, sql` union all `);
}

/** Sums per currency and the dimension's two columns; groups cancelled out by reversals are left out. */
async function sumScoped<Row>(
  db: Kysely<Database>,
  filter: RollupScopeFilter,
  split: PeriodSplit,
  dimension: ScopedDimension,
): Promise<(Row & SummedValues & { currency: string })[]> {
  const rows = scopedRowsOf(filter, split, dimension);
  if (rows === null) return [];
  const [first, second] = dimension.columns.map((column) => sql.ref(column));
  const result = await sql<Row & SummedValues & { currency: string }>`
    select currency, ${first}, ${second}, ${SUMS} from (${rows}) as t
    group by currency, ${first}, ${second} having sum(payments) > 0`.execute(db);
  return result.rows;
}

export function sumByKind(db: Kysely<Database>, filter: RollupScopeFilter, split: PeriodSplit) {
  return sumScoped<{ collection_type: string; collection_variant: string }>(db, filter, split, BY_KIND);
}

/**
 * Sums per payment method: per online payment type (Apple Pay at a pillar and in the donation app
 * are one method), and per payment type for payments without one (cash). `payment_type` is the
 * payment type when all payments of the method share it, else null.
 */
export async function sumByMethod(db: Kysely<Database>, filter: RollupScopeFilter, split: PeriodSplit) {
  const rows = scopedRowsOf(filter, split, BY_METHOD);
  if (rows === null) return [];
  const result = await sql<
    SummedValues & { currency: string; online_payment_type: string; payment_type: string | null }
  >`
    select currency, online_payment_type,
           case when count(distinct payment_type) = 1 then min(payment_type) end as payment_type, ${SUMS}
    from (${rows}) as t
    group by currency, online_payment_type, case when online_payment_type = '' then payment_type else '' end
    having sum(payments) > 0`.execute(db);
  return result.rows;
}

export function sumByDeviceType(db: Kysely<Database>, filter: RollupScopeFilter, split: PeriodSplit) {
  return sumScoped<{ device_type: string; device_class: string }>(db, filter, split, BY_DEVICE_TYPE);
}

type DimensionSumRow = SummedValues & {
  dimension: 'kind' | 'method' | 'device';
  currency: string;
  a: string | null;
  b: string | null;
};

/**
 * sumByKind, sumByMethod and sumByDeviceType in one statement (the dashboard needs all three, and
 * the embedded database answers one query at a time): each branch groups as its function does, a
 * tag tells the rows apart.
 */
export async function sumDashboardDimensions(
  db: Kysely<Database>,
  filter: RollupScopeFilter,
  split: PeriodSplit,
) {
  const kindRows = scopedRowsOf(filter, split, BY_KIND);
  const methodRows = scopedRowsOf(filter, split, BY_METHOD);
  const deviceRows = scopedRowsOf(filter, split, BY_DEVICE_TYPE);
  if (kindRows === null || methodRows === null || deviceRows === null)
    return { kinds: [], methods: [], deviceTypes: [] };
  const result = await sql<DimensionSumRow>`
    (select 'kind' as dimension, currency, collection_type::text as a, collection_variant::text as b, ${SUMS}
     from (${kindRows}) as t
     group by currency, collection_type, collection_variant having sum(payments) > 0)
    union all
    (select 'method', currency, online_payment_type::text,
            (case when count(distinct payment_type) = 1 then min(payment_type) end)::text, ${SUMS}
     from (${methodRows}) as t
     group by currency, online_payment_type, case when online_payment_type = '' then payment_type else '' end
     having sum(payments) > 0)
    union all
    (select 'device', currency, device_type::text, device_class::text, ${SUMS}
     from (${deviceRows}) as t
     group by currency, device_type, device_class having sum(payments) > 0)`.execute(db);
  const values = ({
    amount_cents,
    fee_cents,
    reconciled_fee_cents,
    payments,
    count,
    currency,
  }: DimensionSumRow) => ({
    currency,
    amount_cents,
    fee_cents,
    reconciled_fee_cents,
    payments,
    count,
  });
  const of = (dimension: DimensionSumRow['dimension']) =>
    result.rows.filter((row) => row.dimension === dimension);
  return {
    kinds: of('kind').map((row) => ({
      ...values(row),
      collection_type: row.a as string,
      collection_variant: row.b as string,
    })),
    methods: of('method').map((row) => ({
      ...values(row),
      online_payment_type: row.a as string,
      payment_type: row.b,
    })),
    deviceTypes: of('device').map((row) => ({
      ...values(row),
      device_type: row.a as string,
      device_class: row.b as string,
    })),
  };
}

export type PlanSumRow = SummedValues & {
  currency: string;
  collection_plan_id: number;
  collection_type: string;
  collection_variant: string;
};

export type PlanSumWithPlan = PlanSumRow & {
  plan_name: string | null;
  plan_organization_id: number | null;
  plan_organization_name: string | null;
  plan_start: Date | null;
  plan_end: Date | null;
};

/**
 * Sums per plan over whole years, quarters and months (from the period roll-up) and the days at
 * the edges (from the daily one), in one statement, with each plan's name, organisation and times.
 */
export async function sumByPlan(
  db: Kysely<Database>,
  filter: RollupScopeFilter,
  split: PeriodSplit,
): Promise<PlanSumWithPlan[]> {
  const branches = [];
  if (split.periods.length > 0) {
    branches.push(sql`
      select currency, collection_plan_id, collection_type, collection_variant,
             amount_cents, fee_cents, reconciled_fee_cents, payments, count
      from income_period_by_plan
      where organization_id = ${filter.organizationId} and scope in (${sql.join(scopesOf(filter))})
        and (${inPeriods(split.periods)})`);
  }
  if (split.edges.length > 0) {
    branches.push(sql`
      select t.currency, t.collection_plan_id, t.collection_type, t.collection_variant,
             t.amount_cents, t.fee_cents, t.reconciled_fee_cents, t.payments, t.count
      from income_day_by_plan_device t
      ${
        filter.isRecursive
          ? sql`join organization o on o.id = t.organization_id where o.path like ${`${filter.organizationPath}%`}`
          : sql`where t.organization_id = ${filter.organizationId}`
      }
      and (${onDays(split.edges, sql.ref('t.day'))})`);
  }
  if (branches.length === 0) return [];
  const result = await sql<PlanSumWithPlan>`
    with parts as (${sql.join(branches, sql` union all `)}),
    sums as (
      select currency, collection_plan_id, collection_type, collection_variant,
             sum(amount_cents) as amount_cents, sum(fee_cents) as fee_cents,
             sum(reconciled_fee_cents) as reconciled_fee_cents, sum(payments) as payments, sum(count) as count
      from parts
      group by currency, collection_plan_id, collection_type, collection_variant
      having sum(payments) > 0)
    select sums.*, p.name as plan_name, p.organization_id as plan_organization_id,
           o.name as plan_organization_name, p.start_at as plan_start, p.end_at as plan_end
    from sums
    left join collection_plan p on p.id = sums.collection_plan_id
    left join organization o on o.id = p.organization_id`.execute(db);
  return result.rows;
}

/** What the month screen and the device-class evaluation narrow the collectionSums to. */
export type PlanDeviceOnly = { kind?: CollectionKind; deviceClass?: DeviceClass };

/**
 * The own rows of the organisation, or of every organisation in its subtree; of one tab and of
 * the devices of one class if asked.
 */
function selectPlanDeviceRows(
  db: Kysely<Database>,
  filter: RollupScopeFilter,
  days: { since: string; before: string },
  { kind, deviceClass }: PlanDeviceOnly,
) {
  const base = db
    .selectFrom('income_day_by_plan_device as t')
    .where('t.day', '>=', days.since)
    .where('t.day', '<', days.before)
    .$if(kind !== undefined, (query) =>
      query.where(
        isOfCollectionKind(
          kind as CollectionKind,
          { type: sql.ref('t.collection_type'), variant: sql.ref('t.collection_variant') },
          'empty',
        ),
      ),
    )
    .$if(deviceClass !== undefined, (query) =>
      query.where('t.device_id', 'in', (eb) =>
        eb
          .selectFrom('device')
          .select('device.id')
          .where('device.device_class', '=', deviceClass as DeviceClass),
      ),
    );
  return filter.isRecursive
    ? base
        .innerJoin('organization as o', 'o.id', 't.organization_id')
        .where('o.path', 'like', `${filter.organizationPath}%`)
    : base.where('t.organization_id', '=', filter.organizationId);
}

export type CollectionSumRow = PlanSumRow & {
  day: string;
  organization_id: number;
  device_id: number;
};

const PLAN_DEVICE_KEY = [
  't.day',
  't.organization_id',
  't.device_id',
  't.currency',
  't.collection_plan_id',
  't.collection_type',
  't.collection_variant',
] as const;

function groupPlanDeviceRows(
  db: Kysely<Database>,
  filter: RollupScopeFilter,
  days: { since: string; before: string },
  only: PlanDeviceOnly,
) {
  return selectPlanDeviceRows(db, filter, days, only)
    .groupBy([...PLAN_DEVICE_KEY])
    .having((eb) => eb(eb.fn.sum('t.payments'), '>', 0));
}

/**
 * Sums per day, plan, organisation and device: the month screen's overview, newest day first;
 * of one tab, of one device class and a page of them if asked, and how many there are in all.
 */
export async function sumByDayPlanDevice(
  db: Kysely<Database>,
  filter: RollupScopeFilter,
  days: { since: string; before: string },
  options: PlanDeviceOnly & { page?: { limit: number; offset: number } } = {},
): Promise<{ rows: CollectionSumRow[]; count: number }> {
  const query = groupPlanDeviceRows(db, filter, days, options)
    .select([...PLAN_DEVICE_KEY])
    .select((eb) => [
      eb.fn.sum<number>('t.amount_cents').as('amount_cents'),
      eb.fn.sum<number>('t.fee_cents').as('fee_cents'),
      eb.fn.sum<number>('t.reconciled_fee_cents').as('reconciled_fee_cents'),
      eb.fn.sum<number>('t.payments').as('payments'),
      eb.fn.sum<number>('t.count').as('count'),
    ])
    .orderBy('t.day', 'desc')
    .orderBy('t.collection_plan_id')
    .orderBy('t.organization_id')
    .orderBy('t.device_id')
    .orderBy('t.currency')
    .orderBy('t.collection_type')
    .orderBy('t.collection_variant');
  const { page } = options;
  if (!page) {
    const rows = await query.execute();
    return { rows, count: rows.length };
  }
  const [rows, total] = await Promise.all([
    query.limit(page.limit).offset(page.offset).execute(),
    db
      .selectFrom(groupPlanDeviceRows(db, filter, days, options).select('t.day').as('sums'))
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.count) };
}

/** Sums per day and kind of collection: the dashboard's chart. */
export async function sumByDayAndKind(db: Kysely<Database>, filter: RollupScopeFilter, bounds: DayBounds) {
  return db
    .selectFrom('income_day_by_kind')
    .select(['day', 'currency', 'collection_type', 'collection_variant'])
    .select(sums)
    .where('organization_id', '=', filter.organizationId)
    .where('scope', 'in', scopesOf(filter))
    .$if(bounds.since !== null, (query) => query.where('day', '>=', bounds.since as string))
    .$if(bounds.before !== null, (query) => query.where('day', '<', bounds.before as string))
    .groupBy(['day', 'currency', 'collection_type', 'collection_variant'])
    .having(hasPayments)
    .orderBy('day')
    .execute();
}

/** Totals per month, newest first. */
export async function sumByMonth(db: Kysely<Database>, filter: RollupScopeFilter) {
  return db
    .selectFrom('income_period_by_kind')
    .select((eb) => [
      eb.fn<string>('to_char', ['period_start', eb.val('YYYY-MM')]).as('month'),
      'currency',
      ...sums(eb),
    ])
    .where('organization_id', '=', filter.organizationId)
    .where('scope', 'in', scopesOf(filter))
    .where('period', '=', 'month')
    .groupBy(['month', 'currency'])
    .having(hasPayments)
    .orderBy('month', 'desc')
    .execute();
}

/** The first day with income, or null. */
export async function findFirstIncomeDay(
  db: Kysely<Database>,
  filter: RollupScopeFilter,
): Promise<string | null> {
  const row = await db
    .selectFrom('income_day_by_kind')
    .select('day')
    .where('organization_id', '=', filter.organizationId)
    .where('scope', 'in', scopesOf(filter))
    .where('payments', '>', 0)
    .orderBy('organization_id')
    .orderBy('scope')
    .orderBy('day')
    .limit(1)
    .executeTakeFirst();
  return row?.day ?? null;
}

export type PlanInfo = {
  id: number;
  name: string;
  organization_id: number;
  organization_name: string;
  start_at: Date | null;
  end_at: Date | null;
};

export async function findPlanInfos(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Map<number, PlanInfo>> {
  const unique = [...new Set(ids)].filter((id) => id > 0);
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('collection_plan as p')
    .innerJoin('organization as o', 'o.id', 'p.organization_id')
    .select(['p.id', 'p.name', 'p.organization_id', 'o.name as organization_name', 'p.start_at', 'p.end_at'])
    .where('p.id', 'in', unique)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

export async function findOrganizationNames(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('organization').select(['id', 'name']).where('id', 'in', unique).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function findDevices(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Map<number, { id: number; name: string; device_class: string }>> {
  const unique = [...new Set(ids)].filter((id) => id > 0);
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('device')
    .select(['id', 'name', 'device_class'])
    .where('id', 'in', unique)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}
