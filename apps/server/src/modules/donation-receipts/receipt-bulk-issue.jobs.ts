/**
 * Issuing receipts in bulk (issue 15; devices-income-kirchgeld.md "bulk receipts"): a job takes a
 * list of receipt requests and issues the receipt of each that is confirmed, in batches, each batch
 * one transaction that locks its requests. A request gets at most one receipt: one already issued
 * (by an earlier attempt, by the automatic issue job, by hand) is locked and left alone. After
 * `kill -9` the retried job finds the committed batches issued and goes on with the rest; the batch
 * that was under way rolled back with its numbers, so numbers stay gap-free. The minimum amounts
 * apply as for the automatic path. Bulk receipts send no mails: they are collected as a ZIP.
 */
import { decideReceipt, findDonorAddressGap, isPaymentConfirmed, toBusinessDay } from '@kollekta/domain';
import { sql, type Transaction } from 'kysely';
import type { FileStorage } from '../../adapters/file-storage';
import type { AppContext } from '../../platform/app-context';
import type { Database } from '../../platform/database-schema';
import { DomainError } from '../../platform/errors';
import { defineJobKind, type JobQueue, type JobRun } from '../../platform/jobs';
import { findOrganizationById } from '../organizations';
import { findOrganizationPath, findReceiptMinimums, type ReceiptMinimums } from './receipt-configurations';
import { receiptFiles } from './receipt-files';
import { type IssuedReceiptRow, type IssueReceiptInput, issueReceipts } from './receipt-issuing';
import { type RequestPayment, receiptInputForPayments } from './receipt-requests';

export type BulkIssueData = {
  /** the organisation the job works for: every request must be of it or below it */
  organizationId: number;
  requestIds: number[];
  /** the user who asked for the receipts, null for the system */
  createdBy: number | null;
};

export const BULK_ISSUE_JOB = defineJobKind<BulkIssueData>('donation-receipts.bulk-issue', {
  retryLimit: 5,
  retryDelaySeconds: 5,
  // 20,000 receipts take a few minutes (about 60 a second per core); an attempt running longer, or
  // one whose process died, is taken up again: the requests it committed are skipped then
  expireInSeconds: 900,
});

export const MAX_BULK_REQUESTS = 20_000;
const BATCH_SIZE = 25;

export type BulkIssueOutcome = {
  issued: number;
  /** already issued, archived or no longer confirmed */
  skipped: number;
  notRequired: number;
  /** the donor's address is incomplete: the request stays confirmed */
  incomplete: number;
};

const ORGANIZATION_GONE = 'Die Organisation der Zuwendungsbestätigungen gibt es nicht mehr.';

export async function runBulkIssueJob(
  context: Pick<AppContext, 'db' | 'clock' | 'config'>,
  job: Pick<JobRun<BulkIssueData>, 'data' | 'reportProgress'>,
  options: { batchSize?: number; afterBatch?: (done: number) => Promise<void> } = {},
): Promise<BulkIssueOutcome> {
  const organization = await findOrganizationById(context.db, job.data.organizationId);
  if (!organization) throw new DomainError('not_found', ORGANIZATION_GONE);
  const ids = [...new Set(job.data.requestIds)].sort((a, b) => a - b);
  const outcome: BulkIssueOutcome = { issued: 0, skipped: 0, notRequired: 0, incomplete: 0 };
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const files = receiptFiles(context);
  await job.reportProgress(0, ids.length);
  for (let start = 0; start < ids.length; start += batchSize) {
    const batch = ids.slice(start, start + batchSize);
    const counted = await context.db
      .transaction()
      .execute((trx) =>
        issueBatch(trx, files, organization.path, batch, context.clock.now(), job.data.createdBy),
      );
    for (const key of Object.keys(outcome) as (keyof BulkIssueOutcome)[]) outcome[key] += counted[key];
    const done = Math.min(start + batchSize, ids.length);
    await job.reportProgress(done, ids.length);
    await options.afterBatch?.(done);
  }
  return outcome;
}

