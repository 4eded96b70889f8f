/**
 * Calls of 'Kollektenweiterleitung' (administration.md "Disbursement"): the orders of a parish, the
 * statistics and children's orders of a district, the state changes of an order, ordering a run of
 * transfers, and the downloads (the disbursement's PDF, the run's DATEV Buchungsstapel and Excel),
 * which are files fetched with the signed-in token, not JSON.
 */
import { type Disbursement, type RouteDefinition, routes } from '@kollekta/contract';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, buildApiUrl, callApi } from '../../lib/api-client';
import { API_MESSAGES } from '../../lib/messages';
import { readFileName, saveBlob } from '../plan-export';
import { sessionStore } from '../session';
import { DISBURSEMENT_PAGE_MESSAGES as M } from './messages';

export const disbursementKeys = {
  all: ['disbursement'] as const,
  ordersOf: (organizationId: number) => ['disbursement', 'orders', 'organization', organizationId] as const,
  ordersOfPlan: (planId: number) => ['disbursement', 'orders', 'plan', planId] as const,
  statistics: (organizationId: number) => ['disbursement', 'statistics', organizationId] as const,
  runs: (organizationId: number) => ['disbursement', 'runs', organizationId] as const,
};

/** 403 is the page's own answer ('Sie haben nicht ausreichend Rechte …'), not an error bar. */
const PERMISSION_HANDLED = { handledStatuses: [403] } as const;

/** The child's view: the orders of the collections this parish holds for an organisation above. */
export const ordersOfOrganizationQuery = (organizationId: number) =>
  queryOptions({
    queryKey: disbursementKeys.ordersOf(organizationId),
    queryFn: ({ signal }) =>
      callApi(routes.listDisbursementOrders, { query: { organization: String(organizationId) }, signal }),
    meta: PERMISSION_HANDLED,
  });

/** The parent's view of one collection: the orders of every parish that collected it. */
export const ordersOfPlanQuery = (planId: number) =>
  queryOptions({
    queryKey: disbursementKeys.ordersOfPlan(planId),
    queryFn: ({ signal }) => callApi(routes.listDisbursementOrders, { query: { plan: planId }, signal }),
  });

export const statisticsQuery = (organizationId: number) =>
  queryOptions({
    queryKey: disbursementKeys.statistics(organizationId),
    queryFn: ({ signal }) =>
      callApi(routes.getDisbursementStatistics, { params: { id: organizationId }, signal }),
    meta: PERMISSION_HANDLED,
  });

export const runsQuery = (organizationId: number) =>
  queryOptions({
    queryKey: disbursementKeys.runs(organizationId),
    queryFn: ({ signal }) =>
      callApi(routes.listDisbursementRuns, { query: { organization: organizationId }, signal }),
    meta: PERMISSION_HANDLED,
  });

export function stopCashPayments(orderId: number) {
  return callApi(routes.stopCashPayments, { params: { id: orderId } });
}

export function cancelOrder(orderId: number) {
  return callApi(routes.cancelDisbursementOrder, { params: { id: orderId } });
}

export function confirmTransfer(orderId: number) {
  return callApi(routes.confirmDisbursementTransfer, { params: { id: orderId } });
}

export function markTransferred(orderId: number) {
  return callApi(routes.markDisbursementTransferred, { params: { id: orderId } });
}

/** A create: callApi gives it an Idempotency-Key, so a double click orders the transfer once. */
export function orderRun(handlingOrganizationId: number, orderIds: number[]) {
  return callApi(routes.orderDisbursementRun, {
    body: { handling_organization: handlingOrganizationId, orders: orderIds },
  });
}

/**
 * A document of `disbursement.documents`. Its url is the API's absolute address of the file; only
 * its path is used, so the download stays on the site the app was loaded from (behind a proxy the
 * server may name another host).
 */
export function downloadDisbursementDocument(document: Disbursement['documents'][number]) {
  const { pathname, search } = new URL(document.url, window.location.origin);
  return downloadFrom(`${pathname}${search}`, document.name || M.fallbackPdfName);
}

export function downloadRunDatev(runId: number) {
  return downloadFile(routes.downloadDisbursementRunDatev, { id: runId }, M.fallbackDatevName(runId));
}

export function downloadRunXlsx(runId: number) {
  return downloadFile(routes.downloadDisbursementRunXlsx, { id: runId }, M.fallbackXlsxName(runId));
}

/** Fetches a file with the signed-in token and hands it to the browser under the server's name. */
function downloadFile(route: RouteDefinition, params: unknown, fallbackName: string): Promise<string> {
  return downloadFrom(buildApiUrl(route, params), fallbackName);
}

async function downloadFrom(url: string, fallbackName: string): Promise<string> {
  const token = sessionStore.getState().token;
  let response: Response;
  try {
    response = await fetch(url, {
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
  const fileName = readFileName(response.headers.get('content-disposition'), fallbackName);
  saveBlob(await response.blob(), fileName);
  return fileName;
}
