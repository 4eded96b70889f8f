/**
 * A server process reduced to its job queue and the direct-debit file jobs, for
 * direct-debit-crash.int.test.ts: the test kills one with SIGKILL in the middle of a file run and
 * starts another on the same database. It speaks to the test in JSON lines on stdout.
 *
 *   CRASH_TEST_MODE=send  sends a run of all creditors, then works on the queue (until killed)
 *   CRASH_TEST_MODE=work  works until the run CRASH_TEST_JOB_ID has completed, then ends
 * The database: DATABASE_URL (PostgreSQL, with the test's search_path) or DATA_DIR (PGlite).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { createAppContext } from '../../platform/app-context';
import { readConfig } from '../../platform/config';
import { defineJobKind } from '../../platform/jobs';
import {
  FILE_NOTICE_JOB,
  FILE_RUN_JOB,
  type FileNoticeData,
  type FileRunData,
  runFileJob,
  sendFileNotice,
} from './direct-debits.jobs';

/** The run's kind with its real handler; a crashed attempt comes back within seconds, not minutes. */
const CRASH_RUN_JOB = defineJobKind<FileRunData>(FILE_RUN_JOB.name, {
  ...FILE_RUN_JOB.options,
  expireInSeconds: 3,
  retryDelaySeconds: 0,
});

const CRASH_NOTICE_JOB = defineJobKind<FileNoticeData>(FILE_NOTICE_JOB.name, {
  ...FILE_NOTICE_JOB.options,
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
await context.jobs.define(CRASH_NOTICE_JOB, (job) => sendFileNotice(context, job.data));
await context.jobs.define(CRASH_RUN_JOB, async (job) => {
  report({ event: 'started', id: job.id, attempt: job.attempt });
  await runFileJob(
    context,
    {
      data: job.data,
      async reportProgress(done, total) {
        await job.reportProgress(done, total);
        report({ event: 'progress', id: job.id, done, total });
      },
    },
    { notices: CRASH_NOTICE_JOB, warn: (message) => process.stderr.write(`${message}\n`) },
  );
});
await context.jobs.start();

if (process.env.CRASH_TEST_MODE === 'send') {
  report({
    event: 'sent',
    id: await context.jobs.send(CRASH_RUN_JOB, { organizationId: null }, { singletonKey: 'all' }),
  });
} else {
  const id = process.env.CRASH_TEST_JOB_ID ?? '';
  while ((await context.jobs.getJob(CRASH_RUN_JOB.name, id))?.state !== 'completed') await sleep(100);
  // the notices of the files go out too before the process ends
  while (
    (await context.jobs.listJobs({ kind: CRASH_NOTICE_JOB.name, states: ['created', 'retry', 'active'] }))
      .length > 0
  )
    await sleep(100);
  await context.close();
  report({ event: 'completed', id });
}
