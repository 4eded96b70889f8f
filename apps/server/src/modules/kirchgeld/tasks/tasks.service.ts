/** `GET {tenant}progress/{taskId}/` (devices-income-kirchgeld.md §7): a task of the caller's tenant. */
import type { KgTaskProgress } from '@kollekta/contract';
import type { AppContext } from '../../../platform/app-context';
import { DomainError } from '../../../platform/errors';
import type { AuthenticatedCaller } from '../../../platform/request-context';
import { requireTenant } from '../tenancy';
import { findKgTask, type KgTaskRow } from './tasks.repository';

export const KG_TASK_MESSAGES = {
  notFound: 'Diese Aufgabe gibt es nicht (mehr).',
} as const;

export function toKgTaskProgress(row: KgTaskRow): KgTaskProgress {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    total_count: Number(row.total_count),
    done_count: Number(row.done_count),
    start_time: row.start_time ? new Date(row.start_time).toISOString() : null,
    update_time: new Date(row.update_time).toISOString(),
    result: typeof row.result === 'string' ? JSON.parse(row.result) : row.result,
  };
}

export async function getKgTaskProgress(
  context: AppContext,
  caller: AuthenticatedCaller,
  tenantId: number,
  taskId: string,
): Promise<KgTaskProgress> {
  await requireTenant(context, caller, tenantId);
  const row = await findKgTask(context.db, tenantId, taskId);
  if (!row) throw new DomainError('not_found', KG_TASK_MESSAGES.notFound);
  return toKgTaskProgress(row);
}
