/**
 * Rendering a finalised letter's PDF (every recipient one page) into the file storage, as a job with
 * task progress. The file is written under a temporary name and renamed when complete, and the letter
 * learns its key in the transaction that finishes the task: a render cut off by `kill -9` is simply
 * done again (a finalised letter never changes, so the pages come out the same).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { AppContext } from '../../../platform/app-context';
import { DomainError } from '../../../platform/errors';
import { defineJobKind, type JobQueue } from '../../../platform/jobs';
import { updateKgTask } from '../tasks';
import { eachRecipient, letterPdfSetting, toPdfRecipient } from './letter-documents';
import { createLetterPdf, drawLetterPage } from './letter-pdf';
import { findLetter } from './letters.repository';

export type LetterPdfData = { organizationId: number; letterId: number; taskId: string };

export const LETTER_PDF_JOB = defineJobKind<LetterPdfData>('kirchgeld.letter-pdf', {
  retryLimit: 3,
  retryDelaySeconds: 5,
  expireInSeconds: 1800,
});
export const LETTER_PDF_KIND = 'letter.pdf';
const PROGRESS_EVERY = 250;

type PdfContext = Pick<AppContext, 'db' | 'clock' | 'config'>;

/** `kirchgeld-letters/{tenant}/letter-{id}.pdf` below the data directory's files. */
export function letterPdfKey(tenantId: number, letterId: number) {
  return `kirchgeld-letters/${tenantId}/letter-${letterId}.pdf`;
}
export function letterPdfPath(dataDir: string, key: string) {
  return path.join(dataDir, 'files', key);
}

/** Streams every page of the letter into `output`; `onPage` after each page. */
export async function writeLetterPdf(
  context: Pick<AppContext, 'db'>,
  tenant: { id: number; name: string },
  letterId: number,
  output: NodeJS.WritableStream,
  onPage?: (done: number) => Promise<void> | void,
  /** the first letters only (a sample, as the benchmark takes) */
  limit?: number,
): Promise<number> {
  const letter = await findLetter(context.db, tenant.id, letterId);
  if (!letter) throw new DomainError('not_found', 'Diesen Brief gibt es nicht (mehr).');
  const setting = await letterPdfSetting(context.db, tenant, letter);
  const pdf = createLetterPdf(setting);
  const written = pipeline(pdf, output);
  let pages = 0;
  for await (const recipient of eachRecipient(context.db, letter.id, limit)) {
    drawLetterPage(pdf, setting, toPdfRecipient(recipient));
    pages += 1;
    await onPage?.(pages);
  }
  if (pages === 0) pdf.addPage({ size: 'A4', margin: 0 });
  pdf.end();
  await written;
  return pages;
}

export async function runLetterPdf(context: PdfContext, data: LetterPdfData): Promise<void> {
  const tenantRow = await context.db
    .selectFrom('organization')
    .select(['id', 'name'])
    .where('id', '=', data.organizationId)
    .executeTakeFirstOrThrow();
  const letter = await findLetter(context.db, tenantRow.id, data.letterId);
  if (!letter) throw new DomainError('not_found', 'Diesen Brief gibt es nicht (mehr).');
  const total = Number(letter.recipient_count ?? 0);
  await updateKgTask(context.db, data.taskId, { state: 'started', totalCount: total, doneCount: 0 });
  const key = letterPdfKey(tenantRow.id, letter.id);
  const target = letterPdfPath(context.config.dataDir, key);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.${process.pid}.partial`;
  await writeLetterPdf(context, tenantRow, letter.id, fs.createWriteStream(partial), async (done) => {
    if (done % PROGRESS_EVERY === 0) await updateKgTask(context.db, data.taskId, { doneCount: done });
  });
  fs.renameSync(partial, target);
  await context.db.transaction().execute(async (trx) => {
    await trx.updateTable('kg_letter').set({ pdf_file_key: key }).where('id', '=', letter.id).execute();
    await updateKgTask(trx, data.taskId, {
      state: 'finished',
      doneCount: total,
      result: { letter_id: letter.id, pages: total },
    });
  });
}

const definitions = new WeakMap<JobQueue, Promise<void>>();

export function ensureLetterPdfJobs(context: AppContext): Promise<void> {
  let defined = definitions.get(context.jobs);
  if (!defined) {
    defined = context.jobs.define(LETTER_PDF_JOB, async (job) => {
      try {
        await runLetterPdf(context, job.data);
      } catch (error) {
        if (error instanceof DomainError || job.attempt >= LETTER_PDF_JOB.options.retryLimit)
          await updateKgTask(context.db, job.data.taskId, {
            state: 'failed',
            result: {
              message:
                error instanceof DomainError ? error.message : 'Die PDF-Datei konnte nicht erstellt werden.',
            },
          });
        throw error;
      }
    });
    definitions.set(context.jobs, defined);
  }
  return defined;
}
