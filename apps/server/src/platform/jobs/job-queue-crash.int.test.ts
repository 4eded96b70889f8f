import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { onServer, startWorkerProcess, withSearchPath } from '../../test-support/worker-process';
import { openDatabase } from '../database';
import { createPgBossQueue, jobsSchemaBeside } from '.';

// The embedded database by default: each process owns the data directory in turn. With
// DATABASE_URL, a fresh schema on the PostgreSQL server.
const serverUrl = process.env.DATABASE_URL;
const schema = `test_crash_${process.pid}_${Date.now().toString(36)}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kollekta-crash-'));
const databaseUrl = serverUrl ? withSearchPath(serverUrl, schema) : undefined;

beforeAll(async () => {
  if (serverUrl) await onServer(serverUrl, `create schema ${schema}`);
});
afterAll(async () => {
  if (serverUrl) {
    await onServer(serverUrl, `drop schema if exists ${schema} cascade`);
    await onServer(serverUrl, `drop schema if exists ${jobsSchemaBeside(schema)} cascade`);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('finishes a job exactly once after its process was killed with SIGKILL in the middle of it', async () => {
  const first = startWorker({ CRASH_TEST_MODE: 'send' });
  const sent = await first.next('sent');
  const started = await first.next('started');
  expect(started).toMatchObject({ id: sent.id, attempt: 0 });
  first.child.kill('SIGKILL');
  expect(await first.exit).toBe('SIGKILL');

  const second = startWorker({ CRASH_TEST_MODE: 'work', CRASH_TEST_JOB_ID: String(sent.id) });
  expect(await second.next('started')).toMatchObject({ id: sent.id, attempt: 1 });
  expect(await second.next('completed')).toMatchObject({ id: sent.id });
  expect(await second.exit).toBe(0);

  // Both processes have ended: the test may open the database now (PGlite allows one process).
  const handle = await openDatabase({ databaseUrl, dataDir });
  try {
    const effects = await sql<{ key: string; pid: number }>`select key, pid from crash_test_effect`.execute(
      handle.db,
    );
    expect(effects.rows).toEqual([{ key: 'receipt-42', pid: second.child.pid }]);
    const attempts = await sql<{ attempt: number; pid: number }>`
      select attempt, pid from crash_test_attempt order by attempt`.execute(handle.db);
    expect(attempts.rows).toEqual([
      { attempt: 0, pid: first.child.pid },
      { attempt: 1, pid: second.child.pid },
    ]);
    const jobs = createPgBossQueue({
      db: handle.db,
      schema: serverUrl ? jobsSchemaBeside(schema) : 'pgboss',
      log: { warn: () => undefined },
    });
    // the kind crash-test-worker.ts defines (importing it would run a worker here)
    const listed = await jobs.listJobs({ kind: 'test.crash' });
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ id: sent.id, state: 'completed', attempts: 2 });
  } finally {
    await handle.close();
  }
}, 45_000);

function startWorker(env: Record<string, string>) {
  return startWorkerProcess(path.join(import.meta.dirname, 'crash-test-worker.ts'), {
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
    ...env,
  });
}
