/**
 * Issue 15 "Performance": 10,000 donation receipts into one ZIP. A fresh database gets the demo
 * world and 10,000 confirmed receipt requests of one parish (written by this process, which then
 * closes the database). Then the server runs as users run it: the bundle of apps/server/scripts/
 * build.mjs started by plain `node` with the V8 flags of apps/server's `start` script (its entry,
 * receipt-server.ts, is main.ts plus a command channel); the bulk-issue job issues the receipts
 * (numbers, official form, stored PDF and hash) and the ZIP job streams them into one file, on the
 * server's real job queue. The server's RSS is sampled from /proc/<pid>/status every 25 ms
 * (VmRSS, and VmHWM at the end). In the same run a bare pdfkit loop in this process makes the same
 * pages (bare-pdfkit-receipts.ts); printed are receipts per second of the jobs and of the bare loop
 * and their ratio (target ≥ 60 %), the server's peak RSS (target < 300 MB), and a kill -9 run: a
 * child worker process issues another parish's receipts, is killed with SIGKILL halfway, a second
 * one takes the job up, and every receipt is checked to exist exactly once with numbers 1..N
 * without gaps or duplicates.
 * Embedded PGlite by default; --server for PostgreSQL. --node-flags replaces the start script's flags.
 *   node --import tsx tools/bench/receipt-zip.bench.ts [--receipts 10000] [--crash-receipts 10000]
 *     [--server postgres://postgres@127.0.0.1:5432/postgres --database kollekta_bench_receipts]
 *     [--node-flags="--max-old-space-size=96 --max-semi-space-size=4"] [--bundle apps/server/dist/bench/receipt-server.js]
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import { formatReceiptNumber, toBusinessDay } from '@kollekta/domain';
import { readConfig } from '@kollekta/server/config';
import { buildDemoWorld, DEMO_WORLD_SIZE } from '@kollekta/server/demo-world';
import { receiptZipPath } from '@kollekta/server/donation-receipts';
import type { ReceiptDocument } from '@kollekta/server/donation-receipts/document';
import {
  findBulkIssueParish,
  insertConfirmedRequests,
} from '@kollekta/server/donation-receipts/test-support';
import {
  createAppContext,
  databaseUrlOf,
  type RunningContext,
  recreatePostgresDatabase,
} from '@kollekta/server/server';
import { startWorkerProcess } from '@kollekta/server/worker-process';
import yauzl from 'yauzl';
import { renderBareReceipts } from './bare-pdfkit-receipts';

const { values } = parseArgs({
  options: {
    receipts: { type: 'string', default: '10000' },
    'crash-receipts': { type: 'string', default: '10000' },
    server: { type: 'string' },
    database: { type: 'string', default: 'kollekta_bench_receipts' },
    'node-flags': { type: 'string' },
    /** an already built bundle of receipt-server.ts instead of building one (experiments) */
    bundle: { type: 'string' },
  },
});
const receiptCount = Number(values.receipts);
const crashCount = Number(values['crash-receipts']);
const TARGET_RATIO = 0.6;
const TARGET_RSS_MB = 300;
const CRASH_BATCH = 25;
const MB = 1024 * 1024;
const repositoryRoot = path.resolve(import.meta.dirname, '../..');
const serverPackage = path.join(repositoryRoot, 'apps/server');
const bundleDirectory = path.join(serverPackage, 'dist/bench');
const startCommand = startScript();
const nodeFlags = values['node-flags']?.split(/\s+/).filter(Boolean) ?? startCommand.flags;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kollekta-bench-receipts-'));
let databaseUrl: string | undefined;
if (values.server) {
  await recreatePostgresDatabase(values.server, values.database);
  databaseUrl = databaseUrlOf(values.server, values.database);
}
const environment = {
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  DATA_DIR: dataDir,
  DEMO_WORLD: 'off' as const,
  LOG_LEVEL: 'warn' as const,
  // the embedded database's buffer pool counts in the server's memory: measured as set, or as the default
  ...(process.env.PGLITE_SHARED_BUFFERS ? { PGLITE_SHARED_BUFFERS: process.env.PGLITE_SHARED_BUFFERS } : {}),
};
const config = readConfig({ ...environment, LOG_LEVEL: 'silent' });

let failed = false;
// the data, written by this process; the database is closed before the server opens it
let context: RunningContext = await createAppContext(config);
let organizationId = 0;
let crashOrganization = 0;
try {
  await buildDemoWorld(context, { ...DEMO_WORLD_SIZE, days: 1 });
  organizationId = await findBulkIssueParish(context);
  await insertConfirmedRequests(context, { organizationId, count: receiptCount, tag: 'Bench' });
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
} finally {
  await context.close();
}
console.log(
  `${receiptCount} bestätigte Anforderungen (${context.databaseKind}), ${os.availableParallelism()} Kerne, Last ${os.loadavg()[0]?.toFixed(1)}`,
);

