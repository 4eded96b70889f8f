/**
 * A server process reduced to its job queue and the notification send job, for
 * notification-mails-crash.int.test.ts: the test kills one with SIGKILL in the middle of a job and
 * starts another on the same database. It speaks in JSON lines on stdout.
 *
 *   CRASH_TEST_MODE=send  sends the job (CRASH_TYPE, CRASH_ORGANIZATION), then works on the queue
 *                         (until killed); it dawdles once CRASH_PAUSE_AT mails are committed
 *   CRASH_TEST_MODE=work  works until the job CRASH_TEST_JOB_ID has completed, then ends
 * The database: DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { NotificationMailType } from '@kollekta/domain';
import { createAppContext } from '../../platform/app-context';
import { readConfig } from '../../platform/config';
import { defineJobKind } from '../../platform/jobs';
import { NOTIFICATION_SEND_JOB, type NotificationSendData } from './notification-mails.jobs';
import { sendDueNotifications } from './notification-mails.service';

/** The kind with its real handler; a killed attempt comes back within seconds, not minutes. */
const CRASH_SEND_JOB = defineJobKind<NotificationSendData>(NOTIFICATION_SEND_JOB.name, {
  ...NOTIFICATION_SEND_JOB.options,
  expireInSeconds: 3,
  retryDelaySeconds: 0,
});

function report(event: Record<string, unknown>) {
  process.stdout.write(`${JSON.stringify(event)}\n`);
}

const context = await createAppContext(
  readConfig({
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    DATA_DIR: process.env.DATA_DIR ?? '',
    DEMO_WORLD: 'off',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://kollekta.test',
  }),
);
const pauseAt = Number(process.env.CRASH_PAUSE_AT ?? Number.POSITIVE_INFINITY);
await context.jobs.define(CRASH_SEND_JOB, async (job) => {
  report({ event: 'started', id: job.id, attempt: job.attempt });
  const outcome = await sendDueNotifications(context, job.data, {
    async afterMail(done, total) {
      report({ event: 'progress', id: job.id, done, total });
      if (job.attempt === 0 && done >= pauseAt) await sleep(60_000);
    },
  });
  report({ event: 'outcome', id: job.id, ...outcome });
});
await context.jobs.start();

if (process.env.CRASH_TEST_MODE === 'send') {
  const data: NotificationSendData = {
    type: (process.env.CRASH_TYPE ?? 'cash_notification') as NotificationMailType,
    organizationId: Number(process.env.CRASH_ORGANIZATION),
  };
  report({ event: 'sent', id: await context.jobs.send(CRASH_SEND_JOB, data, { singletonKey: 'crash' }) });
} else {
  const id = process.env.CRASH_TEST_JOB_ID ?? '';
  while ((await context.jobs.getJob(CRASH_SEND_JOB.name, id))?.state !== 'completed') await sleep(100);
  await context.close();
  report({ event: 'completed', id });
}
