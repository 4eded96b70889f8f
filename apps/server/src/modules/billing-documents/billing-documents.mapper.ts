/** The API shape of a billing document (administration.md §3 "Billing document"), in one place. */
import type { BillingDocument } from '@kollekta/contract';
import { BILLING_DOCUMENT_LABELS, centsToDecimalString } from '@kollekta/domain';
import type { BillingDocumentRow } from './billing-documents.repository';

export const billingDocumentUrl = (apiBase: string, id: number) => `${apiBase}billing_document/${id}/`;

export function toBillingDocumentResponse(row: BillingDocumentRow, apiBase: string): BillingDocument {
  const url = billingDocumentUrl(apiBase, row.id);
  return {
    id: row.id,
    url,
    download_url: `${url}download/`,
    organization_id: row.organization_id,
    period_start: row.period_start,
    period_end: row.period_end,
    name: row.name,
    type: row.type,
    label: BILLING_DOCUMENT_LABELS[row.type],
    number: row.number,
    gross_total: centsToDecimalString(row.gross_cents),
    first_download: row.first_download_at
      ? { date: new Date(row.first_download_at).toISOString(), user: row.first_download_user ?? '' }
      : null,
    archived: row.archived,
  };
}
