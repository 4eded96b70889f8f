/**
 * The job queue on pg-boss. On PostgreSQL pg-boss has a small pool of its own, and any number of
 * processes share the queue (they fetch with SKIP LOCKED). On the embedded PGlite it goes through
 * pglite-executor.ts, in the one process that owns the data directory. Either way the jobs live in
 * pg-boss's own schema of the same database, so a job sent inside a Kysely transaction commits
 * or rolls back with the caller's rows.
 */
import type { PGlite } from '@electric-sql/pglite';
import { CompiledQuery, type Kysely, sql, type Transaction } from 'kysely';
import PgBoss from 'pg-boss';
import type { Database } from '../database-schema';
import { DomainError } from '../errors';
import { getJob, type JobOutput, listJobs } from './job-listing';
import type { JobData, JobHandler, JobKind, JobProgress, JobQueue, JobRun } from './job-queue';
import { createPgliteExecutor } from './pglite-executor';

export type JobQueueSettings = {
  db: Kysely<Database>;
  /** the embedded database's session, when the app runs on PGlite */
  pglite?: PGlite;
  /** the PostgreSQL server, when the app runs on one */
  databaseUrl?: string;
  /** pg-boss's schema in the database (see jobs-schema.ts) */
  schema: string;
  /** how often an idle worker looks for new jobs (default 2 s); a busy one goes on at once */
  pollingIntervalSeconds?: number;
  /**
   * how often jobs past their expiry (of a crashed process) are put back for a retry (default
   * 10 s): such a job runs again within its kind's `expireInSeconds` plus this
   */
  superviseIntervalSeconds?: number;
  log: { warn(message: string): void };
};

type Definition = { kind: JobKind<JobData>; handler: JobHandler<JobData> };

/** How long `stop()` lets running jobs finish before it hands them back to the queue. */
const STOP_TIMEOUT_MS = 5_000;
const PROGRESS_WRITE_INTERVAL_MS = 1_000;
const RETRY_DELAY_MAX_SECONDS = 3_600;
const WARNING_INTERVAL_MS = 5_000;
/** pg-boss's pool on PostgreSQL: workers poll, the app's own pool serves requests */
const POOL_SIZE = 4;

