/**
 * Calls of 'Zuwendungsbestätigungen': the server-paged list, the receipt PDF (a file, not JSON; the
 * server records the first download), archiving, the correction, the Excel export, the ZIP job of a
 * period with its progress and its file, and the donor's public claim with a device's code.
 */
import {
  API_PREFIX,
  type DonationReceiptState,
  type ReceiptPersonData,
  type ReceiptZipJob,
  routes,
} from '@kollekta/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';
import { downloadApiFile } from '../plan-export';
import { DONATION_RECEIPTS_MESSAGES } from './messages';

export type ReceiptListFilter = { year?: number; state?: DonationReceiptState };
export type ReceiptListPage = { limit: number; offset: number };

export const donationReceiptKeys = {
  /** every list of every organisation: a receipt shows in its own and in those above */
  lists: ['donation-receipts', 'list'] as const,
  list: (organizationId: number) => ['donation-receipts', 'list', organizationId] as const,
  zip: (job: string) => ['donation-receipts', 'zip', job] as const,
};

export const donationReceiptsQuery = (
  organizationId: number,
  filter: ReceiptListFilter,
  page: ReceiptListPage,
) =>
  queryOptions({
    queryKey: [...donationReceiptKeys.list(organizationId), filter, page.limit, page.offset],
    queryFn: ({ signal }) =>
      callApi(routes.listDonationReceipts, {
        params: { id: organizationId },
        query: { ...filter, ...page },
        signal,
      }),
  });

/** The state of a ZIP job, asked again every second until it has ended. */
export const receiptZipQuery = (job: string) =>
  queryOptions({
    queryKey: donationReceiptKeys.zip(job),
    queryFn: ({ signal }) => callApi(routes.getReceiptZip, { params: { job }, signal }),
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state === 'finished' || state === 'failed' ? false : 1000;
    },
    staleTime: 0,
  });

export function archiveDonationReceipt(receiptId: number) {
  return callApi(routes.archiveDonationReceipt, { params: { id: receiptId } });
}

export function correctDonationReceipt(receiptId: number, personData: ReceiptPersonData) {
  return callApi(routes.correctDonationReceipt, {
    params: { id: receiptId },
    body: { person_data: personData },
  });
}

export function startReceiptZip(body: { organization: number; date_from: string; date_before: string }) {
  return callApi(routes.startReceiptZip, { body });
}

export function claimDeviceReceipt(body: ReceiptPersonData & { code: string; email?: string }) {
  return callApi(routes.claimDeviceReceipt, { body });
}

/** The PDF of a receipt under its own name; the server notes the first download. */
export function downloadDonationReceipt(receipt: { id: number; file_name: string }) {
  return downloadApiFile(
    routes.downloadDonationReceipt,
    { id: receipt.id },
    undefined,
    receipt.file_name || DONATION_RECEIPTS_MESSAGES.fallbackPdfName,
  );
}

export function downloadDonationReceiptExport(organizationId: number) {
  return downloadApiFile(
    routes.exportDonationReceipts,
    undefined,
    { organization: organizationId },
    DONATION_RECEIPTS_MESSAGES.fallbackExportName,
  );
}

/** The finished ZIP, named `{timestamp}_Zuwendungsbestätigungen.zip` as the job says. */
export function downloadReceiptZip(job: Pick<ReceiptZipJob, 'id' | 'file_name'>) {
  return downloadApiFile(
    routes.downloadReceiptZip,
    { job: job.id },
    undefined,
    job.file_name ?? 'Zuwendungsbestätigungen.zip',
  );
}

/**
 * Where the claim's PDF is: the server may answer a full address, one from the site's root, or a
 * path below the API.
 */
export function resolveDownloadUrl(downloadUrl: string): string {
  if (/^https?:\/\//i.test(downloadUrl) || downloadUrl.startsWith('/')) return downloadUrl;
  return `${API_PREFIX}${downloadUrl}`;
}
