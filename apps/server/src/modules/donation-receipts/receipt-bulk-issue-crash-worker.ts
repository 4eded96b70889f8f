/**
 * A server process reduced to its job queue and the bulk issue of receipts, for
 * receipt-bulk-issue-crash.int.test.ts and the ZIP benchmark: the caller kills one with SIGKILL in
 * the middle of a bulk issue and starts another on the same database. It speaks in JSON lines on
 * stdout.
 *
 *   CRASH_TEST_MODE=send  sends a bulk issue of every confirmed request of CRASH_ORGANIZATION, then
 *                         works on the queue (until killed); it dawdles once past CRASH_PAUSE_AT
 *                         receipts, so that the kill lands in the middle
 *   CRASH_TEST_MODE=work  works until the job CRASH_TEST_JOB_ID has completed, then ends
 * CRASH_BATCH: requests per batch; CRASH_EXPIRE_SECONDS: when a killed attempt comes back. The database: DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { createAppContext } from '../../platform/app-context';
import { readConfig } from '../../platform/config';
import { defineJobKind } from '../../platform/jobs';
import { BULK_ISSUE_JOB, type BulkIssueData, runBulkIssueJob } from './receipt-bulk-issue.jobs';

/** The kind with its real handler; a crashed attempt comes back within seconds, not minutes. */
const CRASH_BULK_JOB = defineJobKind<BulkIssueData>(BULK_ISSUE_JOB.name, {
  ...BULK_ISSUE_JOB.options,
  // CRASH_EXPIRE_SECONDS: longer than one attempt takes (a big benchmark run), else 3
  expireInSeconds: Number(process.env.CRASH_EXPIRE_SECONDS ?? 3),
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
await context.jobs.define(CRASH_BULK_JOB, async (job) => {
  report({ event: 'started', id: job.id, attempt: job.attempt, rss: process.memoryUsage().rss });
  const outcome = await runBulkIssueJob(
    context,
    {
      data: job.data,
      async reportProgress(done, total) {
        await job.reportProgress(done, total);
        report({ event: 'progress', id: job.id, done, total, rss: process.memoryUsage().rss });
      },
    },
    {
      batchSize: Number(process.env.CRASH_BATCH ?? 25),
      async afterBatch(done) {
        if (job.attempt === 0 && done >= pauseAt) await sleep(60_000);
      },
    },
  );
  report({ event: 'outcome', id: job.id, ...outcome });
});
await context.jobs.start();

if (process.env.CRASH_TEST_MODE === 'send') {
  const organizationId = Number(process.env.CRASH_ORGANIZATION);
  const requests = await context.db
    .selectFrom('donation_receipt_request')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('state', '=', 'payment_confirmed')
    .orderBy('id')
    .execute();
  report({
    event: 'sent',
    id: await context.jobs.send(CRASH_BULK_JOB, {
      organizationId,
      requestIds: requests.map((request) => request.id),
      createdBy: null,
    }),
  });
} else {
  const id = process.env.CRASH_TEST_JOB_ID ?? '';
  while ((await context.jobs.getJob(CRASH_BULK_JOB.name, id))?.state !== 'completed') await sleep(100);
  await context.close();
  report({ event: 'completed', id });
}
