/** HTTP of the church-tax area's registry imports (devices-income-kirchgeld.md §7 `{tenant}data_import/`). */
import { kgCreateDataImport, kgGetDataImport, kgListDataImports } from '@kollekta/contract';
import type { RouteRegistrar } from '../../../platform/http-app';
import { readMultipartUpload } from '../../../platform/multipart-upload';
import { createRegistryImport, getRegistryImport, listRegistryImports } from './imports.service';
import { IMPORT_LIMIT_BYTES } from './imports-messages';
import { ensureRegistryImportJobs } from './registry-import.jobs';

export const registerKgImportRoutes: RouteRegistrar = (register, context) => {
  // defined with the routes, so that every server process takes up imports left pending or running
  ensureRegistryImportJobs(context).catch((error: unknown) =>
    console.warn(`Kirchgeld: Meldewesen-Importe nicht eingerichtet: ${String(error)}`),
  );

  register(kgListDataImports, ({ caller, params, query, apiBase }) =>
    listRegistryImports(context, caller, params.tenant, query, apiBase),
  );
  register(kgGetDataImport, ({ caller, params, apiBase }) =>
    getRegistryImport(context, caller, params.tenant, params.id, apiBase),
  );
  register(kgCreateDataImport, ({ caller, params, request, apiBase }) =>
    createRegistryImport(
      context,
      caller,
      params.tenant,
      async () =>
        (await readMultipartUpload(request, { maxFileBytes: IMPORT_LIMIT_BYTES, maxFields: 5 })).file,
      apiBase,
    ),
  );
};
