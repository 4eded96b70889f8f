/** Queries of the dashboard and of income by month; everything typed from the contract. */
import { routes } from '@kollekta/contract';
import type { CollectionKind, DeviceClass } from '@kollekta/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

export type IncomeScope = { organizationId: number; recursive: boolean };
/** The dashboard's scope; narrowed to the devices of one class for the device-class evaluation. */
export type DashboardScope = IncomeScope & { deviceClass?: DeviceClass };
export type DayRange = { since: string | null; before: string | null };

const recursiveParam = (recursive: boolean) => (recursive ? 'true' : 'false');
const rangeParams = (range: DayRange) => ({
  ...(range.since ? { since: range.since } : {}),
  ...(range.before ? { before: range.before } : {}),
  tz: 'Europe/Berlin' as const,
});
const deviceClassParam = (scope: DashboardScope) =>
  scope.deviceClass ? { device_class: scope.deviceClass } : {};

export const incomeKeys = {
  all: ['income'] as const,
  statistics: (scope: DashboardScope, range: DayRange) => ['income', 'statistics', scope, range] as const,
  history: (scope: DashboardScope, range: DayRange) => ['income', 'history', scope, range] as const,
  months: (scope: IncomeScope) => ['income', 'months', scope] as const,
  monthly: (scope: IncomeScope, month: string) => ['income', 'monthly', scope, month] as const,
  sums: (scope: IncomeScope, range: DayRange, request: SumsPageRequest) =>
    ['income', 'sums', scope, range, request] as const,
  payments: (scope: IncomeScope, range: DayRange, request: PaymentPageRequest) =>
    ['income', 'payments', scope, range, request] as const,
};

/** The dashboard lists the largest collections; the others come summed (a regional church has thousands). */
export const DASHBOARD_PLANS_LIMIT = 50;

export const statisticsQuery = (scope: DashboardScope, range: DayRange) =>
  queryOptions({
    queryKey: incomeKeys.statistics(scope, range),
    queryFn: ({ signal }) =>
      callApi(routes.getOrganizationStatistics, {
        params: { id: scope.organizationId },
        query: {
          recursive: recursiveParam(scope.recursive),
          ...rangeParams(range),
          plans_limit: DASHBOARD_PLANS_LIMIT,
          ...deviceClassParam(scope),
        },
        signal,
      }),
  });

/**
 * The payment history of a range: byDay alone, or with a page of one tab's collectionSums
 * (a month of a regional church has some 100,000 of them).
 */
function fetchPaymentHistory(
  scope: DashboardScope,
  range: DayRange,
  sumsPage: SumsPageRequest | null,
  signal: AbortSignal,
) {
  return callApi(routes.getPaymentHistory, {
    params: { id: scope.organizationId },
    query: {
      recursive: recursiveParam(scope.recursive),
      ...rangeParams(range),
      ...deviceClassParam(scope),
      ...(sumsPage
        ? { collection_sums: 'true' as const, ...sumsPage }
        : { collection_sums: 'false' as const }),
    },
    signal,
  });
}

/** The daily sums per kind of collection: the dashboard's chart and the detail list's day sums. */
export const paymentHistoryQuery = (scope: DashboardScope, range: DayRange) =>
  queryOptions({
    queryKey: incomeKeys.history(scope, range),
    queryFn: ({ signal }) => fetchPaymentHistory(scope, range, null, signal),
  });

/** A page of the overview of one tab of a month: sums per day, collection, organisation and device. */
export type SumsPageRequest = { kind: CollectionKind; limit: number; offset: number };

/** The overview of a tab a page at a time, with the month's byDay for the day sums; the page in view stays while the next loads. */
export const collectionSumsPageQuery = (scope: IncomeScope, range: DayRange, request: SumsPageRequest) =>
  queryOptions({
    queryKey: incomeKeys.sums(scope, range, request),
    queryFn: ({ signal }) => fetchPaymentHistory(scope, range, request, signal),
    placeholderData: keepPreviousData,
  });

export const incomeMonthsQuery = (scope: IncomeScope) =>
  queryOptions({
    queryKey: incomeKeys.months(scope),
    queryFn: ({ signal }) =>
      callApi(routes.listIncomeMonths, {
        params: { id: scope.organizationId },
        query: { recursive: recursiveParam(scope.recursive), tz: 'Europe/Berlin' },
        signal,
      }),
  });

export const monthlyAggregateQuery = (scope: IncomeScope, month: string) =>
  queryOptions({
    queryKey: incomeKeys.monthly(scope, month),
    queryFn: ({ signal }) =>
      callApi(routes.getMonthlyAggregate, {
        params: { id: scope.organizationId },
        query: { recursive: recursiveParam(scope.recursive), month, tz: 'Europe/Berlin' },
        signal,
      }),
  });

/** A page of one tab of a month: the payments of one kind of collection, newest first. */
export type PaymentPageRequest = {
  kind: CollectionKind;
  /** the detail list leaves reversed payments out */
  onlyCounted: boolean;
  limit: number;
  offset: number;
};

/**
 * The payments of a tab, a page at a time from the server: a month of a regional church holds
 * hundreds of thousands. While the next page loads, the current one stays in view.
 */
export const paymentPageQuery = (scope: IncomeScope, range: DayRange, request: PaymentPageRequest) =>
  queryOptions({
    queryKey: incomeKeys.payments(scope, range, request),
    queryFn: async ({ signal }) => {
      const answer = await callApi(routes.listOrganizationPayments, {
        params: { id: scope.organizationId },
        query: {
          recursive: recursiveParam(scope.recursive),
          ...rangeParams(range),
          kind: request.kind,
          ...(request.onlyCounted ? { state: 'completed' as const } : {}),
          limit: request.limit,
          offset: request.offset,
        },
        signal,
      });
      // with a limit the answer is always a page
      return Array.isArray(answer)
        ? { count: answer.length, next: null, previous: null, results: answer }
        : answer;
    },
    placeholderData: keepPreviousData,
  });
