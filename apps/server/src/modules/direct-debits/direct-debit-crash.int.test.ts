/**
 * Must-show of issue 14: killing the server during a file run and restarting leaves every due debit
 * in exactly one file. A child process runs the real file job over thousands of debits of several
 * creditors and is killed with SIGKILL after its first files are committed, in the middle of the
 * next; a second process takes the run up again (pg-boss brings the expired attempt back). Runs on
 * PGlite (each process owns the data directory in turn) and, with DATABASE_URL, on PostgreSQL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getSubmissionWindow } from '@kollekta/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAppContext } from '../../platform/app-context';
import { readConfig } from '../../platform/config';
import { jobsSchemaBeside } from '../../platform/jobs';
import { onServer, startWorkerProcess, withSearchPath } from '../../test-support/worker-process';
import { PAIN_008_001_08_SCHEMA, validateWithXmllint } from '../../test-support/xmllint';
import { buildDemoWorld, DEMO_WORLD_SIZE } from '../demo-world';
import { FILE_NOTICE_JOB } from './direct-debits.jobs';
import { countFilesPerDebit, ensureCreditor, insertDueDebits } from './direct-debits.test-support';

const serverUrl = process.env.DATABASE_URL;
const schema = `test_ddcrash_${process.pid}_${Date.now().toString(36)}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kollekta-dd-crash-'));
const databaseUrl = serverUrl ? withSearchPath(serverUrl, schema) : undefined;
const CREDITORS = 5;
const DEBITS_PER_CREDITOR = 1500;

function openContext() {
  return createAppContext(
    readConfig({
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      DATA_DIR: dataDir,
      DEMO_WORLD: 'off',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://kollekta.test',
    }),
  );
}

const debitIds: number[] = [];
/** the demo world's own debits and files (its recurring gifts' history) come before the run */
let demoDebitIds: number[] = [];
let lastFileBeforeRun = 0;
beforeAll(async () => {
  if (serverUrl) await onServer(serverUrl, `create schema ${schema}`);
  const context = await openContext();
  try {
    await buildDemoWorld(context, { ...DEMO_WORLD_SIZE, days: 1 });
    const organizations = await context.db
      .selectFrom('organization')
      .select('id')
      .orderBy('id')
      .limit(CREDITORS)
      .execute();
    expect(organizations).toHaveLength(CREDITORS);
    const dueDay = getSubmissionWindow(new Date()).earliestCollectionDay;
    for (const { id } of organizations) {
      await ensureCreditor(context.db, id);
      await context.db
        .insertInto('contact')
        .values({
          organization_id: id,
          email: `lastschrift-${id}@kirche.example`,
          name: null,
          types: ['direct_debit_available'],
        })
        .execute();
      debitIds.push(
        ...(await insertDueDebits(context.db, {
          organizationId: id,
          count: DEBITS_PER_CREDITOR,
          dueDay,
          tag: `CRASH${id}`,
          amountCents: (index) => 100 + (index % 50) * 37,
        })),
      );
    }
    demoDebitIds = (await context.db.selectFrom('direct_debit').select('id').execute())
      .map((debit) => debit.id)
      .filter((id) => !debitIds.includes(id));
    const lastFile = await context.db
      .selectFrom('direct_debit_file')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    lastFileBeforeRun = lastFile?.id ?? 0;
  } finally {
    await context.close();
  }
}, 180_000);
afterAll(async () => {
  if (serverUrl) {
    await onServer(serverUrl, `drop schema if exists ${schema} cascade`);
    await onServer(serverUrl, `drop schema if exists ${jobsSchemaBeside(schema)} cascade`);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('leaves every due debit in exactly one file after the run was killed with SIGKILL and restarted', async () => {
  const first = startWorker({ CRASH_TEST_MODE: 'send' });
  const sent = await first.next('sent');
  expect(await first.next('started')).toMatchObject({ id: sent.id, attempt: 0 });
  // the first creditors' files are committed; the kill lands in the run of the next ones
  let progress = await first.next('progress');
  while (Number(progress.done) < 2) progress = await first.next('progress');
  expect(progress.total).toBe(CREDITORS);
  first.child.kill('SIGKILL');
  expect(await first.exit).toBe('SIGKILL');

  const second = startWorker({ CRASH_TEST_MODE: 'work', CRASH_TEST_JOB_ID: String(sent.id) });
  expect(await second.next('started')).toMatchObject({ id: sent.id, attempt: 1 });
  expect(await second.next('completed')).toMatchObject({ id: sent.id });
  expect(await second.exit).toBe(0);

  const context = await openContext();
  try {
    const { db } = context;
    const perDebit = await countFilesPerDebit(db, debitIds);
    expect(perDebit).toHaveLength(CREDITORS * DEBITS_PER_CREDITOR);
    expect(perDebit.every((count) => count === 1)).toBe(true);

    // and so is every other due debit: the demo's history, and the debits the run first made due
    // for the demo's active recurring gifts
    const everyDebit = (await db.selectFrom('direct_debit').select('id').execute()).map((debit) => debit.id);
    expect(everyDebit.length).toBeGreaterThanOrEqual(CREDITORS * DEBITS_PER_CREDITOR + demoDebitIds.length);
    expect((await countFilesPerDebit(db, everyDebit)).every((count) => count === 1)).toBe(true);

    // the run made one file per creditor, holding every debit new since the demo's own files
    const files = await db
      .selectFrom('direct_debit_file')
      .selectAll()
      .where('id', '>', lastFileBeforeRun)
      .orderBy('id')
      .execute();
    expect(files).toHaveLength(CREDITORS);
    expect(new Set(files.map((file) => file.creditor_organization_id)).size).toBe(CREDITORS);
    const newDebits = everyDebit.filter((id) => !demoDebitIds.includes(id));
    expect(files.reduce((sum, file) => sum + file.number_of_transactions, 0)).toBe(newDebits.length);
    const paths = files.map((file, index) => {
      const target = path.join(dataDir, `crash-${index}.xml`);
      fs.writeFileSync(target, file.xml);
      return target;
    });
    const check = validateWithXmllint(paths, PAIN_008_001_08_SCHEMA);
    expect(check.isValid).toBe(true);

    // one notice job per file, enqueued in the file's own transaction: none lost, none doubled
    const notices = await context.jobs.listJobs({ kind: FILE_NOTICE_JOB.name, limit: 100 });
    expect(notices.map((job) => job.state)).toEqual(Array(CREDITORS).fill('completed'));
    const mails = await sql<{ recipient: string }>`
      select distinct recipient from mail_outbox where subject like 'Neue Lastschriftdatei%'`.execute(db);
    expect(mails.rows).toHaveLength(CREDITORS);
  } finally {
    await context.close();
  }
}, 180_000);

function startWorker(env: Record<string, string>) {
  return startWorkerProcess(path.join(import.meta.dirname, 'direct-debit-crash-worker.ts'), {
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    DATA_DIR: dataDir,
    ...env,
  });
}
