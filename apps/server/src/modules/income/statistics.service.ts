/**
 * Use cases of the income statistics, all read from the roll-ups: statistics for a time range, the
 * payment history aggregate, the month list and the monthly aggregate of one month. Recursive
 * calls read the organisation's subtree rows; whoever may read its income may read all below it.
 * With a device class, statistics and history are summed from the plan-and-device table
 * (device-class.repository.ts) instead.
 */
import type {
  IncomeMonth,
  IncomeRangeQuery,
  MonthlyAggregate,
  PaymentHistory,
  Statistics,
  StatisticsQuery,
} from '@kollekta/contract';
import {
  type Actor,
  addDays,
  type CollectionKind,
  centsToDecimalString,
  type DeviceClass,
  firstOfNextMonth,
  type PeriodSplit,
  splitIntoPeriods,
  toBusinessDay,
} from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import type { OrganizationRow } from '../organizations';
import {
  findFirstDeviceClassIncomeDay,
  sumDeviceClassByDayAndKind,
  sumDeviceClassDimensions,
} from './device-class.repository';
import { orNull, toCollectionSum, toPlanSum } from './income.mapper';
import { loadIncomeOrganization } from './income-access';
import { readDayBounds, requireShortRange } from './income-range';
import {
  type DayBounds,
  findDevices,
  findFirstIncomeDay,
  findOrganizationNames,
  findPlanInfos,
  type PlanSumWithPlan,
  type RollupScopeFilter,
  type SummedValues,
  sumByDayAndKind,
  sumByDayPlanDevice,
  sumByKind,
  sumByMonth,
  sumByPlan,
  sumDashboardDimensions,
} from './statistics.repository';

/** collectionSums are per day, collection, organisation and device: a quarter at most per call. */
export const MAX_COLLECTION_SUM_DAYS = 93;

/** Open ends of a range, for splitting into periods: both are first days of years. */
const EARLIEST = '1900-01-01';
const LATEST = '9000-01-01';

function scopeOf(organization: OrganizationRow, query: { recursive?: 'true' | 'false' }): RollupScopeFilter {
  return {
    organizationId: organization.id,
    organizationPath: organization.path,
    isRecursive: query.recursive === 'true',
  };
}

/** The organisation's currency first, then the others. */
function byCurrency(organizationCurrency: string) {
  return (a: { currency: string }, b: { currency: string }) =>
    Number(b.currency === organizationCurrency) - Number(a.currency === organizationCurrency) ||
    a.currency.localeCompare(b.currency);
}

function addValues(target: SummedValues, row: SummedValues): SummedValues {
  target.amount_cents += row.amount_cents;
  target.fee_cents += row.fee_cents;
  target.reconciled_fee_cents += row.reconciled_fee_cents;
  target.payments += row.payments;
  target.count += row.count;
  return target;
}

const emptyValues = (): SummedValues => ({
  amount_cents: 0,
  fee_cents: 0,
  reconciled_fee_cents: 0,
  payments: 0,
  count: 0,
});

/** Totals per currency. */
function totalsOf(rows: readonly (SummedValues & { currency: string })[]) {
  const totals = new Map<string, SummedValues>();
  for (const row of rows) totals.set(row.currency, addValues(totals.get(row.currency) ?? emptyValues(), row));
  return [...totals.entries()].map(([currency, values]) => ({ currency, ...values }));
}

/** The range as whole years, quarters and months, and the days at its edges. */
function splitBounds(bounds: DayBounds): PeriodSplit {
  return splitIntoPeriods({ since: bounds.since ?? EARLIEST, before: bounds.before ?? LATEST });
}

function sortPlanSums(rows: PlanSumWithPlan[], currency: string): PlanSumWithPlan[] {
  return rows.sort(
    (a, b) =>
      byCurrency(currency)(a, b) ||
      b.amount_cents - a.amount_cents ||
      a.collection_plan_id - b.collection_plan_id,
  );
}

