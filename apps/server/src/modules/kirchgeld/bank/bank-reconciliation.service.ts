/**
 * Reconciliation ('Abgleich', §4 "Bank transaction", §5 "Bank assignment", §7): the transactions of
 * accounts in a date range, assigning (a part of) a credit to a person, ignoring, and unassigning.
 * An assignment locks the transaction row (select … for update) and writes its CAMTPayment through
 * the payment writer in the same transaction: of two people assigning at once one wins, the other
 * gets a German 409; a payment with a receipt is not removed (409).
 */
import type {
  KgBankAssignBody,
  KgBankQueryValues,
  KgBankTransaction,
  KgBankTransactionPage,
  KgBankUnassignBody,
} from '@kollekta/contract';
import {
  checkKgBankAssignment,
  checkKgBankIgnore,
  deriveKgBankTransactionState,
  KG_BANK_MESSAGES as M,
  parseKgAssignmentAmount,
} from '@kollekta/domain';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../../platform/app-context';
import type { Database } from '../../../platform/database-schema';
import { DomainError } from '../../../platform/errors';
import type { AuthenticatedCaller } from '../../../platform/request-context';
import { appendAudit } from '../../audit';
import {
  deleteKgPayments,
  findPaymentsWithActiveReceipt,
  insertKgPayments,
} from '../payments/kg-payment-writer';
import { requireTenant, tenantUrl } from '../tenancy';
import { toBankTransactionResponse } from './bank.mapper';
import {
  deleteAssignments,
  findAssignmentRows,
  findBankAccounts,
  findBankTransaction,
  insertAssignment,
  lockBankTransaction,
  queryBankTransactions,
  setBankTransactionState,
  sumAssigned,
} from './bank.repository';
import { readIdReference, readPersonReference, refuseField } from './bank-references';

type Actor = { userId: number | null; impersonatorId?: number | null };

export async function queryKgBankTransactions(
  context: AppContext,
  caller: AuthenticatedCaller,
  tenantId: number,
  query: KgBankQueryValues,
  apiBase: string,
): Promise<KgBankTransactionPage> {
  await requireTenant(context, caller, tenantId);
  const accountIds = await resolveAccounts(context.db, tenantId, query.account);
  const [start, end] = orderRange(query.start, query.end);
  const limit = query.limit ?? 10;
  const offset = query.offset ?? 0;
  const ordering = query.ordering ?? '-booking_date';
  const { count, rows } = await queryBankTransactions(
    context.db,
    tenantId,
    { start, end, accountIds, state: query.state },
    { limit, offset, descending: ordering === '-booking_date' },
  );
  const assignments = await findAssignmentRows(
    context.db,
    rows.map((row) => Number(row.id)),
  );
  const receipts = await findPaymentsWithActiveReceipt(
    context.db,
    assignments.map((a) => Number(a.kg_payment_id)),
  );
  const params = new URLSearchParams();
  if (start) params.set('start', start);
  if (end) params.set('end', end);
  params.set('ordering', ordering);
  for (const account of query.account) params.append('account', account);
  const link = (at: number) =>
    `${tenantUrl(apiBase, tenantId)}bank_statement/query/?${params.toString()}&limit=${limit}&offset=${at}`;
  return {
    count,
    next: offset + limit < count ? link(offset + limit) : null,
    previous: offset > 0 ? link(Math.max(0, offset - limit)) : null,
    results: rows.map((row) =>
      toBankTransactionResponse(
        row,
        assignments.filter((assignment) => Number(assignment.bank_transaction_id) === Number(row.id)),
        receipts,
        apiBase,
      ),
    ),
  };
}

export async function assignKgBankTransaction(
  context: AppContext,
  caller: AuthenticatedCaller,
  tenantId: number,
  statementId: number,
  body: KgBankAssignBody,
  apiBase: string,
): Promise<KgBankTransaction> {
  await requireTenant(context, caller, tenantId);
  const transactionId =
    readIdReference(body.bank_transaction, tenantId, 'bank_transaction') ??
    refuseField('bank_transaction', M.transactionNotFound);
  const actor = { userId: caller.userId, impersonatorId: caller.impersonatorId };
  if (body.state === 'ignored')
    await ignoreTransaction(context.db, tenantId, statementId, transactionId, actor);
  else
    await assignTransaction(
      context.db,
      tenantId,
      statementId,
      transactionId,
      readAssignment(body, tenantId),
      actor,
    );
  return loadTransactionResponse(context.db, tenantId, transactionId, apiBase);
}

export type AssignmentRequest = {
  personId: string;
  amountCents: number | null;
  letterId: number | null;
  specialPurposeId: number | null;
  disallowReceipt: boolean;
};

