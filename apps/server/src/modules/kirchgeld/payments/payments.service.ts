/**
 * Manual payments of a person (devices-income-kirchgeld.md §5 "Manual payment", §7
 * `POST {tenant}payment/`, `DELETE {tenant}payment/{id}/`): 'Zahlung erfassen' books a
 * ManualEntryPayment through the one payment writer; a payment is deleted only when it was entered
 * by hand, is not cancelled and no active receipt confirms it. Both run in one transaction that
 * locks the person or the payment first.
 */
import type { KgCreatePaymentBody, KgPersonPayment } from '@kollekta/contract';
import {
  KG_PAYMENT_MESSAGES,
  type KgManualEntryPaymentType,
  toBusinessDay,
  validateManualPayment,
  whyPaymentNotDeletable,
} from '@kollekta/domain';
import type { AppContext } from '../../../platform/app-context';
import { DomainError } from '../../../platform/errors';
import type { AuthenticatedCaller } from '../../../platform/request-context';
import { requireTenant } from '../tenancy';
import { deleteKgPayments, findPaymentsWithActiveReceipt, insertKgPayments } from './kg-payment-writer';
import { toKgPaymentResponses } from './payments.mapper';
import { findPayment, lockPayment } from './payments.repository';

const UUID = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

/** A person's url (of this tenant) or id; anything else names none. */
function parsePersonReference(reference: string, tenantId: number): string | null {
  const text = reference.trim();
  const tenantMatch = /tenant\/(\d+)\/person\//.exec(text);
  if (tenantMatch && Number(tenantMatch[1]) !== tenantId) return null;
  return UUID.exec(text)?.[1]?.toLowerCase() ?? null;
}

function clean(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
}

export async function createManualPayment(
  context: AppContext,
  caller: AuthenticatedCaller,
  tenantId: number,
  body: KgCreatePaymentBody,
  apiBase: string,
): Promise<KgPersonPayment> {
  await requireTenant(context, caller, tenantId);
  const today = toBusinessDay(context.clock.now());
  const { errors, amountCents } = validateManualPayment(
    { ...body, amount: body.amount == null ? null : String(body.amount) },
    today,
  );
  const personId = parsePersonReference(body.person, tenantId);
  if (!personId) errors.person = [KG_PAYMENT_MESSAGES.personNotFound];
  if (Object.keys(errors).length > 0 || amountCents === null || !personId)
    throw new DomainError('validation', undefined, { fieldErrors: errors });

  const id = await context.db.transaction().execute(async (trx) => {
    const person = await trx
      .selectFrom('kg_person')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', personId)
      .forUpdate()
      .executeTakeFirst();
    if (!person)
      throw new DomainError('validation', KG_PAYMENT_MESSAGES.personNotFound, {
        fieldErrors: { person: [KG_PAYMENT_MESSAGES.personNotFound] },
      });
    const [created] = await insertKgPayments(trx, { userId: caller.userId }, [
      {
        tenantId,
        personId,
        paymentType: 'ManualEntryPayment',
        type: (body.type?.trim() ?? null) as KgManualEntryPaymentType,
        bookingDate: (body.booking_date ?? '').trim(),
        amountCents,
        purpose: clean(body.purpose),
        specialPurpose: clean(body.special_purpose),
        disallowReceipt: body.disallow_receipt ?? false,
        comment: clean(body.comment),
      },
    ]);
    if (!created) throw new Error('no payment stored');
    return created.id;
  });
  const row = await findPayment(context.db, tenantId, id);
  if (!row) throw new DomainError('not_found', KG_PAYMENT_MESSAGES.notFound);
  const [response] = await toKgPaymentResponses(context.db, [row], apiBase);
  return response as KgPersonPayment;
}

export async function deleteManualPayment(
  context: AppContext,
  caller: AuthenticatedCaller,
  tenantId: number,
  paymentId: number,
): Promise<void> {
  await requireTenant(context, caller, tenantId);
  await context.db.transaction().execute(async (trx) => {
    const payment = await lockPayment(trx, tenantId, paymentId);
    if (!payment) throw new DomainError('not_found', KG_PAYMENT_MESSAGES.notFound);
    const withReceipt = await findPaymentsWithActiveReceipt(trx, [paymentId]);
    const reason = whyPaymentNotDeletable({
      paymentType: payment.payment_type,
      state: payment.state,
      disallowReceipt: payment.disallow_receipt,
      hasActiveReceipt: withReceipt.has(paymentId),
    });
    if (reason) throw new DomainError('conflict', reason);
    await deleteKgPayments(trx, { userId: caller.userId }, [paymentId]);
  });
}
