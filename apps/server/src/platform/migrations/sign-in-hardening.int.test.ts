/**
 * Migration 20261124180200: existing usernames get their normalised lower-case key; names that
 * fall together stop the migration with both names, instead of a bare unique-index error.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { type MigrationProvider, Migrator } from 'kysely/migration';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../database';
import type { Database } from '../database-schema';
import { migrations } from './index';

const TARGET = '20261124180200_sign_in_hardening';
const BEFORE = Object.keys(migrations)
  .sort()
  .filter((name) => name < TARGET)
  .at(-1) as string;

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

/** A fresh database (PGlite, or a schema of DATABASE_URL) migrated up to just before TARGET. */
async function databaseBefore(): Promise<{ db: Kysely<Database>; migrator: Migrator }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kollekta-migration-'));
  const databaseUrl = process.env.DATABASE_URL;
  const schema = `migration_${process.pid}_${Date.now().toString(36)}`;
  let handle: DatabaseHandle;
  if (databaseUrl) {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const url = new URL(databaseUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    handle = await openDatabase({ databaseUrl: url.toString(), dataDir });
  } else {
    handle = await openDatabase({ dataDir });
  }
  cleanup = async () => {
    await handle.close();
    if (databaseUrl) {
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const provider: MigrationProvider = { getMigrations: async () => migrations };
  const migrator = new Migrator({
    db: handle.db,
    provider,
    migrationTableSchema: databaseUrl ? schema : 'public',
  });
  const { error } = await migrator.migrateTo(BEFORE);
  if (error) throw error;
  return { db: handle.db, migrator };
}

async function insertUsers(db: Kysely<Database>, usernames: string[]) {
  for (const username of usernames) {
    await sql`insert into app_user (username, name) values (${username}, ${username})`.execute(db);
  }
}

describe(`migration ${TARGET}`, () => {
  it('keys and normalises the usernames there are', async () => {
    const { db, migrator } = await databaseBefore();
    await insertUsers(db, ['admin', 'Kasse\u200B', 'ＰＬＡＮＥＲ']);
    const { error } = await migrator.migrateTo(TARGET);
    expect(error).toBeUndefined();
    const rows = await sql<{ username: string; username_key: string }>`
      select username, username_key from app_user order by id`.execute(db);
    expect(rows.rows).toEqual([
      { username: 'admin', username_key: 'admin' },
      { username: 'Kasse', username_key: 'kasse' },
      { username: 'PLANER', username_key: 'planer' },
    ]);
    // The index now refuses a look-alike written past the application.
    await expect(
      sql`insert into app_user (username, username_key, name) values ('ADMIN', 'admin', 'x')`.execute(db),
    ).rejects.toThrow();
  });

  it('stops with both names when two of them are the same name', async () => {
    const { db, migrator } = await databaseBefore();
    // Rewriting the first to "Kasse" would also break the old unique index: the clash is found first.
    await insertUsers(db, ['Kasse\u200B', 'Kasse']);
    const { error } = await migrator.migrateTo(TARGET);
    expect(String(error)).toContain(
      'Usernames "Kasse\u200B" and "Kasse" are the same name after normalisation',
    );
    // Nothing of the migration stays.
    const columns = await sql<{ name: string }>`
      select column_name as name from information_schema.columns
      where table_name = 'app_user' and column_name = 'username_key' and table_schema = current_schema()`.execute(
      db,
    );
    expect(columns.rows).toEqual([]);
  });
});