/** The largest collections (all without a limit), and the others summed per currency. */
function limitPlanSums(rows: PlanSumWithPlan[], limit: number | undefined) {
  if (limit === undefined || rows.length <= limit) return { shown: rows, rest: [] };
  const rest = new Map<string, { amount_cents: number; payments: number; plans: number }>();
  for (const row of rows.slice(limit)) {
    const sum = rest.get(row.currency) ?? { amount_cents: 0, payments: 0, plans: 0 };
    sum.amount_cents += row.amount_cents;
    sum.payments += row.payments;
    sum.plans += 1;
    rest.set(row.currency, sum);
  }
  return {
    shown: rows.slice(0, limit),
    rest: [...rest.entries()].map(([currency, sum]) => ({
      amount: centsToDecimalString(sum.amount_cents),
      currency,
      payments: sum.payments,
      plans: sum.plans,
    })),
  };
}

/** Open ends of the range as the answer names them: the first income (of the class), and tomorrow. */
async function resolveTimerange(
  context: AppContext,
  filter: RollupScopeFilter,
  bounds: DayBounds,
  deviceClass: DeviceClass | undefined,
) {
  const findFirstDay = () =>
    deviceClass === undefined
      ? findFirstIncomeDay(context.db, filter)
      : findFirstDeviceClassIncomeDay(context.db, filter, deviceClass);
  return {
    from: bounds.since ?? (await findFirstDay()),
    to: bounds.before ?? addDays(toBusinessDay(context.clock.now()), 1),
  };
}

/**
 * The statistics' sums from the roll-ups; of one device class from the plan-and-device rows,
 * which know no payment method.
 */
async function sumStatistics(
  context: AppContext,
  filter: RollupScopeFilter,
  bounds: DayBounds,
  deviceClass: DeviceClass | undefined,
) {
  if (deviceClass !== undefined) {
    const sums = await sumDeviceClassDimensions(context.db, filter, bounds, deviceClass);
    return { ...sums, methods: [] };
  }
  const split = splitBounds(bounds);
  const [{ kinds, methods, deviceTypes }, plans] = await Promise.all([
    sumDashboardDimensions(context.db, filter, split),
    sumByPlan(context.db, filter, split),
  ]);
  return { kinds, methods, deviceTypes, plans };
}

const sortedByAmount = <T extends { amount_cents: number; currency: string }>(rows: T[], currency: string) =>
  rows.sort((a, b) => byCurrency(currency)(a, b) || b.amount_cents - a.amount_cents);

export async function getStatistics(
  context: AppContext,
  actor: Actor,
  organizationId: number,
  query: StatisticsQuery,
  apiBase: string,
): Promise<Statistics> {
  const organization = await loadIncomeOrganization(context, actor, organizationId);
  const filter = scopeOf(organization, query);
  const bounds = readDayBounds(query);
  const [{ kinds, methods, deviceTypes, plans }, timerange] = await Promise.all([
    sumStatistics(context, filter, bounds, query.device_class),
    resolveTimerange(context, filter, bounds, query.device_class),
  ]);
  const currency = organization.currency;
  const planSums = limitPlanSums(sortPlanSums(plans, currency), query.plans_limit);
  return {
    timerange,
    aggregate: totalsOf(kinds)
      .sort(byCurrency(currency))
      .map((total) => ({
        amount: centsToDecimalString(total.amount_cents),
        currency: total.currency,
        payments: total.payments,
        count: total.count,
        fee_amount: centsToDecimalString(total.reconciled_fee_cents),
        average: centsToDecimalString(
          total.payments === 0 ? 0 : Math.round(total.amount_cents / total.payments),
        ),
      })),
    byPaymentType: sortedByAmount(methods, currency).map((row) => ({
      id: orNull(row.online_payment_type),
      type: row.payment_type,
      amount: centsToDecimalString(row.amount_cents),
      currency: row.currency,
      payments: row.payments,
    })),
    byDeviceType: sortedByAmount(deviceTypes, currency).map((row) => ({
      id: orNull(row.device_type),
      device_class: orNull(row.device_class),
      amount: centsToDecimalString(row.amount_cents),
      currency: row.currency,
      payments: row.payments,
    })),
    byCollectionPlan: planSums.shown.map((row) => toPlanSum(row, apiBase)),
    byCollectionType: sortedByAmount(kinds, currency).map((row) => ({
      collectionType: orNull(row.collection_type),
      collectionVariant: orNull(row.collection_variant),
      amount: centsToDecimalString(row.amount_cents),
      currency: row.currency,
      payments: row.payments,
    })),
    byCollectionPlanRest: planSums.rest,
  };
}

