/**
 * The sweep of collection forwarding: 'disbursement.sync' creates the orders of collections that
 * have started and moves those of ended collections to ready (disbursement-sync.ts; idempotent, so
 * a retried or doubled run changes nothing). Sent when the server starts and every hour after; reads
 * of orders also bring the organisations they read up to date, so the sweep is a safety net.
 */
import type { AppContext } from '../../platform/app-context';
import { defineJobKind, type JobQueue } from '../../platform/jobs';
import { syncDisbursementOrders } from './disbursement-sync';

export const DISBURSEMENT_SYNC_JOB = defineJobKind<{ organizationId: null }>('disbursement.sync', {
  policy: 'exclusive',
  retryLimit: 3,
  expireInSeconds: 600,
});

const SYNC_INTERVAL_MS = 3_600_000;
const definitions = new WeakMap<JobQueue, Promise<void>>();

/** Defines the kind on the context's queue once; the promise settles when it can be sent. */
export function ensureDisbursementJobs(context: AppContext): Promise<void> {
  let defined = definitions.get(context.jobs);
  if (!defined) {
    defined = context.jobs.define(DISBURSEMENT_SYNC_JOB, async () => {
      await syncDisbursementOrders(context, context.clock.now());
    });
    definitions.set(context.jobs, defined);
  }
  return defined;
}

/** Sends the sweep now (when the queue runs); an unfinished one already queued makes this a no-op. */
export async function sendDisbursementSync(context: AppContext): Promise<void> {
  await ensureDisbursementJobs(context);
  if (context.jobs.isStarted())
    await context.jobs.send(DISBURSEMENT_SYNC_JOB, { organizationId: null }, { singletonKey: 'all' });
}

/** The sweep every hour while the server runs; answers the stop. */
export function startDisbursementSchedule(context: AppContext, warn: (message: string) => void): () => void {
  const send = () =>
    sendDisbursementSync(context).catch((error: unknown) =>
      warn(
        `Kollektenweiterleitung: Abgleich nicht gestartet: ${error instanceof Error ? error.message : error}`,
      ),
    );
  const timer = setInterval(send, SYNC_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
