import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { DATABASE_VACUUM_JOB, sendDatabaseVacuum, vacuumAllTables } from './database-vacuum';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ jobs: true });
});
afterAll(() => server.close());

async function vacuumCounts(tables: string[]) {
  const { rows } = await sql<{ relname: string; vacuum_count: number }>`
    select relname, vacuum_count from pg_stat_user_tables
    where relname in (${sql.join(tables)}) and schemaname in (current_schema(), ${'pgboss'}, current_schema() || '_pgboss')
    order by relname`.execute(server.context.db);
  return Object.fromEntries(rows.map((row) => [row.relname, Number(row.vacuum_count)]));
}

describe('the vacuum of every table (the embedded database has no autovacuum)', () => {
  it("vacuums the product's tables and the job queue's, one by one, reporting its progress", async () => {
    const before = await vacuumCounts(['organization', 'payment', 'queue']);
    const progress: string[] = [];
    const vacuumed = await vacuumAllTables(server.context, async (done, total) => {
      progress.push(`${done}/${total}`);
    });
    expect(vacuumed).toBeGreaterThan(30);
    expect(progress).toEqual(Array.from({ length: vacuumed }, (_, index) => `${index + 1}/${vacuumed}`));
    const after = await vacuumCounts(['organization', 'payment', 'queue']);
    for (const table of ['organization', 'payment', 'queue'])
      expect(after[table], table).toBe((before[table] ?? 0) + 1);
  });

  it('runs as a job on the queue, once however often it is sent', async () => {
    await Promise.all([sendDatabaseVacuum(server.context), sendDatabaseVacuum(server.context)]);
    let jobs = await server.context.jobs.listJobs({ kind: DATABASE_VACUUM_JOB.name });
    for (let wait = 0; wait < 600 && jobs.some((job) => job.state !== 'completed'); wait++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      jobs = await server.context.jobs.listJobs({ kind: DATABASE_VACUUM_JOB.name });
    }
    expect(jobs.map((job) => job.state)).toEqual(['completed']);
    expect(jobs[0]?.progress?.done).toBe(jobs[0]?.progress?.total);
  });
});
