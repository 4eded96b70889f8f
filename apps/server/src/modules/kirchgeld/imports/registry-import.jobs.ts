/**
 * The registry import's job (issue 18 "Registry imports"): reads the uploaded file, checks it
 * (`readRegistryFile`), then writes its persons in batches, each batch one transaction that also
 * records how far the import got (`next_index` in `processing_state`). After `kill -9` the retried
 * job goes on after the last committed batch; a batch done twice finds its persons unchanged
 * anyway. The end (couples linked, persons who moved away ended, state finished) is one more
 * transaction that runs once: a finished import is never processed again.
 * All versions are dated at the import's time (`created_at`), so a repeat dates nothing differently.
 */
import path from 'node:path';
import { type RegistryLine, readRegistryFile } from '@kollekta/domain';
import { sql } from 'kysely';
import { createFileStorage } from '../../../adapters/file-storage';
import type { AppContext } from '../../../platform/app-context';
import { defineJobKind, type JobQueue } from '../../../platform/jobs';
import { findDataImportById, lockDataImport, saveDataImportState } from './imports.repository';
import { IMPORT_MESSAGES } from './imports-messages';
import { MAX_REPORTED_ERRORS, readProcessingState, type StoredProcessingState } from './processing-state';
import { decodeRegistryFile, splitRegistryCsv } from './registry-csv';
import {
  endAbsentRegistryPersons,
  linkRegistryCouples,
  writeRegistryBatch,
} from './registry-persons.repository';

export type RegistryImportData = { organizationId: number; importId: number };

export const REGISTRY_IMPORT_JOB = defineJobKind<RegistryImportData>('kirchgeld.registry-import', {
  retryLimit: 5,
  retryDelaySeconds: 5,
  // 50,000 lines take well under a minute; an attempt whose process died comes back after this
  expireInSeconds: 600,
});

export const REGISTRY_BATCH_SIZE = 500;

export type RegistryImportOptions = {
  batchSize?: number;
  /** after each committed batch (the crash test pauses here) */
  afterBatch?: (done: number, total: number) => Promise<void>;
};

type ImportContext = Pick<AppContext, 'db' | 'clock' | 'config'>;

export function registryFileStorage(context: Pick<AppContext, 'config'>) {
  return createFileStorage(path.join(context.config.dataDir, 'files'));
}

/** Runs (or resumes) the import; answers its final processing state. */
export async function runRegistryImport(
  context: ImportContext,
  importId: number,
  options: RegistryImportOptions = {},
): Promise<StoredProcessingState> {
  const row = await findDataImportById(context.db, importId);
  if (!row) throw new Error(`registry import ${importId} does not exist`);
  const stored = readProcessingState(row.processing_state);
  if (row.state === 'finished' || row.state === 'failed') return stored;

  const content = await registryFileStorage(context).get(row.file_key);
  if (!content) return fail(context, importId, IMPORT_MESSAGES.fileGone);
  const { text, encoding } = decodeRegistryFile(content);
  const csv = splitRegistryCsv(text);
  const reading = readRegistryFile(csv.records, csv.brokenLines);
  if (!reading.ok) return fail(context, importId, reading.message, encoding);

  const at = new Date(row.created_at);
  const { persons } = reading;
  let state = await context.db.transaction().execute(async (trx) => {
    const locked = await lockDataImport(trx, importId);
    const current = readProcessingState(locked.processing_state);
    const next: StoredProcessingState = {
      ...current,
      started_at: current.started_at ?? context.clock.now().toISOString(),
      input_lines: reading.inputLines,
      errors: reading.errors.slice(0, MAX_REPORTED_ERRORS),
      error_count: reading.errors.length,
      warnings: reading.warnings,
      progress: { done: current.next_index, total: persons.length },
    };
    await saveDataImportState(trx, importId, { state: 'running', processingState: next, encoding });
    return next;
  });

  const batchSize = options.batchSize ?? REGISTRY_BATCH_SIZE;
  // the embedded database has no autovacuum: without fresh statistics after a large import, the
  // planner takes the tables for empty and scans them whole for every batch
  await refreshStatistics(context);
  let analyzedAt = state.next_index;
  while (state.next_index < persons.length) {
    state = await context.db.transaction().execute(async (trx) => {
      const locked = readProcessingState((await lockDataImport(trx, importId)).processing_state);
      // another attempt may have gone further meanwhile: go on from what is committed
      const start = locked.next_index;
      const batch = persons.slice(start, start + batchSize);
      const counts = await writeRegistryBatch(trx, { tenantId: row.tenant_id, importId, at, lines: batch });
      const done = start + batch.length;
      const next: StoredProcessingState = {
        ...locked,
        created: locked.created + counts.created,
        changed: locked.changed + counts.changed,
        unchanged: locked.unchanged + counts.unchanged,
        next_index: done,
        progress: { done, total: persons.length },
      };
      await saveDataImportState(trx, importId, { processingState: next });
      return next;
    });
    await options.afterBatch?.(state.next_index, persons.length);
    if (state.next_index - analyzedAt >= ANALYZE_EVERY) {
      await refreshStatistics(context);
      analyzedAt = state.next_index;
    }
  }

  const finished = await context.db.transaction().execute(async (trx) => {
    const locked = await lockDataImport(trx, importId);
    const current = readProcessingState(locked.processing_state);
    if (locked.state === 'finished') return current;
    const married = await linkRegistryCouples(trx, {
      tenantId: row.tenant_id,
      at,
      couples: couplesOf(persons),
    });
    const ended = await endAbsentRegistryPersons(trx, {
      tenantId: row.tenant_id,
      at,
      registryIds: reading.registryIds,
    });
    const now = context.clock.now();
    const final: StoredProcessingState = {
      ...current,
      married,
      ended,
      duration: secondsSince(current.started_at, now),
    };
    await saveDataImportState(trx, importId, { state: 'finished', processingState: final, finishedAt: now });
    return final;
  });
  await vacuumPersonTables(context);
  return finished;
}