async function issueBatch(
  trx: Transaction<Database>,
  files: FileStorage,
  organizationPath: string,
  requestIds: readonly number[],
  now: Date,
  createdBy: number | null,
): Promise<BulkIssueOutcome> {
  const outcome: BulkIssueOutcome = { issued: 0, skipped: 0, notRequired: 0, incomplete: 0 };
  // locked in id order, as every other batch and the automatic issue job lock them one by one
  const requests = await trx
    .selectFrom('donation_receipt_request as r')
    .innerJoin('organization as o', 'o.id', 'r.organization_id')
    .select([
      'r.id',
      'r.organization_id',
      'r.online_donation_id',
      'r.person',
      'r.purpose_name',
      'r.currency',
      'r.state',
    ])
    .where('r.id', 'in', [...requestIds])
    .where('o.path', 'like', `${organizationPath}%`)
    .orderBy('r.id')
    .forUpdate()
    .execute();
  outcome.skipped += requestIds.length - requests.length;
  const paymentsByRequest = await lockPaymentsOf(
    trx,
    requests.filter((request) => request.state === 'payment_confirmed').map((request) => request.id),
  );
  const paths = new Map<number, number[]>();
  const minimumsOn = new Map<string, ReceiptMinimums>();
  const toIssue: { requestId: number; input: IssueReceiptInput }[] = [];
  for (const request of requests) {
    if (request.state !== 'payment_confirmed') {
      outcome.skipped += 1;
      continue;
    }
    const payments = paymentsByRequest.get(request.id) ?? [];
    if (payments.length === 0 || !payments.every((payment) => isPaymentConfirmed(payment))) {
      await setState(trx, request.id, 'payment_pending', now);
      outcome.skipped += 1;
      continue;
    }
    const amountCents = payments.reduce((sum, payment) => sum + payment.amountCents, 0);
    let path = paths.get(request.organization_id);
    if (!path) {
      path = await findOrganizationPath(trx, request.organization_id);
      paths.set(request.organization_id, path);
    }
    const day = toBusinessDay(payments[0]?.createdAt ?? now);
    const key = `${request.organization_id}:${day}`;
    let minimums = minimumsOn.get(key);
    if (!minimums) {
      minimums = await findReceiptMinimums(trx, path, day);
      minimumsOn.set(key, minimums);
    }
    const decision = decideReceipt({
      amountCents,
      minimumCents: request.online_donation_id === null ? minimums.collectionCents : minimums.donationCents,
    });
    if (decision === 'not_required') {
      await setState(trx, request.id, 'not_required', now);
      outcome.notRequired += 1;
      continue;
    }
    if (findDonorAddressGap(request.person)) {
      outcome.incomplete += 1;
      continue;
    }
    toIssue.push({
      requestId: request.id,
      input: receiptInputForPayments({
        organizationId: request.organization_id,
        person: request.person,
        purpose: request.purpose_name,
        currency: request.currency,
        payments,
        at: now,
        createdBy,
      }),
    });
  }
  // the batch's receipts together: issuer address once, one block of numbers, one insert
  const receipts = await issueReceipts(
    trx,
    files,
    toIssue.map((entry) => entry.input),
  );
  const issued = toIssue.map((entry, index) => ({
    requestId: entry.requestId,
    receiptId: (receipts[index] as IssuedReceiptRow).id,
  }));
  outcome.issued += issued.length;
  // one statement for the batch's requests: a round trip less per receipt
  if (issued.length > 0) {
    const rows = sql.join(
      issued.map((entry) => sql`(${entry.requestId}::integer, ${entry.receiptId}::integer)`),
    );
    await sql`
      update donation_receipt_request as r
      set state = 'issued', receipt_id = issued.receipt_id, updated_at = ${now}
      from (values ${rows}) as issued(request_id, receipt_id)
      where r.id = issued.request_id`.execute(trx);
  }
  return outcome;
}

/** The payments of the requests, locked (as the automatic issue job locks them), oldest first. */
async function lockPaymentsOf(
  trx: Transaction<Database>,
  requestIds: readonly number[],
): Promise<Map<number, RequestPayment[]>> {
  const byRequest = new Map<number, RequestPayment[]>();
  if (requestIds.length === 0) return byRequest;
  const rows = await trx
    .selectFrom('donation_receipt_request_payment as rp')
    .innerJoin('payment', 'payment.id', 'rp.payment_id')
    .select([
      'rp.request_id',
      'payment.id',
      'payment.amount_cents',
      'payment.created_at',
      'payment.state',
      'payment.is_reconciled',
    ])
    .where('rp.request_id', 'in', [...requestIds])
    .orderBy('payment.created_at')
    .orderBy('payment.id')
    .forUpdate()
    .execute();
  for (const row of rows) {
    const payments = byRequest.get(row.request_id) ?? [];
    payments.push({
      id: String(row.id),
      amountCents: Number(row.amount_cents),
      createdAt: new Date(row.created_at),
      state: row.state,
      isReconciled: row.is_reconciled,
    });
    byRequest.set(row.request_id, payments);
  }
  return byRequest;
}

async function setState(
  trx: Transaction<Database>,
  requestId: number,
  state: 'payment_pending' | 'not_required',
  at: Date,
) {
  await trx
    .updateTable('donation_receipt_request')
    .set({ state, updated_at: at })
    .where('id', '=', requestId)
    .execute();
}

const definitions = new WeakMap<JobQueue, Promise<void>>();

/** Defines the kind on the context's queue once; the promise settles when it can be sent. */
export function ensureBulkIssueJobs(context: AppContext): Promise<void> {
  let defined = definitions.get(context.jobs);
  if (!defined) {
    defined = context.jobs.define(BULK_ISSUE_JOB, async (job) => {
      await runBulkIssueJob(context, job);
    });
    definitions.set(context.jobs, defined);
  }
  return defined;
}

/** Sends a bulk issue of the requests (at most MAX_BULK_REQUESTS) and answers the job's id. */
export async function sendBulkIssue(context: AppContext, data: BulkIssueData): Promise<string> {
  if (data.requestIds.length > MAX_BULK_REQUESTS)
    throw new DomainError(
      'validation',
      `Höchstens ${MAX_BULK_REQUESTS.toLocaleString('de-DE')} Anforderungen auf einmal.`,
    );
  await ensureBulkIssueJobs(context);
  const id = await context.jobs.send(BULK_ISSUE_JOB, data);
  if (!id) throw new DomainError('conflict');
  return id;
}
