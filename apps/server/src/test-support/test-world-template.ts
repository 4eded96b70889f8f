/**
 * The small demo world of the integration tests, built once per test run and copied into each test
 * file's database: migrating and building it takes seconds, copying it a fraction of one.
 * PGlite: the template's data directory is copied. PostgreSQL: each test file gets a database of its
 * own, created from the template database (CREATE DATABASE … TEMPLATE), and the template's data
 * directory (the stored files) is copied beside it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildDemoWorld, DEMO_WORLD_SIZE, type DemoWorldSummary } from '../modules/demo-world';
import { createAppContext } from '../platform/app-context';
import { createTestClock } from '../platform/clock';
import { readConfig } from '../platform/config';
import { databaseUrlOf } from '../platform/tool-support';

/** The server's time in every integration test: a Friday in the church year's last weeks. */
export const TEST_START = '2026-11-20T10:00:00Z';

/** The demo world's organisations with two weeks of payments. */
export const TEST_WORLD_SIZE = { ...DEMO_WORLD_SIZE, days: 14 };

export type TestWorldTemplate = {
  /** the template's data directory: PGlite's files (embedded) and the stored files */
  dataDir: string;
  /** with PostgreSQL: the server (DATABASE_URL) and the template database on it */
  postgres: { serverUrl: string; templateDatabase: string } | null;
  world: DemoWorldSummary;
};

declare module 'vitest' {
  export interface ProvidedContext {
    /** provided by integration-setup.ts to every integration test file */
    testWorldTemplate: TestWorldTemplate;
  }
}

/** Settings of every test server; the test's own (DATA_DIR, DATABASE_URL …) come on top. */
export function testConfigValues(dataDir: string) {
  return {
    DATA_DIR: dataDir,
    DEMO_WORLD: 'off',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://kollekta.test',
    // tests do not ask the public breach service; range-api-check.test.ts tests that path
    PWNED_PASSWORDS_URL: '',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
  } as const;
}

/** Migrates a fresh database and builds the test world in it (the slow part a template saves). */
export async function buildTestWorld(
  values: Record<string, string>,
): Promise<{ world: DemoWorldSummary; close(): Promise<void> }> {
  const context = await createAppContext(readConfig(values), createTestClock(TEST_START));
  try {
    const world = await buildDemoWorld(context, TEST_WORLD_SIZE);
    return { world, close: () => context.close() };
  } catch (error) {
    await context.close().catch(() => undefined);
    throw error;
  }
}

/** Builds the template of this run (removeTestWorldTemplate drops it again). */
export async function createTestWorldTemplate(serverUrl: string | undefined): Promise<TestWorldTemplate> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kollekta-test-template-'));
  const templateDatabase = `kollekta_template_${process.pid}_${Date.now().toString(36)}`;
  const postgres = serverUrl ? { serverUrl, templateDatabase } : null;
  try {
    if (serverUrl) await createDatabase(serverUrl, templateDatabase);
    const values: Record<string, string> = {
      ...testConfigValues(dataDir),
      ...(serverUrl ? { DATABASE_URL: databaseUrlOf(serverUrl, templateDatabase) } : {}),
    };
    const built = await buildTestWorld(values);
    // closed before use: PostgreSQL copies a template only while nobody is connected to it
    await built.close();
    return { dataDir, postgres, world: built.world };
  } catch (error) {
    await removeTestWorldTemplate({ dataDir, postgres }).catch(() => undefined);
    throw error;
  }
}

export async function removeTestWorldTemplate(template: Pick<TestWorldTemplate, 'dataDir' | 'postgres'>) {
  if (template.postgres) await dropDatabase(template.postgres.serverUrl, template.postgres.templateDatabase);
  fs.rmSync(template.dataDir, { recursive: true, force: true });
}

/**
 * Copies the template for one test file into dataDir (and, on PostgreSQL, into a new database);
 * answers the DATABASE_URL of the copy, or undefined on the embedded database.
 */
export async function copyTestWorldTemplate(
  template: TestWorldTemplate,
  dataDir: string,
  databaseName: string,
): Promise<string | undefined> {
  fs.cpSync(template.dataDir, dataDir, {
    recursive: true,
    filter: (source) => path.basename(source) !== 'kollekta.lock',
  });
  if (!template.postgres) return undefined;
  const { serverUrl, templateDatabase } = template.postgres;
  await createDatabase(serverUrl, databaseName, templateDatabase);
  return databaseUrlOf(serverUrl, databaseName);
}

async function createDatabase(serverUrl: string, database: string, template?: string) {
  await withAdminClient(serverUrl, (client) =>
    client.query(`create database ${database}${template ? ` template ${template}` : ''}`),
  );
}

export async function dropDatabase(serverUrl: string, database: string) {
  await withAdminClient(serverUrl, (client) =>
    client.query(`drop database if exists ${database} with (force)`),
  );
}

async function withAdminClient(serverUrl: string, work: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