function readAssignment(body: KgBankAssignBody, tenantId: number): AssignmentRequest {
  if (!body.person?.trim()) refuseField('person', M.required);
  const personId = readPersonReference(body.person, tenantId) ?? refuseField('person', M.personNotFound);
  let amountCents: number | null = null;
  if (body.amount !== undefined && body.amount !== null && String(body.amount).trim() !== '') {
    amountCents = parseKgAssignmentAmount(body.amount) ?? refuseField('amount', M.invalidAmount);
  }
  const letterId =
    body.letter === undefined || body.letter === null || body.letter === ''
      ? null
      : (readIdReference(body.letter, tenantId, 'letter') ?? refuseField('letter', M.letterNotFound));
  const specialPurposeId =
    body.special_purpose === undefined || body.special_purpose === null || body.special_purpose === ''
      ? null
      : (readIdReference(body.special_purpose, tenantId, 'special_purpose') ??
        refuseField('special_purpose', M.specialPurposeNotFound));
  return {
    personId,
    amountCents,
    letterId,
    specialPurposeId,
    disallowReceipt: body.disallow_receipt ?? false,
  };
}

/** Assigns within one transaction that locks the bank transaction row; answers the assignment's id. */
export async function assignTransaction(
  db: Kysely<Database>,
  tenantId: number,
  statementId: number,
  transactionId: number,
  request: AssignmentRequest,
  actor: Actor,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await lockBankTransaction(trx, tenantId, statementId, transactionId);
    if (!row) throw new DomainError('not_found', M.transactionNotFound);
    const amountCents = Number(row.amount_cents);
    const assignedCents = await sumAssigned(trx, transactionId);
    const check = checkKgBankAssignment({
      amountCents,
      assignedCents,
      isReturn: row.is_return,
      isIgnored: row.state === 'ignored',
      requestedCents: request.amountCents,
    });
    if (!check.ok) {
      if (check.code === 'conflict') throw new DomainError('conflict', check.message);
      refuseField(check.field ?? 'bank_transaction', check.message);
    }
    const person = await trx
      .selectFrom('kg_person')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', request.personId)
      .executeTakeFirst();
    if (!person) refuseField('person', M.personNotFound);
    const letter = request.letterId
      ? await trx
          .selectFrom('kg_letter')
          .select(['id', 'name'])
          .where('tenant_id', '=', tenantId)
          .where('id', '=', request.letterId)
          .executeTakeFirst()
      : null;
    if (request.letterId && !letter) refuseField('letter', M.letterNotFound);
    const specialPurpose = request.specialPurposeId
      ? await trx
          .selectFrom('kg_special_purpose')
          .select('special_purpose')
          .where('tenant_id', '=', tenantId)
          .where('id', '=', request.specialPurposeId)
          .executeTakeFirst()
      : null;
    if (request.specialPurposeId && !specialPurpose) refuseField('special_purpose', M.specialPurposeNotFound);

    const [payment] = await insertKgPayments(trx, { userId: actor.userId }, [
      {
        tenantId,
        personId: request.personId,
        paymentType: 'CAMTPayment',
        bookingDate: String(row.booking_date).slice(0, 10),
        amountCents: check.amountCents,
        purpose: row.purpose,
        targetPurpose: letter ? letter.name : null,
        specialPurpose: specialPurpose?.special_purpose ?? null,
        disallowReceipt: request.disallowReceipt,
      },
    ]);
    if (!payment) throw new Error('the payment writer wrote nothing');
    const assignment = await insertAssignment(trx, {
      tenantId,
      transactionId,
      paymentId: payment.id,
      personId: request.personId,
      letterId: letter?.id ?? null,
      amountCents: check.amountCents,
      createdBy: actor.userId,
    });
    await setBankTransactionState(
      trx,
      transactionId,
      deriveKgBankTransactionState(amountCents, assignedCents + check.amountCents, false),
    );
    await appendAudit(trx, {
      actorUserId: actor.userId,
      impersonatorUserId: actor.impersonatorId ?? null,
      action: 'kirchgeld.bank_transaction.assigned',
      objectType: 'kg_bank_transaction',
      objectId: transactionId,
      data: {
        tenant_id: tenantId,
        person_id: request.personId,
        amount_cents: check.amountCents,
        kg_payment_id: payment.id,
        letter_id: letter?.id ?? null,
      },
    });
    return assignment.id;
  });
}

export async function ignoreTransaction(
  db: Kysely<Database>,
  tenantId: number,
  statementId: number,
  transactionId: number,
  actor: Actor,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await lockBankTransaction(trx, tenantId, statementId, transactionId);
    if (!row) throw new DomainError('not_found', M.transactionNotFound);
    const refusal = checkKgBankIgnore({
      assignedCents: await sumAssigned(trx, transactionId),
      isIgnored: row.state === 'ignored',
    });
    if (refusal) throw new DomainError('conflict', refusal);
    if (row.state === 'ignored') return;
    await setBankTransactionState(trx, transactionId, 'ignored');
    await appendAudit(trx, {
      actorUserId: actor.userId,
      impersonatorUserId: actor.impersonatorId ?? null,
      action: 'kirchgeld.bank_transaction.ignored',
      objectType: 'kg_bank_transaction',
      objectId: transactionId,
      data: { tenant_id: tenantId },
    });
  });
}

