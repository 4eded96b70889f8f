/**
 * Archiving (cancelling) a receipt, one-way, and correcting one (issue 15): a receipt is never
 * changed once issued; a correction archives it and issues a new receipt, with a new number, that
 * names the one it replaces. Each runs in one transaction that locks the receipt first, so that a
 * second archive or correction (also a concurrent one) finds it archived and changes nothing.
 */
import {
  checkReceiptDonor,
  isPaymentConfirmed,
  RECEIPT_LIST_MESSAGES,
  RECEIPT_MESSAGES,
  type ReceiptDonorInput,
  toBusinessDay,
} from '@kollekta/domain';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../platform/app-context';
import type { Database } from '../../platform/database-schema';
import { DomainError } from '../../platform/errors';
import type { AuthenticatedCaller } from '../../platform/request-context';
import { appendAudit } from '../audit';
import { receiptFiles } from './receipt-files';
import { issueReceipt } from './receipt-issuing';
import { type LockedReceipt, lockReceipt } from './receipt-list.repository';
import { loadHandledReceipt } from './receipt-list.service';
import { findRequestPayments } from './receipt-requests';

async function lockUnarchived(
  trx: Transaction<Database>,
  id: number,
  message: string,
): Promise<LockedReceipt> {
  const receipt = await lockReceipt(trx, id);
  if (!receipt) throw new DomainError('not_found', RECEIPT_LIST_MESSAGES.receiptNotFound);
  if (receipt.archived_at !== null) throw new DomainError('validation', message);
  return receipt;
}

async function markArchived(trx: Transaction<Database>, caller: AuthenticatedCaller, id: number, now: Date) {
  await trx
    .updateTable('donation_receipt')
    .set({ archived_at: now, archived_by: caller.userId })
    .where('id', '=', id)
    .execute();
  await trx
    .updateTable('donation_receipt_request')
    .set({ state: 'archived', updated_at: now })
    .where('receipt_id', '=', id)
    .execute();
}

export async function archiveDonationReceipt(context: AppContext, caller: AuthenticatedCaller, id: number) {
  await loadHandledReceipt(context, caller, id);
  const now = context.clock.now();
  await context.db.transaction().execute(async (trx) => {
    const receipt = await lockUnarchived(trx, id, RECEIPT_LIST_MESSAGES.alreadyArchived);
    await markArchived(trx, caller, id, now);
    await appendAudit(trx, {
      actorUserId: caller.userId,
      impersonatorUserId: caller.impersonatorId,
      action: 'donation_receipt.archived',
      objectType: 'donation_receipt',
      objectId: id,
      data: { number: receipt.number },
      at: now,
    });
  });
  return loadHandledReceipt(context, caller, id);
}

/** Field errors of corrected donor data, at their fields, in German. */
export function assertPrintableDonor(donor: ReceiptDonorInput): void {
  const fieldErrors = checkReceiptDonor(donor);
  if (Object.keys(fieldErrors).length > 0) {
    throw new DomainError('validation', RECEIPT_LIST_MESSAGES.checkAddress, {
      fieldErrors: Object.fromEntries(
        Object.entries(fieldErrors).map(([field, messages]) => [`person_data.${field}`, messages]),
      ),
    });
  }
}

/**
 * A correction: the old receipt is archived and a new one, with the next number, is issued for the
 * same gifts with the corrected donor data, naming the number it replaces; the request then points
 * to the new receipt. One transaction, locking the old receipt first.
 */
export async function correctDonationReceipt(
  context: AppContext,
  caller: AuthenticatedCaller,
  id: number,
  personData: ReceiptDonorInput,
) {
  await loadHandledReceipt(context, caller, id);
  assertPrintableDonor(personData);
  const donor = {
    first_name: personData.first_name.trim(),
    last_name: personData.last_name.trim(),
    street: personData.street.trim(),
    postal_code: personData.postal_code.trim(),
    city: personData.city.trim(),
  };
  const now = context.clock.now();
  const newId = await context.db.transaction().execute(async (trx) => {
    const old = await lockUnarchived(trx, id, RECEIPT_LIST_MESSAGES.archivedCannotBeCorrected);
    const request = await trx
      .selectFrom('donation_receipt_request')
      .select(['id', 'purpose_name'])
      .where('receipt_id', '=', id)
      .orderBy('id')
      .forUpdate()
      .executeTakeFirst();
    const payments = request ? await findRequestPayments(trx, request.id) : [];
    if (!request || payments.length === 0)
      throw new DomainError('validation', RECEIPT_LIST_MESSAGES.cannotBeCorrected);
    if (!payments.every((payment) => isPaymentConfirmed(payment)))
      throw new DomainError('validation', RECEIPT_MESSAGES.paymentNotConfirmed);
    await markArchived(trx, caller, id, now);
    const created = await issueReceipt(trx, receiptFiles(context), {
      organizationId: old.organization_id,
      kind: payments.length > 1 ? 'collective' : 'single',
      donor,
      gifts: payments.map((payment) => ({
        day: toBusinessDay(payment.createdAt),
        amountCents: payment.amountCents,
        kind: 'Geldzuwendung',
        waiver: false,
      })),
      purpose: request.purpose_name,
      currency: old.currency,
      issuedAt: now,
      createdBy: caller.userId,
      replacesId: old.id,
    });
    await trx
      .updateTable('donation_receipt_request')
      .set({ state: 'issued', receipt_id: created.id, person: JSON.stringify(donor), updated_at: now })
      .where('id', '=', request.id)
      .execute();
    await appendAudit(trx, {
      actorUserId: caller.userId,
      impersonatorUserId: caller.impersonatorId,
      action: 'donation_receipt.corrected',
      objectType: 'donation_receipt',
      objectId: created.id,
      data: { number: created.number, replaces: old.number },
      at: now,
    });
    return created.id;
  });
  return loadHandledReceipt(context, caller, newId);
}
