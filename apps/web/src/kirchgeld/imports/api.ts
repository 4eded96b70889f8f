/** Queries and calls of the registry imports (devices-income-kirchgeld.md §7 `{tenant}data_import/`). */
import { type KgDataImport, kgDataImport, kgImportRoutes as routes } from '@kollekta/contract';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, buildApiUrl, callApi } from '../../lib/api-client';
import { API_MESSAGES } from '../../lib/messages';
import { readToken } from '../app/session-store';

export const isImportRunning = (item: Pick<KgDataImport, 'state'>) =>
  item.state === 'pending' || item.state === 'running';

export const dataImportsKey = (tenantId: number) => ['kg-data-imports', tenantId] as const;

/** The history (`?limit=1000`), polled every second while an import waits or runs. */
export const dataImportsQuery = (tenantId: number) =>
  queryOptions({
    queryKey: dataImportsKey(tenantId),
    queryFn: ({ signal }) =>
      callApi(routes.kgListDataImports, { params: { tenant: tenantId }, query: { limit: 1000 }, signal }),
    refetchInterval: (query) => (query.state.data?.results.some(isImportRunning) ? 1000 : false),
  });

/** `POST {tenant}data_import/` as multipart with the file. */
export async function uploadRegistryFile(tenantId: number, file: File): Promise<KgDataImport> {
  const form = new FormData();
  form.append('file', file, file.name);
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(buildApiUrl(routes.kgCreateDataImport, { tenant: tenantId }), {
      method: 'POST',
      headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: form,
    });
  } catch {
    throw new ApiError(0, null, API_MESSAGES.unreachable);
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, data);
  const parsed = kgDataImport.safeParse(data);
  if (!parsed.success)
    throw new ApiError(0, data, API_MESSAGES.unexpectedAnswer(routes.kgCreateDataImport.path));
  return parsed.data;
}
