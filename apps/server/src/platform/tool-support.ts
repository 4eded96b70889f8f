/** Database helpers for tools (benchmarks): a fresh PostgreSQL database, and the SQL tag of the query builder. */
import pg from 'pg';

export { sql } from 'kysely';

/** Drops and creates a database on a PostgreSQL server (connected through its maintenance database). */
export async function recreatePostgresDatabase(serverUrl: string, name: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name}`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  return databaseUrlOf(serverUrl, name);
}

export function databaseUrlOf(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
