/**
 * Income (devices-income-kirchgeld.md §3 "Payment", "Payment aggregate", "Statistics" and §7): the
 * payments of an organisation, its statistics for a time range, the payment history aggregate, the
 * month list and the monthly aggregate of one month. Amounts are decimal strings with two digits;
 * days are Europe/Berlin calendar days, `before` is the day after the last one.
 */
import { COLLECTION_KINDS, PAYMENT_STATES } from '@kollekta/domain';
import { z } from 'zod';
import { entityId, idParams, isoDay, isoMonth, paginated } from './common';
import { deviceClass } from './planning';
import { defineRoute } from './route';

const amount = z.string().regex(/^-?\d+\.\d{2}$/);
const currency = z.string();

/** Only Europe/Berlin: business days are counted there (ARCHITECTURE.md §3). */
export const incomeTimeZone = z.enum(['Europe/Berlin']);

/** What every income call takes: with or without sub-organisations, and a range of days. */
export const incomeRangeQuery = z.object({
  recursive: z.enum(['true', 'false']).optional(),
  since: isoDay.optional(),
  before: isoDay.optional(),
  tz: incomeTimeZone.optional(),
});
export type IncomeRangeQuery = z.infer<typeof incomeRangeQuery>;

const reference = z.object({ id: z.number().int(), url: z.string(), name: z.string() });

export const payment = z.object({
  id: z.number().int(),
  url: z.string(),
  /** the instant of the payment, ISO */
  date: z.string(),
  amount,
  currency,
  state: z.enum(PAYMENT_STATES),
  /** pos, ecom, cash … */
  type: z.string(),
  online_payment_type: z.string().nullable(),
  is_reconciled: z.boolean(),
  fee_amount: amount,
  count: z.number().int(),
  device: reference.extend({ device_class: z.string(), type: z.string() }).nullable(),
  collection_plan: reference.nullable(),
  /** the plan's type and variant when the payment came in */
  collection_type: z.string().nullable(),
  collection_variant: z.string().nullable(),
  dst_organization: reference,
});
export type Payment = z.infer<typeof payment>;

export const paymentsQuery = incomeRangeQuery.extend({
  /** Added: only the payments of one plan (the evaluation) */
  collection_plan: entityId.optional(),
  /** Added: only completed or only reversed payments */
  state: z.enum(PAYMENT_STATES).optional(),
  /** Added: only the payments of one tab of the month screen (main, side, free collections, donations, none) */
  kind: z.enum(COLLECTION_KINDS).optional(),
  /** Added: with `limit` the answer is a page `{count, next, previous, results}` instead of a list */
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});
export type PaymentsQuery = z.infer<typeof paymentsQuery>;

export const paymentPage = paginated(payment);
export type PaymentPage = z.infer<typeof paymentPage>;

export const listOrganizationPayments = defineRoute({
  method: 'GET',
  path: 'organization/:id/payments/',
  summary:
    'Payments of an organisation (recursive: and of those below it) from `since` to before `before`, newest first',
  auth: true,
  params: idParams,
  query: paymentsQuery,
  status: 200,
  response: z.union([z.array(payment), paymentPage]),
});

export const getPayment = defineRoute({
  method: 'GET',
  path: 'payment/:id/',
  summary: 'One payment; 404 when the caller may not read its organisation’s income',
  auth: true,
  params: idParams,
  status: 200,
  response: payment,
});

// ─── Statistics ─────────────────────────────────────────────────────────────────────────────

const sums = z.object({
  amount,
  currency,
  /** number of payments */
  payments: z.number().int(),
});

export const timerange = z.object({
  /** the first day asked for, or of the first income; null without income */
  from: isoDay.nullable(),
  /** the day after the last one */
  to: isoDay.nullable(),
});

export const statistics = z.object({
  timerange,
  /** one row per currency; the first is the organisation's */
  aggregate: z.array(
    sums.extend({
      count: z.number().int(),
      /** fees of reconciled payments: the ones the fee ratio counts */
      fee_amount: amount,
      /** rounded to the cent */
      average: amount,
    }),
  ),
  /** per online payment type (id), or per payment type for payments without one (id null: cash …) */
  byPaymentType: z.array(
    sums.extend({
      id: z.string().nullable(),
      /** pos, ecom, cash …; null when the method came in more than one way */
      type: z.string().nullable(),
    }),
  ),
  byDeviceType: z.array(sums.extend({ id: z.string().nullable(), device_class: z.string().nullable() })),
  byCollectionPlan: z.array(
    sums.extend({
      collectionPlan: z.string().nullable(),
      id: z.number().int().nullable(),
      name: z.string().nullable(),
      organization: reference.nullable(),
      start: z.string().nullable(),
      end: z.string().nullable(),
      collectionType: z.string().nullable(),
      collectionVariant: z.string().nullable(),
      fee_amount: amount,
    }),
  ),
  byCollectionType: z.array(
    sums.extend({ collectionType: z.string().nullable(), collectionVariant: z.string().nullable() }),
  ),
  /** Added: with `plans_limit`, the collections left out of byCollectionPlan, summed per currency */
  byCollectionPlanRest: z.array(sums.extend({ plans: z.number().int() })),
});
export type Statistics = z.infer<typeof statistics>;

