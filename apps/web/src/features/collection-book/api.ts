/**
 * Calls of the collection book: the year's book, and its XLSX and PDF as files (fetched with the
 * session's token and saved under the name the server gives).
 */
import { routes } from '@kollekta/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';
import { downloadApiFile } from '../plan-export';
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
    ? downloadApiFile(
        routes.downloadCollectionBookXlsx,
        { id: organizationId },
        { year },
        COLLECTION_BOOK_MESSAGES.fallbackXlsxName,
      )
    : downloadApiFile(
        routes.downloadCollectionBookPdf,
        { id: organizationId },
        { year },
        COLLECTION_BOOK_MESSAGES.fallbackPdfName,
      );
}
