/**
 * Registry imports of a tenant (devices-income-kirchgeld.md §7 `{tenant}data_import/`): the upload
 * stores the file and an import row and sends the import job in one transaction; the history and
 * one import with its processing state. Every call checks the tenant first.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { KgDataImport, KgDataImportPage } from '@kollekta/contract';
import type { Actor } from '@kollekta/domain';
import type { AppContext } from '../../../platform/app-context';
import { DomainError } from '../../../platform/errors';
import type { UploadedFile } from '../../../platform/multipart-upload';
import { appendAudit } from '../../audit';
import { requireTenant, tenantUrl } from '../tenancy';
import { toDataImportResponse } from './imports.mapper';
import {
  type DataImportRow,
  findDataImport,
  insertDataImport,
  listDataImports,
  setDataImportJob,
} from './imports.repository';
import { IMPORT_MESSAGES } from './imports-messages';
import { looksLikeText } from './registry-csv';
import { ensureRegistryImportJobs, REGISTRY_IMPORT_JOB, registryFileStorage } from './registry-import.jobs';

type Caller = Actor & { userId: number };

const refuseFile = (message: string) =>
  new DomainError('validation', message, { fieldErrors: { file: [message] } });

/** Stores the file and starts its import; answers the pending import. */
export async function createRegistryImport(
  context: AppContext,
  caller: Caller,
  tenantId: number,
  readUpload: () => Promise<UploadedFile | null>,
  apiBase: string,
): Promise<KgDataImport> {
  const tenant = await requireTenant(context, caller, tenantId);
  const file = await readUpload();
  if (!file) throw refuseFile(IMPORT_MESSAGES.noFile);
  if (file.tooLarge || !file.content) throw refuseFile(IMPORT_MESSAGES.tooLarge);
  if (file.content.length === 0) throw refuseFile(IMPORT_MESSAGES.emptyFile);
  if (!looksLikeText(file.content)) throw refuseFile(IMPORT_MESSAGES.notText);

  await ensureRegistryImportJobs(context);
  const row = await enqueueRegistryImport(context, tenant.id, {
    fileName: file.fileName,
    content: file.content,
    createdBy: caller.userId,
  });
  return toDataImportResponse(row, tenantUrl(apiBase, tenant.id), context.clock.now());
}

/**
 * Stores the file (under its SHA-256: the same content twice is one file) and, in one transaction,
 * the pending import, its job and the audit entry. The job kind must be defined on the queue.
 */
export async function enqueueRegistryImport(
  context: AppContext,
  tenantId: number,
  file: { fileName: string; content: Buffer; createdBy: number | null },
): Promise<DataImportRow> {
  const sha256 = createHash('sha256').update(file.content).digest('hex');
  const fileKey = `kirchgeld-imports/${tenantId}/${sha256}.csv`;
  await registryFileStorage(context).put(fileKey, file.content);
  return context.db.transaction().execute(async (trx) => {
    const inserted = await insertDataImport(trx, {
      tenantId,
      fileName: cleanFileName(file.fileName),
      fileKey,
      sha256,
      size: file.content.length,
      createdAt: context.clock.now(),
      createdBy: file.createdBy,
    });
    const jobId = await context.jobs.send(
      REGISTRY_IMPORT_JOB,
      { organizationId: tenantId, importId: inserted.id },
      { transaction: trx },
    );
    await setDataImportJob(trx, inserted.id, jobId);
    await appendAudit(trx, {
      actorUserId: file.createdBy,
      action: 'kirchgeld.data_import.created',
      objectType: 'kg_data_import',
      objectId: inserted.id,
      data: { tenant_id: tenantId, file_name: inserted.file_name, sha256, size: inserted.file_size },
    });
    return { ...inserted, job_id: jobId };
  });
}

export async function listRegistryImports(
  context: AppContext,
  caller: Actor,
  tenantId: number,
  query: { limit?: number | undefined; offset?: number | undefined },
  apiBase: string,
): Promise<KgDataImportPage> {
  const tenant = await requireTenant(context, caller, tenantId);
  const limit = query.limit ?? 100;
  const offset = query.offset ?? 0;
  const { count, rows } = await listDataImports(context.db, tenant.id, { limit, offset });
  const base = tenantUrl(apiBase, tenant.id);
  const link = (at: number) => `${base}data_import/?limit=${limit}${at > 0 ? `&offset=${at}` : ''}`;
  const now = context.clock.now();
  return {
    count,
    next: offset + limit < count ? link(offset + limit) : null,
    previous: offset > 0 ? link(Math.max(0, offset - limit)) : null,
    results: rows.map((row) => toDataImportResponse(row, base, now)),
  };
}

export async function getRegistryImport(
  context: AppContext,
  caller: Actor,
  tenantId: number,
  id: number,
  apiBase: string,
): Promise<KgDataImport> {
  const tenant = await requireTenant(context, caller, tenantId);
  const row = await findDataImport(context.db, tenant.id, id);
  if (!row) throw new DomainError('not_found', IMPORT_MESSAGES.notFound);
  return toDataImportResponse(row, tenantUrl(apiBase, tenant.id), context.clock.now());
}

function cleanFileName(name: string): string {
  const base = path
    .basename(name.replace(/\\/g, '/') || 'meldewesen.csv')
    .replace(/[^\p{L}\p{N} ._()-]/gu, '_')
    .slice(0, 200);
  return base || 'meldewesen.csv';
}
