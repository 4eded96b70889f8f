/** Queries and calls of the letters (devices-income-kirchgeld.md §7 `{tenant}letter/`, person letters). */
import {
  type KgLetter,
  type KgLetterBody,
  type KgLetterPreviewQuery,
  kgLetterRoutes as routes,
} from '@kollekta/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { downloadApiFile } from '../../features/plan-export';
import { callApi } from '../../lib/api-client';

export type LetterStateFilter = 'all' | 'created' | 'finalized' | 'sent';

export const lettersKey = (tenantId: number) => ['kg-letters', tenantId] as const;

export const lettersQuery = (tenantId: number, search: string, state: LetterStateFilter) =>
  queryOptions({
    queryKey: [...lettersKey(tenantId), search, state],
    queryFn: ({ signal }) =>
      callApi(routes.kgListLetters, {
        params: { tenant: tenantId },
        query: { limit: 1000, state, ...(search ? { search } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const letterQuery = (tenantId: number, url: string | null) =>
  queryOptions({
    queryKey: ['kg-letter', tenantId, url],
    queryFn: ({ signal }) =>
      callApi(routes.kgGetLetter, { params: { tenant: tenantId, id: letterIdOf(url) }, signal }),
    enabled: url !== null && letterIdOf(url) > 0,
  });

export const letterAuditQuery = (tenantId: number, letterId: number) =>
  queryOptions({
    queryKey: ['kg-letter-audit', tenantId, letterId],
    queryFn: ({ signal }) =>
      callApi(routes.kgLetterAudit, { params: { tenant: tenantId, id: letterId }, signal }),
  });

export const personLettersQuery = (tenantId: number, personId: string) =>
  queryOptions({
    queryKey: ['kg-person-letters', tenantId, personId],
    queryFn: ({ signal }) =>
      callApi(routes.kgListPersonLetters, {
        params: { tenant: tenantId, id: personId },
        query: { limit: 1000 },
        signal,
      }),
  });

export const letterPreviewQuery = (tenantId: number, query: KgLetterPreviewQuery | null) =>
  queryOptions({
    queryKey: ['kg-letter-preview', tenantId, query],
    queryFn: ({ signal }) =>
      callApi(routes.kgPreviewLetter, { params: { tenant: tenantId }, query: query ?? {}, signal }),
    enabled: query !== null && Boolean(query.filter),
    placeholderData: keepPreviousData,
    meta: { handledStatuses: [400] },
  });

/** `…/letter/12/` or `12` → 12. */
export function letterIdOf(url: string | null): number {
  const match = /(?:^|\/letter\/)(\d+)\/?$/.exec(url ?? '');
  return match ? Number(match[1]) : 0;
}

export function createLetter(tenantId: number, body: KgLetterBody): Promise<KgLetter> {
  return callApi(routes.kgCreateLetter, { params: { tenant: tenantId }, body });
}

export function finalizeLetter(tenantId: number, letterId: number) {
  return callApi(routes.kgFinalizeLetter, {
    params: { tenant: tenantId, id: letterId },
    query: { background: '1' },
  });
}

export function renderLetterPdf(tenantId: number, letterId: number) {
  return callApi(routes.kgRenderLetterPdf, {
    params: { tenant: tenantId, id: letterId },
    query: { background: '1' },
  });
}

export function markLetterSent(tenantId: number, letterId: number) {
  return callApi(routes.kgUpdateLetter, {
    params: { tenant: tenantId, id: letterId },
    body: { state: 'sent' },
  });
}

export function downloadLetterMerge(tenantId: number, letter: Pick<KgLetter, 'id'>, format: 'csv' | 'xlsx') {
  return downloadApiFile(
    routes.kgRenderLetterCsv,
    { tenant: tenantId, id: letter.id },
    { format },
    `Serienbrief-${letter.id}.${format}`,
  );
}

export function downloadLetterPdf(tenantId: number, letter: Pick<KgLetter, 'id'>) {
  return downloadApiFile(
    routes.kgDownloadLetterPdf,
    { tenant: tenantId, id: letter.id },
    {},
    `Briefe-${letter.id}.pdf`,
  );
}
