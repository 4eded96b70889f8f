/**
 * A real server for integration tests: embedded PGlite in a fresh directory, or, with DATABASE_URL,
 * a fresh database on the PostgreSQL server. It holds a small demo world (two weeks of payments),
 * copied from the run's template (test-world-template.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildHttpApp } from '../app/http-app';
import { buildDemoWorld, DEMO_PASSWORD, type DemoWorldSummary } from '../modules/demo-world';
import { createAppContext, type RunningContext } from '../platform/app-context';
import { createTestClock } from '../platform/clock';
import { readConfig } from '../platform/config';
import { jobsSchemaBeside } from '../platform/jobs';
import {
  copyTestWorldTemplate,
  dropDatabase,
  TEST_START,
  TEST_WORLD_SIZE,
  testConfigValues,
} from './test-world-template';

export type TestServer = {
  app: FastifyInstance;
  context: RunningContext;
  world: DemoWorldSummary;
  clock: ReturnType<typeof createTestClock>;
  /** signs a demo account in and answers its token */
  login(username: string, password?: string): Promise<string>;
  call(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
};

export { TEST_START };

export async function startTestServer(
  options: {
    deployment?: 'development' | 'demo' | 'production';
    /** bridge the telemetry to this external MQTT broker instead of serving devices itself */
    mqttUrl?: string;
    /** a PostgreSQL server of the test's own instead of DATABASE_URL (a fresh schema there, a world built anew) */
    databaseUrl?: string;
    /** TRUSTED_PROXIES: whose X-Forwarded-For the server believes (injected requests come from 127.0.0.1) */
    trustedProxies?: string;
    /** start the background-job queue and its workers (off by default: it costs each test file time) */
    jobs?: boolean;
  } = {},
): Promise<TestServer> {
  const clock = createTestClock(TEST_START);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kollekta-test-'));
  const ownName = `test_${process.pid}_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
  const template = options.databaseUrl ? null : inject('testWorldTemplate');
  // The copy of the run's template (integration-setup.ts), or, on a server of the test's own, a
  // schema there with the world built in it.
  let removeDatabase: () => Promise<void> = async () => undefined;
  let context: RunningContext | undefined;
  let world: DemoWorldSummary;
  let app: FastifyInstance;
  try {
    let databaseUrl: string | undefined;
    if (template) {
      databaseUrl = await copyTestWorldTemplate(template, dataDir, ownName);
      const serverUrl = template.postgres?.serverUrl;
      if (serverUrl) removeDatabase = () => dropDatabase(serverUrl, ownName);
    } else if (options.databaseUrl ?? process.env.DATABASE_URL) {
      const serverUrl = (options.databaseUrl ?? process.env.DATABASE_URL) as string;
      await createSchema(serverUrl, ownName);
      removeDatabase = () => dropSchema(serverUrl, ownName);
      databaseUrl = withSearchPath(serverUrl, ownName);
    }
    const config = readConfig({
      ...testConfigValues(dataDir),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      DEPLOYMENT: options.deployment ?? 'development',
      ...(options.mqttUrl ? { MQTT_URL: options.mqttUrl } : {}),
      ...(options.trustedProxies ? { TRUSTED_PROXIES: options.trustedProxies } : {}),
    });
    context = await createAppContext(config, clock);
    world = template ? template.world : await buildDemoWorld(context, TEST_WORLD_SIZE);
    if (options.jobs) await context.jobs.start();
    app = await buildHttpApp(context, { logger: false });
  } catch (error) {
    // A half-migrated schema left behind would make Kysely's migrator of every later run believe
    // its tables exist (it looks for them in any schema): a failed start drops what it made.
    await context?.close().catch(() => undefined);
    await removeDatabase().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }

  const call: TestServer['call'] = ({ token, headers, ...options }) =>
    app.inject({
      ...options,
      headers: { ...headers, ...(token ? { authorization: `Token ${token}` } : {}) },
    });

  return {
    app,
    context,
    world,
    clock,
    call,
    async login(username, password = DEMO_PASSWORD) {
      const response = await call({
        method: 'POST',
        url: '/api/v2/user/obtain_token/',
        payload: { username, password },
      });
      if (response.statusCode !== 200) throw new Error(`login of ${username} failed: ${response.body}`);
      return response.json().auth_token as string;
    },
    async close() {
      await app.close();
      await context.close();
      await removeDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function withSearchPath(databaseUrl: string, schema: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

async function createSchema(databaseUrl: string, schema: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.end();
}

async function dropSchema(databaseUrl: string, schema: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`drop schema ${schema} cascade`);
  // the job queue's schema beside it (jobs/jobs-schema.ts), when the test started the queue
  await client.query(`drop schema if exists ${jobsSchemaBeside(schema)} cascade`);
  await client.end();
}
