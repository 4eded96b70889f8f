/**
 * The jobs of notification mails: 'notification-mails.sweep' looks, with the clock, for what is due
 * and sends one 'notification-mails.send' job per (type, organisation) that has a mail to send; the
 * send job sends them (notification-mails.service.ts makes it idempotent: each (event, address) once).
 * Both are 'exclusive': one unfinished sweep, one unfinished send job per (type, organisation).
 *
 * As with the direct-debit run, pg-boss's cron is off, so each server process sends the sweep from a
 * timer: at start and every SWEEP_INTERVAL_MINUTES. Extra sends while a sweep is under way answer
 * null; a sweep after a finished one finds nothing left to send.
 */
import type { NotificationMailType } from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { defineJobKind, type JobQueue } from '../../platform/jobs';
import { startDeviceTelemetryWatch } from './device-telemetry-watch';
import { findDueBatches, type SendHooks, sendDueNotifications } from './notification-mails.service';

export type NotificationSendData = { organizationId: number; type: NotificationMailType };

export const SWEEP_INTERVAL_MINUTES = 5;

export const NOTIFICATION_SWEEP_JOB = defineJobKind<{ organizationId: null }>('notification-mails.sweep', {
  policy: 'exclusive',
  retryLimit: 2,
  expireInSeconds: 300,
});

export const NOTIFICATION_SEND_JOB = defineJobKind<NotificationSendData>('notification-mails.send', {
  policy: 'exclusive',
  retryLimit: 5,
  retryDelaySeconds: 30,
  expireInSeconds: 120,
});

export const sendJobKey = (data: NotificationSendData) => `${data.type}:${data.organizationId}`;

/** The sweep: one send job per (type, organisation) with something due; answers how many were sent. */
export async function runNotificationSweep(context: AppContext): Promise<number> {
  let sent = 0;
  for (const batch of await findDueBatches(context)) {
    const id = await context.jobs.send(NOTIFICATION_SEND_JOB, batch, { singletonKey: sendJobKey(batch) });
    if (id !== null) sent++;
  }
  return sent;
}

const definitions = new WeakMap<JobQueue, Promise<void>>();

/** Defines both kinds on the context's queue once (the send kind with `hooks`, for the crash test). */
export function ensureNotificationMailJobs(context: AppContext, hooks: SendHooks = {}): Promise<void> {
  let defined = definitions.get(context.jobs);
  if (!defined) {
    defined = (async () => {
      await startDeviceTelemetryWatch(context);
      await context.jobs.define(NOTIFICATION_SEND_JOB, async (job) => {
        await sendDueNotifications(context, job.data, hooks);
      });
      await context.jobs.define(NOTIFICATION_SWEEP_JOB, async () => {
        await runNotificationSweep(context);
      });
    })();
    definitions.set(context.jobs, defined);
  }
  return defined;
}

/** Sends the sweep now and every SWEEP_INTERVAL_MINUTES; answers the stop. */
export function startNotificationMailSchedule(
  context: AppContext,
  warn: (message: string) => void,
): () => void {
  const send = () =>
    ensureNotificationMailJobs(context)
      .then(() =>
        context.jobs.send(NOTIFICATION_SWEEP_JOB, { organizationId: null }, { singletonKey: 'all' }),
      )
      .catch((error: unknown) =>
        warn(`Benachrichtigungen: Lauf nicht gestartet: ${error instanceof Error ? error.message : error}`),
      );
  void send();
  const timer = setInterval(send, SWEEP_INTERVAL_MINUTES * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
