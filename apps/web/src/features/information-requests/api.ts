/** Queries and the XLSX download of information requests. */
import { routes } from '@kollekta/contract';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, buildApiUrl, callApi } from '../../lib/api-client';
import { API_MESSAGES } from '../../lib/messages';
import { readFileName, saveBlob } from '../plan-export';
import { sessionStore } from '../session';
import { INFORMATION_REQUESTS_MESSAGES } from './messages';

export const subscribersQuery = (organizationId: number, page: { limit: number; offset: number }) =>
  queryOptions({
    queryKey: ['information-requests', organizationId, page.limit, page.offset],
    queryFn: ({ signal }) =>
      callApi(routes.listSubscribers, { params: { id: organizationId }, query: page, signal }),
  });

/** Fetches the XLSX file (the answer is a file, not JSON) and hands it to the browser; answers its name. */
export async function downloadSubscribers(organizationId: number): Promise<string> {
  const token = sessionStore.getState().token;
  let response: Response;
  try {
    response = await fetch(buildApiUrl(routes.exportSubscribers, { id: organizationId }), {
      headers: token ? { Authorization: `Token ${token}` } : {},
    });
  } catch {
    throw new ApiError(0, null, API_MESSAGES.unreachable);
  }
  if (!response.ok) throw new ApiError(response.status, await response.text());
  const fileName = readFileName(
    response.headers.get('content-disposition'),
    INFORMATION_REQUESTS_MESSAGES.fallbackFileName,
  );
  saveBlob(await response.blob(), fileName);
  return fileName;
}