/**
 * Added: only the income of the devices of one class (the per-device-class evaluation). Payments
 * without a device belong to no class; the payment method is not kept per class, so byPaymentType
 * is empty then.
 */
const deviceClassFilter = deviceClass.optional();

export const statisticsQuery = incomeRangeQuery.extend({
  /** Added: only the largest collections in byCollectionPlan (the dashboard's list); the rest summed */
  plans_limit: z.coerce.number().int().min(1).max(1000).optional(),
  device_class: deviceClassFilter,
});
export type StatisticsQuery = z.infer<typeof statisticsQuery>;

export const getOrganizationStatistics = defineRoute({
  method: 'GET',
  path: 'organization/:id/statistics/',
  summary: 'Statistics of an organisation for a time range, read from the income roll-ups',
  auth: true,
  params: idParams,
  query: statisticsQuery,
  status: 200,
  response: statistics,
});

// ─── Payment history aggregate ──────────────────────────────────────────────────────────────

export const dayEntry = sums.extend({
  date: isoDay,
  count: z.number().int(),
  collection_type: z.string().nullable(),
  collection_variant: z.string().nullable(),
});
export type DayEntry = z.infer<typeof dayEntry>;

export const collectionSum = sums.extend({
  date: isoDay,
  /** the plan's id and name; null for payments that reached no plan */
  id: z.number().int().nullable(),
  name: z.string().nullable(),
  count: z.number().int(),
  collection_type: z.string().nullable(),
  collection_variant: z.string().nullable(),
  org: reference,
  device: reference.extend({ device_class: z.string() }).nullable(),
});
export type CollectionSum = z.infer<typeof collectionSum>;

export const paymentHistory = z.object({
  timerange,
  /** per day and kind of collection: the chart of the dashboard */
  byDay: z.array(dayEntry),
  /** per day, collection, organisation and device: the overview of the month screen */
  collectionSums: z.array(collectionSum),
  /** Added: how many collectionSums there are in all; more than listed when a page was asked for */
  collectionSumsCount: z.number().int(),
});
export type PaymentHistory = z.infer<typeof paymentHistory>;

export const getPaymentHistory = defineRoute({
  method: 'GET',
  path: 'organization/:id/payment_history/',
  summary: 'Payment history aggregate: sums per day and kind, and per day and collection',
  auth: true,
  params: idParams,
  query: incomeRangeQuery.extend({
    /** Added: 'false' leaves collectionSums empty (the dashboard needs only byDay) */
    collection_sums: z.enum(['true', 'false']).optional(),
    /** Added: only the collectionSums of one tab of the month screen */
    kind: z.enum(COLLECTION_KINDS).optional(),
    /** Added: a page of collectionSums, newest day first */
    limit: z.coerce.number().int().min(1).max(1000).optional(),
    offset: z.coerce.number().int().min(0).optional(),
    device_class: deviceClassFilter,
  }),
  status: 200,
  response: paymentHistory,
});

// ─── Months ─────────────────────────────────────────────────────────────────────────────────

export const incomeMonth = sums.extend({ month: isoMonth });
export type IncomeMonth = z.infer<typeof incomeMonth>;

export const listIncomeMonths = defineRoute({
  method: 'GET',
  path: 'organization/:id/income_months/',
  summary: 'Every month with income and its total, newest first',
  auth: true,
  params: idParams,
  query: incomeRangeQuery.pick({ recursive: true, tz: true }),
  status: 200,
  response: z.array(incomeMonth),
});

export const monthlyAggregate = z.object({
  month: isoMonth,
  timerange,
  totals: z.array(sums.extend({ fee_amount: amount })),
  /** sums per collection of the month: the tabs of main, side, free collections and donations */
  byCollectionPlan: statistics.shape.byCollectionPlan,
});
export type MonthlyAggregate = z.infer<typeof monthlyAggregate>;

export const getMonthlyAggregate = defineRoute({
  method: 'GET',
  path: 'organization/:id/monthly/',
  summary: 'Monthly aggregate of one month: totals and sums per collection',
  auth: true,
  params: idParams,
  query: incomeRangeQuery.pick({ recursive: true, tz: true }).extend({ month: isoMonth }),
  status: 200,
  response: monthlyAggregate,
});
