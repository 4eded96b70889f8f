/**
 * Issue 15 "Performance": killing the server in the middle of a bulk issue and restarting issues
 * every confirmed request's receipt exactly once, numbered 1..N without gaps or duplicates. A child
 * process runs the real bulk-issue job and is killed with SIGKILL once half the receipts are
 * committed; a second process takes the job up again (pg-boss brings the expired attempt back).
 * Runs on PGlite (each process owns the data directory in turn) and, with DATABASE_URL, on PostgreSQL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAppContext } from '../../platform/app-context';
import { readConfig } from '../../platform/config';
import { jobsSchemaBeside } from '../../platform/jobs';
import { onServer, startWorkerProcess, withSearchPath } from '../../test-support/worker-process';
import { buildDemoWorld, DEMO_WORLD_SIZE } from '../demo-world';
import { findBulkIssueParish, insertConfirmedRequests } from './receipt-bulk-issue.test-support';

const serverUrl = process.env.DATABASE_URL;
const schema = `test_rcrash_${process.pid}_${Date.now().toString(36)}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kollekta-receipt-crash-'));
const databaseUrl = serverUrl ? withSearchPath(serverUrl, schema) : undefined;
const COUNT = 60;
const BATCH = 5;

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

let organizationId = 0;
let requestIds: number[] = [];
beforeAll(async () => {
  if (serverUrl) await onServer(serverUrl, `create schema ${schema}`);
  const context = await openContext();
  try {
    await buildDemoWorld(context, { ...DEMO_WORLD_SIZE, days: 1 });
    organizationId = await findBulkIssueParish(context);
    requestIds = await insertConfirmedRequests(context, { organizationId, count: COUNT, tag: 'Absturz' });
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

it('issues every receipt exactly once, numbered without gaps, after a SIGKILL halfway and a restart', async () => {
  const first = startWorker({
    CRASH_TEST_MODE: 'send',
    CRASH_ORGANIZATION: String(organizationId),
    CRASH_PAUSE_AT: String(COUNT / 2),
  });
  const sent = await first.next('sent');
  expect(await first.next('started')).toMatchObject({ id: sent.id, attempt: 0 });
  let progress = await first.next('progress');
  while (Number(progress.done) < COUNT / 2) progress = await first.next('progress');
  expect(progress.total).toBe(COUNT);
  first.child.kill('SIGKILL');
  expect(await first.exit).toBe('SIGKILL');

  const second = startWorker({ CRASH_TEST_MODE: 'work', CRASH_TEST_JOB_ID: String(sent.id) });
  expect(await second.next('started')).toMatchObject({ id: sent.id, attempt: 1 });
  // the committed half is left alone, the rest issued
  expect(await second.next('outcome')).toMatchObject({ issued: COUNT / 2, skipped: COUNT / 2 });
  expect(await second.next('completed')).toMatchObject({ id: sent.id });
  expect(await second.exit).toBe(0);

  const context = await openContext();
  try {
    const requests = await context.db
      .selectFrom('donation_receipt_request')
      .select(['id', 'state', 'receipt_id'])
      .where('id', 'in', requestIds)
      .execute();
    expect(requests.every((request) => request.state === 'issued' && request.receipt_id !== null)).toBe(true);
    expect(new Set(requests.map((request) => request.receipt_id)).size).toBe(COUNT);
    const receipts = await context.db
      .selectFrom('donation_receipt')
      .select(['id', 'sequence', 'year', 'donor', 'number'])
      .where('organization_id', '=', organizationId)
      .orderBy('sequence')
      .execute();
    // every receipt of the parish is one of the requests', once
    expect(receipts).toHaveLength(COUNT);
    expect(receipts.map((receipt) => receipt.id).sort()).toEqual(
      requests.map((request) => request.receipt_id).sort(),
    );
    expect(new Set(receipts.map((receipt) => receipt.donor.last_name)).size).toBe(COUNT);
    expect(receipts.map((receipt) => receipt.sequence)).toEqual(
      Array.from({ length: COUNT }, (_, i) => i + 1),
    );
    const counter = await context.db
      .selectFrom('donation_receipt_counter')
      .select('last_sequence')
      .where('organization_id', '=', organizationId)
      .executeTakeFirstOrThrow();
    expect(Number(counter.last_sequence)).toBe(COUNT);
  } finally {
    await context.close();
  }
}, 240_000);

function startWorker(env: Record<string, string>) {
  return startWorkerProcess(path.join(import.meta.dirname, 'receipt-bulk-issue-crash-worker.ts'), {
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    DATA_DIR: dataDir,
    CRASH_BATCH: String(BATCH),
    ...env,
  });
}
