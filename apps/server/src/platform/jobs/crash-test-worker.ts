/**
 * A server process reduced to its job queue, for job-queue-crash.int.test.ts: the test kills one
 * with SIGKILL in the middle of a job and starts another on the same database. It speaks to the
 * test in JSON lines on stdout.
 *
 *   CRASH_TEST_MODE=send  sends the job, then works on the queue (until killed)
 *   CRASH_TEST_MODE=work  works on the queue until the job CRASH_TEST_JOB_ID has completed, then ends
 * The database: DATABASE_URL (PostgreSQL, with the test's search_path) or DATA_DIR (PGlite).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { openDatabase } from '../database';
import { chooseJobsSchema, createPgBossQueue, defineJobKind } from '.';

const CRASH_JOB = defineJobKind<{ key: string }>('test.crash', {
  // a crashed attempt is retried within seconds, not the default minutes
  expireInSeconds: 3,
  retryLimit: 3,
  retryDelaySeconds: 0,
});
/** how long an attempt works before it applies its effect: the test kills the first one meanwhile */
const WORK_MS = 1_500;

function report(event: Record<string, unknown>) {
  process.stdout.write(`${JSON.stringify(event)}\n`);
}

const handle = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? '',
});
const { db } = handle;
await sql`create table if not exists crash_test_attempt (job_id uuid not null, attempt integer not null, pid integer not null)`.execute(
  db,
);
// The handler's effect is idempotent through this key: applying it twice leaves one row.
await sql`create table if not exists crash_test_effect (key text primary key, pid integer not null)`.execute(
  db,
);

const jobs = createPgBossQueue({
  db,
  pglite: handle.pglite,
  databaseUrl: process.env.DATABASE_URL,
  schema: await chooseJobsSchema(db, handle.kind),
  pollingIntervalSeconds: 0.5,
  superviseIntervalSeconds: 1,
  log: { warn: (message) => process.stderr.write(`${message}\n`) },
});
await jobs.define(CRASH_JOB, async (job) => {
  await sql`insert into crash_test_attempt values (${job.id}::uuid, ${job.attempt}, ${process.pid})`.execute(
    db,
  );
  report({ event: 'started', id: job.id, attempt: job.attempt });
  await sleep(WORK_MS);
  await sql`insert into crash_test_effect values (${job.data.key}, ${process.pid}) on conflict (key) do nothing`.execute(
    db,
  );
});
await jobs.start();

if (process.env.CRASH_TEST_MODE === 'send') {
  report({ event: 'sent', id: await jobs.send(CRASH_JOB, { key: 'receipt-42' }) });
} else {
  const id = process.env.CRASH_TEST_JOB_ID ?? '';
  while ((await jobs.getJob(CRASH_JOB.name, id))?.state !== 'completed') await sleep(100);
  await jobs.stop();
  await handle.close();
  report({ event: 'completed', id });
}
