/**
 * The jobs of donation receipts: 'donation-receipts.issue' makes the receipt of one confirmed
 * request, 'donation-receipts.mail' sends its mails, 'donation-receipts.sweep' takes up confirmed
 * requests that got no job (confirmed while this process had no running queue). Each is sent in the
 * transaction that makes its work due, and each is idempotent: the issue job locks its request and
 * does nothing once it is issued, the mail job skips recipients the outbox already holds the mail for.
 */
import type { Transaction } from 'kysely';
import type { AppContext } from '../../platform/app-context';
import type { Database } from '../../platform/database-schema';
import { defineJobKind, type JobQueue } from '../../platform/jobs';

export type IssueJobData = { organizationId: number; requestId: number };
export type MailJobData = { organizationId: number; receiptId: number; requestId: number | null };

export const ISSUE_RECEIPT_JOB = defineJobKind<IssueJobData>('donation-receipts.issue', {
  retryLimit: 5,
  retryDelaySeconds: 10,
  expireInSeconds: 60,
});

export const RECEIPT_MAIL_JOB = defineJobKind<MailJobData>('donation-receipts.mail', {
  retryLimit: 5,
  retryDelaySeconds: 30,
  expireInSeconds: 60,
});

export const RECEIPT_SWEEP_JOB = defineJobKind<{ organizationId: null }>('donation-receipts.sweep', {
  policy: 'exclusive',
  retryLimit: 3,
  expireInSeconds: 600,
});

export type ReceiptJobHandlers = {
  issue(context: AppContext, data: IssueJobData): Promise<void>;
  mail(context: AppContext, data: MailJobData): Promise<void>;
  sweep(context: AppContext): Promise<void>;
};

const definitions = new WeakMap<JobQueue, Promise<void>>();
const readyQueues = new WeakSet<JobQueue>();

/** Defines the kinds on the context's queue once; the promise settles when they can be sent. */
export function ensureReceiptJobs(context: AppContext, handlers: ReceiptJobHandlers): Promise<void> {
  let defined = definitions.get(context.jobs);
  if (!defined) {
    defined = (async () => {
      await context.jobs.define(ISSUE_RECEIPT_JOB, (job) => handlers.issue(context, job.data));
      await context.jobs.define(RECEIPT_MAIL_JOB, (job) => handlers.mail(context, job.data));
      await context.jobs.define(RECEIPT_SWEEP_JOB, () => handlers.sweep(context));
      readyQueues.add(context.jobs);
    })();
    definitions.set(context.jobs, defined);
  }
  return defined;
}

/**
 * Whether jobs can be sent inside a transaction now: the kinds are defined and the queue runs (a
 * send inside a PGlite transaction must not wait for the queue to set itself up).
 */
export function canSendReceiptJobs(context: AppContext): boolean {
  return readyQueues.has(context.jobs) && context.jobs.isStarted();
}

/** Enqueues the issue job in the caller's transaction; false when no queue runs (the sweep takes it up). */
export async function sendIssueJob(
  context: AppContext,
  trx: Transaction<Database>,
  data: IssueJobData,
): Promise<boolean> {
  if (!canSendReceiptJobs(context)) return false;
  await context.jobs.send(ISSUE_RECEIPT_JOB, data, { transaction: trx });
  return true;
}

/** Enqueues the mail job in the caller's transaction; false when the caller must send the mails itself. */
export async function sendMailJob(
  context: AppContext,
  trx: Transaction<Database>,
  data: MailJobData,
): Promise<boolean> {
  if (!canSendReceiptJobs(context)) return false;
  await context.jobs.send(RECEIPT_MAIL_JOB, data, { transaction: trx });
  return true;
}
