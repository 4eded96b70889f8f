/** Calls of the billing plan page (superusers). */
import { type BillingPlanBody, routes } from '@kollekta/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

export const billingPlansQuery = queryOptions({
  queryKey: ['billing-plans'],
  queryFn: ({ signal }) => callApi(routes.listBillingPlans, { signal }),
});

export function createBillingPlan(body: BillingPlanBody) {
  return callApi(routes.createBillingPlan, { body });
}

export function updateBillingPlan(id: number, body: BillingPlanBody) {
  return callApi(routes.updateBillingPlan, { params: { id }, body });
}
