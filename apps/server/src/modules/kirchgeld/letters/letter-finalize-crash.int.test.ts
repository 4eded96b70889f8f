/**
 * Issue 19 "Finalising": killing the server in the middle of finalising a letter and starting another
 * freezes every recipient exactly once, as a finalising that ran through. Two letters to the same
 * live target group (300 registry persons, couples among them): one is finalised in a child process,
 * killed with SIGKILL after some committed batches and taken up by a second process (pg-boss brings
 * the expired attempt back); the other straight through. Runs on PGlite (each process owns the data
 * directory in turn) and, with DATABASE_URL, on PostgreSQL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAppContext } from '../../../platform/app-context';
import { readConfig } from '../../../platform/config';
import { jobsSchemaBeside } from '../../../platform/jobs';
import { onServer, startWorkerProcess, withSearchPath } from '../../../test-support/worker-process';
import { buildDemoWorld, DEMO_WORLD_SIZE } from '../../demo-world';
import { formatDemoRegistryCsv, generateDemoRegistry } from '../imports/demo-registry-file';
import { importRegistryText } from '../imports/demo-registry-imports';
import { finalizeLetterNow } from './letter-finalize.service';
import { insertLetter } from './letters.repository';

const serverUrl = process.env.DATABASE_URL;
const schema = `test_kgletter_${process.pid}_${Date.now().toString(36)}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kollekta-letter-crash-'));
const databaseUrl = serverUrl ? withSearchPath(serverUrl, schema) : undefined;

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

let tenantId = 0;
const letters: number[] = [];
beforeAll(async () => {
  if (serverUrl) await onServer(serverUrl, `create schema ${schema}`);
  const context = await openContext();
  try {
    const world = await buildDemoWorld(context, { ...DEMO_WORLD_SIZE, days: 1 });
    // a parish without the demo's church-tax data, so that only these persons count
    tenantId = world.ids.neighbourParish;
    await importRegistryText(context, tenantId, {
      fileName: 'gemeinde.csv',
      content: Buffer.from(formatDemoRegistryCsv(generateDemoRegistry(300, 19).rows)),
      at: new Date('2025-11-01T08:00:00Z'),
    });
    const group = await context.db
      .insertInto('kg_filter')
      .values({
        tenant_id: tenantId,
        name: 'Alle',
        type: 'LiveFilter',
        filter: JSON.stringify({ field: 'type', value: 'individual' }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const name of ['abgestürzt', 'durchgelaufen'])
      letters.push(
        await insertLetter(context.db, {
          tenantId,
          name,
          type: 'donation',
          filterId: group.id,
          additionalFilter: { donation_status: 'unimportant', donation_year: 0 },
          options: {},
          noChurchTax: false,
          specialPurpose: null,
          suggestedAmountCents: 2500,
          bankAccountId: null,
          action: null,
          originalLetterId: null,
          createdAt: new Date(),
          createdBy: null,
        }),
      );
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

it('resumes after a SIGKILL and freezes every recipient once', async () => {
  const [crashedId = 0, straightId = 0] = letters;
  const worker = startWorker({
    CRASH_TEST_MODE: 'send',
    CRASH_LETTER: String(crashedId),
    CRASH_PAUSE_AT: '60',
  });
  const { taskId } = await worker.next('sent');
  expect(await worker.next('started')).toMatchObject({ attempt: 0 });
  let progress = await worker.next('progress');
  while (Number(progress.done) < 60) progress = await worker.next('progress');
  worker.child.kill('SIGKILL');
  expect(await worker.exit).toBe('SIGKILL');

  const resumed = startWorker({ CRASH_TEST_MODE: 'work', CRASH_LETTER: String(crashedId) });
  expect(await resumed.next('started')).toMatchObject({ attempt: 1 });
  // the second attempt goes on after the committed batches
  expect(Number((await resumed.next('progress')).done)).toBeGreaterThan(60);
  await resumed.next('completed');
  expect(await resumed.exit).toBe(0);

  const context = await openContext();
  try {
    await finalizeLetterNow(context, tenantId, straightId, null);
    const recipientsOf = (letterId: number) =>
      context.db
        .selectFrom('kg_letter_recipient')
        .select(['sequence', 'reference', 'person_id', 'partner_person_id', 'address'])
        .where('letter_id', '=', letterId)
        .orderBy('sequence')
        .execute();
    const crashed = await recipientsOf(crashedId);
    const straight = await recipientsOf(straightId);
    expect(crashed.length).toBeGreaterThan(100);
    expect(crashed.map((row) => row.sequence)).toEqual(crashed.map((_row, index) => index + 1));
    const persons = crashed.flatMap((row) => [row.person_id, row.partner_person_id].filter(Boolean));
    expect(new Set(persons).size).toBe(persons.length);
    const key = (row: (typeof crashed)[number]) =>
      JSON.stringify([
        row.person_id,
        row.partner_person_id,
        typeof row.address === 'string' ? JSON.parse(row.address) : row.address,
      ]);
    expect(crashed.map(key).sort()).toEqual(straight.map(key).sort());
    expect(crashed.filter((row) => row.partner_person_id !== null).length).toBeGreaterThan(0);
    const letter = await context.db
      .selectFrom('kg_letter')
      .select(['state', 'recipient_count'])
      .where('id', '=', crashedId)
      .executeTakeFirstOrThrow();
    expect(letter).toEqual({ state: 'finalized', recipient_count: crashed.length });
    const task = await context.db
      .selectFrom('kg_task')
      .select(['state', 'done_count'])
      .where('id', '=', String(taskId))
      .executeTakeFirstOrThrow();
    expect(task).toEqual({ state: 'finished', done_count: crashed.length });
  } finally {
    await context.close();
  }
}, 240_000);

function startWorker(env: Record<string, string>) {
  return startWorkerProcess(path.join(import.meta.dirname, 'letter-finalize-crash-worker.ts'), {
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    DATA_DIR: dataDir,
    CRASH_TENANT: String(tenantId),
    ...env,
  });
}
