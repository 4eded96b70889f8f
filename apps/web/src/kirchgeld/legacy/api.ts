/** Queries and calls of the legacy data (devices-income-kirchgeld.md §7 `{tenant}legacy/contextk/…`). */
import {
  type KgContextKImport,
  type KgLegacyAdoptionBody,
  kgContextKImport,
  kgLegacyRoutes as routes,
} from '@kollekta/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError, buildApiUrl, callApi } from '../../lib/api-client';
import { API_MESSAGES } from '../../lib/messages';
import { readToken } from '../app/session-store';

export type LegacyTableParams = { years: number[]; plz: string; page: number; pageSize: number };

export const legacyRecordsQuery = (tenantId: number, params: LegacyTableParams) =>
  queryOptions({
    queryKey: ['kg-legacy-records', tenantId, params],
    queryFn: ({ signal }) =>
      callApi(routes.kgListLegacyRecords, {
        params: { tenant: tenantId },
        // the client writes a list as 2021,2022; the server reads both that and repeated keys
        query: {
          limit: params.pageSize,
          offset: params.page * params.pageSize,
          ...(params.years.length > 0 ? { buchung_year: params.years } : {}),
          ...(params.plz ? { address_plz: params.plz } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const legacyPostcodesQuery = (tenantId: number) =>
  queryOptions({
    queryKey: ['kg-legacy-postcodes', tenantId],
    queryFn: ({ signal }) => callApi(routes.kgListLegacyPostcodes, { params: { tenant: tenantId }, signal }),
  });

const isRunning = (state: string | undefined) => state === 'pending' || state === 'running';

/** The newest import, polled every second while it runs. */
export const latestContextKImportQuery = (tenantId: number) =>
  queryOptions({
    queryKey: ['kg-contextk-imports', tenantId],
    queryFn: ({ signal }) =>
      callApi(routes.kgListContextKImports, { params: { tenant: tenantId }, query: { limit: 1 }, signal }),
    refetchInterval: (query) => (isRunning(query.state.data?.results[0]?.state) ? 1000 : false),
  });

/** `POST {tenant}legacy/contextk/import/` as multipart with the file. */
export async function uploadContextKExport(tenantId: number, file: File): Promise<KgContextKImport> {
  const form = new FormData();
  form.append('file', file, file.name);
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(buildApiUrl(routes.kgUploadContextKImport, { tenant: tenantId }), {
      method: 'POST',
      headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: form,
    });
  } catch {
    throw new ApiError(0, null, API_MESSAGES.unreachable);
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, data);
  const parsed = kgContextKImport.safeParse(data);
  if (!parsed.success)
    throw new ApiError(0, data, API_MESSAGES.unexpectedAnswer(routes.kgUploadContextKImport.path));
  return parsed.data;
}

export function adoptLegacyRecord(tenantId: number, id: number, body: KgLegacyAdoptionBody) {
  return callApi(routes.kgAdoptLegacyRecord, { params: { tenant: tenantId, id }, body });
}
