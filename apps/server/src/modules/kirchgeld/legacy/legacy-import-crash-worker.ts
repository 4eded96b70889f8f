/**
 * A server process reduced to its job queue and the ContextK import, for
 * legacy-import-crash.int.test.ts: the test kills one with SIGKILL in the middle of an import and
 * starts another on the same database. It speaks in JSON lines on stdout.
 *
 *   CRASH_TEST_MODE=send  sends the import job of CRASH_IMPORT (tenant CRASH_ORGANIZATION), then
 *                         works on the queue (until killed); it dawdles once past CRASH_PAUSE_AT
 *                         records, so that the kill lands in the middle
 *   CRASH_TEST_MODE=work  works until the job CRASH_TEST_JOB_ID has completed, then ends
 * The database: DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { createAppContext } from '../../../platform/app-context';
import { readConfig } from '../../../platform/config';
import { defineJobKind } from '../../../platform/jobs';
import {
  CONTEXTK_IMPORT_JOB,
  type ContextKImportData,
  contextKImportKey,
  runContextKImportJob,
} from './legacy-import.jobs';

/** The kind with its real handler; a crashed attempt comes back within seconds, not minutes. */
const CRASH_IMPORT_JOB = defineJobKind<ContextKImportData>(CONTEXTK_IMPORT_JOB.name, {
  ...CONTEXTK_IMPORT_JOB.options,
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
await context.jobs.define(CRASH_IMPORT_JOB, async (job) => {
  report({ event: 'started', id: job.id, attempt: job.attempt });
  await runContextKImportJob(
    context,
    {
      id: job.id,
      data: job.data,
      async reportProgress(done, total) {
        await job.reportProgress(done, total);
        report({ event: 'progress', id: job.id, done, total });
      },
    },
    {
      batchSize: 10,
      async afterBatch(done) {
        if (job.attempt === 0 && done >= pauseAt) await sleep(60_000);
      },
    },
  );
  report({ event: 'outcome', id: job.id });
});
await context.jobs.start();

if (process.env.CRASH_TEST_MODE === 'send') {
  const data = {
    organizationId: Number(process.env.CRASH_ORGANIZATION),
    importId: Number(process.env.CRASH_IMPORT),
  };
  report({
    event: 'sent',
    id: await context.jobs.send(CRASH_IMPORT_JOB, data, { singletonKey: contextKImportKey(data) }),
  });
} else {
  const id = process.env.CRASH_TEST_JOB_ID ?? '';
  while ((await context.jobs.getJob(CRASH_IMPORT_JOB.name, id))?.state !== 'completed') await sleep(100);
  await context.close();
  report({ event: 'completed', id });
}
