/**
 * Issue 18 "Legacy data": killing the server in the middle of a ContextK import and restarting ends
 * with every address of the export once, with its data, and the import finished. A child process runs
 * the real import job and is killed with SIGKILL once half the records are written; a second process
 * takes the job up again (pg-boss brings the expired attempt back) and writes the same rows again.
 * Runs on PGlite (each process owns the data directory in turn) and, with DATABASE_URL, on PostgreSQL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildContextKRecords, parseSemicolonCsv } from '@kollekta/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAppContext } from '../../../platform/app-context';
import { readConfig } from '../../../platform/config';
import { jobsSchemaBeside } from '../../../platform/jobs';
import { onServer, startWorkerProcess, withSearchPath } from '../../../test-support/worker-process';
import { buildDemoWorld, DEMO_WORLD_SIZE } from '../../demo-world';
import { zipContextKFiles } from './contextk-export-writer';
import { demoContextKFiles } from './demo-legacy';
import { storeContextKImport } from './legacy-import.service';

const serverUrl = process.env.DATABASE_URL;
const schema = `test_kgcrash_${process.pid}_${Date.now().toString(36)}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kollekta-contextk-crash-'));
const databaseUrl = serverUrl ? withSearchPath(serverUrl, schema) : undefined;
const COUNT = 80;
const files = demoContextKFiles(COUNT, 77);

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
let importId = 0;
beforeAll(async () => {
  if (serverUrl) await onServer(serverUrl, `create schema ${schema}`);
  const context = await openContext();
  try {
    const world = await buildDemoWorld(context, { ...DEMO_WORLD_SIZE, days: 1 });
    tenantId = world.ids.parish;
    importId = await storeContextKImport(context, tenantId, 'absturz.zip', await zipContextKFiles(files), {
      userId: null,
      impersonatorId: null,
    });
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

it('writes every address once, with its data, after a SIGKILL halfway and a restart', async () => {
  const first = startWorker({
    CRASH_TEST_MODE: 'send',
    CRASH_ORGANIZATION: String(tenantId),
    CRASH_IMPORT: String(importId),
    CRASH_PAUSE_AT: String(COUNT / 2),
  });
  const sent = await first.next('sent');
  expect(await first.next('started')).toMatchObject({ id: sent.id, attempt: 0 });
  let progress = await first.next('progress');
  while (Number(progress.done) < COUNT / 2) progress = await first.next('progress');
  expect(progress.total).toBe(COUNT);
  first.child.kill('SIGKILL');
  expect(await first.exit).toBe('SIGKILL');

  let halfway: { id: number; adr_id: string }[] = [];
  {
    const context = await openContext();
    try {
      halfway = await context.db
        .selectFrom('kg_legacy_record')
        .select(['id', 'adr_id'])
        .where('tenant_id', '=', tenantId)
        .orderBy('id')
        .execute();
    } finally {
      await context.close();
    }
  }
  expect(halfway).toHaveLength(COUNT / 2);

  const second = startWorker({ CRASH_TEST_MODE: 'work', CRASH_TEST_JOB_ID: String(sent.id) });
  expect(await second.next('started')).toMatchObject({ id: sent.id, attempt: 1 });
  expect(await second.next('outcome')).toMatchObject({ id: sent.id });
  expect(await second.next('completed')).toMatchObject({ id: sent.id });
  expect(await second.exit).toBe(0);

  const context = await openContext();
  try {
    const rows = await context.db
      .selectFrom('kg_legacy_record')
      .select(['id', 'adr_id', 'raw_data', 'buchungen', 'booking_years'])
      .where('tenant_id', '=', tenantId)
      .orderBy('id')
      .execute();
    const expected = buildContextKRecords({
      stammdaten: parseSemicolonCsv(files['Stammdaten.csv'] ?? ''),
      buchungen: parseSemicolonCsv(files['Buchungen.csv'] ?? ''),
    }).records;
    expect(rows.map((row) => row.adr_id)).toEqual(expected.map((record) => record.adrId));
    // the half written before the kill kept its rows
    expect(rows.slice(0, COUNT / 2).map((row) => ({ id: row.id, adr_id: row.adr_id }))).toEqual(halfway);
    for (const [index, row] of rows.entries()) {
      expect(row.raw_data).toEqual(expected[index]?.rawData);
      expect(row.buchungen).toEqual(expected[index]?.buchungen);
      expect(row.booking_years).toEqual(expected[index]?.bookingYears);
    }
    const imported = await context.db
      .selectFrom('kg_data_import')
      .select(['state', 'processing_state'])
      .where('id', '=', importId)
      .executeTakeFirstOrThrow();
    expect(imported.state).toBe('finished');
    expect(imported.processing_state).toMatchObject({ done: COUNT, total: COUNT, records: COUNT });
  } finally {
    await context.close();
  }
}, 240_000);

function startWorker(env: Record<string, string>) {
  return startWorkerProcess(path.join(import.meta.dirname, 'legacy-import-crash-worker.ts'), {
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    DATA_DIR: dataDir,
    ...env,
  });
}
