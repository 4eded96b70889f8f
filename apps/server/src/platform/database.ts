/**
 * The database: embedded PGlite under DATA_DIR by default, a PostgreSQL server when DATABASE_URL
 * is set. Both speak the same SQL through Kysely; this module evens out their differences
 * (number and date parsing) and guards PGlite's single session.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import {
  type DatabaseConnection,
  type Dialect,
  type Driver,
  Kysely,
  PGliteDialect,
  PostgresDialect,
  sql,
  type TransactionSettings,
} from 'kysely';
import { PGLITE_SHARED_BUFFERS } from './config';
import type { Database } from './database-schema';
import { lazyPackage } from './lazy-package';
import { releaseZeroPages } from './zero-pages';

// the PostgreSQL driver only where DATABASE_URL names a server (lazy-package.ts)
const loadPg = lazyPackage<typeof import('pg')>('pg');

export type DatabaseKind = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** the embedded database's one session, for the job queue (jobs/pglite-executor.ts) */
  pglite?: PGlite;
  close(): Promise<void>;
};

const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;

/**
 * bigint and numeric come back as JavaScript numbers (cents stay far below 2^53) and dates as
 * 'YYYY-MM-DD' strings, from either database, so no caller converts by hand.
 */
const parseNumber = (value: string) => Number(value);
const keepText = (value: string) => value;

/** How long a request waits for a database connection (a new one, or a free one of the pool). */
const CONNECTION_TIMEOUT_MS = 5_000;
/** An outage breaks every connection at once: one line in the log per few seconds is enough. */
const WARNING_INTERVAL_MS = 5_000;

/** Answers when the database takes a query; throws its error (an outage: see database-errors.ts) when not. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** PGlite's shared_buffers (config.ts PGLITE_SHARED_BUFFERS) */
  pgliteSharedBuffers?: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(
    path.join(options.dataDir, 'pglite'),
    options.pgliteSharedBuffers ?? PGLITE_SHARED_BUFFERS,
  );
}

async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const pg = loadPg();
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // While the database is away a request fails within seconds (503) instead of hanging.
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    // Notices a connection that died silently (a server that vanished without closing it).
    keepAlive: true,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
        if (oid === INT8 || oid === NUMERIC) return parseNumber;
        if (oid === DATE) return keepText;
        return pg.types.getTypeParser(oid, format);
      }) as typeof pg.types.getTypeParser,
    },
  });
  // Without these listeners a database restart would crash the whole process: the pool's covers
  // idle clients only, a client in use (inside a transaction) emits 'error' on itself. The query
  // it was running fails too, so the request answers 503; the pool discards the broken client
  // and connects anew once the database is back.
  let lastWarning = 0;
  const warn = (error: Error) => {
    if (Date.now() - lastWarning < WARNING_INTERVAL_MS) return;
    lastWarning = Date.now();
    console.warn(`PostgreSQL-Verbindung unterbrochen: ${error.message}`);
  };
  pool.on('error', warn);
  pool.on('connect', (client) => client.on('error', warn));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

