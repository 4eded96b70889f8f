/** The payments an evaluation reads: one plan's, from its start (at most 12 months back) to today. */
import { routes } from '@kollekta/contract';
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
      const answer = await callApi(routes.listOrganizationPayments, {
        params: { id: scope.organizationId },
        query: {
          recursive: scope.recursive ? 'true' : 'false',
          since: scope.since,
          before: scope.before,
          tz: 'Europe/Berlin',
          collection_plan: scope.planId,
        },
        signal,
      });
      return Array.isArray(answer) ? answer : answer.results;
    },
  });