// the server as `npm start` runs it: bundled, plain node, the start script's V8 flags
if (!values.bundle)
  execFileSync(
    process.execPath,
    [
      path.join(serverPackage, 'scripts/build.mjs'),
      '--outdir',
      // under apps/server, so that npm packages resolve as for the server (its own archiver 8, …)
      bundleDirectory,
      path.join(import.meta.dirname, 'receipt-server.ts'),
    ],
    { stdio: 'inherit' },
  );
const server = startServer();
await server.next('ready');
// the start-up's own work (migrations, the schedules' first sweeps: debit files, billing documents,
// mails, forwarding) runs after the server listens: the jobs start once the server is idle
const startupRss = readStatus(server.child.pid ?? 0).hwm;
const idleAfterMs = await waitUntilIdle(server.child.pid ?? 0);
const ready = await server.ask('ping');
const readyRss = readStatus(server.child.pid ?? 0).rss;
let peakRss = readyRss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, readStatus(server.child.pid ?? 0).rss);
}, 25);

const issueStarted = performance.now();
server.send({ bulk: organizationId });
await server.next('sent');
const issued = await server.next('completed');
const issueMs = performance.now() - issueStarted;
const issueCpuMs = Number(issued.cpuMs) - Number(ready.cpuMs);

const today = toBusinessDay(new Date());
const tomorrow = toBusinessDay(new Date(Date.now() + 86_400_000));
const zipStarted = performance.now();
server.send({ zip: { organizationId, dateFrom: today, dateBefore: tomorrow } });
const zipSent = await server.next('sent');
const zipped = await server.next('completed');
const zipMs = performance.now() - zipStarted;
const zipCpuMs = Number(zipped.cpuMs) - Number(issued.cpuMs);
clearInterval(sampler);
peakRss = Math.max(peakRss, readStatus(server.child.pid ?? 0).rss);
const highWater = readStatus(server.child.pid ?? 0).hwm;
server.child.kill('SIGTERM');
await server.exit;

context = await createAppContext(config);
try {
  const zipFile = receiptZipPath(config.dataDir, String(zipSent.id));
  const entries = await countZipEntries(zipFile);
  const count = await context.db
    .selectFrom('donation_receipt')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('organization_id', '=', organizationId)
    .executeTakeFirstOrThrow();

  // the same pages with bare pdfkit, in this run
  const documents = await loadDocuments(organizationId);
  const bareCpu = process.cpuUsage();
  const bare = await renderBareReceipts(documents.length, (index) => documents[index] as ReceiptDocument);
  const bareCpuMs = cpuMs(process.cpuUsage(bareCpu));

  const perSecond = (n: number, ms: number) => (n / ms) * 1000;
  const jobsMs = issueMs + zipMs;
  const jobsRate = perSecond(receiptCount, jobsMs);
  const bareRate = perSecond(bare.count, bare.milliseconds);
  const ratio = jobsRate / bareRate;
  const cpuRatio = bareCpuMs / documents.length / ((issueCpuMs + zipCpuMs) / receiptCount);
  const variables = Object.entries(startCommand.variables).map(([name, value]) => `${name}=${value} `);
  console.log(`Server: ${variables.join('')}node ${nodeFlags.join(' ')} (Bündel), PID ${server.child.pid}`);
  console.log(
    `Ausstellen (Auftrag): ${Number(count.count)} Bestätigungen in ${(issueMs / 1000).toFixed(1)} s = ${perSecond(receiptCount, issueMs).toFixed(1)}/s (Server-CPU ${(issueCpuMs / 1000).toFixed(1)} s)`,
  );
  console.log(
    `ZIP (Auftrag): ${entries} Einträge, ${(fs.statSync(zipFile).size / MB).toFixed(1)} MB in ${(zipMs / 1000).toFixed(1)} s = ${perSecond(entries, zipMs).toFixed(0)}/s (Server-CPU ${(zipCpuMs / 1000).toFixed(1)} s)`,
  );
  console.log(
    `Beides zusammen: ${jobsRate.toFixed(1)}/s; bare pdfkit, dieselben Seiten: ${bareRate.toFixed(1)}/s (CPU ${(bareCpuMs / 1000).toFixed(1)} s)`,
  );
  console.log(
    `Verhältnis (Wandzeit): ${(ratio * 100).toFixed(0)} % (Ziel ≥ ${TARGET_RATIO * 100} %): ${ratio >= TARGET_RATIO ? 'erreicht' : 'VERFEHLT'}; nach CPU-Zeit: ${(cpuRatio * 100).toFixed(0)} % (Last ${os.loadavg()[0]?.toFixed(1)})`,
  );
  const peak = Math.max(peakRss, highWater);
  console.log(
    `Spitzen-RSS des Serverprozesses: ${(peak / MB).toFixed(0)} MB (Ziel < ${TARGET_RSS_MB} MB): ${peak < TARGET_RSS_MB * MB ? 'erreicht' : 'VERFEHLT'}`,
  );
  console.log(
    `  davon: ${(startupRss / MB).toFixed(0)} MB höchstens beim Start, ${(readyRss / MB).toFixed(0)} MB in Ruhe nach ${(idleAfterMs / 1000).toFixed(0)} s (vor den Aufträgen), höchstens ${(peakRss / MB).toFixed(0)} MB während der Aufträge; VmHWM ${(highWater / MB).toFixed(0)} MB über die ganze Laufzeit`,
  );
  if (entries !== receiptCount || Number(count.count) !== receiptCount) failed = true;
  if (ratio < TARGET_RATIO || peak >= TARGET_RSS_MB * MB) failed = true;
} finally {
  await context.close();
}