async function openPglite(directory: string, sharedBuffers: string): Promise<DatabaseHandle> {
  fs.mkdirSync(directory, { recursive: true });
  const releaseLock = takeDirectoryLock(path.dirname(directory));
  try {
    const pglite = await PGlite.create(directory, {
      parsers: {
        [pgliteTypes.INT8]: parseNumber,
        [pgliteTypes.NUMERIC]: parseNumber,
        [pgliteTypes.DATE]: keepText,
      },
      // PGlite's buffer pool lives in the process's own memory (its WASM heap), unlike a server's
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`],
    });
    // PGlite can hang on parallel plans; it has one process anyway.
    await pglite.exec('set max_parallel_workers_per_gather = 0');
    releaseUnusedBufferPool(pglite);
    const db = new Kysely<Database>({ dialect: new SerializedDialect(new PGliteDialect({ pglite })) });
    return {
      db,
      kind: 'pglite',
      pglite,
      close: async () => {
        await db.destroy();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/**
 * The buffer pool, written with zeros at start, takes memory only as it fills (zero-pages.ts). The
 * WASM memory is reached through PGlite's Emscripten module, which its types keep private.
 */
function releaseUnusedBufferPool(pglite: PGlite) {
  const memory = (pglite as unknown as { mod?: { HEAPU8?: unknown } }).mod?.HEAPU8;
  if (memory instanceof Uint8Array) releaseZeroPages(memory);
}

/**
 * Only one process may open a PGlite directory: a second one would open it without error and
 * lose committed rows. The lock file names the owner's pid; a stale lock of a dead process is taken over.
 */
function takeDirectoryLock(dataDir: string): () => void {
  const lockFile = path.join(dataDir, 'kollekta.lock');
  try {
    fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch {
    const owner = Number(fs.readFileSync(lockFile, 'utf8'));
    if (owner && owner !== process.pid && isAlive(owner)) {
      throw new Error(
        `Das Datenverzeichnis ${dataDir} wird schon von Prozess ${owner} benutzt. Beenden Sie ihn oder wählen Sie ein anderes DATA_DIR.`,
      );
    }
    fs.writeFileSync(lockFile, String(process.pid));
  }
  return () => fs.rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * PGlite has one session. Kysely's PGlite driver hands the same connection to every caller, so a
 * query of one request could run inside another request's transaction. This dialect lets one
 * caller hold the connection at a time (from acquire to release), as Kysely's SQLite driver does.
 */
class SerializedDialect implements Dialect {
  constructor(private readonly inner: Dialect) {}
  createAdapter = () => this.inner.createAdapter();
  createDriver = (): Driver => new SerializedDriver(this.inner.createDriver());
  createIntrospector = (db: Kysely<unknown>) => this.inner.createIntrospector(db);
  createQueryCompiler = () => this.inner.createQueryCompiler();
}

/** how long work on PGlite may hold the event loop before its next connection waits for a turn of it */
const EVENT_LOOP_SLICE_MS = 100;
/** how often a turning loop records that it turns */
const EVENT_LOOP_TICK_MS = 20;

class SerializedDriver implements Driver {
  #queue: Promise<void> = Promise.resolve();
  #release: (() => void) | undefined;
  #lastTurn = performance.now();
  readonly #turns = setInterval(() => {
    this.#lastTurn = performance.now();
  }, EVENT_LOOP_TICK_MS).unref();

  constructor(private readonly inner: Driver) {}

  init = () => this.inner.init();
  destroy = () => {
    clearInterval(this.#turns);
    return this.inner.destroy();
  };

  async acquireConnection(): Promise<DatabaseConnection> {
    // PGlite answers inside the calling thread and settles its promises at once, so a job that only
    // awaits queries would run on microtasks alone and starve the event loop: no request, timer or
    // file write would get through until it ends. When the loop has not turned for a slice, the
    // next connection waits for one turn, which keeps the server answering (and streams draining)
    // while long work runs. A loop busy with requests turns anyway and is left alone: forced turns
    // every 20 ms under load cost the mixed API load (tools/bench/api-load.ts) a third of its
    // throughput, every 100 ms nothing measurable.
    if (performance.now() - this.#lastTurn > EVENT_LOOP_SLICE_MS) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      this.#lastTurn = performance.now();
    }
    const previous = this.#queue;
    let release!: () => void;
    this.#queue = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    this.#release = release;
    return this.inner.acquireConnection();
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    await this.inner.releaseConnection(connection);
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }

  beginTransaction = (connection: DatabaseConnection, settings: TransactionSettings) =>
    this.inner.beginTransaction(connection, settings);
  commitTransaction = (connection: DatabaseConnection) => this.inner.commitTransaction(connection);
  rollbackTransaction = (connection: DatabaseConnection) => this.inner.rollbackTransaction(connection);
  savepoint: Driver['savepoint'] = (...args) => this.inner.savepoint?.(...args) ?? Promise.resolve();
  rollbackToSavepoint: Driver['rollbackToSavepoint'] = (...args) =>
    this.inner.rollbackToSavepoint?.(...args) ?? Promise.resolve();
  releaseSavepoint: Driver['releaseSavepoint'] = (...args) =>
    this.inner.releaseSavepoint?.(...args) ?? Promise.resolve();
}
