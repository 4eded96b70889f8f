/**
 * ContextK imports of a tenant: the upload checks the export at once (a ZIP, with Stammdaten.csv,
 * readable encodings, the required columns: a German 400 otherwise), stores it and sends the import
 * job in the transaction that creates the `kg_data_import` row (kind contextk); the imports with their
 * progress. `importContextKExport` runs the same import without the queue, for the demo world.
 */
import { createHash } from 'node:crypto';
import type { KgContextKImport } from '@kollekta/contract';
import { CONTEXTK_MESSAGES } from '@kollekta/domain';
import type { AppContext } from '../../../platform/app-context';
import { DomainError } from '../../../platform/errors';
import type { UploadedFile } from '../../../platform/multipart-upload';
import type { AuthenticatedCaller } from '../../../platform/request-context';
import { appendAudit } from '../../audit';
import { requireTenant } from '../tenancy';
import { readContextKArchive } from './contextk-archive';
import { toContextKImportResponse } from './legacy.mapper';
import {
  findContextKImport,
  findContextKImports,
  insertContextKImport,
  updateContextKImport,
} from './legacy.repository';
import {
  CONTEXTK_IMPORT_JOB,
  canSendContextKImport,
  contextKImportKey,
  contextKStorage,
  ensureContextKImportJobs,
  runContextKImportJob,
} from './legacy-import.jobs';
import { LEGACY_MESSAGES } from './legacy-messages';

/** the largest export accepted */
export const CONTEXTK_MAX_UPLOAD_MB = 50;

const refuseFile = (message: string) =>
  new DomainError('validation', message, { fieldErrors: { file: [message] } });

export async function uploadContextKImport(
  context: AppContext,
  caller: AuthenticatedCaller,
  tenantId: number,
  readUpload: () => Promise<UploadedFile | null>,
  apiBase: string,
): Promise<KgContextKImport> {
  await requireTenant(context, caller, tenantId);
  const file = await readUpload();
  if (!file || (file.content !== null && file.content.length === 0))
    throw refuseFile(CONTEXTK_MESSAGES.chooseFile);
  if (file.tooLarge || !file.content) throw refuseFile(CONTEXTK_MESSAGES.tooLarge(CONTEXTK_MAX_UPLOAD_MB));
  await ensureContextKImportJobs(context);
  const importId = await storeContextKImport(context, tenantId, file.fileName, file.content, {
    userId: caller.userId,
    impersonatorId: caller.impersonatorId,
  });
  const row = await findContextKImport(context.db, tenantId, importId);
  if (!row) throw new DomainError('not_found', LEGACY_MESSAGES.importNotFound);
  return toContextKImportResponse(row, apiBase);
}

/** Checks and stores the export and creates the import row; sends the job where a queue runs. */
export async function storeContextKImport(
  context: AppContext | Pick<AppContext, 'db' | 'config' | 'clock'>,
  tenantId: number,
  fileName: string,
  content: Buffer,
  actor: { userId: number | null; impersonatorId: number | null },
): Promise<number> {
  const archive = await readContextKArchive(content);
  const sha256 = createHash('sha256').update(content).digest('hex');
  const fileKey = `kirchgeld-contextk/${tenantId}/${sha256}.zip`;
  await contextKStorage(context).put(fileKey, content);
  return context.db.transaction().execute(async (trx) => {
    const id = await insertContextKImport(trx, {
      tenantId,
      fileName: cleanFileName(fileName),
      fileKey,
      sha256,
      size: content.length,
      encoding: archive.encoding,
      createdBy: actor.userId,
    });
    if ('jobs' in context && canSendContextKImport(context)) {
      const data = { organizationId: tenantId, importId: id };
      const jobId = await context.jobs.send(CONTEXTK_IMPORT_JOB, data, {
        transaction: trx,
        singletonKey: contextKImportKey(data),
      });
      if (jobId) await updateContextKImport(trx, id, { jobId });
    }
    await appendAudit(trx, {
      actorUserId: actor.userId,
      impersonatorUserId: actor.impersonatorId,
      action: 'kirchgeld.contextk_import.created',
      objectType: 'kg_data_import',
      objectId: id,
      data: { tenant_id: tenantId, file_name: fileName, sha256, size: content.length },
    });
    return id;
  });
}

/** Stores an export and imports it at once, without the queue (the demo world); answers the import's id. */
export async function importContextKExport(
  context: Pick<AppContext, 'db' | 'config' | 'clock'>,
  tenantId: number,
  fileName: string,
  content: Buffer,
): Promise<number> {
  const id = await storeContextKImport(context, tenantId, fileName, content, {
    userId: null,
    impersonatorId: null,
  });
  await runContextKImportJob(context, {
    id: `direct-${id}`,
    data: { organizationId: tenantId, importId: id },
    reportProgress: async () => undefined,
  });
  return id;
}

export async function listContextKImports(
  context: AppContext,
  caller: AuthenticatedCaller,
  tenantId: number,
  query: { limit?: number | undefined; offset?: number | undefined },
  apiBase: string,
) {
  await requireTenant(context, caller, tenantId);
  const limit = query.limit ?? 100;
  const offset = query.offset ?? 0;
  const { count, rows } = await findContextKImports(context.db, tenantId, { limit, offset });
  const listUrl = `${apiBase}tenant/${tenantId}/legacy/contextk/import/`;
  return {
    count,
    next: offset + limit < count ? `${listUrl}?limit=${limit}&offset=${offset + limit}` : null,
    previous: offset > 0 ? `${listUrl}?limit=${limit}&offset=${Math.max(0, offset - limit)}` : null,
    results: rows.map((row) => toContextKImportResponse(row, apiBase)),
  };
}

export async function getContextKImport(
  context: AppContext,
  caller: AuthenticatedCaller,
  tenantId: number,
  id: number,
  apiBase: string,
): Promise<KgContextKImport> {
  await requireTenant(context, caller, tenantId);
  const row = await findContextKImport(context.db, tenantId, id);
  if (!row) throw new DomainError('not_found', LEGACY_MESSAGES.importNotFound);
  return toContextKImportResponse(row, apiBase);
}

function cleanFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  return base.replace(/[^\p{L}\p{N} ._()-]/gu, '_').slice(0, 200) || 'contextk-export.zip';
}