export function createPgBossQueue(settings: JobQueueSettings): JobQueue {
  const definitions = new Map<string, Definition>();
  const workerIds = new Map<string, string[]>();
  /** kinds whose queue and workers are set up in the running pg-boss */
  const readyKinds = new Set<string>();
  const pollingIntervalSeconds = settings.pollingIntervalSeconds ?? 2;
  // While the database is away pg-boss reports every poll: one line per few seconds is enough.
  const warnOfQueue = throttled(settings.log.warn, WARNING_INTERVAL_MS);
  let boss: PgBoss | undefined;
  let starting: Promise<void> | undefined;

  async function setUpKind(running: PgBoss, { kind, handler }: Definition) {
    if (readyKinds.has(kind.name)) return;
    readyKinds.add(kind.name);
    const { retryLimit, retryDelaySeconds, expireInSeconds, policy, concurrency } = kind.options;
    const queueOptions = {
      retryLimit,
      retryDelay: retryDelaySeconds,
      retryBackoff: true,
      retryDelayMax: RETRY_DELAY_MAX_SECONDS,
      expireInSeconds,
    };
    await running.createQueue(kind.name, { policy, ...queueOptions });
    // createQueue keeps an existing queue as it was: a kind's changed retry policy applies from here
    await running.updateQueue(kind.name, queueOptions);
    // fills pg-boss's queue cache, which `send` inside a PGlite transaction must not wait for
    const queue = await running.getQueueStats(kind.name);
    if (queue.policy !== policy) {
      throw new Error(
        `job kind ${kind.name} has policy ${queue.policy} in the database; pg-boss cannot change it`,
      );
    }
    const ids: string[] = [];
    workerIds.set(kind.name, ids);
    for (let index = 0; index < concurrency; index += 1) {
      let workerId: string | undefined;
      workerId = await running.work<JobData>(
        kind.name,
        { batchSize: 1, includeMetadata: true, pollingIntervalSeconds },
        async ([job]) => {
          if (!job) return null;
          // After a job the worker would wait a polling interval; with work queued it goes on at once.
          if (workerId) running.notifyWorker(workerId);
          return runJob(job, handler);
        },
      );
      ids.push(workerId);
    }
  }

  async function runJob(job: PgBoss.JobWithMetadata<JobData>, handler: JobHandler<JobData>) {
    let progress: JobProgress | null = null;
    let lastWrite = 0;
    const run: JobRun<JobData> = {
      id: job.id,
      data: job.data,
      attempt: job.retryCount,
      async reportProgress(done, total) {
        if (!Number.isInteger(done) || !Number.isInteger(total) || done < 0 || total < 0) {
          throw new Error(`progress must be counts, not ${done} of ${total}`);
        }
        progress = { done, total };
        if (done < total && Date.now() - lastWrite < PROGRESS_WRITE_INTERVAL_MS) return;
        lastWrite = Date.now();
        await writeOutput(job, { progress });
      },
    };
    try {
      await handler(run);
    } catch (error) {
      throw await describeFailure(job, error, progress);
    }
    return progress ? ({ progress } satisfies JobOutput) : null;
  }

  async function writeOutput(job: PgBoss.JobWithMetadata<JobData>, output: JobOutput) {
    await sql`
      update ${sql.id(settings.schema, 'job')} set output = ${JSON.stringify(output)}::jsonb
      where name = ${job.name} and id = ${job.id}::uuid and state = 'active'
    `.execute(settings.db);
  }

  async function describeFailure(
    job: PgBoss.JobWithMetadata<JobData>,
    error: unknown,
    progress: JobProgress | null,
  ) {
    const message = error instanceof Error ? error.message : String(error);
    settings.log.warn(
      `Auftrag ${job.name} ${job.id} fehlgeschlagen (Versuch ${job.retryCount + 1}): ${message}`,
    );
    const failure = new JobAttemptFailed(message, { cause: error });
    if (progress) failure.progress = progress;
    if (error instanceof DomainError) {
      failure.userMessage = error.message;
      // The user's problem does not go away by trying again: pg-boss fails a job without retries left.
      await sql`
        update ${sql.id(settings.schema, 'job')} set retry_limit = retry_count
        where name = ${job.name} and id = ${job.id}::uuid and state = 'active'
      `.execute(settings.db);
    }
    return failure;
  }

  async function startBoss() {
    const connection = settings.pglite
      ? { db: createPgliteExecutor(settings.pglite, settings.db) }
      : { connectionString: requireDatabaseUrl(settings.databaseUrl), max: POOL_SIZE };
    const superviseIntervalSeconds = settings.superviseIntervalSeconds ?? 10;
    const running = new PgBoss({
      ...connection,
      schema: settings.schema,
      application_name: 'kollekta-jobs',
      supervise: true,
      superviseIntervalSeconds,
      monitorIntervalSeconds: superviseIntervalSeconds,
      // cron schedules are not used (yet): no timekeeper polling
      schedule: false,
    });
    running.on('error', (error) => warnOfQueue(`Auftragswarteschlange: ${error.message}`));
    await running.start();
    try {
      for (const definition of [...definitions.values()]) await setUpKind(running, definition);
    } catch (error) {
      readyKinds.clear();
      await running.stop({ graceful: false, wait: true });
      throw error;
    }
    boss = running;
  }

  function requireStarted(): PgBoss {
    if (!boss) throw new Error('the job queue is not started: call jobs.start() first');
    return boss;
  }

  return {
    async define(kind, handler) {
      if (definitions.has(kind.name)) throw new Error(`job kind ${kind.name} is defined twice`);
      // The map holds kinds of every data type; a handler only ever gets the data of its own kind.
      const definition = { kind, handler } as unknown as Definition;
      definitions.set(kind.name, definition);
      // a start under way sets this kind up too (or failed, and the next start will)
      await starting?.catch(() => undefined);
      if (boss) await setUpKind(boss, definition);
    },

    start() {
      starting ??= startBoss().catch((error) => {
        starting = undefined;
        throw error;
      });
      return starting;
    },

    async stop() {
      await starting?.catch(() => undefined);
      const running = boss;
      if (!running) return;
      boss = undefined;
      starting = undefined;
      workerIds.clear();
      readyKinds.clear();
      await running.stop({ graceful: true, timeout: STOP_TIMEOUT_MS, wait: true, close: true });
    },

    isStarted: () => boss !== undefined,

    async send(kind, data, options = {}) {
      if (!definitions.has(kind.name)) throw new Error(`job kind ${kind.name} is not defined`);
      if (options.singletonKey !== undefined && kind.options.policy !== 'exclusive') {
        // pg-boss would accept the key and dedupe nothing on a standard queue
        throw new Error(`job kind ${kind.name} needs policy 'exclusive' for singletonKey`);
      }
      const running = requireStarted();
      const id = await running.send(kind.name, data, {
        ...(options.singletonKey !== undefined ? { singletonKey: options.singletonKey } : {}),
        ...(options.transaction ? { db: transactionExecutor(options.transaction) } : {}),
      });
      // A committed job starts at once here instead of at the next poll (another process still polls;
      // a job in a transaction is not committed yet, so it waits for the poll).
      if (id && !options.transaction)
        for (const workerId of workerIds.get(kind.name) ?? []) running.notifyWorker(workerId);
      return id;
    },

    listJobs: (filter) => listJobs(settings.db, settings.schema, filter),
    getJob: (kind, id) => getJob(settings.db, settings.schema, kind, id),
  };
}

/** What pg-boss stores in the job's `output` when an attempt failed (serialised with its own fields). */
class JobAttemptFailed extends Error {
  userMessage: string | undefined;
  progress: JobProgress | undefined;

  constructor(message: string, options: { cause: unknown }) {
    super(message, options);
    this.name = 'JobAttemptFailed';
  }
}

/** pg-boss's statements run on the caller's transaction: the job commits or rolls back with it. */
function transactionExecutor(transaction: Transaction<Database>): PgBoss.Db {
  return { executeSql: (text, values) => transaction.executeQuery(CompiledQuery.raw(text, values ?? [])) };
}

function requireDatabaseUrl(databaseUrl: string | undefined): string {
  if (!databaseUrl) throw new Error('the job queue needs either PGlite or a DATABASE_URL');
  return databaseUrl;
}

function throttled(write: (message: string) => void, intervalMs: number) {
  let last = 0;
  return (message: string) => {
    if (Date.now() - last < intervalMs) return;
    last = Date.now();
    write(message);
  };
}
