/**
 * Issue 20 "bulk receipts": killing the server in the middle of a bulk receipt run and starting
 * another issues every receipt exactly once, with numbers without gaps or duplicates, and one audit
 * entry. A person of Lauffen with 40 payments; the run in a child process is killed with SIGKILL
 * once half its receipts are committed and taken up by a second process (pg-boss brings the expired
 * attempt back). Runs on PGlite (each process owns the data directory in turn) and, with
 * DATABASE_URL, on PostgreSQL.
 */

import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAppContext } from '../../../platform/app-context';
import { readConfig } from '../../../platform/config';
import { jobsSchemaBeside } from '../../../platform/jobs';
import { onServer, startWorkerProcess, withSearchPath } from '../../../test-support/worker-process';
import { buildDemoWorld, DEMO_WORLD_SIZE } from '../../demo-world';
import { appendPersonVersion } from '../persons';
import { insertKgPayments } from './kg-payment-writer';

const serverUrl = process.env.DATABASE_URL;
const schema = `test_kgreceipts_${process.pid}_${Date.now().toString(36)}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kollekta-receipt-run-crash-'));
const databaseUrl = serverUrl ? withSearchPath(serverUrl, schema) : undefined;
const PAYMENTS = 40;

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

let tenant = 0;
let paymentIds: number[] = [];
beforeAll(async () => {
  if (serverUrl) await onServer(serverUrl, `create schema ${schema}`);
  const context = await openContext();
  try {
    const world = await buildDemoWorld(context, { ...DEMO_WORLD_SIZE, days: 1 });
    tenant = world.ids.parish;
    const personId = randomUUID();
    await context.db
      .insertInto('kg_person')
      .values({ id: personId, tenant_id: tenant, type: 'individual', eigenerfasst: true })
      .execute();
    await appendPersonVersion(context.db, {
      personId,
      values: {
        vornamen: 'Kurt',
        familienname: 'Absturzfest',
        strassenname: 'Kirchgasse',
        hausnr: '9',
        plz: '74348',
        kommune: 'Lauffen am Neckar',
      },
      validFrom: new Date('2020-01-01T00:00:00Z'),
      source: 'manual',
      eigenerfasst: true,
      createdBy: null,
    });
    const created = await context.db.transaction().execute((trx) =>
      insertKgPayments(
        trx,
        { userId: null },
        Array.from({ length: PAYMENTS }, (_, index) => ({
          tenantId: tenant,
          personId,
          paymentType: 'ManualEntryPayment' as const,
          type: 'cash' as const,
          bookingDate: `2025-${String((index % 12) + 1).padStart(2, '0')}-10`,
          amountCents: 1000 + index,
        })),
      ),
    );
    paymentIds = created.map((payment) => payment.id);
  } finally {
    await context.close();
  }
}, 240_000);
afterAll(async () => {
  if (serverUrl) {
    await onServer(serverUrl, `drop schema if exists ${schema} cascade`);
    await onServer(serverUrl, `drop schema if exists ${jobsSchemaBeside(schema)} cascade`);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('resumes after a SIGKILL halfway and issues every receipt exactly once, numbers without gaps', async () => {
  const half = PAYMENTS / 2;
  const worker = startWorker({
    CRASH_TEST_MODE: 'send',
    CRASH_TENANT: String(tenant),
    CRASH_PAYMENTS: paymentIds.join(','),
    CRASH_PAUSE_AT: String(half),
  });
  const { taskId } = await worker.next('sent');
  expect(await worker.next('started')).toMatchObject({ attempt: 0 });
  let progress = await worker.next('progress');
  while (Number(progress.done) < half) progress = await worker.next('progress');
  worker.child.kill('SIGKILL');
  expect(await worker.exit).toBe('SIGKILL');

  const resumed = startWorker({ CRASH_TEST_MODE: 'work', CRASH_TASK_ID: String(taskId) });
  // on a busy machine the short expiry may bring the job back more than once: the run lock keeps them apart
  expect(Number((await resumed.next('started')).attempt)).toBeGreaterThanOrEqual(1);
  expect(Number((await resumed.next('progress')).done)).toBeGreaterThan(half);
  await resumed.next('completed');
  expect(await resumed.exit).toBe(0);

  const context = await openContext();
  try {
    const task = await context.db
      .selectFrom('kg_task')
      .selectAll()
      .where('id', '=', String(taskId))
      .executeTakeFirstOrThrow();
    expect(task).toMatchObject({ state: 'finished', total_count: PAYMENTS, done_count: PAYMENTS });
    const links = await context.db
      .selectFrom('kg_payment_receipt')
      .innerJoin('donation_receipt', 'donation_receipt.id', 'kg_payment_receipt.donation_receipt_id')
      .select(['kg_payment_receipt.kg_payment_id', 'donation_receipt.year', 'donation_receipt.sequence'])
      .where('kg_payment_receipt.kg_payment_id', 'in', paymentIds)
      .execute();
    // each payment once, each receipt one payment
    expect(new Set(links.map((link) => Number(link.kg_payment_id))).size).toBe(PAYMENTS);
    expect(links).toHaveLength(PAYMENTS);
    // Lauffen's numbers of the year: no gaps, no duplicates
    const year = links[0]?.year ?? 0;
    const sequences = (
      await context.db
        .selectFrom('donation_receipt')
        .select('sequence')
        .where('organization_id', '=', tenant)
        .where('year', '=', year)
        .orderBy('sequence')
        .execute()
    ).map((row) => row.sequence);
    expect(sequences).toEqual(
      Array.from({ length: sequences.length }, (_, index) => (sequences[0] ?? 1) + index),
    );
    const audit = await context.db
      .selectFrom('audit_log')
      .select('data')
      .where('action', '=', 'DonationReceiptAPIAction.GENERATED')
      .where('object_id', '=', String(taskId))
      .execute();
    expect(audit).toHaveLength(1);
  } finally {
    await context.close();
  }
}, 240_000);

function startWorker(env: Record<string, string>) {
  return startWorkerProcess(path.join(import.meta.dirname, 'receipt-run-crash-worker.ts'), {
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    DATA_DIR: dataDir,
    CRASH_BATCH: '5',
    ...env,
  });
}
