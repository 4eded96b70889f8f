/**
 * The server outlives its database (ARCHITECTURE.md §4): a PostgreSQL instance of this test's own
 * is restarted, and later stopped and started again, while users enter cash and read. The process
 * lives on, every request in between answers 200/201 or a German 503 (never 500), health says 503
 * while the database is away, every acknowledged write is stored, and requests succeed again
 * within seconds of the database's return, without a restart of the server.
 * Runs in both passes of the integration suite (it brings its own PostgreSQL either way).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runningCashPlanBody } from '../modules/cash/cash.test-support';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { DATABASE_UNAVAILABLE_MESSAGE } from './database-errors';

const run = promisify(execFile);
const API = '/api/v2/';
const COUNTED = '2026-11-20T09:45:00.000Z';
/** The database must take requests again this soon after it is back. */
const RECOVERY_LIMIT_MS = 5_000;
/** Bounds of the load: workers, requests each, and time. */
const WORKERS = 4;
const MAX_REQUESTS_PER_WORKER = 3_000;
const MAX_LOAD_MS = 90_000;

type Outcome = { kind: 'write' | 'read'; status: number; body: string; id?: number; amount?: string };

/** A PostgreSQL server in a temporary directory, on a free port of the loopback interface. */
type Instance = { bin: string; root: string; data: string; port: number; isRunning: boolean };

const asPostgresUser = () => (process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : []);

async function runAsPostgres(command: string, args: string[]) {
  const [program, ...prefix] = [...asPostgresUser(), command];
  return run(program as string, [...prefix, ...args], { timeout: 60_000 });
}

