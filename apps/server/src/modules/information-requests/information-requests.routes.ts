/** HTTP of information requests: `{org}subscriber_details/`, `…_xlsx/` and `{org}payment_details/` (administration.md §7). */
import {
  exportSubscribers as exportRoute,
  listPaymentDetails as listPaymentDetailsRoute,
  listSubscribers as listRoute,
  XLSX_MIME_TYPE,
} from '@kollekta/contract';
import { toAsciiFileName } from '@kollekta/domain';
import type { RouteRegistrar } from '../../platform/http-app';
import { exportSubscribers, listPaymentDetails, listSubscribers } from './information-requests.service';

export const registerInformationRequestRoutes: RouteRegistrar = (register, context) => {
  register(listRoute, ({ caller, params, query, apiBase }) =>
    listSubscribers(context, caller, params.id, query, apiBase),
  );
  register(listPaymentDetailsRoute, ({ caller, params, query, apiBase }) =>
    listPaymentDetails(context, caller, params.id, query, apiBase),
  );
  register(exportRoute, async ({ caller, params, reply }) => {
    const file = await exportSubscribers(context, caller, params.id);
    reply
      .type(XLSX_MIME_TYPE)
      .header('cache-control', 'no-store')
      .header(
        'content-disposition',
        `attachment; filename="${toAsciiFileName(file.fileName)}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      );
    // the contract declares no JSON body for a file
    return file.content as never;
  });
};
