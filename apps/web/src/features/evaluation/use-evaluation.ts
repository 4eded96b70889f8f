/** The range and payments of one plan's evaluation, as the dialog and the print view read them. */
import { evaluationRange, toBusinessDay } from '@kollekta/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { evaluationPaymentsQuery } from './api';

export type EvaluationPlan = { id: number; name: string; start: string | null; end?: string | null };

export function useEvaluation(organizationId: number, recursive: boolean, plan: EvaluationPlan | null) {
  const start = plan?.start ?? null;
  const end = plan?.end ?? null;
  const range = useMemo(
    () =>
      evaluationRange(
        { start: start ? new Date(start) : null, end: end ? new Date(end) : null },
        toBusinessDay(new Date()),
      ),
    [start, end],
  );
  const query = useQuery({
    ...evaluationPaymentsQuery({ organizationId, recursive, planId: plan?.id ?? 0, ...range }),
    enabled: plan !== null,
  });
  return { range, payments: query.data, isPending: query.isPending, isError: query.isError };
}
