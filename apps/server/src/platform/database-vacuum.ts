/**
 * The embedded database's vacuum. PGlite runs PostgreSQL without its background workers, so no
 * autovacuum ever runs there: the rows that updates and deletes leave behind are never reclaimed
 * (the job queue's tables churn all day), no page is marked all-visible (index-only scans read the
 * rows as well), and the planner's statistics age. 'database.vacuum' vacuums and analyzes every
 * table of the product, one statement per table, so that requests get the single connection between
 * tables. Sent ten minutes after the start and every day after; vacuuming twice does no harm, so a
 * run cut off by a crash simply runs again. On PostgreSQL autovacuum does this and the schedule does
 * not start.
 */
import { sql } from 'kysely';
import type { AppContext } from './app-context';
import { chooseJobsSchema, defineJobKind, type JobQueue } from './jobs';

export const DATABASE_VACUUM_JOB = defineJobKind<{ organizationId: null }>('database.vacuum', {
  policy: 'exclusive',
  retryLimit: 1,
  expireInSeconds: 3_600,
});

const FIRST_RUN_AFTER_MS = 10 * 60_000;
const RUN_EVERY_MS = 24 * 3_600_000;
const definitions = new WeakMap<JobQueue, Promise<void>>();

/** Vacuums and analyzes every table of the product and of its job queue; answers how many. */
export async function vacuumAllTables(
  context: Pick<AppContext, 'db' | 'databaseKind'>,
  reportProgress: (done: number, total: number) => Promise<void> = async () => {},
): Promise<number> {
  // the product's own schemas only: a PostgreSQL database may hold other apps' (the tests' do)
  const jobsSchema = await chooseJobsSchema(context.db, context.databaseKind);
  const { rows: tables } = await sql<{ schema_name: string; table_name: string }>`
    select schemaname as schema_name, tablename as table_name from pg_catalog.pg_tables
    where schemaname in (current_schema(), ${jobsSchema})
    order by schemaname, tablename`.execute(context.db);
  for (const [index, table] of tables.entries()) {
    await sql`vacuum (analyze) ${sql.id(table.schema_name, table.table_name)}`.execute(context.db);
    await reportProgress(index + 1, tables.length);
  }
  return tables.length;
}

/** Defines the kind on the context's queue once; the promise settles when it can be sent. */
export function ensureDatabaseVacuumJobs(context: AppContext): Promise<void> {
  let defined = definitions.get(context.jobs);
  if (!defined) {
    defined = context.jobs.define(DATABASE_VACUUM_JOB, async (job) => {
      await vacuumAllTables(context, (done, total) => job.reportProgress(done, total));
    });
    definitions.set(context.jobs, defined);
  }
  return defined;
}

/** Sends a vacuum (when the queue runs); an unfinished one already queued makes this a no-op. */
export async function sendDatabaseVacuum(context: AppContext): Promise<void> {
  await ensureDatabaseVacuumJobs(context);
  if (context.jobs.isStarted())
    await context.jobs.send(DATABASE_VACUUM_JOB, { organizationId: null }, { singletonKey: 'all' });
}

/** On the embedded database: a vacuum ten minutes after the start and every day after; answers the stop. */
export function startDatabaseVacuumSchedule(
  context: AppContext,
  warn: (message: string) => void,
): () => void {
  if (context.databaseKind !== 'pglite') return () => {};
  const send = () =>
    sendDatabaseVacuum(context).catch((error: unknown) =>
      warn(`Datenbankpflege (VACUUM) nicht gestartet: ${error instanceof Error ? error.message : error}`),
    );
  let daily: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    void send();
    daily = setInterval(send, RUN_EVERY_MS).unref();
  }, FIRST_RUN_AFTER_MS).unref();
  return () => {
    clearTimeout(first);
    clearInterval(daily);
  };
}
