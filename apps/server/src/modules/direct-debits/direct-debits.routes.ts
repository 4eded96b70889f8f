/** HTTP of direct-debit files and returns: parse with the contract, call the service, map. */
import { routes } from '@kollekta/contract';
import { toAsciiFileName } from '@kollekta/domain';
import type { RouteRegistrar } from '../../platform/http-app';
import { ensureDirectDebitJobs } from './direct-debits.jobs';
import { toDebitResponse, toFileResponse, toRunResponse } from './direct-debits.mapper';
import {
  getFile,
  getFileDownload,
  listFiles,
  listRuns,
  markCollected,
  markProcessed,
  returnDebit,
  startRun,
} from './direct-debits.service';

export const registerDirectDebitRoutes: RouteRegistrar = (register, context) => {
  // the kinds are defined with the routes, so that every server process can run and send them
  ensureDirectDebitJobs(context, (message) => console.warn(message)).catch((error: unknown) =>
    console.warn(`Lastschriftdateien: Aufträge nicht eingerichtet: ${String(error)}`),
  );

  register(routes.listDirectDebitFiles, async ({ caller, query, apiBase }) =>
    (await listFiles(context, caller, query.organization)).map((file) => toFileResponse(file, apiBase)),
  );
  register(routes.downloadDirectDebitFile, async ({ caller, params, reply }) => {
    const file = await getFileDownload(context, caller, params.id);
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-disposition',
        `attachment; filename="${toAsciiFileName(file.fileName)}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      );
    // typed `never`: the contract declares no JSON body for a file
    return file.xml as never;
  });
  register(routes.updateDirectDebitFile, async ({ caller, params, apiBase }) => {
    await markProcessed(context, caller, params.id);
    return toFileResponse(await getFile(context, caller, params.id), apiBase);
  });
  register(routes.confirmDirectDebitFileCollected, async ({ caller, params, apiBase }) => {
    await markCollected(context, caller, params.id);
    return toFileResponse(await getFile(context, caller, params.id), apiBase);
  });
  register(routes.startDirectDebitRun, async ({ caller, body }) =>
    toRunResponse(await startRun(context, caller, body.organization)),
  );
  register(routes.listDirectDebitRuns, async ({ caller, query }) =>
    (await listRuns(context, caller, query.organization)).map(toRunResponse),
  );
  register(routes.returnDirectDebit, async ({ caller, params, apiBase }) =>
    toDebitResponse(await returnDebit(context, caller, params.id), apiBase),
  );
};
