/**
 * Calls of church-tax payments, receipts and bulk receipts (devices-income-kirchgeld.md §7): manual
 * payments, a payment's receipt, the PDF and the ZIP as files (the answer is a file, not JSON),
 * special purposes, and the audit of generated receipts.
 */
import {
  type KgCreatePaymentBody,
  type KgGenerateReceiptsBody,
  kgPaymentRoutes as routes,
} from '@kollekta/contract';
import { queryOptions } from '@tanstack/react-query';
import { downloadApiFile } from '../../features/plan-export';
import { callApi } from '../../lib/api-client';

export const specialPurposesQuery = (tenantId: number) =>
  queryOptions({
    queryKey: ['kg-special-purposes', tenantId],
    queryFn: ({ signal }) =>
      callApi(routes.kgListSpecialPurposes, { params: { tenant: tenantId }, query: { limit: 1000 }, signal }),
  });

export const receiptAuditQuery = (tenantId: number) =>
  queryOptions({
    queryKey: ['kg-receipt-audit', tenantId],
    queryFn: ({ signal }) =>
      callApi(routes.kgListReceiptAudit, {
        params: { tenant: tenantId },
        query: { ordering: '-created_at', include_action: 'DonationReceiptAPIAction.GENERATED', limit: 50 },
        signal,
      }),
  });

export function createPayment(tenantId: number, body: KgCreatePaymentBody) {
  return callApi(routes.kgCreatePayment, { params: { tenant: tenantId }, body });
}

export function deletePayment(tenantId: number, paymentId: number) {
  return callApi(routes.kgDeletePayment, { params: { tenant: tenantId, id: paymentId } });
}

export function createPaymentReceipt(tenantId: number, paymentId: number) {
  return callApi(routes.kgCreatePaymentReceipt, { params: { tenant: tenantId, id: paymentId } });
}

export function archiveReceipt(tenantId: number, receiptId: number) {
  return callApi(routes.kgArchiveReceipt, { params: { tenant: tenantId, id: receiptId } });
}

export function generateReceipts(tenantId: number, body: KgGenerateReceiptsBody) {
  return callApi(routes.kgGenerateReceipts, {
    params: { tenant: tenantId },
    query: { background: '1' },
    body,
  });
}

/** `GET {receiptUrl}download/`: the PDF under its own name. */
export function downloadReceipt(tenantId: number, receipt: { id: number; file_name: string }) {
  return downloadApiFile(
    routes.kgDownloadReceipt,
    { tenant: tenantId, id: receipt.id },
    {},
    receipt.file_name,
  );
}

/** `POST donation_receipt/multi_download/`: the receipts as `{timestamp}_Zuwendungsbestätigungen.zip`. */
export function downloadReceiptsZip(tenantId: number, donationReceipts: readonly string[]) {
  return downloadApiFile(
    routes.kgMultiDownloadReceipts,
    { tenant: tenantId },
    {},
    'Zuwendungsbestätigungen.zip',
    {
      body: { donation_receipts: donationReceipts },
    },
  );
}
