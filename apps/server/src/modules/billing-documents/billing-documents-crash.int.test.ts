/**
 * Issue 16: a billing run killed with SIGKILL in the middle and restarted makes every document once.
 * The demo world (Lauffen's year of documents, numbers of two years) plus ORGANIZATIONS parishes,
 * each with a monthly contract, a few payments and a finance contact; a child process runs the real
 * run jobs of the last two months over all contracts and is killed inside the transaction of an
 * invoice halfway through the first (row inserted, file written, mail job enqueued, counter not
 * stored); a second process takes the runs up again (pg-boss brings the expired attempt back) and
 * sends the mails. Then every (contract, period, type) exists once, each year's invoice numbers are
 * 1..N equal to the counter, every stored file is there with its sha256, and each finance contact
 * has each mail once. Runs on PGlite (each process owns the data directory in turn) and, with
 * DATABASE_URL, on PostgreSQL.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type Actor,
  type BillingPeriod,
  formatBillingPeriod,
  previousBillingPeriod,
  toBusinessDay,
  toZonedInstant,
} from '@kollekta/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAppContext } from '../../platform/app-context';
import { readConfig } from '../../platform/config';
import { jobsSchemaBeside } from '../../platform/jobs';
import {
  onServer,
  startWorkerProcess,
  type WorkerProcess,
  withSearchPath,
} from '../../test-support/worker-process';
import { type ContractActor, createContract, createContractBilling } from '../contracts';
import { buildDemoWorld, DEMO_WORLD_SIZE } from '../demo-world';
import { recordPayments } from '../income';
import { createOrganization } from '../organizations';
import { BILLING_MAIL_JOB, BILLING_RUN_JOB } from './billing-documents.jobs';

const serverUrl = process.env.DATABASE_URL;
const schema = `test_bcrash_${process.pid}_${Date.now().toString(36)}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kollekta-billing-crash-'));
const databaseUrl = serverUrl ? withSearchPath(serverUrl, schema) : undefined;
const ORGANIZATIONS = 40;
const SYSTEM: Actor & ContractActor = { isSuperuser: true, grants: [], userId: null };
const API_BASE = 'http://localhost/api/v2/';

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

/** the last two months that have ended, older first */
const lastPeriod = previousBillingPeriod('monthly', toBusinessDay(new Date()));
const PERIODS: BillingPeriod[] = [previousBillingPeriod('monthly', lastPeriod.start), lastPeriod];

type Parish = { id: number; name: string; email: string; attachFiles: boolean };
const parishes: Parish[] = [];
/** contracts with a monthly plan valid in the period, by period start (the module's rule, restated) */
const billedContracts = new Map<string, number[]>();

