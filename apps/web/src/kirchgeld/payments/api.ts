/**
 * Calls of church-tax payments, receipts and bulk receipts (devices-income-kirchgeld.md §7): manual
 * payments, a payment's receipt, the PDF and the ZIP as files (the answer is a file, not JSON),
 * special purposes, and the audit of generated receipts.
 */
import {
  type KgCreatePaymentBody,
  type KgGenerateReceiptsBody,
  kgOrganizationRoutes,
  type RouteDefinition,
  kgPaymentRoutes as routes,
} from '@kollekta/contract';
import { queryOptions } from '@tanstack/react-query';
import { readFileName, saveBlob } from '../../features/plan-export';
import { ApiError, buildApiUrl, callApi } from '../../lib/api-client';
import { API_MESSAGES } from '../../lib/messages';
import { readToken } from '../app/session-store';

export const specialPurposesQuery = (tenantId: number) =>
  queryOptions({
    queryKey: ['kg-special-purposes', tenantId],
    queryFn: ({ signal }) =>
      callApi(routes.kgListSpecialPurposes, { params: { tenant: tenantId }, query: { limit: 1000 }, signal }),
  });

export const kgOrganizationsQuery = (tenantId: number) =>
  queryOptions({
    queryKey: ['kg-organizations', tenantId],
    queryFn: ({ signal }) =>
      callApi(kgOrganizationRoutes.kgListOrganizations, {
        params: { tenant: tenantId },
        query: { limit: 1000 },
        signal,
      }),
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

async function fetchFile(route: RouteDefinition, params: unknown, init: RequestInit, fallback: string) {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(buildApiUrl(route, params), {
      ...init,
      headers: { ...(init.headers ?? {}), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
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
      // not JSON: the text itself
    }
    throw new ApiError(response.status, data);
  }
  const fileName = readFileName(response.headers.get('content-disposition'), fallback);
  saveBlob(await response.blob(), fileName);
  return fileName;
}

/** `GET {receiptUrl}download/`: the PDF under its own name. */
export function downloadReceipt(tenantId: number, receipt: { id: number; file_name: string }) {
  return fetchFile(routes.kgDownloadReceipt, { tenant: tenantId, id: receipt.id }, {}, receipt.file_name);
}

/** `POST donation_receipt/multi_download/`: the receipts as `{timestamp}_Zuwendungsbestätigungen.zip`. */
export function downloadReceiptsZip(tenantId: number, donationReceipts: readonly string[]) {
  return fetchFile(
    routes.kgMultiDownloadReceipts,
    { tenant: tenantId },
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ donation_receipts: donationReceipts }),
    },
    'Zuwendungsbestätigungen.zip',
  );
}
