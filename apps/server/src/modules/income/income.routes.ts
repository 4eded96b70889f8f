/** HTTP of income: payments, statistics, the payment history aggregate, months and a month's aggregate. */
import {
  getMonthlyAggregate as getMonthlyAggregateRoute,
  getOrganizationStatistics as getOrganizationStatisticsRoute,
  getPaymentHistory as getPaymentHistoryRoute,
  getPayment as getPaymentRoute,
  listIncomeMonths as listIncomeMonthsRoute,
  listOrganizationPayments as listOrganizationPaymentsRoute,
} from '@kollekta/contract';
import type { RouteRegistrar } from '../../platform/http-app';
import { getPayment, listPayments } from './income.service';
import {
  getMonthlyAggregate,
  getPaymentHistory,
  getStatistics,
  listIncomeMonths,
} from './statistics.service';

export const registerIncomeRoutes: RouteRegistrar = (register, context) => {
  register(listOrganizationPaymentsRoute, ({ caller, params, query, apiBase }) =>
    listPayments(context, caller, params.id, query, apiBase),
  );
  register(getPaymentRoute, ({ caller, params, apiBase }) => getPayment(context, caller, params.id, apiBase));
  // the dashboard's figures, asked for on every visit of the dashboard
  register(
    getOrganizationStatisticsRoute,
    ({ caller, params, query, apiBase }) => getStatistics(context, caller, params.id, query, apiBase),
    { cacheAnswerPerSession: true },
  );
  register(getPaymentHistoryRoute, ({ caller, params, query, apiBase }) =>
    getPaymentHistory(context, caller, params.id, query, apiBase),
  );
  register(listIncomeMonthsRoute, ({ caller, params, query }) =>
    listIncomeMonths(context, caller, params.id, query),
  );
  register(getMonthlyAggregateRoute, ({ caller, params, query, apiBase }) =>
    getMonthlyAggregate(context, caller, params.id, query, apiBase),
  );
};
