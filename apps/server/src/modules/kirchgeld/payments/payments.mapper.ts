/** Church-tax payments and their receipts as the API answers them (§3 "Payment", "Donation receipt"). */
import type { KgPaymentReceipt, KgPersonPayment } from '@kollekta/contract';
import { centsToDecimalString, paymentActions } from '@kollekta/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/database-schema';
import { findReceiptsOfPayments, type KgPaymentRow } from './payments.repository';

export function paymentUrl(apiBase: string, tenantId: number, paymentId: number): string {
  return `${apiBase}tenant/${tenantId}/payment/${paymentId}/`;
}

export function receiptUrl(apiBase: string, tenantId: number, receiptId: number): string {
  return `${apiBase}tenant/${tenantId}/donation_receipt/${receiptId}/`;
}

export function toKgReceiptResponse(
  receipt: {
    id: number;
    number: string;
    file_name: string;
    created_at: Date | string;
    archived_at: Date | string | null;
  },
  tenantId: number,
  apiBase: string,
): KgPaymentReceipt {
  return {
    id: receipt.id,
    url: receiptUrl(apiBase, tenantId, receipt.id),
    number: receipt.number,
    file_name: receipt.file_name,
    mime_type: 'application/pdf',
    created_at: new Date(receipt.created_at).toISOString(),
    archived: receipt.archived_at !== null,
  };
}

/** The payments with their receipts and the actions the events table offers. */
export async function toKgPaymentResponses(
  db: Kysely<Database>,
  rows: readonly KgPaymentRow[],
  apiBase: string,
): Promise<KgPersonPayment[]> {
  const receipts = await findReceiptsOfPayments(
    db,
    rows.map((row) => Number(row.id)),
  );
  return rows.map((row) => {
    const id = Number(row.id);
    const own = receipts.filter((receipt) => receipt.kg_payment_id === id);
    const facts = {
      paymentType: row.payment_type,
      state: row.state,
      disallowReceipt: row.disallow_receipt,
      hasActiveReceipt: own.some((receipt) => receipt.archived_at === null),
    };
    return {
      id,
      url: paymentUrl(apiBase, row.tenant_id, id),
      person: `${apiBase}tenant/${row.tenant_id}/person/${row.person_id}/`,
      payment_type: row.payment_type,
      type: row.type,
      state: row.state,
      booking_date: String(row.booking_date),
      amount: centsToDecimalString(Number(row.amount_cents)),
      currency: row.currency,
      purpose: row.purpose,
      target_purpose: row.target_purpose,
      special_purpose: row.special_purpose,
      disallow_receipt: row.disallow_receipt,
      comment: row.comment,
      donation_receipts: own.map((receipt) => toKgReceiptResponse(receipt, row.tenant_id, apiBase)),
      ...paymentActions(facts),
    };
  });
}
