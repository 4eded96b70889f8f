/**
 * Calls of 'Abrechnungen': the invoices and booking reports of an organisation, and the download of
 * one (a PDF or XLSX, not JSON); the server records the first download.
 */
import { type BillingDocument, routes } from '@kollekta/contract';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, buildApiUrl, callApi } from '../../lib/api-client';
import { API_MESSAGES } from '../../lib/messages';
import { sessionStore } from '../session';

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
  const token = sessionStore.getState().token;
  let response: Response;
  try {
    response = await fetch(buildApiUrl(routes.downloadBillingDocument, { id: document_.id }), {
      headers: token ? { Authorization: `Token ${token}` } : {},
    });
  } catch {
    throw new ApiError(0, null, API_MESSAGES.unreachable);
  }
  if (!response.ok) {
    const text = await response.text();
    let data: unknown = text;
    try {
      data = JSON.parse(text);
    } catch {
      // not JSON: the text is what there is
    }
    throw new ApiError(response.status, data);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = document_.name;
  document.body.append(link);
  link.click();
  link.remove();
  // the browser has the file once the click is handled
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