export async function unassignKgBankTransaction(
  context: AppContext,
  caller: AuthenticatedCaller,
  tenantId: number,
  statementId: number,
  body: KgBankUnassignBody,
  apiBase: string,
): Promise<KgBankTransaction> {
  await requireTenant(context, caller, tenantId);
  const transactionId =
    readIdReference(body.bank_transaction, tenantId, 'bank_transaction') ??
    refuseField('bank_transaction', M.transactionNotFound);
  const actor = { userId: caller.userId, impersonatorId: caller.impersonatorId };
  await context.db.transaction().execute(async (trx) => {
    const row = await lockBankTransaction(trx, tenantId, statementId, transactionId);
    if (!row) throw new DomainError('not_found', M.transactionNotFound);
    const assignments = await trx
      .selectFrom('kg_bank_assignment')
      .select(['id', 'kg_payment_id', 'amount_cents'])
      .where('bank_transaction_id', '=', transactionId)
      .forUpdate()
      .execute();
    if (row.state === 'ignored' && assignments.length === 0) {
      await setBankTransactionState(trx, transactionId, 'unassigned');
      await appendAudit(trx, {
        actorUserId: actor.userId,
        impersonatorUserId: actor.impersonatorId ?? null,
        action: 'kirchgeld.bank_transaction.unignored',
        objectType: 'kg_bank_transaction',
        objectId: transactionId,
        data: { tenant_id: tenantId },
      });
      return;
    }
    const removed =
      body.assignment === undefined
        ? assignments
        : assignments.filter((assignment) => assignment.id === body.assignment);
    if (assignments.length === 0) throw new DomainError('conflict', M.nothingToUnassign);
    if (removed.length === 0) refuseField('assignment', M.assignmentNotFound);
    const paymentIds = removed.map((assignment) => Number(assignment.kg_payment_id));
    const withReceipt = await findPaymentsWithActiveReceipt(trx, paymentIds);
    if (withReceipt.size > 0) throw new DomainError('conflict', M.receiptExists);
    await deleteAssignments(
      trx,
      removed.map((assignment) => assignment.id),
    );
    await deleteKgPayments(trx, { userId: actor.userId }, paymentIds);
    const left = assignments
      .filter((assignment) => !removed.includes(assignment))
      .reduce((sum, assignment) => sum + Number(assignment.amount_cents), 0);
    await setBankTransactionState(
      trx,
      transactionId,
      deriveKgBankTransactionState(Number(row.amount_cents), left, false),
    );
    await appendAudit(trx, {
      actorUserId: actor.userId,
      impersonatorUserId: actor.impersonatorId ?? null,
      action: 'kirchgeld.bank_transaction.unassigned',
      objectType: 'kg_bank_transaction',
      objectId: transactionId,
      data: { tenant_id: tenantId, kg_payment_ids: paymentIds },
    });
  });
  return loadTransactionResponse(context.db, tenantId, transactionId, apiBase);
}

async function loadTransactionResponse(
  db: Kysely<Database>,
  tenantId: number,
  transactionId: number,
  apiBase: string,
): Promise<KgBankTransaction> {
  const row = await findBankTransaction(db, tenantId, transactionId);
  if (!row) throw new DomainError('not_found', M.transactionNotFound);
  const assignments = await findAssignmentRows(db, [transactionId]);
  const receipts = await findPaymentsWithActiveReceipt(
    db,
    assignments.map((a) => Number(a.kg_payment_id)),
  );
  return toBankTransactionResponse(row, assignments, receipts, apiBase);
}

/** Account urls or ids of this tenant; an unknown one is a German 400 at `account`. */
export async function resolveAccounts(
  db: Kysely<Database>,
  tenantId: number,
  references: readonly string[],
): Promise<number[]> {
  if (references.length === 0) return [];
  const known = new Set((await findBankAccounts(db, tenantId)).map((account) => account.id));
  return references.map((reference) => {
    const id = readIdReference(reference, tenantId, 'bank_account');
    return id !== null && known.has(id) ? id : refuseField('account', M.accountNotFound);
  });
}

/** The date range is ordered automatically (§5 "Adjustments date range"). */
export function orderRange(
  start: string | undefined,
  end: string | undefined,
): [string | undefined, string | undefined] {
  return start && end && start > end ? [end, start] : [start, end];
}
