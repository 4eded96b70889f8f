/**
 * The one writer of church-tax payments (`kg_payment`): manual entries, bank assignments (CAMT) and
 * adopted legacy bookings all go through here, each payment with its audit entry. Callers pass their
 * transaction, having locked what they read.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/database-schema';
import { appendAudit } from '../../audit';

export type KgPaymentKind = 'CAMTPayment' | 'ContextKPayment' | 'ManualEntryPayment';

export type NewKgPayment = {
  tenantId: number;
  personId: string;
  paymentType: KgPaymentKind;
  /** cash or parish_account: manual entries only */
  type?: 'cash' | 'parish_account' | null;
  /** YYYY-MM-DD */
  bookingDate: string;
  amountCents: number;
  purpose?: string | null;
  targetPurpose?: string | null;
  specialPurpose?: string | null;
  disallowReceipt?: boolean;
  comment?: string | null;
  legacyRecordId?: number | null;
  legacyBookingIndex?: number | null;
};

export type KgPaymentActor = { userId: number | null };

/**
 * Inserts the payments, each with its audit entry. `skipBookedLegacyBookings`: a legacy booking that is
 * already a payment (same record and booking index) is left as it is, neither inserted nor audited
 * again, so that adopting a record twice books its bookings once.
 */
export async function insertKgPayments(
  trx: Kysely<Database>,
  actor: KgPaymentActor,
  rows: readonly NewKgPayment[],
  options: { skipBookedLegacyBookings?: boolean } = {},
): Promise<{ id: number }[]> {
  if (rows.length === 0) return [];
  let insert = trx
    .insertInto('kg_payment')
    .values(
      rows.map((row) => ({
        tenant_id: row.tenantId,
        person_id: row.personId,
        payment_type: row.paymentType,
        type: row.type ?? null,
        state: 'completed' as const,
        booking_date: row.bookingDate,
        amount_cents: row.amountCents,
        purpose: row.purpose ?? null,
        target_purpose: row.targetPurpose ?? null,
        special_purpose: row.specialPurpose ?? null,
        disallow_receipt: row.disallowReceipt ?? false,
        comment: row.comment ?? null,
        legacy_record_id: row.legacyRecordId ?? null,
        legacy_booking_index: row.legacyBookingIndex ?? null,
        created_by: actor.userId,
      })),
    )
    .returning(['id', 'tenant_id', 'person_id', 'payment_type', 'amount_cents', 'booking_date']);
  if (options.skipBookedLegacyBookings)
    insert = insert.onConflict((conflict) =>
      conflict.columns(['legacy_record_id', 'legacy_booking_index']).doNothing(),
    );
  const inserted = await insert.execute();
  for (const payment of inserted) {
    await appendAudit(trx, {
      actorUserId: actor.userId,
      action: 'kg_payment.created',
      objectType: 'kg_payment',
      objectId: String(payment.id),
      data: {
        tenant_id: payment.tenant_id,
        person_id: payment.person_id,
        payment_type: payment.payment_type,
        amount_cents: Number(payment.amount_cents),
        booking_date: payment.booking_date,
      },
    });
  }
  return inserted.map((payment) => ({ id: Number(payment.id) }));
}

export async function deleteKgPayments(
  trx: Kysely<Database>,
  actor: KgPaymentActor,
  paymentIds: readonly number[],
): Promise<void> {
  if (paymentIds.length === 0) return;
  const deleted = await trx
    .deleteFrom('kg_payment')
    .where('id', 'in', [...paymentIds])
    .returning(['id', 'tenant_id', 'person_id', 'payment_type', 'amount_cents', 'booking_date'])
    .execute();
  for (const payment of deleted) {
    await appendAudit(trx, {
      actorUserId: actor.userId,
      action: 'kg_payment.deleted',
      objectType: 'kg_payment',
      objectId: String(payment.id),
      data: {
        tenant_id: payment.tenant_id,
        person_id: payment.person_id,
        payment_type: payment.payment_type,
        amount_cents: Number(payment.amount_cents),
        booking_date: payment.booking_date,
      },
    });
  }
}

/** Those of the payments that a receipt not archived confirms. */
export async function findPaymentsWithActiveReceipt(
  trx: Kysely<Database>,
  paymentIds: readonly number[],
): Promise<Set<number>> {
  if (paymentIds.length === 0) return new Set();
  const rows = await trx
    .selectFrom('kg_payment_receipt')
    .innerJoin('donation_receipt', 'donation_receipt.id', 'kg_payment_receipt.donation_receipt_id')
    .select('kg_payment_receipt.kg_payment_id')
    .where('kg_payment_receipt.kg_payment_id', 'in', [...paymentIds])
    .where('donation_receipt.archived_at', 'is', null)
    .execute();
  return new Set(rows.map((row) => Number(row.kg_payment_id)));
}