const ANALYZE_EVERY = 10_000;

async function refreshStatistics(context: ImportContext) {
  await sql`analyze kg_person, kg_person_data, kg_relation`.execute(context.db);
}

/**
 * Without autovacuum no page of the embedded database is ever marked all-visible, so the person
 * lookup's index-only scans of the search words visited every row as well: with 100,000 persons a
 * search for a name took half as long after a vacuum (and a 16MB buffer pool held its pages).
 * Outside a transaction, as VACUUM requires; run again by a resumed job, which does no harm.
 */
async function vacuumPersonTables(context: ImportContext) {
  await sql`vacuum analyze kg_person, kg_person_data, kg_person_search_word, kg_relation`.execute(context.db);
}

/** Each couple once, whichever of the two names the other. */
function couplesOf(persons: readonly RegistryLine[]): [string, string][] {
  const seen = new Set<string>();
  const couples: [string, string][] = [];
  for (const person of persons) {
    if (!person.spouseRegistryId) continue;
    const pair = [person.registryId, person.spouseRegistryId].sort() as [string, string];
    const key = pair.join('\u0000');
    if (seen.has(key)) continue;
    seen.add(key);
    couples.push(pair);
  }
  return couples;
}

function secondsSince(startedAt: string | null, now: Date): number {
  if (!startedAt) return 0;
  return Math.max(0, Math.round((now.getTime() - Date.parse(startedAt)) / 100) / 10);
}

async function fail(
  context: ImportContext,
  importId: number,
  message: string,
  encoding?: string,
): Promise<StoredProcessingState> {
  return context.db.transaction().execute(async (trx) => {
    const locked = await lockDataImport(trx, importId);
    const current = readProcessingState(locked.processing_state);
    const now = context.clock.now();
    const final: StoredProcessingState = {
      ...current,
      detail: message,
      duration: secondsSince(current.started_at ?? now.toISOString(), now),
    };
    await saveDataImportState(trx, importId, {
      state: 'failed',
      processingState: final,
      finishedAt: now,
      ...(encoding ? { encoding } : {}),
    });
    return final;
  });
}

const definitions = new WeakMap<JobQueue, Promise<void>>();

/** Defines the kind on the context's queue once; the promise settles when it can be sent. */
export function ensureRegistryImportJobs(context: AppContext): Promise<void> {
  let defined = definitions.get(context.jobs);
  if (!defined) {
    defined = context.jobs.define(REGISTRY_IMPORT_JOB, async (job) => {
      await runRegistryImport(context, job.data.importId);
    });
    definitions.set(context.jobs, defined);
  }
  return defined;
}
