/**
 * A real server for integration tests: embedded PGlite in a fresh directory, or, with DATABASE_URL,
 * the PostgreSQL server in a fresh schema. It holds a small demo world (two weeks of payments).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildDemoWorld, DEMO_PASSWORD, DEMO_WORLD_SIZE, type DemoWorldSummary } from '../modules/demo-world';
import { createTestClock } from '../platform/clock';
import { readConfig } from '../platform/config';
import { buildHttpApp } from '../platform/http-app';
import { jobsSchemaBeside } from '../platform/jobs';
import { createAppContext, type RunningContext } from '../platform/server';

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

export const TEST_START = '2026-11-20T10:00:00Z';

export async function startTestServer(
  options: {
    deployment?: 'development' | 'demo' | 'production';
    /** bridge the telemetry to this external MQTT broker instead of serving devices itself */
    mqttUrl?: string;
    /** a PostgreSQL server of the test's own instead of DATABASE_URL (a fresh schema there too) */
    databaseUrl?: string;
    /** TRUSTED_PROXIES: whose X-Forwarded-For the server believes (injected requests come from 127.0.0.1) */
    trustedProxies?: string;
    /** start the background-job queue and its workers (off by default: it costs each test file time) */
    jobs?: boolean;
  } = {},
): Promise<TestServer> {
  const clock = createTestClock(TEST_START);
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kollekta-test-'));
  const schema = `test_${process.pid}_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
  if (databaseUrl) await createSchema(databaseUrl, schema);
  const config = readConfig({
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: withSearchPath(databaseUrl, schema) } : {}),
    DEPLOYMENT: options.deployment ?? 'development',
    DEMO_WORLD: 'off',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://kollekta.test',
    // tests do not ask the public breach service; range-api-check.test.ts tests that path
    PWNED_PASSWORDS_URL: '',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    ...(options.mqttUrl ? { MQTT_URL: options.mqttUrl } : {}),
    ...(options.trustedProxies ? { TRUSTED_PROXIES: options.trustedProxies } : {}),
  });
  // A half-migrated schema left behind would make Kysely's migrator of every later run believe its
  // tables exist (it looks for them in any schema): a failed start drops its schema.
  let context: RunningContext | undefined;
  let world: DemoWorldSummary;
  let app: FastifyInstance;
  try {
    context = await createAppContext(config, clock);
    world = await buildDemoWorld(context, { ...DEMO_WORLD_SIZE, days: 14 });
    if (options.jobs) await context.jobs.start();
    app = await buildHttpApp(context, { logger: false });
  } catch (error) {
    await context?.close().catch(() => undefined);
    if (databaseUrl) await dropSchema(databaseUrl, schema).catch(() => undefined);
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
      if (databaseUrl) await dropSchema(databaseUrl, schema);
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
