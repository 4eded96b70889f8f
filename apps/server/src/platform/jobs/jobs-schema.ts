/**
 * Where pg-boss keeps its tables: the schema `pgboss`, or `<schema>_pgboss` beside an app that
 * lives in a schema of its own (the PostgreSQL tests give each test file one), so that two apps
 * sharing a database never share a queue.
 */
import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../database';
import type { Database } from '../database-schema';

export const DEFAULT_JOBS_SCHEMA = 'pgboss';

export async function chooseJobsSchema(db: Kysely<Database>, kind: DatabaseKind): Promise<string> {
  if (kind === 'pglite') return DEFAULT_JOBS_SCHEMA;
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  return jobsSchemaBeside(rows[0]?.schema ?? 'public');
}

export function jobsSchemaBeside(appSchema: string): string {
  if (appSchema === 'public') return DEFAULT_JOBS_SCHEMA;
  // pg-boss writes the schema into its SQL as it is
  if (!/^[a-z_][a-z0-9_]*$/.test(appSchema)) throw new Error(`unexpected schema name ${appSchema}`);
  return `${appSchema}_${DEFAULT_JOBS_SCHEMA}`;
}
