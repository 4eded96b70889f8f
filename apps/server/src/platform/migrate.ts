/** Runs the migrations at start-up; one set for PGlite and PostgreSQL. */
import { type Kysely, sql } from 'kysely';
import { type MigrationProvider, Migrator } from 'kysely/migration';
import type { Database } from './database-schema';
import { migrations } from './migrations';

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  // Kysely looks for its bookkeeping tables in every schema unless told which one: beside another
  // schema's migration tables (test runs, several tenants) it would take theirs for its own.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({ db, provider, migrationTableSchema: rows[0]?.schema ?? 'public' });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
}
