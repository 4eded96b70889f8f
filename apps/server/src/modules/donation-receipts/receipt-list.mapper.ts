/** The API shapes of the list 'Zuwendungsbestätigungen' (administration.md §3 "Donation receipt request"), in one place. */
import type { DonationReceiptRequest, IssuedReceipt } from '@kollekta/contract';
import { centsToDecimalString } from '@kollekta/domain';
import type { ReceiptRequestRow, ReceiptSummaryRow, RequestPaymentRow } from './receipt-list.repository';

const toCurrency = (currency: string): 'EUR' | 'CHF' => (currency === 'CHF' ? 'CHF' : 'EUR');

export const receiptUrl = (apiBase: string, id: number) => `${apiBase}donation_receipt/${id}/`;

export function toIssuedReceipt(row: ReceiptSummaryRow, apiBase: string): IssuedReceipt {
  return {
    id: row.id,
    url: receiptUrl(apiBase, row.id),
    number: row.number,
    file_name: row.file_name,
    created_at: row.created_at.toISOString(),
    first_download: row.first_download_at
      ? { date: row.first_download_at.toISOString(), user: row.first_download_user ?? '' }
      : null,
    archived: row.archived_at !== null,
    replaces: row.replaces_number,
  };
}

export function toReceiptRequest(
  row: ReceiptRequestRow,
  payments: readonly RequestPaymentRow[],
  apiBase: string,
): DonationReceiptRequest {
  return {
    id: row.id,
    person_data: {
      first_name: row.person.first_name ?? '',
      last_name: row.person.last_name ?? '',
      street: row.person.street ?? '',
      postal_code: row.person.postal_code ?? '',
      city: row.person.city ?? '',
    },
    purpose: { name: row.purpose_name },
    payments: payments.map((payment) => ({
      id: payment.id,
      amount: centsToDecimalString(payment.amount_cents),
      created_at: payment.created_at.toISOString(),
    })),
    amount: centsToDecimalString(row.amount_cents),
    currency: toCurrency(row.currency),
    receipt: row.receipt ? toIssuedReceipt(row.receipt, apiBase) : null,
    archive: row.state === 'archived',
    state: row.state,
    organization: { id: row.organization_id, name: row.organization_name },
    created_at: row.created_at.toISOString(),
  };
}
