import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
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

type WorkerEvent = { event: string; [key: string]: unknown };

function startWorker(env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'crash-test-worker.ts')],
    {
      cwd: path.resolve(import.meta.dirname, '../../..'),
      env: {
        PATH: process.env.PATH,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const events: WorkerEvent[] = [];
  const waiting: Array<() => void> = [];
  let errors = '';
  child.stderr?.on('data', (chunk) => {
    errors += chunk;
  });
  readline.createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
    events.push(JSON.parse(line) as WorkerEvent);
    for (const wake of waiting.splice(0)) wake();
  });
  const exit = new Promise<string | number | null>((resolve) => {
    child.on('exit', (code, signal) => {
      for (const wake of waiting.splice(0)) wake();
      resolve(signal ?? code);
    });
  });
  return {
    child,
    exit,
    /** the next event of this name, once the process has reported it */
    async next(name: string): Promise<WorkerEvent> {
      for (;;) {
        const index = events.findIndex((event) => event.event === name);
        if (index >= 0) return events.splice(index, 1)[0] as WorkerEvent;
        if (hasExited(child)) throw new Error(`worker ended before '${name}': ${errors}`);
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
    },
  };
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function withSearchPath(url: string, searchPath: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${searchPath}`);
  return parsed.toString();
}

async function onServer(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
