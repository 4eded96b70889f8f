/** HTTP of billing documents: parse with the contract, call the service, map. */
import { routes } from '@kollekta/contract';
import { toAsciiFileName } from '@kollekta/domain';
import type { RouteRegistrar } from '../../platform/http-app';
import { ensureBillingJobs } from './billing-documents.jobs';
import { toBillingDocumentResponse } from './billing-documents.mapper';
import { downloadBillingDocument, listBillingDocuments, startBillingRun } from './billing-documents.service';

export const registerBillingDocumentRoutes: RouteRegistrar = (register, context) => {
  // the kinds are defined with the routes, so that every server process can run and send them
  ensureBillingJobs(context).catch((error: unknown) =>
    console.warn(`Abrechnungen: Aufträge nicht eingerichtet: ${String(error)}`),
  );

  register(routes.listBookingReports, async ({ caller, query, apiBase }) =>
    (await listBillingDocuments(context, caller, query.organization, 'booking-report')).map((row) =>
      toBillingDocumentResponse(row, apiBase),
    ),
  );
  register(routes.listInvoices, async ({ caller, query, apiBase }) =>
    (await listBillingDocuments(context, caller, query.organization, 'invoice')).map((row) =>
      toBillingDocumentResponse(row, apiBase),
    ),
  );
  register(routes.downloadBillingDocument, async ({ caller, params, reply }) => {
    const file = await downloadBillingDocument(context, caller, params.id);
    reply
      .type(file.contentType)
      .header('cache-control', 'no-store')
      .header(
        'content-disposition',
        `attachment; filename="${toAsciiFileName(file.name)}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      );
    // typed `never`: the contract declares no JSON body for a file
    return file.content as never;
  });
  register(routes.startBillingRun, async ({ caller, body }) => startBillingRun(context, caller, body));
};
