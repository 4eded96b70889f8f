/**
 * Calls of the collection book: the year's book, and its XLSX and PDF as files (fetched with the
 * session's token and saved under the name the server gives).
 */
import { type RouteDefinition, routes } from '@kollekta/contract';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, buildApiUrl, callApi } from '../../lib/api-client';
import { API_MESSAGES } from '../../lib/messages';
import { readFileName, saveBlob } from '../plan-export';
import { sessionStore } from '../session';
import { COLLECTION_BOOK_MESSAGES } from './messages';

export const collectionBookKeys = {
  book: (organizationId: number, year: number) => ['collection-book', organizationId, year] as const,
};

export const collectionBookQuery = (organizationId: number, year: number) =>
  queryOptions({
    queryKey: collectionBookKeys.book(organizationId, year),
    queryFn: ({ signal }) =>
      callApi(routes.getCollectionBook, { params: { id: organizationId }, query: { year }, signal }),
  });

export type CollectionBookFile = 'xlsx' | 'pdf';

export function downloadCollectionBook(organizationId: number, year: number, kind: CollectionBookFile) {
  return kind === 'xlsx'
    ? downloadFile(
        routes.downloadCollectionBookXlsx,
        { id: organizationId },
        { year },
        COLLECTION_BOOK_MESSAGES.fallbackXlsxName,
      )
    : downloadFile(
        routes.downloadCollectionBookPdf,
        { id: organizationId },
        { year },
        COLLECTION_BOOK_MESSAGES.fallbackPdfName,
      );
}

async function downloadFile(
  route: RouteDefinition,
  params: unknown,
  query: unknown,
  fallbackName: string,
): Promise<string> {
  const token = sessionStore.getState().token;
  let response: Response;
  try {
    response = await fetch(buildApiUrl(route, params, query), {
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
