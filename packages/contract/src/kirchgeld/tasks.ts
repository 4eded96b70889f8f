/**
 * Church-tax API: the progress of long work (devices-income-kirchgeld.md §3 "Task progress", §4
 * letter finalising and bulk receipts, §7 `GET progress/{taskId}/`). A call with `?background=1`
 * answers the task's id; the app polls its progress every second.
 */
import { z } from 'zod';
import { defineRoute } from '../route';
import { kgTenantParams } from './common';

export const KG_TASK_STATES = [
  'waiting',
  'started',
  'preparing',
  'completing',
  'finished',
  'failed',
] as const;
export const kgTaskState = z.enum(KG_TASK_STATES);
export type KgTaskStateValue = z.infer<typeof kgTaskState>;

export const kgTaskProgress = z.object({
  id: z.string(),
  kind: z.string(),
  state: kgTaskState,
  total_count: z.number().int(),
  done_count: z.number().int(),
  start_time: z.string().nullable(),
  update_time: z.string(),
  /** what the work produced (e.g. the receipts' urls, the letter's url) or, when failed, `message` */
  result: z.record(z.string(), z.unknown()),
});
export type KgTaskProgress = z.infer<typeof kgTaskProgress>;

/** The answer of a call with `?background=1`. */
export const kgBackgroundTask = z.object({ task_id: z.string() });
export type KgBackgroundTask = z.infer<typeof kgBackgroundTask>;

export const kgTaskRoutes = {
  kgGetTaskProgress: defineRoute({
    method: 'GET',
    api: 'kirchgeld',
    path: 'tenant/:tenant/progress/:taskId/',
    summary: 'The progress of a background task of the tenant (finalising a letter, bulk receipts …)',
    auth: true,
    params: kgTenantParams.extend({ taskId: z.uuid({ error: 'Unbekannte Aufgabe.' }) }),
    status: 200,
    response: kgTaskProgress,
  }),
} as const;
