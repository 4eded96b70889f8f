/**
 * HTTP of collection forwarding (administration.md §7 "Disbursement"): orders, their money and PDF,
 * closing cash, deselecting, confirming and recording transfers, the parent's statistics, transfer
 * runs and their booking exports. The sync job is defined here, with the routes, so that every
 * server process runs it; it is sent once at start, like the receipt sweep.
 */
import { routes, XLSX_MIME_TYPE } from '@kollekta/contract';
import { toAsciiFileName } from '@kollekta/domain';
import type { FastifyReply } from 'fastify';
import type { RouteRegistrar } from '../../platform/http-app';
import { sendDisbursementSync } from './disbursement.jobs';
import {
  cancelOrder,
  confirmTransfer,
  getDisbursement,
  getOrder,
  getStatistics,
  listOrders,
  markTransferred,
  stopCashPayments,
} from './disbursement.service';
import { downloadDisbursementPdf, downloadRunDatev, downloadRunXlsx } from './disbursement-documents.service';
import { listRuns, orderRun } from './disbursement-runs.service';

function sendAsAttachment(reply: FastifyReply, type: string, fileName: string) {
  reply
    .type(type)
    .header('cache-control', 'no-store')
    .header(
      'content-disposition',
      `attachment; filename="${toAsciiFileName(fileName)}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    );
}

export const registerDisbursementRoutes: RouteRegistrar = (register, context) => {
  sendDisbursementSync(context).catch((error: unknown) =>
    console.warn(`Kollektenweiterleitung: Abgleich nicht eingerichtet: ${String(error)}`),
  );

  register(routes.listDisbursementOrders, ({ caller, query, apiBase }) =>
    listOrders(context, caller, query, apiBase),
  );
  register(routes.getDisbursementOrder, ({ caller, params, apiBase }) =>
    getOrder(context, caller, params.id, apiBase),
  );
  register(routes.getDisbursement, ({ caller, params, apiBase }) =>
    getDisbursement(context, caller, params.id, apiBase),
  );
  register(routes.downloadDisbursement, async ({ caller, params, reply }) => {
    const file = await downloadDisbursementPdf(context, caller, params.id);
    sendAsAttachment(reply, 'application/pdf', file.fileName);
    // the contract declares no JSON body for a file
    return file.content as never;
  });
  register(routes.stopCashPayments, ({ caller, params, apiBase }) =>
    stopCashPayments(context, caller, params.id, apiBase),
  );
  register(routes.cancelDisbursementOrder, ({ caller, params, apiBase }) =>
    cancelOrder(context, caller, params.id, apiBase),
  );
  register(routes.confirmDisbursementTransfer, ({ caller, params, apiBase }) =>
    confirmTransfer(context, caller, params.id, apiBase),
  );
  register(routes.markDisbursementTransferred, ({ caller, params, apiBase }) =>
    markTransferred(context, caller, params.id, apiBase),
  );
  register(routes.getDisbursementStatistics, ({ caller, params, apiBase }) =>
    getStatistics(context, caller, params.id, apiBase),
  );
  register(routes.orderDisbursementRun, ({ caller, body, apiBase }) =>
    orderRun(context, caller, body, apiBase),
  );
  register(routes.listDisbursementRuns, ({ caller, query, apiBase }) =>
    listRuns(context, caller, query.organization, apiBase),
  );
  register(routes.downloadDisbursementRunDatev, async ({ caller, params, reply }) => {
    const file = await downloadRunDatev(context, caller, params.id);
    sendAsAttachment(reply, 'text/csv; charset=windows-1252', file.fileName);
    return file.content as never;
  });
  register(routes.downloadDisbursementRunXlsx, async ({ caller, params, reply }) => {
    const file = await downloadRunXlsx(context, caller, params.id);
    sendAsAttachment(reply, XLSX_MIME_TYPE, file.fileName);
    return file.content as never;
  });
};
