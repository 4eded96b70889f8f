/**
 * The church-tax benchmarks' world (kirchgeld-person-lookup.ts, kirchgeld-filter-preview.ts): the demo
 * world of one day plus N persons in Lauffen's church-tax tenant, imported from a registry file by the
 * real import (names, addresses, birth dates, KRO numbers, blocks, couples), and last year's payments.
 * Seeding 100,000 persons takes minutes on the embedded database, so `--data-dir` keeps the seeded
 * directory and a later run on the same directory (or, on PostgreSQL, on a database already holding
 * them) starts measuring at once.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readConfig } from '@kollekta/server/config';
import { buildDemoWorld, DEMO_WORLD_SIZE } from '@kollekta/server/demo-world';
import {
  formatDemoRegistryCsv,
  generateDemoRegistry,
  importRegistryText,
} from '@kollekta/server/kirchgeld-imports';
import { buildHttpApp, createAppContext, type RunningContext } from '@kollekta/server/server';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
// the church-tax token of the bench's caller (the module has no package export of its own)
import { issueKirchgeldToken } from '../../apps/server/src/modules/kirchgeld/auth/kirchgeld-tokens';

/** the year whose payments the world holds: last year */
export const PAYMENT_YEAR = new Date().getUTCFullYear() - 1;
const SEEDED_MARKER = 'kirchgeld-bench.json';

export type KirchgeldBenchWorld = {
  context: RunningContext;
  tenantId: number;
  app: FastifyInstance;
  /** GET on the church-tax API as Lauffen's secretary */
  get(url: string): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
};

export async function openKirchgeldBenchWorld(options: {
  persons: number;
  /** keep the embedded database here (and reuse it when it holds the persons already) */
  dataDir?: string;
}): Promise<KirchgeldBenchWorld> {
  const keep = options.dataDir !== undefined;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'kollekta-bench-'));
  fs.mkdirSync(dataDir, { recursive: true });
  const context = await createAppContext(
    readConfig({ ...process.env, DATA_DIR: dataDir, DEMO_WORLD: 'off', LOG_LEVEL: 'silent' }),
  );
  const close = async () => {
    await context.close();
    if (!keep) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const tenantId = await seededTenant(context, dataDir, options.persons);
    const app = await buildHttpApp(context, { logger: false });
    const gemeinde = await context.db
      .selectFrom('app_user')
      .select('id')
      .where('username', '=', 'gemeinde')
      .executeTakeFirstOrThrow();
    const { token } = await issueKirchgeldToken(context, gemeinde.id);
    return {
      context,
      tenantId,
      app,
      get: (url) =>
        app.inject({
          method: 'GET',
          url: `/api/kirchgeld/v1/tenant/${tenantId}/${url}`,
          headers: { authorization: `Bearer ${token}` },
        }),
      close: async () => {
        await app.close();
        await close();
      },
    };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}

/** The tenant with the persons: found when a previous run seeded them, else built now. */
async function seededTenant(context: RunningContext, dataDir: string, persons: number): Promise<number> {
  const marker = path.join(dataDir, SEEDED_MARKER);
  const existing = await context.db
    .selectFrom('kg_person')
    .select(['tenant_id', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('tenant_id')
    .orderBy('count', 'desc')
    .executeTakeFirst();
  if (existing && Number(existing.count) >= persons) {
    console.log(`reusing ${Number(existing.count)} seeded persons (${context.databaseKind})`);
    return existing.tenant_id;
  }
  if (existing) throw new Error('the database holds church-tax persons already, but fewer: use an empty one');
  const world = await buildDemoWorld(context, { ...DEMO_WORLD_SIZE, days: 1, paymentVolume: 0.1 });
  const tenantId = world.ids.parish;
  const started = performance.now();
  await seedPersons(context, tenantId, persons);
  await sql`analyze`.execute(context.db);
  const words = await context.db
    .selectFrom('kg_person_search_word')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  console.log(
    `seeded ${persons} persons (${Number(words.count)} search words, couples, payments) in ${((performance.now() - started) / 1000).toFixed(1)} s (${context.databaseKind})`,
  );
  fs.writeFileSync(marker, JSON.stringify({ tenantId, persons }));
  return tenantId;
}

/**
 * The persons through the real registry import (the demo registry: names, addresses, birth dates,
 * KRO numbers, blocks, couples), then a payment of last year for every third person.
 */
async function seedPersons(context: RunningContext, tenantId: number, total: number) {
  const registry = generateDemoRegistry(total, 100_000);
  await importRegistryText(context, tenantId, {
    fileName: 'bench.csv',
    content: Buffer.from(formatDemoRegistryCsv(registry.rows), 'utf8'),
    at: new Date('2025-01-05T08:00:00Z'),
  });
  await sql`
    insert into kg_payment (tenant_id, person_id, payment_type, type, booking_date, amount_cents)
    select tenant_id, id, 'ManualEntryPayment', 'cash',
      make_date(${PAYMENT_YEAR}, 1 + (numbered.position % 12)::int, 15),
      1000 + (numbered.position % 20) * 500
    from (select tenant_id, id, row_number() over (order by id) as position
          from kg_person where tenant_id = ${tenantId}) as numbered
    where numbered.position % 3 = 0
  `.execute(context.db);
}

/** Times a request `rounds` times after one warm-up; answers median and p95 in ms and the last answer. */
export async function timeRequest(
  request: () => Promise<LightMyRequestResponse>,
  rounds: number,
): Promise<{ median: number; p95: number; body: { count?: number } }> {
  await request();
  const timings: number[] = [];
  let body: { count?: number } = {};
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    const response = await request();
    timings.push(performance.now() - started);
    if (response.statusCode !== 200)
      throw new Error(`request failed (${response.statusCode}): ${response.body}`);
    body = response.json();
  }
  timings.sort((a, b) => a - b);
  const percentile = (p: number) =>
    timings[Math.min(timings.length - 1, Math.floor(timings.length * p))] ?? 0;
  return { median: percentile(0.5), p95: percentile(0.95), body };
}