beforeAll(async () => {
  if (serverUrl) await onServer(serverUrl, `create schema ${schema}`);
  const context = await openContext();
  try {
    const world = await buildDemoWorld(context, { ...DEMO_WORLD_SIZE, days: 1 });
    const plans = await context.db
      .selectFrom('billing_plan')
      .select(['id', 'name'])
      .where('type', '=', 'monthly')
      .orderBy('id')
      .execute();
    for (let index = 0; index < ORGANIZATIONS; index += 1) {
      const name = `Ev. Kirchengemeinde Absturzhausen ${String(index + 1).padStart(2, '0')}`;
      const organization = await createOrganization(context, SYSTEM, {
        name,
        parentId: world.ids.otherDistrict,
        level: 'parish',
      });
      const contract = await createContract(
        context,
        SYSTEM,
        { organization: String(organization.id), type: 'op' },
        API_BASE,
      );
      await createContractBilling(
        context,
        SYSTEM,
        contract.id,
        { billing_plan: String(plans[index % plans.length]?.id), valid_from: '2025-01-01' },
        API_BASE,
      );
      const email = `finanzen-${index + 1}@absturzhausen.example`;
      const attachFiles = index % 2 === 0;
      await context.db
        .insertInto('contact')
        .values({
          organization_id: organization.id,
          email,
          name: null,
          attach_files: attachFiles,
          types: ['invoice_available', 'booking_report_available'],
        })
        .execute();
      parishes.push({ id: organization.id, name, email, attachFiles });
    }
    // a few online and device payments in each period, so that reports and fees differ
    await recordPayments(
      context,
      parishes.flatMap((parish, index) =>
        PERIODS.flatMap((period) =>
          Array.from({ length: 3 }, (_, offset) => ({
            dst_organization_id: parish.id,
            created_at: toZonedInstant(period.start, `1${offset}:00`, 'Europe/Berlin'),
            amount_cents: 500 + index * 37 + offset * 1000,
            fee_cents: 0,
            currency: 'EUR',
            state: 'completed' as const,
            type: offset === 0 ? 'pos' : 'ecom',
            online_payment_type: offset === 0 ? null : 'paypal',
            is_reconciled: true,
            device_id: null,
            collection_plan_id: null,
            count: 1,
          })),
        ),
      ),
    );
    const associations = await context.db
      .selectFrom('contract')
      .innerJoin('billing_plan_association as association', 'association.contract_id', 'contract.id')
      .innerJoin('billing_plan as plan', 'plan.id', 'association.billing_plan_id')
      .select(['contract.id', 'association.valid_from', 'association.valid_notafter'])
      .where('plan.type', '=', 'monthly')
      .where('contract.type', 'in', ['op', 'ps'])
      .execute();
    for (const period of PERIODS)
      billedContracts.set(period.start, [
        ...new Set(
          associations
            .filter(
              (row) =>
                String(row.valid_from) <= period.end &&
                (row.valid_notafter === null || String(row.valid_notafter) >= period.start),
            )
            .map((row) => row.id),
        ),
      ]);
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

it('makes every document once, numbered without gaps, and mails it once, after a SIGKILL and a restart', async () => {
  const firstPeriodContracts = billedContracts.get(PERIODS[0]?.start ?? '')?.length ?? 0;
  expect(firstPeriodContracts).toBeGreaterThan(ORGANIZATIONS);
  const first = startWorker({
    CRASH_TEST_MODE: 'send',
    CRASH_PERIODS: PERIODS.map((period) => period.start).join(','),
    CRASH_PAUSE_AT: String(Math.floor(firstPeriodContracts / 2)),
  });
  const sent = await first.next('sent');
  const ids = sent.ids as string[];
  expect(ids).toHaveLength(PERIODS.length);
  expect(ids.every((id) => typeof id === 'string')).toBe(true);
  const started = await first.next('started');
  expect(started).toMatchObject({ attempt: 0 });
  // the run reports its progress: contracts done of all contracts
  const progress = await first.next('progress');
  expect(progress).toMatchObject({ id: started.id, done: 0 });
  expect(Number(progress.total)).toBeGreaterThanOrEqual(firstPeriodContracts);
  const paused = await first.next('paused');
  expect(paused.id).toBe(started.id);
  first.child.kill('SIGKILL');
  expect(await first.exit).toBe('SIGKILL');

  const second = startWorker({ CRASH_TEST_MODE: 'work', CRASH_TEST_JOB_IDS: ids.join(',') });
  // the second period's run may start first: it never started before the kill
  // (attempt 1, unless a slow machine let the first attempt expire before the kill)
  expect(Number((await nextOf(second, 'started', started.id)).attempt)).toBeGreaterThanOrEqual(1);
  const resumed = await nextOf(second, 'outcome', started.id);
  // the killed attempt's committed contracts are left alone, the rest made
  expect(Number(resumed.created)).toBeGreaterThan(0);
  expect(Number(resumed.created)).toBeLessThan(2 * firstPeriodContracts);
  expect(await second.next('completed')).toMatchObject({ ids });
  expect(await second.exit).toBe(0);

  const context = await openContext();
  try {
    const { db } = context;
    const documents = await db
      .selectFrom('billing_document')
      .select(['id', 'organization_id', 'contract_id', 'type', 'period_start', 'number', 'name'])
      .select(['file_path', 'sha256'])
      .execute();

    // every (contract, period, type) of the runs exists exactly once
    for (const period of PERIODS) {
      const expected = [...(billedContracts.get(period.start) ?? [])].sort((a, b) => a - b);
      for (const type of ['invoice', 'booking-report'] as const) {
        const made = documents
          .filter((document) => String(document.period_start) === period.start && document.type === type)
          .map((document) => document.contract_id)
          .sort((a, b) => a - b);
        expect(made, `${type} ${period.start}`).toEqual(expected);
      }
    }
    const keys = documents.map(
      (document) => `${document.contract_id} ${document.period_start} ${document.type}`,
    );
    expect(new Set(keys).size).toBe(documents.length);

    // each year's invoice numbers are 1..N, and N is the year's counter
    const invoices = documents.filter((document) => document.type === 'invoice');
    const byYear = new Map<number, number[]>();
    for (const invoice of invoices) {
      const match = /^RE-(\d{4})-(\d{5})$/.exec(invoice.number ?? '');
      expect(match, `number of invoice ${invoice.id}: ${invoice.number}`).not.toBeNull();
      const year = Number(match?.[1]);
      byYear.set(year, [...(byYear.get(year) ?? []), Number(match?.[2])]);
    }
    const counters = await db
      .selectFrom('invoice_number_counter')
      .select(['year', 'last_sequence'])
      .execute();
    expect(counters.map((counter) => Number(counter.year)).sort()).toEqual([...byYear.keys()].sort());
    for (const counter of counters) {
      const sequences = (byYear.get(Number(counter.year)) ?? []).sort((a, b) => a - b);
      expect(sequences, `invoices of ${counter.year}`).toEqual(
        Array.from({ length: Number(counter.last_sequence) }, (_, index) => index + 1),
      );
    }
    expect(
      documents.filter((document) => document.type === 'booking-report' && document.number !== null),
    ).toEqual([]);

    // every stored file is there, whole
    for (const document of documents) {
      const content = fs.readFileSync(path.join(dataDir, 'files', document.file_path));
      expect(createHash('sha256').update(content).digest('hex'), document.file_path).toBe(document.sha256);
      expect(content.subarray(0, 4).toString('latin1')).toBe(
        document.type === 'invoice' ? '%PDF' : 'PK\u0003\u0004',
      );
    }

    // each finance contact has each of its documents' mails once, and nothing else
    const ofParishes = documents.filter(
      (document) =>
        parishes.some((parish) => parish.id === document.organization_id) &&
        PERIODS.some((period) => period.start === String(document.period_start)),
    );
    expect(ofParishes).toHaveLength(ORGANIZATIONS * PERIODS.length * 2);
    const parishOf = (organizationId: number) =>
      parishes.find((parish) => parish.id === organizationId) as Parish;
    const expectedMails = ofParishes.map((document) => {
      const parish = parishOf(document.organization_id);
      const period = PERIODS.find(
        (candidate) => candidate.start === String(document.period_start),
      ) as BillingPeriod;
      const subject =
        document.type === 'invoice'
          ? `Neue Rechnung ${document.number} für ${parish.name}`
          : `Neue Abgleichliste ${formatBillingPeriod(period)} für ${parish.name}`;
      return { key: `${parish.email} ${subject}`, attachment: parish.attachFiles ? document.name : null };
    });
    const mails = await db
      .selectFrom('mail_outbox')
      .select(['recipient', 'subject', 'attachments'])
      .where(
        'recipient',
        'in',
        parishes.map((parish) => parish.email),
      )
      .execute();
    expect(mails.map((mail) => `${mail.recipient} ${mail.subject}`).sort()).toEqual(
      expectedMails.map((mail) => mail.key).sort(),
    );
    for (const mail of mails) {
      const stored = typeof mail.attachments === 'string' ? JSON.parse(mail.attachments) : mail.attachments;
      const wanted = expectedMails.find((expected) => expected.key === `${mail.recipient} ${mail.subject}`);
      expect((stored as { filename: string }[]).map((attachment) => attachment.filename)).toEqual(
        wanted?.attachment ? [wanted.attachment] : [],
      );
    }
    // no billing mail went anywhere twice (the demo parishes' contacts too)
    const allBillingMails = await db
      .selectFrom('mail_outbox')
      .select(['recipient', 'subject'])
      .where((eb) =>
        eb.or([eb('subject', 'like', 'Neue Rechnung %'), eb('subject', 'like', 'Neue Abgleichliste %')]),
      )
      .execute();
    const mailKeys = allBillingMails.map((mail) => `${mail.recipient} ${mail.subject}`);
    expect(new Set(mailKeys).size).toBe(mailKeys.length);
    const records = await db
      .selectFrom('notification_sent')
      .select(['event_key', 'recipient'])
      .where(
        'event_key',
        'in',
        ofParishes.map((document) => `billing_document:${document.id}`),
      )
      .execute();
    expect(records.map((record) => `${record.event_key} ${record.recipient}`).sort()).toEqual(
      ofParishes
        .map((document) => `billing_document:${document.id} ${parishOf(document.organization_id).email}`)
        .sort(),
    );

    // the runs ended with their progress complete; no mail job failed
    for (const id of ids) {
      const job = await context.jobs.getJob(BILLING_RUN_JOB.name, id);
      expect(job?.state).toBe('completed');
      expect(job?.progress?.done).toBe(job?.progress?.total);
    }
    expect(await context.jobs.listJobs({ kind: BILLING_MAIL_JOB.name, states: ['failed', 'retry'] })).toEqual(
      [],
    );
  } finally {
    await context.close();
  }
}, 240_000);

/** The next event of this name about the job `id` (others of the name are passed over). */
async function nextOf(worker: WorkerProcess, name: string, id: unknown) {
  for (;;) {
    const event = await worker.next(name);
    if (event.id === id) return event;
  }
}

function startWorker(env: Record<string, string>) {
  return startWorkerProcess(path.join(import.meta.dirname, 'billing-documents-crash-worker.ts'), {
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    DATA_DIR: dataDir,
    // longer than an attempt takes on a busy machine; the killed attempt comes back after it
    CRASH_EXPIRE_SECONDS: '15',
    ...env,
  });
}
