/**
 * Issue 15 "Performance": 10,000 donation receipts into one ZIP. A fresh database gets 10,000
 * confirmed receipt requests of one parish; then, in this process (the server: database, queue and
 * jobs in one), the bulk-issue job issues them (numbers, official form, stored PDF and hash) and the
 * ZIP job streams them into one file, both on the real job queue. In the same run a bare pdfkit loop
 * makes the same pages (tools/bench/bare-pdfkit-receipts.ts); printed are receipts per second of the
 * jobs and of the bare loop and their ratio (target ≥ 60 %), the peak RSS of this process while the
 * jobs ran (target < 300 MB), and a kill -9 run: a child worker process issues another parish's
 * receipts, is killed with SIGKILL halfway, a second one takes the job up, and every receipt is
 * checked to exist exactly once with numbers 1..N without gaps or duplicates.
 * Embedded PGlite by default; --server for PostgreSQL.
 *   node --import tsx tools/bench/receipt-zip.bench.ts [--receipts 10000] [--crash-receipts 10000]
 *     [--server postgres://postgres@127.0.0.1:5432/postgres --database kollekta_bench_receipts]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatReceiptNumber, toBusinessDay } from '@kollekta/domain';
import { readConfig } from '@kollekta/server/config';
import { buildDemoWorld, DEMO_WORLD_SIZE } from '@kollekta/server/demo-world';
import {
  BULK_ISSUE_JOB,
  ensureBulkIssueJobs,
  ensureReceiptZipJobs,
  RECEIPT_ZIP_JOB,
  receiptZipPath,
} from '@kollekta/server/donation-receipts';
import type { ReceiptDocument } from '@kollekta/server/donation-receipts/document';
import {
  findBulkIssueParish,
  insertConfirmedRequests,
} from '@kollekta/server/donation-receipts/test-support';
import { createAppContext, databaseUrlOf, recreatePostgresDatabase } from '@kollekta/server/server';
import { startWorkerProcess } from '@kollekta/server/worker-process';
import yauzl from 'yauzl';
import { renderBareReceipts } from './bare-pdfkit-receipts';

const { values } = parseArgs({
  options: {
    receipts: { type: 'string', default: '10000' },
    'crash-receipts': { type: 'string', default: '10000' },
    server: { type: 'string' },
    database: { type: 'string', default: 'kollekta_bench_receipts' },
  },
});
const receiptCount = Number(values.receipts);
const crashCount = Number(values['crash-receipts']);
const TARGET_RATIO = 0.6;
const TARGET_RSS_MB = 300;
const CRASH_BATCH = 25;
const MB = 1024 * 1024;

// the process after its imports (the whole server through tsx), before any database is open
const importedRss = process.memoryUsage().rss;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kollekta-bench-receipts-'));
let databaseUrl: string | undefined;
if (values.server) {
  await recreatePostgresDatabase(values.server, values.database);
  databaseUrl = databaseUrlOf(values.server, values.database);
}
const config = readConfig({
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  DATA_DIR: dataDir,
  DEMO_WORLD: 'off',
  LOG_LEVEL: 'silent',
});

let failed = false;
const context = await createAppContext(config);
let crashOrganization = 0;
try {
  await buildDemoWorld(context, { ...DEMO_WORLD_SIZE, days: 1 });
  const organizationId = await findBulkIssueParish(context);
  const requestIds = await insertConfirmedRequests(context, {
    organizationId,
    count: receiptCount,
    tag: 'Bench',
  });
  // the kill -9 run issues another parish's receipts, so both runs number from 1
  const nordheim = await context.db
    .selectFrom('organization')
    .select('id')
    .where('name', '=', 'Ev. Kirchengemeinde Nordheim')
    .executeTakeFirstOrThrow();
  crashOrganization = nordheim.id;
  if (crashCount > 0)
    await insertConfirmedRequests(context, {
      organizationId: crashOrganization,
      count: crashCount,
      tag: 'Absturz',
    });
  console.log(
    `${receiptCount} bestätigte Anforderungen (${context.databaseKind}), ${os.availableParallelism()} Kerne`,
  );

  await context.jobs.start();
  await ensureBulkIssueJobs(context);
  await ensureReceiptZipJobs(context);
  const beforeJobsRss = process.memoryUsage().rss;
  let peakRss = beforeJobsRss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 25);

  const issueStarted = performance.now();
  const issueCpu = process.cpuUsage();
  const issueJob = await context.jobs.send(BULK_ISSUE_JOB, { organizationId, requestIds, createdBy: null });
  await waitFor(BULK_ISSUE_JOB.name, issueJob ?? '');
  const issueMs = performance.now() - issueStarted;
  const issueCpuMs = cpuMs(process.cpuUsage(issueCpu));

  const today = toBusinessDay(context.clock.now());
  const tomorrow = toBusinessDay(new Date(context.clock.now().getTime() + 86_400_000));
  const zipStarted = performance.now();
  const zipCpu = process.cpuUsage();
  const zipJob = await context.jobs.send(RECEIPT_ZIP_JOB, {
    organizationId,
    dateFrom: today,
    dateBefore: tomorrow,
  });
  await waitFor(RECEIPT_ZIP_JOB.name, zipJob ?? '');
  const zipMs = performance.now() - zipStarted;
  const zipCpuMs = cpuMs(process.cpuUsage(zipCpu));
  clearInterval(sampler);

  const zipFile = receiptZipPath(config.dataDir, zipJob ?? '');
  const entries = await countZipEntries(zipFile);
  const issued = await context.db
    .selectFrom('donation_receipt')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('organization_id', '=', organizationId)
    .executeTakeFirstOrThrow();

  // the same pages with bare pdfkit, in this run
  const documents = await loadDocuments(organizationId);
  const bareCpu = process.cpuUsage();
  const bare = await renderBareReceipts(documents.length, (index) => documents[index] as ReceiptDocument);
  const bareCpuMs = cpuMs(process.cpuUsage(bareCpu));

  const perSecond = (count: number, ms: number) => (count / ms) * 1000;
  const jobsMs = issueMs + zipMs;
  const jobsRate = perSecond(receiptCount, jobsMs);
  const bareRate = perSecond(bare.count, bare.milliseconds);
  const ratio = jobsRate / bareRate;
  const cpuRatio = bareCpuMs / documents.length / ((issueCpuMs + zipCpuMs) / receiptCount);
  console.log(
    `Ausstellen (Auftrag): ${Number(issued.count)} Bestätigungen in ${(issueMs / 1000).toFixed(1)} s = ${perSecond(receiptCount, issueMs).toFixed(1)}/s (CPU ${(issueCpuMs / 1000).toFixed(1)} s)`,
  );
  console.log(
    `ZIP (Auftrag): ${entries} Einträge, ${(fs.statSync(zipFile).size / MB).toFixed(1)} MB in ${(zipMs / 1000).toFixed(1)} s = ${perSecond(entries, zipMs).toFixed(0)}/s (CPU ${(zipCpuMs / 1000).toFixed(1)} s)`,
  );
  console.log(
    `Beides zusammen: ${jobsRate.toFixed(1)}/s; bare pdfkit, dieselben Seiten: ${bareRate.toFixed(1)}/s (CPU ${(bareCpuMs / 1000).toFixed(1)} s)`,
  );
  console.log(
    `Verhältnis (Wandzeit): ${(ratio * 100).toFixed(0)} % (Ziel ≥ ${TARGET_RATIO * 100} %): ${ratio >= TARGET_RATIO ? 'erreicht' : 'VERFEHLT'}; nach CPU-Zeit: ${(cpuRatio * 100).toFixed(0)} % (Last ${os.loadavg()[0]?.toFixed(1)})`,
  );
  console.log(
    `Spitzen-RSS des Serverprozesses während der Aufträge: ${(peakRss / MB).toFixed(0)} MB (Ziel < ${TARGET_RSS_MB} MB): ${peakRss < TARGET_RSS_MB * MB ? 'erreicht' : 'VERFEHLT'}`,
  );
  console.log(
    `  davon: ${(importedRss / MB).toFixed(0)} MB nach dem Laden des Servers (tsx), ${(beforeJobsRss / MB).toFixed(0)} MB mit offener Datenbank vor den Aufträgen, Zuwachs durch die Aufträge ${((peakRss - beforeJobsRss) / MB).toFixed(0)} MB`,
  );
  if (entries !== receiptCount || Number(issued.count) !== receiptCount) failed = true;
  if (ratio < TARGET_RATIO || peakRss >= TARGET_RSS_MB * MB) failed = true;
} finally {
  await context.close();
}

if (crashCount > 0) await runCrash();
fs.rmSync(dataDir, { recursive: true, force: true });
if (failed) process.exitCode = 1;

/** kill -9 halfway through a bulk issue in a child process, then a second process finishes it. */
async function runCrash() {
  const workerScript = path.resolve(
    import.meta.dirname,
    '../../apps/server/src/modules/donation-receipts/receipt-bulk-issue-crash-worker.ts',
  );
  const env = {
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    DATA_DIR: dataDir,
    CRASH_BATCH: String(CRASH_BATCH),
    // an attempt of thousands of receipts takes longer than the crash test's 3 seconds
    CRASH_EXPIRE_SECONDS: '20',
  };
  let peakRss = 0;
  const started = performance.now();
  const first = startWorkerProcess(workerScript, {
    ...env,
    CRASH_TEST_MODE: 'send',
    CRASH_ORGANIZATION: String(crashOrganization),
    CRASH_PAUSE_AT: String(Math.floor(crashCount / 2)),
  });
  const sent = await first.next('sent');
  let progress = await first.next('progress');
  while (Number(progress.done) < crashCount / 2) {
    peakRss = Math.max(peakRss, Number(progress.rss));
    progress = await first.next('progress');
  }
  first.child.kill('SIGKILL');
  await first.exit;
  console.log(`kill -9 nach ${progress.done} von ${progress.total} Bestätigungen`);
  const second = startWorkerProcess(workerScript, {
    ...env,
    CRASH_TEST_MODE: 'work',
    CRASH_TEST_JOB_ID: String(sent.id),
  });
  const resumed = await second.next('started');
  const outcome = await second.next('outcome');
  await second.next('completed');
  await second.exit;
  console.log(
    `Neustart (Versuch ${resumed.attempt}): ${outcome.issued} ausgestellt, ${outcome.skipped} schon erledigt übersprungen, in ${((performance.now() - started) / 1000).toFixed(1)} s insgesamt; RSS der Arbeitsprozesse bis ${(peakRss / MB).toFixed(0)} MB`,
  );

  const check = await createAppContext(config);
  try {
    const requests = await check.db
      .selectFrom('donation_receipt_request')
      .select(['state', 'receipt_id'])
      .where('organization_id', '=', crashOrganization)
      .execute();
    const receipts = await check.db
      .selectFrom('donation_receipt')
      .select(['id', 'sequence'])
      .where('organization_id', '=', crashOrganization)
      .orderBy('sequence')
      .execute();
    const linked = new Set(requests.map((request) => request.receipt_id));
    const everyOnce =
      requests.length === crashCount &&
      requests.every((request) => request.state === 'issued' && request.receipt_id !== null) &&
      linked.size === crashCount &&
      receipts.length === crashCount &&
      receipts.every((receipt) => linked.has(receipt.id));
    const gapFree = receipts.every((receipt, index) => receipt.sequence === index + 1);
    console.log(
      `Nach dem Absturz: jede Anforderung genau eine Bestätigung: ${everyOnce ? 'ja' : 'NEIN'}; Nummern 1..${receipts.length} ohne Lücken und Doppelte: ${gapFree ? 'ja' : 'NEIN'}`,
    );
    if (!everyOnce || !gapFree) failed = true;
  } finally {
    await check.close();
  }
}

