/**
 * Issue 17 "Must show": a notification mail job killed with SIGKILL halfway and restarted sends each
 * mail exactly once. A child process runs the real send job over 30 waiting cash entries (60 mails,
 * two contacts each) and is killed once half are committed; a second process takes the job up again
 * (pg-boss brings the expired attempt back). Each mail's outbox row, its `notification_sent` row and
 * its public-page token exist together, once. Runs on PGlite (each process owns the data directory
 * in turn) and, with DATABASE_URL, on PostgreSQL.
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

const serverUrl = process.env.DATABASE_URL;
const schema = `test_ncrash_${process.pid}_${Date.now().toString(36)}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kollekta-notification-crash-'));
const databaseUrl = serverUrl ? withSearchPath(serverUrl, schema) : undefined;
const ENTRIES = 30;
const RECIPIENTS = ['crash-a@test.example', 'crash-b@test.example'];
const MAILS = ENTRIES * RECIPIENTS.length;

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
let planId = 0;
let cashIds: number[] = [];
beforeAll(async () => {
  if (serverUrl) await onServer(serverUrl, `create schema ${schema}`);
  const context = await openContext();
  try {
    const world = await buildDemoWorld(context, { ...DEMO_WORLD_SIZE, days: 1 });
    // a parish without demo contacts, so that only this test's two get the mails
    organizationId = world.ids.neighbourParish;
    const now = context.clock.now();
    for (const email of RECIPIENTS)
      await context.db
        .insertInto('contact')
        .values({ organization_id: organizationId, email, name: null, types: ['cash_notification'] })
        .execute();
    planId = (
      await context.db
        .insertInto('collection_plan')
        .values({
          name: 'Absturzkollekte',
          type: 'collection',
          collection_variant: null,
          start_at: new Date(now.getTime() - 7 * 86_400_000),
          end_at: new Date(now.getTime() + 7 * 86_400_000),
          organization_id: organizationId,
          location_id: null,
          inherit: false,
          is_foreign: false,
          church_date_id: null,
          date_name: null,
          allow_recurring: false,
          targets: ['GC'],
          display: '{}',
          meta: '{}',
          parent_id: null,
          weight: null,
          created_by: null,
          updated_by: null,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const rows = await context.db
      .insertInto('cash_payment')
      .values(
        Array.from({ length: ENTRIES }, (_, index) => ({
          organization_id: organizationId,
          plan_id: planId,
          amount_cents: 1000 + index,
          currency: 'EUR',
          collected_at: new Date(now.getTime() - 3 * 86_400_000),
          split: null,
          created_at: new Date(now.getTime() - 2 * 86_400_000),
        })),
      )
      .returning('id')
      .execute();
    cashIds = rows.map((row) => row.id);
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

it('sends each mail exactly once after a SIGKILL halfway and a restart', async () => {
  const first = startWorker({
    CRASH_TEST_MODE: 'send',
    CRASH_TYPE: 'cash_notification',
    CRASH_ORGANIZATION: String(organizationId),
    CRASH_PAUSE_AT: String(MAILS / 2),
  });
  const sent = await first.next('sent');
  expect(await first.next('started')).toMatchObject({ id: sent.id, attempt: 0 });
  let progress = await first.next('progress');
  while (Number(progress.done) < MAILS / 2) progress = await first.next('progress');
  expect(progress.total).toBe(MAILS);
  first.child.kill('SIGKILL');
  expect(await first.exit).toBe('SIGKILL');

  const second = startWorker({ CRASH_TEST_MODE: 'work', CRASH_TEST_JOB_ID: String(sent.id) });
  expect(await second.next('started')).toMatchObject({ id: sent.id, attempt: 1 });
  // the committed half is left alone, the rest sent
  expect(await second.next('outcome')).toMatchObject({ sent: MAILS / 2, skipped: 0 });
  expect(await second.next('completed')).toMatchObject({ id: sent.id });
  expect(await second.exit).toBe(0);

  const context = await openContext();
  try {
    const records = await context.db
      .selectFrom('notification_sent')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .where('type', '=', 'cash_notification')
      .execute();
    expect(records).toHaveLength(MAILS);
    expect(new Set(records.map((record) => `${record.event_key} ${record.recipient}`)).size).toBe(MAILS);
    expect(new Set(records.map((record) => record.event_key))).toEqual(
      new Set(cashIds.map((id) => `cash_notification:${id}`)),
    );
    expect(records.every((record) => record.mail_id !== null)).toBe(true);
    const mails = await context.db
      .selectFrom('mail_outbox')
      .select(['id', 'recipient', 'body_text'])
      .where('recipient', 'in', RECIPIENTS)
      .execute();
    // every outbox row is one record's, and every record has its own row
    expect(mails).toHaveLength(MAILS);
    expect(mails.map((mail) => mail.id).sort()).toEqual(records.map((record) => record.mail_id).sort());
    for (const recipient of RECIPIENTS) {
      const amounts = mails
        .filter((mail) => mail.recipient === recipient)
        .map((mail) => /über (\d+,\d\d)/.exec(mail.body_text)?.[1])
        .sort();
      expect(amounts).toEqual(
        Array.from({ length: ENTRIES }, (_, index) =>
          ((1000 + index) / 100).toFixed(2).replace('.', ','),
        ).sort(),
      );
    }
    // one cash-submission token per mail: none left over from the killed attempt
    const tokens = await context.db
      .selectFrom('public_token')
      .select('id')
      .where('purpose', '=', 'cash_payment')
      .where('object_id', '=', planId)
      .execute();
    expect(tokens).toHaveLength(MAILS);
  } finally {
    await context.close();
  }
}, 240_000);

function startWorker(env: Record<string, string>) {
  return startWorkerProcess(path.join(import.meta.dirname, 'notification-mails-crash-worker.ts'), {
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    DATA_DIR: dataDir,
    ...env,
  });
}
