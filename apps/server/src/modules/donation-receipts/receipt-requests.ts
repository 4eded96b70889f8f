/**
 * Donors' receipt requests (administration.md "Donation receipt request", "Donation receipt
 * status"; issue 15 "Build" 2). An online gift with the receipt wish makes a request in the gift's
 * own transaction, waiting as 'Warte auf Zahlungseingang' (payment_pending) with its payment linked
 * once there is one. When the payment is confirmed (provider webhook, debit file collected) the
 * request becomes payment_confirmed and its issue job is enqueued in that same transaction. The job
 * locks the request, makes sure every payment is still confirmed (a returned debit sends it back to
 * payment_pending, without receipt), applies the minimum amounts, and issues at most one receipt.
 */
import {
  decideReceipt,
  isPaymentConfirmed,
  RECEIPT_MESSAGES,
  type ReceiptDecision,
  toBusinessDay,
} from '@kollekta/domain';
import type { Transaction } from 'kysely';
import type { FileStorage } from '../../adapters/file-storage';
import type { AppContext } from '../../platform/app-context';
import type { Database } from '../../platform/database-schema';
import type { DonorPerson } from '../../platform/database-schema-online-giving';
import { DomainError } from '../../platform/errors';
import { findOrganizationPath, findReceiptMinimums } from './receipt-configurations';
import { receiptFiles } from './receipt-files';
import { type IssuedReceiptRow, type IssueReceiptInput, issueReceipt } from './receipt-issuing';
import { sendIssueJob, sendMailJob } from './receipt-issuing.jobs';
import { sendReceiptMails } from './receipt-mails';

export type NewReceiptRequest = {
  organizationId: number;
  onlineDonationId: number | null;
  person: DonorPerson;
  email: string | null;
  purposeName: string;
  amountCents: number;
  currency: string;
  /** the gift's payment, when it is booked already (SEPA) */
  paymentId: string | null;
  at: Date;
};

