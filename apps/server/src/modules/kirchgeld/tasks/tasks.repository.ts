/**
 * The church-tax area's task progress (`kg_task`). A job reports through `updateKgTask` on the
 * transaction of the work it reports, so after `kill -9` the figures and the data agree.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../platform/database-schema';
import type { KgTaskState, KgTaskTable } from '../../../platform/database-schema-kg-tasks';

export type KgTaskRow = Selectable<KgTaskTable>;
export type { KgTaskState };

export async function createKgTask(
  db: Kysely<Database>,
  task: { tenantId: number; kind: string; totalCount: number; createdBy: number | null },
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('kg_task')
    .values({
      id,
      tenant_id: task.tenantId,
      kind: task.kind,
      state: 'waiting',
      total_count: task.totalCount,
      created_by: task.createdBy,
    })
    .execute();
  return id;
}

export type KgTaskUpdate = {
  state?: KgTaskState;
  doneCount?: number;
  totalCount?: number;
  result?: Record<string, unknown>;
};

/** Moves a task on; the first move out of 'waiting' records when the work started. */
export async function updateKgTask(
  db: Kysely<Database>,
  taskId: string,
  update: KgTaskUpdate,
): Promise<void> {
  const now = new Date();
  const isStarting = update.state !== undefined && update.state !== 'waiting';
  await db
    .updateTable('kg_task')
    .set((eb) => ({
      update_time: now,
      ...(update.state !== undefined ? { state: update.state } : {}),
      ...(update.doneCount !== undefined ? { done_count: update.doneCount } : {}),
      ...(update.totalCount !== undefined ? { total_count: update.totalCount } : {}),
      ...(update.result !== undefined ? { result: JSON.stringify(update.result) } : {}),
      ...(isStarting ? { start_time: eb.fn.coalesce('start_time', eb.val(now)) } : {}),
    }))
    .where('id', '=', taskId)
    .execute();
}

export function findKgTask(db: Kysely<Database>, tenantId: number, taskId: string) {
  return db
    .selectFrom('kg_task')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', taskId)
    .executeTakeFirst();
}
