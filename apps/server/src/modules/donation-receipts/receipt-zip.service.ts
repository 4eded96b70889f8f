/**
 * The ZIP of a period as the page sees it: starting the job (or answering the one already under way
 * for the same organisation and period), its state and progress, and the finished file. Only those
 * who may handle the job's organisation's receipts see the job at all.
 */
import fs from 'node:fs';
import type { ReceiptZipJob } from '@kollekta/contract';
import {
  type Actor,
  canHandleDonationReceipts,
  canSee,
  checkReceiptZipPeriod,
  RECEIPT_LIST_MESSAGES,
  receiptZipFileName,
} from '@kollekta/domain';
import { sql } from 'kysely';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';
import { chooseJobsSchema, type JobView } from '../../platform/jobs';
import { findOrganizationById, parsePath } from '../organizations';
import { loadReceiptOrganization } from './receipt-list.service';
import {
  ensureReceiptZipJobs,
  RECEIPT_ZIP_JOB,
  type ReceiptZipData,
  receiptZipKey,
  receiptZipPath,
} from './receipt-zip.jobs';

export async function startReceiptZip(
  context: AppContext,
  actor: Actor,
  body: { organization: number; date_from: string; date_before: string },
): Promise<JobView> {
  const organization = await loadReceiptOrganization(context, actor, body.organization);
  const fieldErrors = checkReceiptZipPeriod(body.date_from, body.date_before);
  if (Object.keys(fieldErrors).length > 0)
    throw new DomainError('validation', RECEIPT_LIST_MESSAGES.zipPeriod, { fieldErrors });
  await ensureReceiptZipJobs(context);
  const data: ReceiptZipData = {
    organizationId: organization.id,
    dateFrom: body.date_from,
    dateBefore: body.date_before,
  };
  // twice at most: the unfinished job that refused ours may finish in between, and then ours starts
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const id = await context.jobs.send(RECEIPT_ZIP_JOB, data, { singletonKey: receiptZipKey(data) });
    const job = id
      ? await context.jobs.getJob(RECEIPT_ZIP_JOB.name, id)
      : await findUnfinished(context, data);
    if (job) return job;
  }
  throw new DomainError('conflict');
}

/**
 * The unfinished job of the same organisation and period: the one that holds the singleton key
 * (the queue's job views carry no data, so the key is read from pg-boss's table).
 */
async function findUnfinished(context: AppContext, data: ReceiptZipData): Promise<JobView | null> {
  const schema = await chooseJobsSchema(context.db, context.databaseKind);
  const { rows } = await sql<{ id: string }>`
    select id::text as id from ${sql.id(schema, 'job')}
    where name = ${RECEIPT_ZIP_JOB.name} and singleton_key = ${receiptZipKey(data)}
      and state::text in ('created', 'retry', 'active')
    order by created_on desc limit 1`.execute(context.db);
  const id = rows[0]?.id;
  return id ? context.jobs.getJob(RECEIPT_ZIP_JOB.name, id) : null;
}

/** The job, after the check that the actor may handle its organisation's receipts. */
export async function loadReceiptZip(context: AppContext, actor: Actor, jobId: string): Promise<JobView> {
  const job = await context.jobs.getJob(RECEIPT_ZIP_JOB.name, jobId);
  const organization =
    job?.organizationId == null ? undefined : await findOrganizationById(context.db, job.organizationId);
  const path = organization ? parsePath(organization.path) : [];
  if (!job || !organization || !canSee(actor, path))
    throw new DomainError('not_found', RECEIPT_LIST_MESSAGES.zipNotFound);
  if (!canHandleDonationReceipts(actor, path))
    throw new DomainError('forbidden', RECEIPT_LIST_MESSAGES.noPermission);
  return job;
}

export async function openReceiptZip(
  context: AppContext,
  actor: Actor,
  jobId: string,
): Promise<{ fileName: string; size: number; stream: fs.ReadStream }> {
  const job = await loadReceiptZip(context, actor, jobId);
  if (job.state !== 'completed') throw new DomainError('validation', RECEIPT_LIST_MESSAGES.zipNotReady);
  const file = receiptZipPath(context.config.dataDir, job.id);
  let size: number;
  try {
    size = fs.statSync(file).size;
  } catch {
    throw new DomainError('not_found', RECEIPT_LIST_MESSAGES.zipNotFound);
  }
  return { fileName: receiptZipFileName(job.createdAt), size, stream: fs.createReadStream(file) };
}

const STATES: Record<JobView['state'], ReceiptZipJob['state']> = {
  created: 'queued',
  retry: 'queued',
  active: 'running',
  completed: 'finished',
  cancelled: 'failed',
  failed: 'failed',
};

export function toReceiptZipJob(job: JobView, apiBase: string): ReceiptZipJob {
  const isFinished = job.state === 'completed';
  return {
    id: job.id,
    state: STATES[job.state],
    done: job.progress?.done ?? 0,
    total: job.progress?.total ?? 0,
    error:
      job.state === 'failed' || job.state === 'cancelled'
        ? (job.error ?? RECEIPT_LIST_MESSAGES.zipFailed)
        : null,
    file_name: isFinished ? receiptZipFileName(job.createdAt) : null,
    download_url: isFinished ? `${apiBase}donation_receipt/zip/${job.id}/download/` : null,
  };
}