/** Stores a request in payment_pending (in the caller's transaction) and answers its id. */
export async function createReceiptRequest(
  trx: Transaction<Database>,
  request: NewReceiptRequest,
): Promise<number> {
  const { id } = await trx
    .insertInto('donation_receipt_request')
    .values({
      organization_id: request.organizationId,
      online_donation_id: request.onlineDonationId,
      person: JSON.stringify(request.person),
      email: request.email,
      purpose_name: request.purposeName,
      amount_cents: request.amountCents,
      currency: request.currency,
      state: 'payment_pending',
      created_at: request.at,
      updated_at: request.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (request.paymentId !== null) await linkPayment(trx, id, request.paymentId);
  return id;
}

/** A payment is covered by one request, ever (the table's key): a second one is refused in German. */
async function linkPayment(trx: Transaction<Database>, requestId: number, paymentId: string): Promise<void> {
  const inserted = await trx
    .insertInto('donation_receipt_request_payment')
    .values({ payment_id: paymentId, request_id: requestId })
    .onConflict((conflict) => conflict.column('payment_id').doNothing())
    .returning('request_id')
    .executeTakeFirst();
  if (!inserted) throw new DomainError('conflict', RECEIPT_MESSAGES.paymentAlreadyCovered);
}

/** The payment of an online gift was booked (provider webhook): links it to the gift's request, if any. */
export async function linkDonationPayment(
  trx: Transaction<Database>,
  onlineDonationId: number,
  paymentId: string,
): Promise<void> {
  const request = await trx
    .selectFrom('donation_receipt_request')
    .select('id')
    .where('online_donation_id', '=', onlineDonationId)
    .executeTakeFirst();
  if (request) await linkPayment(trx, request.id, paymentId);
}

/**
 * Payments were confirmed: their waiting requests become payment_confirmed and get their issue job,
 * in the caller's transaction. Answers how many requests moved.
 */
export async function confirmReceiptRequests(
  context: AppContext,
  trx: Transaction<Database>,
  paymentIds: readonly (string | number)[],
): Promise<number> {
  if (paymentIds.length === 0) return 0;
  const moved = await trx
    .updateTable('donation_receipt_request')
    .set({ state: 'payment_confirmed', updated_at: context.clock.now() })
    .where('state', '=', 'payment_pending')
    .where(
      'id',
      'in',
      trx
        .selectFrom('donation_receipt_request_payment')
        .select('request_id')
        .where('payment_id', 'in', paymentIds.map(String)),
    )
    .returning(['id', 'organization_id'])
    .execute();
  for (const request of moved) {
    await sendIssueJob(context, trx, { organizationId: request.organization_id, requestId: request.id });
  }
  return moved.length;
}

export type IssueOutcome = 'issued' | 'not_required' | 'payment_pending' | 'skipped';

/**
 * The issue job's work for one request, in one transaction that locks the request: a request that
 * is no longer payment_confirmed (issued by an earlier attempt, archived …) is left alone.
 */
export async function issueRequestedReceipt(context: AppContext, requestId: number): Promise<IssueOutcome> {
  const result = await context.db.transaction().execute(async (trx) => {
    const request = await trx
      .selectFrom('donation_receipt_request')
      .selectAll()
      .where('id', '=', requestId)
      .forUpdate()
      .executeTakeFirst();
    if (request?.state !== 'payment_confirmed') return { outcome: 'skipped' as const };
    const now = context.clock.now();
    const payments = await findRequestPayments(trx, requestId);
    if (payments.length === 0 || !payments.every((payment) => isPaymentConfirmed(payment))) {
      await setRequestState(trx, requestId, 'payment_pending', now);
      return { outcome: 'payment_pending' as const };
    }
    const amountCents = payments.reduce((sum, payment) => sum + payment.amountCents, 0);
    const decision = await decideForRequest(trx, {
      organizationId: request.organization_id,
      isCollection: request.online_donation_id === null,
      amountCents,
      day: toBusinessDay(payments[0]?.createdAt ?? now),
    });
    if (decision === 'not_required') {
      await setRequestState(trx, requestId, 'not_required', now);
      return { outcome: 'not_required' as const };
    }
    const receipt = await issueReceiptForPayments(trx, receiptFiles(context), {
      organizationId: request.organization_id,
      person: request.person,
      purpose: request.purpose_name,
      currency: request.currency,
      payments,
      at: now,
    });
    await trx
      .updateTable('donation_receipt_request')
      .set({ state: 'issued', receipt_id: receipt.id, updated_at: now })
      .where('id', '=', requestId)
      .execute();
    const mail = { organizationId: request.organization_id, receiptId: receipt.id, requestId };
    const isMailQueued = await sendMailJob(context, trx, mail);
    return { outcome: 'issued' as const, mailNow: isMailQueued ? null : mail };
  });
  if ('mailNow' in result && result.mailNow) {
    // no queue runs in this process: the receipt is committed, a failing mail must not undo it
    await sendReceiptMails(context, result.mailNow).catch((error: unknown) =>
      console.error('donation receipts: mails after an issued receipt failed', error),
    );
  }
  return result.outcome;
}

export type RequestPayment = {
  id: string;
  amountCents: number;
  createdAt: Date;
  state: string;
  isReconciled: boolean;
  /** 'pos': a card gift at a device, confirmed by the terminal */
  type?: string;
};

/** The request's payments, locked: a return must wait until the receipt is made or refused. */
export async function findRequestPayments(
  trx: Transaction<Database>,
  requestId: number,
): Promise<RequestPayment[]> {
  const rows = await trx
    .selectFrom('donation_receipt_request_payment')
    .innerJoin('payment', 'payment.id', 'donation_receipt_request_payment.payment_id')
    .select([
      'payment.id',
      'payment.amount_cents',
      'payment.created_at',
      'payment.state',
      'payment.is_reconciled',
      'payment.type',
    ])
    .where('donation_receipt_request_payment.request_id', '=', requestId)
    .orderBy('payment.created_at')
    .orderBy('payment.id')
    .forUpdate()
    .execute();
  return rows.map((row) => ({
    id: String(row.id),
    amountCents: Number(row.amount_cents),
    createdAt: new Date(row.created_at),
    state: row.state,
    isReconciled: row.is_reconciled,
    type: row.type,
  }));
}

async function decideForRequest(
  trx: Transaction<Database>,
  values: { organizationId: number; isCollection: boolean; amountCents: number; day: string },
): Promise<ReceiptDecision> {
  const path = await findOrganizationPath(trx, values.organizationId);
  const minimums = await findReceiptMinimums(trx, path, values.day);
  return decideReceipt({
    amountCents: values.amountCents,
    minimumCents: values.isCollection ? minimums.collectionCents : minimums.donationCents,
  });
}

/** One receipt for confirmed payments: a single receipt for one, a collective one for several. */
export async function issueReceiptForPayments(
  trx: Transaction<Database>,
  files: FileStorage,
  values: ReceiptForPayments,
): Promise<IssuedReceiptRow> {
  return issueReceipt(trx, files, receiptInputForPayments(values));
}

export type ReceiptForPayments = {
  organizationId: number;
  person: DonorPerson;
  purpose: string;
  currency: string;
  payments: readonly RequestPayment[];
  at: Date;
  createdBy?: number | null;
};

/** What issueReceipt(s) needs for the payments' receipt; refuses a payment not confirmed. */
export function receiptInputForPayments(values: ReceiptForPayments): IssueReceiptInput {
  if (!values.payments.every((payment) => isPaymentConfirmed(payment))) {
    throw new DomainError('validation', RECEIPT_MESSAGES.paymentNotConfirmed);
  }
  return {
    organizationId: values.organizationId,
    kind: values.payments.length > 1 ? 'collective' : 'single',
    donor: values.person,
    gifts: values.payments.map((payment) => ({
      day: toBusinessDay(payment.createdAt),
      amountCents: payment.amountCents,
      kind: 'Geldzuwendung',
      waiver: false,
    })),
    purpose: values.purpose,
    currency: values.currency,
    issuedAt: values.at,
    createdBy: values.createdBy ?? null,
  };
}

async function setRequestState(
  trx: Transaction<Database>,
  requestId: number,
  state: 'payment_pending' | 'not_required',
  at: Date,
): Promise<void> {
  await trx
    .updateTable('donation_receipt_request')
    .set({ state, updated_at: at })
    .where('id', '=', requestId)
    .execute();
}

/** Requests confirmed without a job (no queue ran then), oldest first, for the sweep. */
export async function findConfirmedRequestIds(context: AppContext, limit = 500): Promise<number[]> {
  const rows = await context.db
    .selectFrom('donation_receipt_request')
    .select('id')
    .where('state', '=', 'payment_confirmed')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Issues every confirmed request one by one; a request the rules refuse does not stop the others. */
export async function sweepConfirmedRequests(context: AppContext): Promise<void> {
  for (const id of await findConfirmedRequestIds(context)) {
    try {
      await issueRequestedReceipt(context, id);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
  }
}
