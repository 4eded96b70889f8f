/**
 * HTTP of the church-tax area's payments (devices-income-kirchgeld.md §7): manual payments, their
 * receipts (create, download, cancel), bulk receipts with their ZIP and audit, special purposes.
 */
import { kgPaymentRoutes as routes } from '@kollekta/contract';
import { toAsciiFileName } from '@kollekta/domain';
import type { FastifyReply } from 'fastify';
import type { RouteRegistrar } from '../../../platform/http-app';
import { archiveKgReceipt, createPaymentReceipt, downloadKgReceipt } from './kg-receipts.service';
import { createManualPayment, deleteManualPayment } from './payments.service';
import { ensureKgReceiptRunJobs } from './receipt-runs.jobs';
import { listReceiptAudit, openReceiptsZip, startReceiptRun } from './receipt-runs.service';
import { createSpecialPurpose, listSpecialPurposes } from './special-purposes.service';

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

export const registerKgPaymentRoutes: RouteRegistrar = (register, context) => {
  // the job kind is defined with the routes, so that every server process can run and resume runs
  ensureKgReceiptRunJobs(context).catch((error: unknown) =>
    console.warn(`Kirchgeld: Aufträge für Sammel-Bescheinigungen nicht eingerichtet: ${String(error)}`),
  );

  register(routes.kgCreatePayment, ({ caller, params, body, apiBase }) =>
    createManualPayment(context, caller, params.tenant, body, apiBase),
  );
  register(routes.kgDeletePayment, ({ caller, params }) =>
    deleteManualPayment(context, caller, params.tenant, params.id),
  );
  register(routes.kgCreatePaymentReceipt, ({ caller, params, apiBase }) =>
    createPaymentReceipt(context, caller, params.tenant, params.id, apiBase),
  );
  register(routes.kgDownloadReceipt, async ({ caller, params, reply }) => {
    const file = await downloadKgReceipt(context, caller, params.tenant, params.id);
    sendAsAttachment(reply, 'application/pdf', file.fileName);
    // the contract declares no JSON body for a file
    return file.content as never;
  });
  register(routes.kgArchiveReceipt, ({ caller, params, apiBase }) =>
    archiveKgReceipt(context, caller, params.tenant, params.id, apiBase),
  );
  register(routes.kgGenerateReceipts, ({ caller, params, body, apiBase }) =>
    startReceiptRun(context, caller, params.tenant, body, apiBase),
  );
  register(routes.kgMultiDownloadReceipts, async ({ caller, params, body, reply }) => {
    const file = await openReceiptsZip(context, caller, params.tenant, body.donation_receipts);
    sendAsAttachment(reply, 'application/zip', file.fileName);
    return file.stream as never;
  });
  register(routes.kgListReceiptAudit, ({ caller, params, query, apiBase }) =>
    listReceiptAudit(context, caller, params.tenant, query, apiBase),
  );
  register(routes.kgListSpecialPurposes, ({ caller, params, query, apiBase }) =>
    listSpecialPurposes(context, caller, params.tenant, query, apiBase),
  );
  register(routes.kgCreateSpecialPurpose, ({ caller, params, body, apiBase }) =>
    createSpecialPurpose(context, caller, params.tenant, body, apiBase),
  );
};
