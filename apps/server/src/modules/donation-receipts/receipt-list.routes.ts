/**
 * HTTP of the list 'Zuwendungsbestätigungen' (administration.md §2 "Lists"): the list, the receipt
 * download, archiving and correcting, the Excel export and the ZIP of a period.
 */
import {
  archiveDonationReceipt as archiveRoute,
  correctDonationReceipt as correctRoute,
  downloadDonationReceipt as downloadRoute,
  downloadReceiptZip as downloadZipRoute,
  exportDonationReceipts as exportRoute,
  getReceiptZip as getZipRoute,
  listDonationReceipts as listRoute,
  startReceiptZip as startZipRoute,
  XLSX_MIME_TYPE,
} from '@kollekta/contract';
import { toAsciiFileName } from '@kollekta/domain';
import type { FastifyReply } from 'fastify';
import type { RouteRegistrar } from '../../platform/http-app';
import { archiveDonationReceipt, correctDonationReceipt } from './receipt-archive.service';
import { ensureBulkIssueJobs } from './receipt-bulk-issue.jobs';
import { downloadDonationReceipt } from './receipt-download.service';
import { exportDonationReceipts } from './receipt-export.service';
import { toIssuedReceipt } from './receipt-list.mapper';
import { listDonationReceipts } from './receipt-list.service';
import { ensureReceiptZipJobs } from './receipt-zip.jobs';
import { loadReceiptZip, openReceiptZip, startReceiptZip, toReceiptZipJob } from './receipt-zip.service';

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

export const registerReceiptListRoutes: RouteRegistrar = (register, context) => {
  // the ZIP and bulk-issue kinds are defined with the routes, so that every server process can run
  // and send them, and a bulk issue cut off by a crash resumes after the restart without a new one
  for (const ensure of [ensureReceiptZipJobs, ensureBulkIssueJobs])
    ensure(context).catch((error: unknown) =>
      console.warn(`Zuwendungsbestätigungen: Aufträge nicht eingerichtet: ${String(error)}`),
    );

  register(listRoute, ({ caller, params, query, apiBase }) =>
    listDonationReceipts(context, caller, params.id, query, apiBase),
  );
  register(downloadRoute, async ({ caller, params, reply }) => {
    const file = await downloadDonationReceipt(context, caller, params.id);
    sendAsAttachment(reply, 'application/pdf', file.fileName);
    // the contract declares no JSON body for a file
    return file.content as never;
  });
  register(archiveRoute, async ({ caller, params, apiBase }) =>
    toIssuedReceipt(await archiveDonationReceipt(context, caller, params.id), apiBase),
  );
  register(correctRoute, async ({ caller, params, body, apiBase }) =>
    toIssuedReceipt(await correctDonationReceipt(context, caller, params.id, body.person_data), apiBase),
  );
  register(exportRoute, async ({ caller, query, reply }) => {
    const file = await exportDonationReceipts(context, caller, query.organization);
    sendAsAttachment(reply, XLSX_MIME_TYPE, file.fileName);
    return file.content as never;
  });
  register(startZipRoute, async ({ caller, body, apiBase }) =>
    toReceiptZipJob(await startReceiptZip(context, caller, body), apiBase),
  );
  register(getZipRoute, async ({ caller, params, apiBase }) =>
    toReceiptZipJob(await loadReceiptZip(context, caller, params.job), apiBase),
  );
  register(downloadZipRoute, async ({ caller, params, reply }) => {
    const file = await openReceiptZip(context, caller, params.job);
    sendAsAttachment(reply, 'application/zip', file.fileName);
    reply.header('content-length', file.size);
    return file.stream as never;
  });
};
