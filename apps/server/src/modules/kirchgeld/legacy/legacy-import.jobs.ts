/**
 * The ContextK import job (`kirchgeld.contextk-import`): reads the stored export, builds one legacy
 * record an address and writes them in batches by (tenant, AdrID), each batch in one transaction with
 * the progress {done, total}. Every write is an upsert of the export's data, so an attempt that is
 * killed (`kill -9`) and taken up again writes the same rows again and nothing twice; a finished
 * import is left alone. Broken lines are reported by file and line number, the rest goes in.
 */
import path from 'node:path';
import { buildContextKRecords } from '@kollekta/domain';
import { createFileStorage } from '../../../adapters/file-storage';
import type { AppContext } from '../../../platform/app-context';
import { DomainError } from '../../../platform/errors';
import { defineJobKind, type JobQueue, type JobRun } from '../../../platform/jobs';
import { readContextKArchive } from './contextk-archive';
import {
  findContextKImport,
  findPendingContextKImports,
  updateContextKImport,
  upsertLegacyRecords,
} from './legacy.repository';

export type ContextKImportData = { organizationId: number; importId: number };

export const CONTEXTK_IMPORT_JOB = defineJobKind<ContextKImportData>('kirchgeld.contextk-import', {
  policy: 'exclusive',
  retryLimit: 3,
  retryDelaySeconds: 5,
  expireInSeconds: 600,
});

export const contextKImportKey = (data: ContextKImportData) => `contextk-import:${data.importId}`;

const BATCH_SIZE = 200;
/** the most line errors kept with the import */
const MAX_ERRORS = 200;
const FILE_GONE = 'Die hochgeladene Datei ist nicht mehr vorhanden. Bitte erneut hochladen.';

export const contextKStorage = (context: Pick<AppContext, 'config'>) =>
  createFileStorage(path.join(context.config.dataDir, 'files'));

export async function runContextKImportJob(
  context: Pick<AppContext, 'db' | 'config' | 'clock'>,
  job: Pick<JobRun<ContextKImportData>, 'id' | 'data' | 'reportProgress'>,
  options: { batchSize?: number; afterBatch?: (done: number) => Promise<void> } = {},
): Promise<void> {
  const { organizationId: tenantId, importId } = job.data;
  const row = await findContextKImport(context.db, tenantId, importId);
  if (!row || row.state === 'finished') return;
  const started = context.clock.now();
  await updateContextKImport(context.db, importId, { state: 'running', jobId: job.id });
  try {
    const content = await contextKStorage(context).get(row.file_key);
    if (!content) throw new DomainError('validation', FILE_GONE);
    const archive = await readContextKArchive(content);
    const { records, errors } = buildContextKRecords(archive.tables);
    const total = records.length;
    const bookings = records.reduce((sum, record) => sum + record.buchungen.length, 0);
    const batchSize = options.batchSize ?? BATCH_SIZE;
    await job.reportProgress(0, total);
    for (let done = 0; done < total; ) {
      const batch = records.slice(done, done + batchSize);
      const next = done + batch.length;
      await context.db.transaction().execute(async (trx) => {
        await upsertLegacyRecords(trx, tenantId, importId, batch);
        await updateContextKImport(trx, importId, { processingState: { done: next, total } });
      });
      done = next;
      await job.reportProgress(done, total);
      await options.afterBatch?.(done);
    }
    await updateContextKImport(context.db, importId, {
      state: 'finished',
      finishedAt: context.clock.now(),
      processingState: {
        done: total,
        total,
        records: total,
        bookings,
        duration: (context.clock.now().getTime() - started.getTime()) / 1000,
        errors: errors.slice(0, MAX_ERRORS),
      },
    });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    // the file's own problem: retrying cannot help, the user reads why
    await updateContextKImport(context.db, importId, {
      state: 'failed',
      finishedAt: context.clock.now(),
      processingState: { done: 0, total: 0, message: error.message },
    });
    throw error;
  }
}

const definitions = new WeakMap<JobQueue, Promise<void>>();
const ready = new WeakSet<JobQueue>();

/** Defines the kind on the context's queue once; imports left pending while no queue ran are sent then. */
export function ensureContextKImportJobs(context: AppContext): Promise<void> {
  let defined = definitions.get(context.jobs);
  if (!defined) {
    defined = context.jobs
      .define(CONTEXTK_IMPORT_JOB, async (job) => {
        await runContextKImportJob(context, job);
      })
      .then(() => {
        ready.add(context.jobs);
      });
    definitions.set(context.jobs, defined);
  }
  return defined;
}

/** Whether a job can be sent now (inside a transaction a send must not wait for the queue to set up). */
export function canSendContextKImport(context: AppContext): boolean {
  return ready.has(context.jobs) && context.jobs.isStarted();
}

/** Sends a job for every import still pending or running (after a restart without queue, for instance). */
export async function sendPendingContextKImports(context: AppContext): Promise<void> {
  if (!canSendContextKImport(context)) return;
  for (const pending of await findPendingContextKImports(context.db)) {
    const data = { organizationId: pending.tenant_id, importId: pending.id };
    await context.jobs.send(CONTEXTK_IMPORT_JOB, data, { singletonKey: contextKImportKey(data) });
  }
}
