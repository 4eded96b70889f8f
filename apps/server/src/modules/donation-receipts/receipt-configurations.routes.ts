/**
 * HTTP of receipt issuing: the organisation's minimum amounts, the public claim of a device gift's
 * receipt with its confirmation code, and the signed link to the claimed PDF. The issue, mail and
 * sweep jobs are defined here, with the routes, so that every server process runs them.
 */
import { routes } from '@kollekta/contract';
import { toAsciiFileName } from '@kollekta/domain';
import type { RouteRegistrar } from '../../platform/http-app';
import { claimDeviceReceipt, getClaimedReceiptDownload } from './device-receipt-codes';
import { createReceiptConfiguration, listReceiptConfigurations } from './receipt-configurations';
import { ensureReceiptJobs, RECEIPT_SWEEP_JOB } from './receipt-issuing.jobs';
import { sendReceiptMails } from './receipt-mails';
import { issueRequestedReceipt, sweepConfirmedRequests } from './receipt-requests';

export const registerReceiptIssuingRoutes: RouteRegistrar = (register, context) => {
  ensureReceiptJobs(context, {
    issue: async (jobContext, data) => {
      await issueRequestedReceipt(jobContext, data.requestId);
    },
    mail: (jobContext, data) => sendReceiptMails(jobContext, data),
    sweep: (jobContext) => sweepConfirmedRequests(jobContext),
  })
    .then(async () => {
      // requests confirmed while no queue ran get their receipts now
      if (context.jobs.isStarted())
        await context.jobs.send(RECEIPT_SWEEP_JOB, { organizationId: null }, { singletonKey: 'all' });
    })
    .catch((error: unknown) =>
      console.warn(`Zuwendungsbestätigungen: Aufträge nicht eingerichtet: ${String(error)}`),
    );

  register(routes.listDonationReceiptConfigurations, ({ caller, params }) =>
    listReceiptConfigurations(context, caller, params.id),
  );
  register(routes.createDonationReceiptConfiguration, ({ caller, params, body }) =>
    createReceiptConfiguration(context, caller, params.id, body),
  );
  register(routes.claimDeviceReceipt, ({ body, info, apiBase }) =>
    claimDeviceReceipt(context, { body, address: info.ipAddress, apiBase }),
  );
  register(routes.downloadClaimedReceipt, async ({ params, reply }) => {
    const file = await getClaimedReceiptDownload(context, params.token);
    reply
      .type('application/pdf')
      .header('cache-control', 'no-store')
      .header(
        'content-disposition',
        `attachment; filename="${toAsciiFileName(file.fileName)}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      );
    // the contract declares no JSON body for a file
    return file.pdf as never;
  });
};
