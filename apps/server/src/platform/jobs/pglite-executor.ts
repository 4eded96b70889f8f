/**
 * pg-boss on the embedded database: PGlite has no socket, so pg-boss talks to it through its `db`
 * option (`executeSql(text, values) → { rows }`). PGlite has a single session, shared with Kysely;
 * every call here therefore takes Kysely's (serialised) connection first, so a pg-boss statement
 * never lands inside a transaction of a request, nor the other way round.
 */
import type { PGlite, Results } from '@electric-sql/pglite';
import type { Kysely } from 'kysely';
import type PgBoss from 'pg-boss';
import type { Database } from '../database-schema';

type SqlResult = Awaited<ReturnType<PgBoss.Db['executeSql']>>;

export function createPgliteExecutor(pglite: PGlite, db: Kysely<Database>): PgBoss.Db {
  return {
    executeSql: (text, values) => db.connection().execute(() => runOnPglite(pglite, text, values)),
  };
}

async function runOnPglite(pglite: PGlite, text: string, values: unknown[] | undefined): Promise<SqlResult> {
  try {
    // pg-boss sends `BEGIN; …; COMMIT;` as one parameterless string, which `query` refuses.
    if (values === undefined || values.length === 0) return unwrapSingle(await pglite.exec(text));
    return await pglite.query(text, values);
  } catch (error) {
    // On a server the pool would throw the broken connection away; the one PGlite session would
    // stay in an aborted transaction and refuse every later statement.
    if (pglite.isInTransaction()) await pglite.exec('ROLLBACK');
    throw error;
  }
}

/**
 * node-pg answers one statement with one result and several with an array of results, and pg-boss
 * relies on both shapes (it unwraps arrays itself where it sends several statements).
 */
function unwrapSingle(results: Results[]): SqlResult {
  const [first] = results;
  if (results.length === 1 && first) return first;
  // The array shape is what pg-boss's own node-pg connection returns here; its type says otherwise.
  return results as unknown as SqlResult;
}
