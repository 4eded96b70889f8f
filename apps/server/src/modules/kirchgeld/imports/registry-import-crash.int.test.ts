/**
 * Issue 18 "Registry imports": killing the server in the middle of a registry import and starting
 * another gives the same result as an import that ran through. Lauffen's first file is imported
 * into two organisations; the changed second file runs in a child process for one of them, killed
 * with SIGKILL once half its lines are committed and taken up by a second process (pg-boss brings
 * the expired attempt back), and straight through for the other. Runs on PGlite (each process owns
 * the data directory in turn) and, with DATABASE_URL, on PostgreSQL.
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
import { changeDemoRegistry, formatDemoRegistryCsv, generateDemoRegistry } from './demo-registry-file';
import { importRegistryText } from './demo-registry-imports';

const serverUrl = process.env.DATABASE_URL;
const schema = `test_kgcrash_${process.pid}_${Date.now().toString(36)}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kollekta-registry-crash-'));
const databaseUrl = serverUrl ? withSearchPath(serverUrl, schema) : undefined;
const BATCH = 20;

const first = generateDemoRegistry(300, 11);
const { registry: second } = changeDemoRegistry(first, {
  seed: 12,
  movedIn: '01.10.2026',
  moveShare: 0.1,
  moveAwayShare: 0.05,
});
const secondFile = path.join(dataDir, 'zweite.csv');

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

let crashed = 0;
let straight = 0;
beforeAll(async () => {
  if (serverUrl) await onServer(serverUrl, `create schema ${schema}`);
  const context = await openContext();
  try {
    const world = await buildDemoWorld(context, { ...DEMO_WORLD_SIZE, days: 1 });
    // two parishes without the demo's church-tax data (that is Lauffen's), so both start alike
    crashed = world.ids.neighbourParish;
    straight = world.ids.noInheritParish;
    for (const tenantId of [crashed, straight])
      await importRegistryText(context, tenantId, {
        fileName: 'erste.csv',
        content: Buffer.from(formatDemoRegistryCsv(first.rows)),
        at: new Date('2025-11-01T08:00:00Z'),
      });
  } finally {
    await context.close();
  }
  fs.writeFileSync(secondFile, formatDemoRegistryCsv(second.rows));
}, 180_000);
afterAll(async () => {
  if (serverUrl) {
    await onServer(serverUrl, `drop schema if exists ${schema} cascade`);
    await onServer(serverUrl, `drop schema if exists ${jobsSchemaBeside(schema)} cascade`);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('resumes after a SIGKILL halfway and ends as an import that ran through', async () => {
  const half = Math.floor(second.rows.length / 2);
  const worker = startWorker({
    CRASH_TEST_MODE: 'send',
    CRASH_TENANT: String(crashed),
    CRASH_PAUSE_AT: String(half),
  });
  const { importId } = await worker.next('sent');
  expect(await worker.next('started')).toMatchObject({ attempt: 0 });
  let progress = await worker.next('progress');
  while (Number(progress.done) < half) progress = await worker.next('progress');
  worker.child.kill('SIGKILL');
  expect(await worker.exit).toBe('SIGKILL');

  const resumed = startWorker({ CRASH_TEST_MODE: 'work', CRASH_IMPORT_ID: String(importId) });
  expect(await resumed.next('started')).toMatchObject({ attempt: 1 });
  // the second attempt goes on after the committed batches
  expect(Number((await resumed.next('progress')).done)).toBeGreaterThan(half);
  await resumed.next('completed');
  expect(await resumed.exit).toBe(0);

  const context = await openContext();
  try {
    const crashedImport = await context.db
      .selectFrom('kg_data_import')
      .select(['state', 'processing_state', 'created_at'])
      .where('id', '=', Number(importId))
      .executeTakeFirstOrThrow();
    // the same file straight through, dated the same, into the other organisation
    const straightId = await importRegistryText(context, straight, {
      fileName: 'zweite.csv',
      content: fs.readFileSync(secondFile),
      at: new Date(crashedImport.created_at),
    });
    const straightImport = await context.db
      .selectFrom('kg_data_import')
      .select(['state', 'processing_state'])
      .where('id', '=', straightId)
      .executeTakeFirstOrThrow();
    const counts = (state: unknown) => {
      const { created, changed, unchanged, ended, married, input_lines, error_count } = state as Record<
        string,
        number
      >;
      return { created, changed, unchanged, ended, married, input_lines, error_count };
    };
    expect(crashedImport.state).toBe('finished');
    expect(counts(crashedImport.processing_state)).toEqual(counts(straightImport.processing_state));
    expect(counts(crashedImport.processing_state).changed).toBeGreaterThan(0);

    // every person: the same versions (periods, values) in both organisations, nothing twice
    const versionsOf = async (tenantId: number) => {
      const rows = await context.db
        .selectFrom('kg_person')
        .innerJoin('kg_person_data', 'kg_person_data.person_id', 'kg_person.id')
        .select([
          'kg_person.registry_id',
          'kg_person_data.valid_from',
          'kg_person_data.valid_before',
          'kg_person_data.familienname',
          'kg_person_data.strassenname',
          'kg_person_data.familienstand',
          'kg_person_data.search_text',
        ])
        .where('kg_person.tenant_id', '=', tenantId)
        .orderBy('kg_person.registry_id')
        .orderBy('kg_person_data.valid_from')
        .execute();
      return rows.map((row) => JSON.stringify(row));
    };
    expect(await versionsOf(crashed)).toEqual(await versionsOf(straight));
    const relations = async (tenantId: number) =>
      Number(
        (
          await context.db
            .selectFrom('kg_relation')
            .select((eb) => eb.fn.countAll<string>().as('count'))
            .where('tenant_id', '=', tenantId)
            .executeTakeFirstOrThrow()
        ).count,
      );
    expect(await relations(crashed)).toBe(await relations(straight));
    // latest_data_id names each person's newest version
    const stale = await context.db
      .selectFrom('kg_person')
      .select('kg_person.id')
      .where('kg_person.tenant_id', 'in', [crashed, straight])
      .where((eb) =>
        eb(
          'kg_person.latest_data_id',
          '<>',
          eb
            .selectFrom('kg_person_data')
            .select('kg_person_data.id')
            .whereRef('kg_person_data.person_id', '=', 'kg_person.id')
            .orderBy('kg_person_data.valid_from', 'desc')
            .limit(1),
        ),
      )
      .execute();
    expect(stale).toEqual([]);
  } finally {
    await context.close();
  }
}, 240_000);

function startWorker(env: Record<string, string>) {
  return startWorkerProcess(path.join(import.meta.dirname, 'registry-import-crash-worker.ts'), {
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    DATA_DIR: dataDir,
    CRASH_FILE: secondFile,
    CRASH_BATCH: String(BATCH),
    ...env,
  });
}
