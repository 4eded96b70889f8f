/** Calls of the public token pages (signed out) and of the links' administration. */
import { type AccountingFieldsBody, type CashSubmissionBody, routes } from '@kollekta/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

export const publicPageKeys = {
  accounting: (token: string) => ['public-pages', 'accounting', token] as const,
  cash: (token: string) => ['public-pages', 'cash', token] as const,
  stopCash: (token: string, organizationId: number) =>
    ['public-pages', 'stop-cash', token, organizationId] as const,
  links: (organizationId: number) => ['public-pages', 'links', organizationId] as const,
};

/** A wrong link never gets better by asking again: no retries, and the page says so at once. */
const once = { retry: false, refetchOnWindowFocus: false, meta: { handledStatuses: 'all' } } as const;

export const accountingFieldsQuery = (token: string) =>
  queryOptions({
    queryKey: publicPageKeys.accounting(token),
    queryFn: ({ signal }) => callApi(routes.getAccountingFieldsByToken, { params: { token }, signal }),
    ...once,
  });

export function saveAccountingFields(token: string, body: AccountingFieldsBody) {
  return callApi(routes.fillAccountingFieldsByToken, { params: { token }, body });
}

export const cashSubmissionQuery = (token: string) =>
  queryOptions({
    queryKey: publicPageKeys.cash(token),
    queryFn: ({ signal }) => callApi(routes.getCashSubmissionByToken, { params: { token }, signal }),
    ...once,
  });

export function submitCash(token: string, body: CashSubmissionBody) {
  return callApi(routes.submitCashByToken, { params: { token }, body });
}

export const secureDisbursementQuery = (token: string, organizationId: number) =>
  queryOptions({
    queryKey: publicPageKeys.stopCash(token, organizationId),
    queryFn: ({ signal }) =>
      callApi(routes.getSecureDisbursement, { params: { token, organization_id: organizationId }, signal }),
    ...once,
  });

export function stopCashBySecureLink(token: string, organizationId: number) {
  return callApi(routes.stopCashPaymentsBySecureLink, { params: { token, organization_id: organizationId } });
}

export const publicLinksQuery = (organizationId: number) =>
  queryOptions({
    queryKey: publicPageKeys.links(organizationId),
    queryFn: ({ signal }) => callApi(routes.listPublicTokens, { params: { id: organizationId }, signal }),
  });

export function revokePublicLink(id: number) {
  return callApi(routes.revokePublicToken, { params: { id } });
}
