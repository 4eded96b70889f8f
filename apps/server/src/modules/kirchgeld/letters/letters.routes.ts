/** HTTP of the church-tax area's letters (devices-income-kirchgeld.md §7 `{tenant}letter/`, person letters). */
import { kgLetterRoutes as routes } from '@kollekta/contract';
import { toAsciiFileName } from '@kollekta/domain';
import type { FastifyReply } from 'fastify';
import type { RouteRegistrar } from '../../../platform/http-app';
import { renderLetterMerge } from './letter-exports.service';
import { ensureLetterFinalizeJobs } from './letter-finalize.jobs';
import { startLetterFinalize } from './letter-finalize.service';
import { ensureLetterPdfJobs } from './letter-pdf.jobs';
import { openLetterPdf, startLetterPdf } from './letter-pdf.service';
import {
  createTenantLetter,
  getTenantLetter,
  listTenantLetterAudit,
  listTenantLetters,
  listTenantPersonLetters,
  previewTenantLetter,
  updateTenantLetter,
} from './letters.service';

function sendAsAttachment(reply: FastifyReply, type: string, fileName: string) {
  reply
    .type(type)
    .header('cache-control', 'no-store')
    .header(
      'content-disposition',
      `attachment; filename="${toAsciiFileName(fileName)}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    );
}

export const registerKgLetterRoutes: RouteRegistrar = (register, context) => {
  // defined with the routes, so that every server process takes up finalising and renders left running
  for (const ensure of [ensureLetterFinalizeJobs, ensureLetterPdfJobs])
    ensure(context).catch((error: unknown) =>
      console.warn(`Kirchgeld: Brief-Aufträge nicht eingerichtet: ${String(error)}`),
    );

  register(routes.kgListLetters, ({ caller, params, query, apiBase }) =>
    listTenantLetters(context, caller, params.tenant, query, apiBase),
  );
  register(routes.kgPreviewLetter, ({ caller, params, query }) =>
    previewTenantLetter(context, caller, params.tenant, query),
  );
  register(routes.kgCreateLetter, ({ caller, params, body, apiBase }) =>
    createTenantLetter(context, caller, params.tenant, body, apiBase),
  );
  register(routes.kgGetLetter, ({ caller, params, apiBase }) =>
    getTenantLetter(context, caller, params.tenant, params.id, apiBase),
  );
  register(routes.kgUpdateLetter, ({ caller, params, body, apiBase }) =>
    updateTenantLetter(context, caller, params.tenant, params.id, body, apiBase),
  );
  register(routes.kgFinalizeLetter, ({ caller, params }) =>
    startLetterFinalize(context, caller, params.tenant, params.id),
  );
  register(routes.kgLetterAudit, ({ caller, params }) =>
    listTenantLetterAudit(context, caller, params.tenant, params.id),
  );
  register(routes.kgRenderLetterCsv, async ({ caller, params, query, reply }) => {
    const file = await renderLetterMerge(context, caller, params.tenant, params.id, query.format ?? 'csv');
    sendAsAttachment(reply, file.type, file.fileName);
    return file.content as never;
  });
  register(routes.kgRenderLetterPdf, ({ caller, params }) =>
    startLetterPdf(context, caller, params.tenant, params.id),
  );
  register(routes.kgDownloadLetterPdf, async ({ caller, params, reply }) => {
    const file = await openLetterPdf(context, caller, params.tenant, params.id);
    sendAsAttachment(reply, 'application/pdf', file.fileName);
    return file.stream as never;
  });
  register(routes.kgListPersonLetters, ({ caller, params, query, apiBase }) =>
    listTenantPersonLetters(context, caller, params.tenant, params.id, query, apiBase),
  );
};
