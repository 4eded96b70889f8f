/**
 * A server process reduced to its job queue and letter finalising, for
 * letter-finalize-crash.int.test.ts: the test kills one with SIGKILL in the middle of finalising and
 * starts another on the same database. It speaks in JSON lines on stdout.
 *
 *   CRASH_TEST_MODE=send  finalises CRASH_LETTER of CRASH_TENANT in the background and works on the
 *                         queue (until killed); it dawdles once CRASH_PAUSE_AT letters are frozen
 *   CRASH_TEST_MODE=work  works until the letter is finalised, then ends
 * The database: DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { createAppContext } from '../../../platform/app-context';
import { readConfig } from '../../../platform/config';
import { defineJobKind } from '../../../platform/jobs';
import { LETTER_FINALIZE_JOB, type LetterFinalizeData, runLetterFinalize } from './letter-finalize.jobs';
import { enqueueLetterFinalize } from './letter-finalize.service';

/** The kind with its real handler; a crashed attempt comes back within seconds, not minutes. */
const CRASH_FINALIZE_JOB = defineJobKind<LetterFinalizeData>(LETTER_FINALIZE_JOB.name, {
  ...LETTER_FINALIZE_JOB.options,
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
const tenantId = Number(process.env.CRASH_TENANT);
const letterId = Number(process.env.CRASH_LETTER);
await context.jobs.define(CRASH_FINALIZE_JOB, async (job) => {
  report({ event: 'started', id: job.id, attempt: job.attempt });
  const frozen = await runLetterFinalize(context, job.data, {
    batchSize: 20,
    async afterBatch(done, total) {
      report({ event: 'progress', done, total });
      if (job.attempt === 0 && done >= pauseAt) await sleep(60_000);
    },
  });
  report({ event: 'outcome', id: job.id, frozen });
});
await context.jobs.start();

if (process.env.CRASH_TEST_MODE === 'send') {
  const taskId = await enqueueLetterFinalize(context, tenantId, letterId, null);
  report({ event: 'sent', taskId });
} else {
  for (;;) {
    const row = await context.db
      .selectFrom('kg_letter')
      .select('state')
      .where('id', '=', letterId)
      .executeTakeFirst();
    if (row?.state === 'finalized') break;
    await sleep(100);
  }
  await context.close();
  report({ event: 'completed', letterId });
}
