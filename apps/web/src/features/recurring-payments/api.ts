/** Queries and calls of recurring donations: the organisation's list, stopping one, the donor's stop link. */
import { type RecurringPayment, routes } from '@kollekta/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

export const recurringPaymentKeys = {
  all: (organizationId: number) => ['recurring-payments', organizationId] as const,
};

export const recurringPaymentsQuery = (organizationId: number, page: { limit: number; offset: number }) =>
  queryOptions({
    queryKey: [...recurringPaymentKeys.all(organizationId), page.limit, page.offset],
    queryFn: ({ signal }) =>
      callApi(routes.listRecurringPayments, { query: { organization: organizationId, ...page }, signal }),
  });

export function cancelRecurringPayment(payment: RecurringPayment) {
  return callApi(routes.cancelRecurringPayment, { params: { id: payment.id } });
}

export function cancelRecurringPaymentByToken(token: string) {
  return callApi(routes.cancelRecurringPaymentByToken, { body: { token } });
}
