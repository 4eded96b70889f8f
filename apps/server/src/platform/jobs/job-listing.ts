/**
 * Reads jobs with their state for pages. pg-boss keeps every job (until its retention ends) in its
 * `job` table; progress and the failure of the last attempt are in the job's `output`.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../database-schema';
import type { JobFilter, JobProgress, JobState, JobView } from './job-queue';
import { JOB_MESSAGES } from './messages';

type JobRow = {
  id: string;
  name: string;
  organization_id: number | string | null;
  state: JobState;
  retry_count: number;
  output: JobOutput | null;
  created_on: Date;
  started_on: Date | null;
  completed_on: Date | null;
};

/** What the queue stores in `output`: progress, and for a failure what went wrong. */
export type JobOutput = {
  progress?: JobProgress;
  /** German, set when the handler threw a DomainError */
  userMessage?: string;
  message?: string;
  /** pg-boss's own failures: `{ value: { message } }` for a timeout, `{ value: '…' }` at shutdown */
  value?: string | { message?: string };
};

const DEFAULT_LIMIT = 50;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function listJobs(db: Kysely<Database>, schema: string, filter: JobFilter): Promise<JobView[]> {
  const byOrganization =
    filter.organizationId === undefined
      ? sql``
      : sql`and data->>'organizationId' = ${String(filter.organizationId)}`;
  const byState = filter.states?.length ? sql`and state::text in (${sql.join(filter.states)})` : sql``;
  const { rows } = await sql<JobRow>`
    select ${sql.raw(COLUMNS)} from ${sql.id(schema, 'job')}
    where name = ${filter.kind} ${byOrganization} ${byState}
    order by created_on desc, id
    limit ${filter.limit ?? DEFAULT_LIMIT}
  `.execute(db);
  return rows.map(toJobView);
}

export async function getJob(
  db: Kysely<Database>,
  schema: string,
  kind: string,
  id: string,
): Promise<JobView | null> {
  // an id from a URL that is no job id is no job, not a database error
  if (!UUID.test(id)) return null;
  const { rows } = await sql<JobRow>`
    select ${sql.raw(COLUMNS)} from ${sql.id(schema, 'job')} where name = ${kind} and id = ${id}::uuid
  `.execute(db);
  const [row] = rows;
  return row ? toJobView(row) : null;
}

const COLUMNS = `id::text as id, name, data->>'organizationId' as organization_id, state::text as state,
  retry_count, output, created_on, started_on, completed_on`;

function toJobView(row: JobRow): JobView {
  const hasFailed = row.state === 'retry' || row.state === 'failed';
  return {
    id: row.id,
    kind: row.name,
    organizationId: row.organization_id === null ? null : Number(row.organization_id),
    state: row.state,
    progress: row.output?.progress ?? null,
    error: hasFailed ? describeFailure(row.output) : null,
    attempts: row.started_on === null ? 0 : row.retry_count + 1,
    createdAt: row.created_on,
    startedAt: row.started_on,
    completedAt: row.completed_on,
  };
}

function describeFailure(output: JobOutput | null): string {
  if (output?.userMessage) return output.userMessage;
  const value = output?.value;
  const message = (typeof value === 'string' ? value : value?.message) ?? output?.message ?? '';
  if (message.includes('timed out') || message.includes('handler execution exceeded'))
    return JOB_MESSAGES.timedOut;
  if (message.includes('shut down while active')) return JOB_MESSAGES.interrupted;
  return JOB_MESSAGES.failed;
}
