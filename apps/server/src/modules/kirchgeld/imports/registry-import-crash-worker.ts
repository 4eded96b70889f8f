/**
 * A server process reduced to its job queue and the registry import, for
 * registry-import-crash.int.test.ts: the test kills one with SIGKILL in the middle of an import and
 * starts another on the same database. It speaks in JSON lines on stdout.
 *
 *   CRASH_TEST_MODE=send  uploads CRASH_FILE as an import of CRASH_TENANT and works on the queue
 *                         (until killed); it dawdles once past CRASH_PAUSE_AT lines, so that the
 *                         kill lands in the middle
 *   CRASH_TEST_MODE=work  works until the import CRASH_IMPORT_ID has finished, then ends
 * CRASH_BATCH: lines per batch. The database: DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite).
 */
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { createAppContext } from '../../../platform/app-context';
import { readConfig } from '../../../platform/config';
import { defineJobKind } from '../../../platform/jobs';
import { enqueueRegistryImport } from './imports.service';
import { REGISTRY_IMPORT_JOB, type RegistryImportData, runRegistryImport } from './registry-import.jobs';

/** The kind with its real handler; a crashed attempt comes back within seconds, not minutes. */
const CRASH_IMPORT_JOB = defineJobKind<RegistryImportData>(REGISTRY_IMPORT_JOB.name, {
  ...REGISTRY_IMPORT_JOB.options,
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
// defined before the service's ensureRegistryImportJobs could define the slow original
await context.jobs.define(CRASH_IMPORT_JOB, async (job) => {
  report({ event: 'started', id: job.id, attempt: job.attempt });
  const outcome = await runRegistryImport(context, job.data.importId, {
    batchSize: Number(process.env.CRASH_BATCH ?? 20),
    async afterBatch(done, total) {
      report({ event: 'progress', done, total });
      if (job.attempt === 0 && done >= pauseAt) await sleep(60_000);
    },
  });
  report({ event: 'outcome', id: job.id, ...outcome });
});
await context.jobs.start();

if (process.env.CRASH_TEST_MODE === 'send') {
  const row = await enqueueRegistryImport(context, Number(process.env.CRASH_TENANT), {
    fileName: 'absturz.csv',
    content: fs.readFileSync(process.env.CRASH_FILE ?? ''),
    createdBy: null,
  });
  report({ event: 'sent', importId: row.id });
} else {
  const id = Number(process.env.CRASH_IMPORT_ID);
  for (;;) {
    const row = await context.db
      .selectFrom('kg_data_import')
      .select('state')
      .where('id', '=', id)
      .executeTakeFirst();
    if (row?.state === 'finished' || row?.state === 'failed') break;
    await sleep(100);
  }
  await context.close();
  report({ event: 'completed', id });
}
