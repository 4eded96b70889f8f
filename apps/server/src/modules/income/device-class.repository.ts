/**
 * Reads of the income of one device class (the per-device-class evaluation). No roll-up is kept per
 * kind or plan and device class; the plan-and-device table's own rows carry the plan (its type and
 * variant) and the device (its class), so the class's sums are summed from there, day by day over
 * the range, recursive calls through the organisation path as in statistics.repository.ts. The
 * payment method is not in that table: a class has no sums per method.
 */
import type { DeviceClass } from '@kollekta/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/database-schema';
import {
  type DayBounds,
  findPlanInfos,
  type PlanSumWithPlan,
  type RollupScopeFilter,
  type SummedValues,
} from './statistics.repository';

const SUMS = sql.raw(`sum(amount_cents) as amount_cents, sum(fee_cents) as fee_cents,
  sum(reconciled_fee_cents) as reconciled_fee_cents, sum(payments) as payments, sum(count) as count`);

/** The own rows of the organisation (or of its subtree) in the range, of the devices of the class. */
function classRowsOf(filter: RollupScopeFilter, bounds: DayBounds, deviceClass: DeviceClass) {
  const owner = filter.isRecursive
    ? sql`t.organization_id in (select id from organization where path like ${`${filter.organizationPath}%`})`
    : sql`t.organization_id = ${filter.organizationId}`;
  return sql`
    select t.day, t.currency, t.collection_plan_id, t.collection_type, t.collection_variant,
           d.device_type, d.device_class,
           t.amount_cents, t.fee_cents, t.reconciled_fee_cents, t.payments, t.count
    from income_day_by_plan_device t
    join device d on d.id = t.device_id
    where ${owner} and d.device_class = ${deviceClass}
      ${bounds.since === null ? sql`` : sql`and t.day >= ${bounds.since}::date`}
      ${bounds.before === null ? sql`` : sql`and t.day < ${bounds.before}::date`}`;
}

type ClassSumRow = SummedValues & {
  dimension: 'kind' | 'device' | 'plan';
  currency: string;
  a: string;
  b: string;
  collection_plan_id: number;
};

/**
 * The class's sums per kind, per device type and per plan (with each plan's name, organisation and
 * times), read in one statement (the embedded database answers one query at a time): each branch
 * groups the same rows, a tag tells them apart. Groups cancelled out by reversals are left out.
 */
export async function sumDeviceClassDimensions(
  db: Kysely<Database>,
  filter: RollupScopeFilter,
  bounds: DayBounds,
  deviceClass: DeviceClass,
) {
  const result = await sql<ClassSumRow>`
    with t as (${classRowsOf(filter, bounds, deviceClass)})
    (select 'kind' as dimension, currency, collection_type as a, collection_variant as b,
            0 as collection_plan_id, ${SUMS}
     from t group by currency, collection_type, collection_variant having sum(payments) > 0)
    union all
    (select 'device', currency, device_type, device_class, 0, ${SUMS}
     from t group by currency, device_type, device_class having sum(payments) > 0)
    union all
    (select 'plan', currency, collection_type, collection_variant, collection_plan_id, ${SUMS}
     from t group by currency, collection_plan_id, collection_type, collection_variant
     having sum(payments) > 0)`.execute(db);
  const of = (dimension: ClassSumRow['dimension']) =>
    result.rows
      .filter((row) => row.dimension === dimension)
      .map(({ dimension: _, a, b, collection_plan_id, ...values }) => ({ values, a, b, collection_plan_id }));
  const planRows = of('plan');
  const plans = await findPlanInfos(
    db,
    planRows.map((row) => row.collection_plan_id),
  );
  return {
    kinds: of('kind').map(({ values, a, b }) => ({ ...values, collection_type: a, collection_variant: b })),
    deviceTypes: of('device').map(({ values, a, b }) => ({ ...values, device_type: a, device_class: b })),
    plans: planRows.map(({ values, a, b, collection_plan_id }): PlanSumWithPlan => {
      const plan = plans.get(collection_plan_id);
      return {
        ...values,
        collection_plan_id,
        collection_type: a,
        collection_variant: b,
        plan_name: plan?.name ?? null,
        plan_organization_id: plan?.organization_id ?? null,
        plan_organization_name: plan?.organization_name ?? null,
        plan_start: plan?.start_at ?? null,
        plan_end: plan?.end_at ?? null,
      };
    }),
  };
}

/** The class's sums per day and kind of collection: the chart of its evaluation. */
export async function sumDeviceClassByDayAndKind(
  db: Kysely<Database>,
  filter: RollupScopeFilter,
  bounds: DayBounds,
  deviceClass: DeviceClass,
) {
  const result = await sql<
    SummedValues & { day: string; currency: string; collection_type: string; collection_variant: string }
  >`
    select day, currency, collection_type, collection_variant, ${SUMS}
    from (${classRowsOf(filter, bounds, deviceClass)}) as t
    group by day, currency, collection_type, collection_variant
    having sum(payments) > 0
    order by day`.execute(db);
  return result.rows;
}

/** The first day with income of the class, or null. */
export async function findFirstDeviceClassIncomeDay(
  db: Kysely<Database>,
  filter: RollupScopeFilter,
  deviceClass: DeviceClass,
): Promise<string | null> {
  const result = await sql<{ day: string | null }>`
    select min(day) as day from (${classRowsOf(filter, { since: null, before: null }, deviceClass)}) as t
    where payments > 0`.execute(db);
  return result.rows[0]?.day ?? null;
}
