/** Runs the migrations at start-up; one set for PGlite and PostgreSQL. */
import type { Kysely } from 'kysely';
import { type MigrationProvider, Migrator } from 'kysely/migration';
import type { Database } from './database-schema';
import { migrations } from './migrations';

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
}
