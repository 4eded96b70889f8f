/** HTTP of the collection book: the year's book as JSON, as XLSX and as a printable PDF. */
import {
  getCollectionBook as getRoute,
  downloadCollectionBookPdf as pdfRoute,
  XLSX_MIME_TYPE,
  downloadCollectionBookXlsx as xlsxRoute,
} from '@kollekta/contract';
import { toAsciiFileName } from '@kollekta/domain';
import type { FastifyReply } from 'fastify';
import type { RouteRegistrar } from '../../platform/http-app';
import { toCollectionBookResponse } from './collection-book.mapper';
import { loadCollectionBook } from './collection-book.service';
import { renderCollectionBookPdf } from './collection-book-pdf';
import { writeCollectionBookXlsx } from './collection-book-xlsx';

/** attachment with an ASCII fallback and the real name after RFC 5987 */
function sendAsAttachment(reply: FastifyReply, type: string, fileName: string) {
  reply
    .type(type)
    .header('cache-control', 'no-store')
    .header(
      'content-disposition',
      `attachment; filename="${toAsciiFileName(fileName)}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    );
}

export const registerCollectionBookRoutes: RouteRegistrar = (register, context) => {
  register(getRoute, async ({ caller, params, query, apiBase }) =>
    toCollectionBookResponse(await loadCollectionBook(context, caller, params.id, query), apiBase),
  );
  register(xlsxRoute, async ({ caller, params, query, reply }) => {
    const loaded = await loadCollectionBook(context, caller, params.id, query);
    const file = await writeCollectionBookXlsx(loaded, context.clock.now());
    sendAsAttachment(reply, XLSX_MIME_TYPE, file.fileName);
    // the contract declares no JSON body for a file
    return file.content as never;
  });
  register(pdfRoute, async ({ caller, params, query, reply }) => {
    const loaded = await loadCollectionBook(context, caller, params.id, query);
    const file = await renderCollectionBookPdf(loaded, context.clock.now());
    sendAsAttachment(reply, 'application/pdf', file.fileName);
    return file.content as never;
  });
};
