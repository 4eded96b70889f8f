/** HTTP of the plan spreadsheet (export, template, import) and of a plan's direct links. */
import {
  exportPlans as exportPlansRoute,
  getPlanDirectLinks as getPlanDirectLinksRoute,
  getPlanTemplate as getPlanTemplateRoute,
  importPlans as importPlansRoute,
  XLSX_MIME_TYPE,
} from '@kollekta/contract';
import { toAsciiFileName } from '@kollekta/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RouteRegistrar } from '../../platform/http-app';
import { readMultipartUpload } from '../../platform/multipart-upload';
import { getPlanDirectLinks } from './plan-direct-link.service';
import { IMPORT_LIMIT_BYTES, importPlans, type PlanUpload } from './plan-import.service';
import { exportPlans, getPlanTemplate, type SpreadsheetFile } from './plan-sheet.service';

export const registerPlanExportRoutes: RouteRegistrar = (register, context) => {
  register(exportPlansRoute, async ({ caller, params, query, apiBase, reply }) =>
    sendFile(reply, await exportPlans(context, caller, params.id, query, apiBase)),
  );
  register(getPlanTemplateRoute, async ({ caller, params, reply }) =>
    sendFile(reply, await getPlanTemplate(context, caller, params.id)),
  );
  register(importPlansRoute, async ({ caller, params, query, request }) =>
    importPlans(context, caller, params.id, await readUpload(request), { dryRun: query.dry_run === 'true' }),
  );
  register(getPlanDirectLinksRoute, ({ caller, params, query, apiBase }) =>
    getPlanDirectLinks(context, caller, params.id, query.organization, apiBase),
  );
};

/** The file as the answer; typed `never` because the contract declares no JSON body for it. */
function sendFile(reply: FastifyReply, file: SpreadsheetFile): never {
  reply
    .type(XLSX_MIME_TYPE)
    .header('cache-control', 'no-store')
    .header(
      'content-disposition',
      `attachment; filename="${toAsciiFileName(file.fileName)}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    );
  return file.content as never;
}

/** The file of a multipart upload (field `file`), read up to the limit and no further. */
async function readUpload(request: FastifyRequest): Promise<PlanUpload> {
  const { file } = await readMultipartUpload(request, { maxFileBytes: IMPORT_LIMIT_BYTES, maxFields: 5 });
  return { content: file?.content ?? null, tooLarge: file?.tooLarge ?? false };
}