if (crashCount > 0) await runCrash();
fs.rmSync(dataDir, { recursive: true, force: true });
// the server's pipes and tsx's compiler service would keep this process alive
process.exit(failed ? 1 : 0);

/**
 * How `npm start` in apps/server runs node: the variables set before `node` (MALLOC_ARENA_MAX) and
 * the options between `node` and the bundle.
 */
function startScript(): { variables: Record<string, string>; flags: string[] } {
  const manifest = JSON.parse(fs.readFileSync(path.join(serverPackage, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const command = manifest.scripts.start ?? '';
  const match = /(?:^|&&\s*)((?:[A-Z_]+=\S+\s+)*)node\s+((?:--\S+\s+)*)dist\/main\.js/.exec(command);
  const variables = Object.fromEntries(
    (match?.[1]?.split(/\s+/).filter(Boolean) ?? []).map((assignment) => {
      const [name = '', ...value] = assignment.split('=');
      return [name, value.join('=')];
    }),
  );
  return { variables, flags: match?.[2]?.split(/\s+/).filter(Boolean) ?? [] };
}

/** Waits until the process used under 5 % of a core for 2 s (at most 3 minutes); answers the wait. */
async function waitUntilIdle(pid: number): Promise<number> {
  const started = performance.now();
  let last = cpuTicks(pid);
  for (let quiet = 0; quiet < 4 && performance.now() - started < 180_000; ) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const ticks = cpuTicks(pid);
    // clock ticks of 10 ms: under 5 % of 500 ms
    quiet = ticks - last < 3 ? quiet + 1 : 0;
    last = ticks;
  }
  return performance.now() - started;
}

/** utime + stime of a process, in clock ticks. */
function cpuTicks(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return Number(fields[11]) + Number(fields[12]);
}

/** VmRSS and VmHWM of a process, in bytes (0 once it has gone). */
function readStatus(pid: number): { rss: number; hwm: number } {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kilobytes = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return { rss: kilobytes('VmRSS') * 1024, hwm: kilobytes('VmHWM') * 1024 };
  } catch {
    return { rss: 0, hwm: 0 };
  }
}

type ServerEvent = { event: string; cpuMs: number; [key: string]: unknown };

/** The bundled server with the flags; its events come as JSON lines on stdout. */
function startServer() {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...nodeFlags,
      values.bundle ? path.resolve(values.bundle) : path.join(bundleDirectory, 'receipt-server.js'),
    ],
    {
      cwd: serverPackage,
      env: { PATH: process.env.PATH, ...startCommand.variables, ...environment, PORT: '0' },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const events: ServerEvent[] = [];
  const waiting: Array<() => void> = [];
  let ended = false;
  const exit = new Promise<number | string | null>((resolve) =>
    child.on('exit', (code, signal) => {
      ended = true;
      for (const wake of waiting.splice(0)) wake();
      resolve(code ?? signal);
    }),
  );
  readline.createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
    if (!line.startsWith('{"event"')) return process.stdout.write(`Server: ${line}\n`);
    events.push(JSON.parse(line) as ServerEvent);
    for (const wake of waiting.splice(0)) wake();
  });
  return {
    child,
    exit,
    async ask(command: 'ping'): Promise<ServerEvent> {
      child.stdin?.write(`${JSON.stringify({ [command]: true })}\n`);
      return this.next('pong');
    },
    send(command: Record<string, unknown>) {
      child.stdin?.write(`${JSON.stringify(command)}\n`);
    },
    async next(name: string): Promise<ServerEvent> {
      for (;;) {
        const failure = events.findIndex((event) => event.event === 'failed');
        if (failure >= 0) throw new Error(`Server: ${JSON.stringify(events[failure])}`);
        const index = events.findIndex((event) => event.event === name);
        if (index >= 0) return events.splice(index, 1)[0] as ServerEvent;
        if (ended) throw new Error(`Server beendet, ohne „${name}“ zu melden`);
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
    },
  };
}

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