async function waitFor(kind: string, id: string) {
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const job = await context.jobs.getJob(kind, id);
    if (job?.state === 'completed') return;
    if (job?.state === 'failed') throw new Error(`${kind} fehlgeschlagen: ${job.error}`);
  }
}

function cpuMs(usage: NodeJS.CpuUsage) {
  return (usage.user + usage.system) / 1000;
}

function countZipEntries(file: string): Promise<number> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      let count = 0;
      zip.on('entry', () => {
        count += 1;
        zip.readEntry();
      });
      zip.on('end', () => resolve(count));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** The documents the job rendered, rebuilt from the stored receipts and their requests. */
async function loadDocuments(organizationId: number): Promise<ReceiptDocument[]> {
  const address = await context.db
    .selectFrom('organization_address')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('type', '=', 'primary')
    .executeTakeFirstOrThrow();
  const rows = await context.db
    .selectFrom('donation_receipt as dr')
    .innerJoin('donation_receipt_request as r', 'r.receipt_id', 'dr.id')
    .innerJoin('donation_receipt_request_payment as rp', 'rp.request_id', 'r.id')
    .innerJoin('payment as p', 'p.id', 'rp.payment_id')
    .select([
      'dr.year',
      'dr.sequence',
      'dr.donor',
      'dr.amount_cents',
      'dr.created_at',
      'r.purpose_name',
      'p.created_at as paid_at',
    ])
    .where('dr.organization_id', '=', organizationId)
    .orderBy('dr.sequence')
    .execute();
  return rows.map((row) => ({
    kind: 'single',
    number: formatReceiptNumber(row.year, row.sequence),
    issuer: {
      name: address.name,
      supplement: address.supplement,
      street: address.street,
      postalCode: address.postal_code,
      city: address.city,
    },
    donor: {
      firstName: row.donor.first_name,
      lastName: row.donor.last_name,
      street: row.donor.street,
      postalCode: row.donor.postal_code,
      city: row.donor.city,
    },
    amountCents: Number(row.amount_cents),
    gifts: [
      {
        day: toBusinessDay(row.paid_at),
        amountCents: Number(row.amount_cents),
        kind: 'Geldzuwendung',
        waiver: false,
      },
    ],
    purpose: row.purpose_name,
    place: address.city,
    issuedOn: toBusinessDay(row.created_at),
  }));
}
