/**
 * The demo world's recurring gifts: Lauffen and Talheim are creditors with valid ids, about thirty
 * donors on all four schedules give by recurring mandate, every past debit is booked and in exactly
 * one valid pain.008 file, and only Lauffen's newest file waits for its download.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { validateCreditorIdentifier } from '@kollekta/domain';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppContext, type RunningContext } from '../../platform/app-context';
import { readConfig } from '../../platform/config';
import { jobsSchemaBeside } from '../../platform/jobs';
import { PAIN_008_001_08_SCHEMA, validateWithXmllint } from '../../test-support/xmllint';
import { buildDemoWorld, DEMO_WORLD_SIZE, type DemoWorldSummary } from './demo-world';

// the demo as installations get it (a year), not the test server's two weeks
const serverUrl = process.env.DATABASE_URL;
const schema = `test_demo_dd_${process.pid}_${Date.now().toString(36)}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kollekta-demo-dd-'));
const server = {} as { context: RunningContext; world: DemoWorldSummary };

beforeAll(async () => {
  if (serverUrl) await onServer(serverUrl, `create schema ${schema}`);
  const url = serverUrl ? new URL(serverUrl) : null;
  url?.searchParams.set('options', `-c search_path=${schema}`);
  server.context = await createAppContext(
    readConfig({
      ...(url ? { DATABASE_URL: url.toString() } : {}),
      DATA_DIR: dataDir,
      DEMO_WORLD: 'off',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://kollekta.test',
    }),
  );
  server.world = await buildDemoWorld(server.context, { ...DEMO_WORLD_SIZE, paymentVolume: 0.2 });
}, 180_000);
afterAll(async () => {
  await server.context?.close();
  if (serverUrl) {
    await onServer(serverUrl, `drop schema if exists ${schema} cascade`);
    await onServer(serverUrl, `drop schema if exists ${jobsSchemaBeside(schema)} cascade`);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function onServer(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe('demo recurring gifts', () => {
  it('makes Lauffen and Talheim creditors with valid creditor ids', async () => {
    const creditors = await server.context.db
      .selectFrom('sepa_creditor')
      .innerJoin('organization', 'organization.id', 'sepa_creditor.organization_id')
      .select(['organization.name', 'creditor_identifier', 'mandate_prefix', 'next_mandate_number'])
      .orderBy('organization.id')
      .execute();
    expect(creditors.map((creditor) => [creditor.name, creditor.mandate_prefix])).toEqual([
      ['Ev. Kirchengemeinde Lauffen', 'LAUF'],
      ['Ev. Kirchengemeinde Talheim', 'TALH'],
    ]);
    for (const creditor of creditors) {
      expect(validateCreditorIdentifier(creditor.creditor_identifier)).toBeNull();
      // new mandates of the giving flow continue after the demo's own
      const mandates = await server.context.db
        .selectFrom('sepa_mandate')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('reference', 'like', `${creditor.mandate_prefix}-%`)
        .executeTakeFirstOrThrow();
      expect(creditor.next_mandate_number).toBe(Number(mandates.count) + 1);
    }
  });

  it('has about thirty recurring donors on every schedule, a few of them cancelled', async () => {
    const gifts = await server.context.db.selectFrom('recurring_payment').selectAll().execute();
    expect(gifts.length).toBeGreaterThanOrEqual(25);
    expect(new Set(gifts.map((gift) => gift.schedule))).toEqual(
      new Set(['monthly', 'quarterly', 'half_yearly', 'yearly']),
    );
    expect(gifts.filter((gift) => gift.state === 'cancelled').length).toBeGreaterThan(0);
    expect(new Set(gifts.map((gift) => gift.organization_id)).size).toBe(2);
  });

  it('books every debit once, on its due day, and puts it in exactly one valid file', async () => {
    const { db } = server.context;
    const misfits = await sql<{ count: string }>`
      select count(*) as count from direct_debit d
      left join payment p on p.id = d.payment_id
      where p.id is null or p.amount_cents <> d.amount_cents or p.type <> 'ecom'
        or p.online_payment_type <> 'sepadd' or (p.created_at at time zone 'Europe/Berlin')::date <> d.due_day
        or p.dst_organization_id <> d.creditor_organization_id`.execute(db);
    expect(Number(misfits.rows[0]?.count)).toBe(0);
    const perDebit = await sql<{ files: string }>`
      select count(e.file_id) as files from direct_debit d
      left join direct_debit_file_entry e on e.direct_debit_id = d.id group by d.id`.execute(db);
    expect(perDebit.rows.length).toBeGreaterThan(100);
    expect(perDebit.rows.every((row) => Number(row.files) === 1)).toBe(true);
    const firsts = await sql<{ gifts: string; firsts: string }>`
      select count(distinct recurring_payment_id) as gifts,
        count(*) filter (where sequence_type = 'FRST') as firsts from direct_debit`.execute(db);
    expect(firsts.rows[0]?.firsts).toBe(firsts.rows[0]?.gifts);

    const files = await db.selectFrom('direct_debit_file').selectAll().orderBy('id').execute();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kollekta-demo-dd-'));
    try {
      const paths = files.map((file, index) => {
        const target = path.join(dir, `demo-${index}.xml`);
        fs.writeFileSync(target, file.xml);
        return target;
      });
      expect(validateWithXmllint(paths, PAIN_008_001_08_SCHEMA).isValid).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('leaves only Lauffen’s newest file not downloaded, its debits due and unconfirmed', async () => {
    const { db } = server.context;
    const files = await db
      .selectFrom('direct_debit_file')
      .select(['id', 'creditor_organization_id', 'processed'])
      .orderBy('id')
      .execute();
    const open = files.filter((file) => !file.processed);
    expect(open).toHaveLength(1);
    const lauffenFiles = files.filter((file) => file.creditor_organization_id === server.world.ids.parish);
    expect(open[0]?.id).toBe(lauffenFiles.at(-1)?.id);
    const states = await sql<{ processed: boolean; state: string; is_reconciled: boolean }>`
      select distinct f.processed, d.state, p.is_reconciled from direct_debit d
      join direct_debit_file_entry e on e.direct_debit_id = d.id
      join direct_debit_file f on f.id = e.file_id
      join payment p on p.id = d.payment_id`.execute(db);
    expect(states.rows.sort((a, b) => Number(a.processed) - Number(b.processed))).toEqual([
      { processed: false, state: 'due', is_reconciled: false },
      { processed: true, state: 'collected', is_reconciled: true },
    ]);
  });
});
