/**
 * The payments an evaluation reads: one plan's, from its start to its end (at most today), asked
 * month by month going backwards until the plan start (planning.md §7).
 */
import { type Payment, routes } from '@kollekta/contract';
import { evaluationMonths } from '@kollekta/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

export type EvaluationScope = {
  organizationId: number;
  recursive: boolean;
  planId: number;
  since: string;
  before: string;
};

export const evaluationPaymentsQuery = (scope: EvaluationScope) =>
  queryOptions({
    queryKey: ['evaluation', scope] as const,
    queryFn: async ({ signal }) => {
      const payments: Payment[] = [];
      // each month's answer is newest first, so the months one after another are too
      for (const month of evaluationMonths(scope)) {
        const answer = await callApi(routes.listOrganizationPayments, {
          params: { id: scope.organizationId },
          query: {
            recursive: scope.recursive ? 'true' : 'false',
            since: month.since,
            before: month.before,
            tz: 'Europe/Berlin',
            collection_plan: scope.planId,
          },
          signal,
        });
        payments.push(...(Array.isArray(answer) ? answer : answer.results));
      }
      return payments;
    },
  });

/** The plan as the print view reads it, seen from the organisation. */
export const evaluationPlanQuery = (organizationId: number, planId: number) =>
  queryOptions({
    queryKey: ['evaluation', 'plan', organizationId, planId] as const,
    queryFn: ({ signal }) =>
      callApi(routes.getPlan, { params: { id: planId }, query: { organization: organizationId }, signal }),
  });

/** The print view of an evaluation (organization.print), opened in a window of its own. */
export function evaluationPrintPath(organizationId: number, planId: number, recursive: boolean): string {
  return `#/o/${organizationId}/print/${planId}?recursive=${recursive ? 'true' : 'false'}`;
}
