/**
 * The progress of a church-tax background task (devices-income-kirchgeld.md §4: polled every second,
 * refetched at most every 2 seconds when the window regains focus) until it is finished or failed.
 */
import { type KgTaskProgress, kgTaskRoutes as routes } from '@kollekta/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

export const KG_TASK_POLL_MS = 1000;

export const isTaskDone = (progress: Pick<KgTaskProgress, 'state'> | undefined) =>
  progress?.state === 'finished' || progress?.state === 'failed';

export function useKgTaskProgress(tenantId: number, taskId: string | null) {
  return useQuery({
    queryKey: ['kg-task-progress', tenantId, taskId],
    queryFn: ({ signal }) =>
      callApi(routes.kgGetTaskProgress, { params: { tenant: tenantId, taskId: taskId ?? '' }, signal }),
    enabled: taskId !== null,
    staleTime: 2000,
    refetchInterval: (query) => (isTaskDone(query.state.data) ? false : KG_TASK_POLL_MS),
  });
}
