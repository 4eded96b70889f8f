/** HTTP of the church-tax area's legacy data: `{tenant}legacy/contextk/…` (devices-income-kirchgeld.md §7). */
import { kgLegacyRoutes as routes } from '@kollekta/contract';
import type { RouteRegistrar } from '../../../platform/http-app';
import { readMultipartUpload } from '../../../platform/multipart-upload';
import { ensureContextKImportJobs, sendPendingContextKImports } from './legacy-import.jobs';
import {
  CONTEXTK_MAX_UPLOAD_MB,
  getContextKImport,
  listContextKImports,
  uploadContextKImport,
} from './legacy-import.service';
import { adoptLegacyRecordForCaller, listLegacyPostcodes, listLegacyRecords } from './legacy-records.service';

export const registerKgLegacyRoutes: RouteRegistrar = (register, context) => {
  // defined with the routes, so every server process runs the imports; pending ones are sent then
  ensureContextKImportJobs(context)
    .then(() => sendPendingContextKImports(context))
    .catch((error: unknown) =>
      console.warn(`ContextK-Import: Aufträge nicht eingerichtet: ${String(error)}`),
    );

  register(routes.kgUploadContextKImport, ({ caller, params, request, apiBase }) =>
    uploadContextKImport(
      context,
      caller,
      params.tenant,
      async () =>
        (
          await readMultipartUpload(request, {
            maxFileBytes: CONTEXTK_MAX_UPLOAD_MB * 1024 * 1024,
            maxFields: 5,
          })
        ).file,
      apiBase,
    ),
  );
  register(routes.kgListContextKImports, ({ caller, params, query, apiBase }) =>
    listContextKImports(context, caller, params.tenant, query, apiBase),
  );
  register(routes.kgGetContextKImport, ({ caller, params, apiBase }) =>
    getContextKImport(context, caller, params.tenant, params.id, apiBase),
  );
  register(routes.kgListLegacyRecords, ({ caller, params, query, apiBase }) =>
    listLegacyRecords(context, caller, params.tenant, query, apiBase),
  );
  register(routes.kgListLegacyPostcodes, ({ caller, params }) =>
    listLegacyPostcodes(context, caller, params.tenant),
  );
  register(routes.kgAdoptLegacyRecord, ({ caller, params, body, apiBase }) =>
    adoptLegacyRecordForCaller(context, caller, params.tenant, params.id, body, apiBase),
  );
};