export async function getPaymentHistory(
  context: AppContext,
  actor: Actor,
  organizationId: number,
  query: IncomeRangeQuery & {
    collection_sums?: 'true' | 'false';
    kind?: CollectionKind;
    limit?: number;
    offset?: number;
    device_class?: DeviceClass;
  },
  apiBase: string,
): Promise<PaymentHistory> {
  const organization = await loadIncomeOrganization(context, actor, organizationId);
  const filter = scopeOf(organization, query);
  const bounds = readDayBounds(query);
  const withSums = query.collection_sums !== 'false';
  const sumDays = withSums ? requireShortRange(bounds, MAX_COLLECTION_SUM_DAYS, 'collection_sums') : null;
  const page = query.limit === undefined ? undefined : { limit: query.limit, offset: query.offset ?? 0 };
  const deviceClass = query.device_class;
  const [days, { rows: sums, count: sumsCount }, timerange] = await Promise.all([
    deviceClass === undefined
      ? sumByDayAndKind(context.db, filter, bounds)
      : sumDeviceClassByDayAndKind(context.db, filter, bounds, deviceClass),
    sumDays
      ? sumByDayPlanDevice(context.db, filter, sumDays, {
          ...(query.kind ? { kind: query.kind } : {}),
          ...(deviceClass ? { deviceClass } : {}),
          ...(page ? { page } : {}),
        })
      : Promise.resolve({ rows: [], count: 0 }),
    resolveTimerange(context, filter, bounds, deviceClass),
  ]);
  const [plans, organizations, devices] = await Promise.all([
    findPlanInfos(
      context.db,
      sums.map((row) => row.collection_plan_id),
    ),
    findOrganizationNames(
      context.db,
      sums.map((row) => row.organization_id),
    ),
    findDevices(
      context.db,
      sums.map((row) => row.device_id),
    ),
  ]);
  return {
    timerange,
    byDay: days.map((row) => ({
      date: row.day,
      amount: centsToDecimalString(row.amount_cents),
      currency: row.currency,
      payments: row.payments,
      count: row.count,
      collection_type: orNull(row.collection_type),
      collection_variant: orNull(row.collection_variant),
    })),
    collectionSums: sums.map((row) => toCollectionSum(row, { plans, organizations, devices }, apiBase)),
    collectionSumsCount: sumsCount,
  };
}

export async function listIncomeMonths(
  context: AppContext,
  actor: Actor,
  organizationId: number,
  query: { recursive?: 'true' | 'false' },
): Promise<IncomeMonth[]> {
  const organization = await loadIncomeOrganization(context, actor, organizationId);
  const rows = await sumByMonth(context.db, scopeOf(organization, query));
  return rows
    .sort((a, b) => b.month.localeCompare(a.month) || byCurrency(organization.currency)(a, b))
    .map((row) => ({
      month: row.month,
      amount: centsToDecimalString(row.amount_cents),
      currency: row.currency,
      payments: row.payments,
    }));
}

export async function getMonthlyAggregate(
  context: AppContext,
  actor: Actor,
  organizationId: number,
  query: { recursive?: 'true' | 'false'; month: string },
  apiBase: string,
): Promise<MonthlyAggregate> {
  const organization = await loadIncomeOrganization(context, actor, organizationId);
  const filter = scopeOf(organization, query);
  const since = `${query.month}-01`;
  const bounds = { since, before: firstOfNextMonth(since) };
  const split: PeriodSplit = { periods: [{ period: 'month', ...bounds }], edges: [] };
  const [kinds, plans] = await Promise.all([
    sumByKind(context.db, filter, split),
    sumByPlan(context.db, filter, split),
  ]);
  return {
    month: query.month,
    timerange: { from: bounds.since, to: bounds.before },
    totals: totalsOf(kinds)
      .sort(byCurrency(organization.currency))
      .map((total) => ({
        amount: centsToDecimalString(total.amount_cents),
        currency: total.currency,
        payments: total.payments,
        fee_amount: centsToDecimalString(total.reconciled_fee_cents),
      })),
    byCollectionPlan: sortPlanSums(plans, organization.currency).map((row) => toPlanSum(row, apiBase)),
  };
}
