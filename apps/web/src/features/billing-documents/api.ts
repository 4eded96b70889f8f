/**
 * Calls of 'Abrechnungen': the invoices and booking reports of an organisation, and the download of
 * one (a PDF or XLSX, not JSON); the server records the first download.
 */
import { type BillingDocument, routes } from '@kollekta/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';
import { downloadApiFile } from '../plan-export';

export const billingDocumentKeys = {
  all: (organizationId: number) => ['billing-documents', organizationId] as const,
};

/** Invoices and booking reports in one list: newest period first, the invoice before its report. */
export const billingDocumentsQuery = (organizationId: number) =>
  queryOptions({
    queryKey: billingDocumentKeys.all(organizationId),
    queryFn: async ({ signal }) => {
      const [invoices, reports] = await Promise.all([
        callApi(routes.listInvoices, { query: { organization: organizationId }, signal }),
        callApi(routes.listBookingReports, { query: { organization: organizationId }, signal }),
      ]);
      return [...invoices, ...reports].sort(
        (a, b) =>
          b.period_start.localeCompare(a.period_start) ||
          (a.type === b.type ? b.id - a.id : a.type === 'invoice' ? -1 : 1),
      );
    },
  });

/** Fetches the file and hands it to the browser under its own name. */
export async function downloadBillingDocument(
  document_: Pick<BillingDocument, 'id' | 'name'>,
): Promise<void> {
  await downloadApiFile(routes.downloadBillingDocument, { id: document_.id }, undefined, document_.name);
}