function findPostgresBinaries(): string {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base)
    ? fs
        .readdirSync(base)
        .filter((version) => fs.existsSync(path.join(base, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) {
    throw new Error(
      'Die PostgreSQL-Programme (initdb, pg_ctl) fehlen: bitte "apt-get install -y postgresql" ausführen. ' +
        'PostgreSQL binaries are missing: install the Debian package "postgresql".',
    );
  }
  return path.join(base, versions[0], 'bin');
}

async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function createInstance(): Promise<Instance> {
  const bin = findPostgresBinaries();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kollekta-outage-'));
  const instance: Instance = { bin, root, data: path.join(root, 'data'), port: 0, isRunning: false };
  fs.mkdirSync(path.join(root, 'socket'));
  // initdb refuses to run as root: the directory belongs to the postgres user, who runs the server.
  if (process.getuid?.() === 0) await run('chown', ['-R', 'postgres:', root]);
  await runAsPostgres(path.join(bin, 'initdb'), [
    '-D',
    instance.data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  instance.port = await findFreePort();
  return instance;
}

async function startInstance(instance: Instance) {
  await runAsPostgres(path.join(instance.bin, 'pg_ctl'), [
    '-D',
    instance.data,
    '-l',
    path.join(instance.root, 'postgres.log'),
    '-w',
    '-t',
    '60',
    '-o',
    `-p ${instance.port} -k ${path.join(instance.root, 'socket')} -c listen_addresses=127.0.0.1`,
    'start',
  ]);
  instance.isRunning = true;
}

async function stopInstance(instance: Instance, mode: 'fast' | 'immediate' = 'fast') {
  instance.isRunning = false;
  await runAsPostgres(path.join(instance.bin, 'pg_ctl'), ['-D', instance.data, '-m', mode, '-w', 'stop']);
}

async function restartInstance(instance: Instance) {
  await runAsPostgres(path.join(instance.bin, 'pg_ctl'), [
    '-D',
    instance.data,
    '-l',
    path.join(instance.root, 'postgres.log'),
    '-m',
    'fast',
    '-w',
    '-t',
    '60',
    '-o',
    `-p ${instance.port} -k ${path.join(instance.root, 'socket')} -c listen_addresses=127.0.0.1`,
    'restart',
  ]);
  instance.isRunning = true;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let instance: Instance | undefined;
let server: TestServer | undefined;
let token = '';
let runningPlan = 0;
let parish = 0;
const uncaught: unknown[] = [];
const recordUncaught = (error: unknown) => uncaught.push(error);

const call = (options: Parameters<TestServer['call']>[0]) => (server as TestServer).call(options);

beforeAll(async () => {
  process.on('uncaughtException', recordUncaught);
  process.on('unhandledRejection', recordUncaught);
  instance = await createInstance();
  await startInstance(instance);
  server = await startTestServer({ databaseUrl: `postgres://postgres@127.0.0.1:${instance.port}/postgres` });
  parish = server.world.ids.parish;
  const planer = await server.login('planer');
  const plan = await call({
    method: 'POST',
    url: `${API}collection_plan/`,
    token: planer,
    payload: runningCashPlanBody(parish),
  });
  expect(plan.statusCode, plan.body).toBe(201);
  runningPlan = plan.json().id;
  token = await server.login('kasse');
});

afterAll(async () => {
  try {
    // The schema is dropped through the database: bring it back if a failed test left it stopped.
    if (instance && !instance.isRunning && fs.existsSync(instance.data)) await startInstance(instance);
    await server?.close();
  } finally {
    if (instance) {
      await stopInstance(instance, 'immediate').catch(() => undefined);
      fs.rmSync(instance.root, { recursive: true, force: true });
    }
    process.off('uncaughtException', recordUncaught);
    process.off('unhandledRejection', recordUncaught);
  }
});

/** Users entering cash (a transaction with audit) and reading it back, until told to stop. */
function startLoad() {
  const outcomes: Outcome[] = [];
  let isStopping = false;
  let counter = 0;
  const deadline = Date.now() + MAX_LOAD_MS;
  const worker = async () => {
    for (let i = 0; i < MAX_REQUESTS_PER_WORKER && !isStopping && Date.now() < deadline; i++) {
      counter += 1;
      const amount = `${counter}.50`;
      const write = await call({
        method: 'POST',
        url: `${API}cash/cash_payment/`,
        token,
        payload: {
          amount,
          plan: String(runningPlan),
          organization: String(parish),
          collection_datetime: COUNTED,
        },
      });
      const id = write.statusCode === 201 ? (write.json().id as number) : undefined;
      outcomes.push({
        kind: 'write',
        status: write.statusCode,
        body: write.body,
        amount,
        ...(id ? { id } : {}),
      });
      const read = await call({
        method: 'GET',
        url: id ? `${API}cash/cash_payment/${id}/` : `${API}cash/cash_payment/?plan=${runningPlan}`,
        token,
      });
      outcomes.push({ kind: 'read', status: read.statusCode, body: read.body });
      // While the database is away answers come at once: no need to spin.
      if (write.statusCode === 503 || read.statusCode === 503) await sleep(25);
    }
  };
  const workers = Array.from({ length: WORKERS }, worker);
  return {
    outcomes,
    async stop() {
      isStopping = true;
      await Promise.all(workers);
    },
  };
}

/** Milliseconds from now until the API answers a signed-in read with 200 again. */
async function timeToRecovery(): Promise<number> {
  const started = Date.now();
  let response: LightMyRequestResponse | undefined;
  while (Date.now() - started < 30_000) {
    response = await call({ method: 'GET', url: `${API}user/me/`, token });
    if (response.statusCode === 200) return Date.now() - started;
    await sleep(100);
  }
  throw new Error(`no recovery within 30 s: ${response?.statusCode} ${response?.body}`);
}

const expectUnavailableAnswer = (response: { statusCode: number; body: string }) => {
  expect(response.statusCode, response.body).toBe(503);
  expect(JSON.parse(response.body)).toEqual({ detail: DATABASE_UNAVAILABLE_MESSAGE });
};

describe('a PostgreSQL restart and outage under load', () => {
  it('keeps the server up, answers 503 in German meanwhile, keeps every acknowledged write and recovers', async () => {
    const live = instance as Instance;
    const load = startLoad();
    try {
      await sleep(1_000);

      // 1. A restart kills the connections in use, in the middle of transactions.
      await restartInstance(live);
      expect(await timeToRecovery()).toBeLessThan(RECOVERY_LIMIT_MS);
      await sleep(500);

      // 2. The database stays away for a while: requests and health answer 503.
      await stopInstance(live);
      const health = await call({ method: 'GET', url: `${API}health/` });
      expectUnavailableAnswer(health);
      expect(health.headers['retry-after']).toBeDefined();
      expectUnavailableAnswer(await call({ method: 'GET', url: `${API}user/me/`, token }));
      await sleep(1_500);

      // 3. It comes back: without a restart of the server, requests succeed within seconds.
      await startInstance(live);
      expect(await timeToRecovery()).toBeLessThan(RECOVERY_LIMIT_MS);
      await sleep(500);
    } finally {
      await load.stop();
    }

    const healthAfter = await call({ method: 'GET', url: `${API}health/` });
    expect(healthAfter.statusCode, healthAfter.body).toBe(200);
    expect(healthAfter.json()).toMatchObject({ status: 'ok', database: 'postgres' });
    expect(uncaught.map(String)).toEqual([]);

    const { outcomes } = load;
    const unexpected = outcomes.filter((outcome) => ![200, 201, 503].includes(outcome.status));
    expect(unexpected.map((outcome) => `${outcome.kind} ${outcome.status} ${outcome.body}`)).toEqual([]);
    const unavailable = outcomes.filter((outcome) => outcome.status === 503);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const outcome of unavailable) expectUnavailableAnswer({ statusCode: 503, body: outcome.body });

    const acknowledged = outcomes.filter((outcome) => outcome.kind === 'write' && outcome.status === 201);
    expect(acknowledged.length).toBeGreaterThan(10);
    const stored = await (server as TestServer).context.db
      .selectFrom('cash_payment')
      .select(['id', 'amount_cents'])
      .where(
        'id',
        'in',
        acknowledged.map((outcome) => outcome.id as number),
      )
      .execute();
    const storedAmounts = new Map(stored.map((row) => [row.id, row.amount_cents]));
    for (const outcome of acknowledged) {
      expect(storedAmounts.get(outcome.id as number), `payment ${outcome.id}`).toBe(
        Math.round(Number(outcome.amount) * 100),
      );
    }
  });
});
