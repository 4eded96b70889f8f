import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { residentBytesOf } from '../test-support/resident-bytes';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { openDatabase } from './database';

const MB = 1024 * 1024;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('database', () => {
  it('keeps concurrent transactions apart: a rollback takes back only its own rows', async () => {
    const { db } = server.context;
    const insertLocation = (name: string) =>
      db.insertInto('location').values({ organization_id: server.world.ids.parish, name }).execute();
    const failing = db.transaction().execute(async (trx) => {
      await trx
        .insertInto('location')
        .values({ organization_id: server.world.ids.parish, name: 'zurückgenommen' })
        .execute();
      await new Promise((resolve) => setTimeout(resolve, 50));
      throw new Error('rollback');
    });
    const committed = db.transaction().execute(async (trx) => {
      await trx
        .insertInto('location')
        .values({ organization_id: server.world.ids.parish, name: 'bestätigt' })
        .execute();
    });
    const outside = insertLocation('ohne Transaktion');
    await expect(failing).rejects.toThrow('rollback');
    await Promise.all([committed, outside]);
    const names = (await db.selectFrom('location').select('name').execute()).map((row) => row.name);
    expect(names).toContain('bestätigt');
    expect(names).toContain('ohne Transaktion');
    expect(names).not.toContain('zurückgenommen');
  });

  it('returns bigint sums and counts as numbers and dates as days, on either database', async () => {
    const row = await server.context.db
      .selectFrom('payment_daily_total')
      .select((eb) => [
        eb.fn.sum<number>('amount_cents').as('sum'),
        eb.fn.countAll<number>().as('count'),
        eb.fn.min<string>('day').as('first_day'),
      ])
      .executeTakeFirstOrThrow();
    expect(typeof row.sum).toBe('number');
    expect(typeof row.count).toBe('number');
    expect(row.first_day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('keeps daily totals equal to the completed payments', async () => {
    const { db } = server.context;
    const payments = await db
      .selectFrom('payment')
      .select((eb) => eb.fn.sum<number>('amount_cents').as('sum'))
      .where('state', '=', 'completed')
      .executeTakeFirstOrThrow();
    const totals = await db
      .selectFrom('payment_daily_total')
      .select((eb) => eb.fn.sum<number>('amount_cents').as('sum'))
      .executeTakeFirstOrThrow();
    expect(totals.sum).toBe(payments.sum);
    expect(totals.sum).toBeGreaterThan(0);
  });

  it('lets timers and I/O through while a long run of queries goes on (a job must not stall the server)', async () => {
    const { db } = server.context;
    let done = 0;
    let doneWhenTimerRan: number | null = null;
    setTimeout(() => {
      doneWhenTimerRan = done;
    }, 0);
    // half a second of back-to-back queries, as a job's loop runs them
    const started = performance.now();
    for (; performance.now() - started < 500; done++) await sql`select 1`.execute(db);
    expect(doneWhenTimerRan).not.toBeNull();
    expect(doneWhenTimerRan).toBeLessThan(done);
  });

  it('refuses to change or delete the audit log', async () => {
    const { db } = server.context;
    await expect(sql`update audit_log set action = 'x'`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log`.execute(db)).rejects.toThrow(/append-only/);
  });
});

// The lock guards the embedded database, which this opens whatever DATABASE_URL says.
describe('embedded database directory', () => {
  it('cannot be opened by a second process', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kollekta-lock-'));
    const first = await openDatabase({ dataDir });
    fs.writeFileSync(path.join(dataDir, 'kollekta.lock'), String(process.ppid)); // a living other process
    await expect(openDatabase({ dataDir })).rejects.toThrow(/wird schon von Prozess/);
    fs.writeFileSync(path.join(dataDir, 'kollekta.lock'), String(process.pid));
    await first.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});

describe('embedded database buffer pool (PGLITE_SHARED_BUFFERS)', () => {
  it.each([
    [undefined, '16MB'],
    ['128MB', '128MB'],
  ])('opens with %s and PostgreSQL reports shared_buffers = %s', async (setting, expected) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kollekta-buffers-'));
    const handle = await openDatabase({ dataDir, ...(setting ? { pgliteSharedBuffers: setting } : {}) });
    try {
      const result = await sql<{ shared_buffers: string }>`show shared_buffers`.execute(handle.db);
      expect(result.rows[0]?.shared_buffers).toBe(expected);
    } finally {
      await handle.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('embedded database memory', () => {
  it('takes memory for the buffer pool only as it fills, not all 128MB at start', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kollekta-pool-'));
    const handle = await openDatabase({ dataDir, pgliteSharedBuffers: '128MB' });
    try {
      await sql`create table filled (n int)`.execute(handle.db);
      await sql`insert into filled select generate_series(1, 200000)`.execute(handle.db);
      const memory = (handle.pglite as unknown as { mod: { HEAPU8: Uint8Array } }).mod.HEAPU8;
      const residentMegabytes = residentBytesOf(memory) / MB;
      // the pool alone is 128 MB; the table's 7 MB of pages and PostgreSQL's own memory stay resident
      expect(residentMegabytes).toBeLessThan(64);
      const total = await sql<{ sum: number }>`select sum(n) as sum from filled`.execute(handle.db);
      expect(total.rows[0]?.sum).toBe((200000 * 200001) / 2);
    } finally {
      await handle.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
