/**
 * The product's one background-job queue, as features see it: define a kind of job with its
 * handler, send jobs (inside the caller's transaction where the job needs committed data), and
 * list jobs with their state and progress for a page. Implemented on pg-boss (pg-boss-queue.ts)
 * for PostgreSQL and the embedded PGlite alike.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../database-schema';

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

/**
 * What a job carries: plain JSON. `organizationId` is the organisation the job works for; pages
 * list an organisation's jobs by it.
 */
export type JobData = { organizationId?: number | null; [key: string]: unknown };

export type JobKindOptions = {
  /** attempts after the first one that failed (default 3) */
  retryLimit?: number;
  /**
   * seconds before a retry (default 10), plus a random wait that doubles with each further retry
   * (pg-boss's backoff), at most one hour in all
   */
  retryDelaySeconds?: number;
  /**
   * the longest one attempt may run (default 300). An attempt still running then counts as failed
   * and is retried, and a job whose process died (`kill -9`, power loss) comes back after this
   * time: handlers must be idempotent.
   */
  expireInSeconds?: number;
  /**
   * 'standard' (default): every job sent runs. 'exclusive': at most one unfinished job (queued,
   * waiting for a retry, or running) per `singletonKey`; sending another answers null (jobs sent
   * without a key share one). Fixed once the kind's queue exists.
   */
  policy?: 'standard' | 'exclusive';
  /** jobs of this kind one process runs at the same time (default 1) */
  concurrency?: number;
};

/** A kind of job: a name unique in the product (`<feature>.<verb>`) and how its jobs are run. */
export type JobKind<Data extends JobData> = {
  readonly name: string;
  readonly options: Readonly<Required<JobKindOptions>>;
  /** carries the data type only; never set */
  readonly dataType?: Data;
};

const KIND_NAME = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)*$/;

export function defineJobKind<Data extends JobData>(
  name: string,
  options: JobKindOptions = {},
): JobKind<Data> {
  if (!KIND_NAME.test(name)) throw new Error(`job kind names look like 'receipts.issue', not '${name}'`);
  return {
    name,
    options: {
      retryLimit: options.retryLimit ?? 3,
      retryDelaySeconds: options.retryDelaySeconds ?? 10,
      expireInSeconds: options.expireInSeconds ?? 300,
      policy: options.policy ?? 'standard',
      concurrency: options.concurrency ?? 1,
    },
  };
}

/** One attempt at a job, as its handler sees it. */
export type JobRun<Data extends JobData> = {
  id: string;
  data: Data;
  /** 0 on the first attempt, 1 on the first retry … */
  attempt: number;
  /** stores how far the job is (`done` of `total` items), for the page that shows it */
  reportProgress(done: number, total: number): Promise<void>;
};

/**
 * Does the work of one job. A job counts as done when this resolves; when it throws, the job is
 * retried. A `DomainError` is the user's problem (a file that cannot be read …): its German message
 * is shown to the user and the job fails at once, without retries. Anything else is retried, and
 * users see a general message.
 */
export type JobHandler<Data extends JobData> = (job: JobRun<Data>) => Promise<void>;

export type SendOptions = {
  /** with an 'exclusive' kind: at most one unfinished job per key */
  singletonKey?: string;
  /** enqueue inside this transaction: the job exists only if the transaction commits */
  transaction?: Transaction<Database>;
};

export type JobProgress = { done: number; total: number };

/** A job as a page shows it. */
export type JobView = {
  id: string;
  kind: string;
  organizationId: number | null;
  state: JobState;
  progress: JobProgress | null;
  /** German, for the user: why the last attempt failed (only in the states 'retry' and 'failed') */
  error: string | null;
  /** attempts that were started, counting the running one */
  attempts: number;
  createdAt: Date;
  startedAt: Date | null;
  completedAt: Date | null;
};

export type JobFilter = {
  kind: string;
  organizationId?: number;
  states?: JobState[];
  /** newest first; default 50 */
  limit?: number;
};

export type JobQueue = {
  /**
   * Registers the handler of a kind in this process. Every process defines every kind it sends,
   * before `start()`; defining later starts working on it at once.
   */
  define<Data extends JobData>(kind: JobKind<Data>, handler: JobHandler<Data>): Promise<void>;
  /** installs or updates the queue's tables, creates the kinds' queues and starts the workers */
  start(): Promise<void>;
  /** lets running jobs finish (up to a few seconds), then stops; jobs still running are retried later */
  stop(): Promise<void>;
  isStarted(): boolean;
  /** answers the job's id, or null when an 'exclusive' kind already has an unfinished job with the key */
  send<Data extends JobData>(kind: JobKind<Data>, data: Data, options?: SendOptions): Promise<string | null>;
  listJobs(filter: JobFilter): Promise<JobView[]>;
  getJob(kind: string, id: string): Promise<JobView | null>;
};
