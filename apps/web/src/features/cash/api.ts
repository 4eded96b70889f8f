/** Queries and calls of cash collections: the payments of a plan at an organisation, enter, edit, confirm. */
import { type CashPayment, type CashPaymentBody, routes } from '@kollekta/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

export const cashKeys = {
  plan: (organizationId: number, planId: number) => ['cash', organizationId, planId] as const,
};

/** The key under which the planning screen keeps an organisation's plans (their cash flag changes). */
export const planningPlansKey = (organizationId: number) => ['planning', organizationId, 'plans'] as const;

export const cashPaymentsQuery = (organizationId: number, planId: number) =>
  queryOptions({
    queryKey: cashKeys.plan(organizationId, planId),
    queryFn: ({ signal }) =>
      callApi(routes.listCashPayments, { query: { organization: organizationId, plan: planId }, signal }),
  });

/**
 * Whether the organisation has the cash module (allow_cash_payments, inherited from above too). The
 * planning screen asks the same under the same key, so the card costs no extra request.
 */
export const cashFeatureQuery = (organizationId: number) =>
  queryOptions({
    queryKey: ['planning', organizationId, 'options'],
    queryFn: ({ signal }) => callApi(routes.getPlanningOptions, { params: { id: organizationId }, signal }),
    staleTime: 5 * 60_000,
    select: (options) => options.features.allow_cash_payments,
  });

export function createCashPayment(body: CashPaymentBody) {
  return callApi(routes.createCashPayment, { body });
}

/** The edit names the version it started from: a change made meanwhile is answered 409, not overwritten. */
export function updateCashPayment(payment: CashPayment, body: CashPaymentBody) {
  return callApi(routes.updateCashPayment, {
    params: { id: payment.id },
    body: { ...body, version: payment.version },
  });
}

/** Confirms the payment as the user saw it: its version, so that a changed amount is not booked unseen. */
export function confirmCashPayment(payment: CashPayment) {
  return callApi(routes.confirmCashPayment, {
    params: { id: payment.id },
    body: { version: payment.version },
  });
}
