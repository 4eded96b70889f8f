/**
 * A server process reduced to its job queue and bulk receipts, for receipt-run-crash.int.test.ts:
 * the test kills one with SIGKILL in the middle of a run and starts another on the same database.
 * It speaks in JSON lines on stdout.
 *
 *   CRASH_TEST_MODE=send  starts a run of CRASH_TENANT for the payments CRASH_PAYMENTS (comma
 *                         separated) and works on the queue (until killed); it dawdles once past
 *                         CRASH_PAUSE_AT receipts, so that the kill lands in the middle
 *   CRASH_TEST_MODE=work  works until the task CRASH_TASK_ID has finished, then ends
 * CRASH_BATCH: receipts per batch. The database: DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { createAppContext } from '../../../platform/app-context';
import { readConfig } from '../../../platform/config';
import { defineJobKind } from '../../../platform/jobs';
import { KG_RECEIPT_RUN_JOB, type KgReceiptRunData, runKgReceiptRun } from './receipt-runs.jobs';
import { enqueueReceiptRun } from './receipt-runs.service';

/** The kind with its real handler; a crashed attempt comes back within seconds, not minutes. */
const CRASH_RUN_JOB = defineJobKind<KgReceiptRunData>(KG_RECEIPT_RUN_JOB.name, {
  ...KG_RECEIPT_RUN_JOB.options,
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
// defined before the routes' ensureKgReceiptRunJobs could define the slow original
await context.jobs.define(CRASH_RUN_JOB, async (job) => {
  report({ event: 'started', id: job.id, attempt: job.attempt });
  const result = await runKgReceiptRun(context, job.data.taskId, {
    batchSize: Number(process.env.CRASH_BATCH ?? 5),
    async afterBatch(done, total) {
      report({ event: 'progress', done, total });
      if (job.attempt === 0 && done >= pauseAt) await sleep(60_000);
    },
  });
  report({ event: 'outcome', id: job.id, count: result.count });
});
await context.jobs.start();

if (process.env.CRASH_TEST_MODE === 'send') {
  const taskId = await enqueueReceiptRun(
    context,
    Number(process.env.CRASH_TENANT),
    {
      apiBase: 'http://kollekta.test/api/kirchgeld/v1/',
      organizationIds: [],
      dateFrom: null,
      dateBefore: null,
      minCents: 0,
      paymentIds: (process.env.CRASH_PAYMENTS ?? '').split(',').map(Number),
      collective: false,
    },
    null,
  );
  report({ event: 'sent', taskId });
} else {
  const taskId = process.env.CRASH_TASK_ID ?? '';
  for (;;) {
    const row = await context.db
      .selectFrom('kg_task')
      .select('state')
      .where('id', '=', taskId)
      .executeTakeFirst();
    if (row?.state === 'finished' || row?.state === 'failed') break;
    await sleep(100);
  }
  await context.close();
  report({ event: 'completed', taskId });
}
