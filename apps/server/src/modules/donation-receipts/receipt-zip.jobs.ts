/**
 * The ZIP of a period (issue 15, `{timestamp}_Zuwendungsbestätigungen.zip`): a job puts every
 * receipt an organisation and those below it issued in the period into one ZIP file under the data
 * directory. Receipts are read in batches by id (rows from the database, PDFs from their files) and
 * written with yazl (receipt-zip-entries.ts), the next batch read only when the last one is in the
 * file, so memory holds one batch of PDFs, never all. yazl, not archiver: archiver's end of a
 * 10,000-entry ZIP (its central directory, field by field) took 87 MB of heap for a moment, yazl's
 * 16 MB. The file is written under a temporary name and renamed when complete; a retry after
 * `kill -9` writes it again from the start (the receipts are issued already, so nothing is issued
 * twice, and a half-written file is never offered). Jobs are exclusive per organisation and period.
 */

import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import type { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { toZonedInstant } from '@kollekta/domain';
import { ZipFile } from 'yazl';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';
import { defineJobKind, type JobQueue, type JobRun } from '../../platform/jobs';
import { findOrganizationById } from '../organizations';
import { readReceiptFile, receiptFiles } from './receipt-files';
import { countZipReceipts, findZipReceiptBatch, type ZipSelection } from './receipt-zip.repository';
import { addReceiptEntries } from './receipt-zip-entries';

export type ReceiptZipData = {
  organizationId: number;
  /** YYYY-MM-DD, inclusive */
  dateFrom: string;
  /** YYYY-MM-DD, exclusive */
  dateBefore: string;
};

export const RECEIPT_ZIP_JOB = defineJobKind<ReceiptZipData>('donation-receipts.zip', {
  policy: 'exclusive',
  retryLimit: 3,
  retryDelaySeconds: 5,
  // 10,000 receipts take well under a minute; a crashed attempt is taken up again after five
  expireInSeconds: 300,
});

export const receiptZipKey = (data: ReceiptZipData) =>
  `organization:${data.organizationId}:${data.dateFrom}:${data.dateBefore}`;

/** Finished files are kept this long; the page offers the newest jobs only. */
export const RECEIPT_ZIP_RETENTION_DAYS = 7;
// 25 PDFs (~25 kB each) keep a batch under 1 MB; more per batch saved no measurable time, the ZIP
// is 20 times faster than issuing anyway
const BATCH_SIZE = 25;
/** what may wait for the disk before the next batch is read: a little more than the streams' own buffers */
const FILE_BUFFER_LIMIT = 256 * 1024;

export const receiptZipDirectory = (dataDir: string) => path.join(dataDir, 'receipt-zips');
export const receiptZipPath = (dataDir: string, jobId: string) =>
  path.join(receiptZipDirectory(dataDir), `${jobId}.zip`);

const ZIP_NOT_FOUND = 'Die Organisation des ZIP-Auftrags gibt es nicht mehr.';

export async function runReceiptZipJob(
  context: Pick<AppContext, 'db' | 'config' | 'clock'>,
  job: Pick<JobRun<ReceiptZipData>, 'id' | 'data' | 'reportProgress'>,
  options: { batchSize?: number } = {},
): Promise<{ path: string; count: number }> {
  const organization = await findOrganizationById(context.db, job.data.organizationId);
  if (!organization) throw new DomainError('not_found', ZIP_NOT_FOUND);
  const selection: ZipSelection = {
    pathPrefix: organization.path,
    from: toZonedInstant(job.data.dateFrom, '00:00', 'Europe/Berlin'),
    before: toZonedInstant(job.data.dateBefore, '00:00', 'Europe/Berlin'),
  };
  const total = await countZipReceipts(context.db, selection);
  await job.reportProgress(0, total);

  const directory = receiptZipDirectory(context.config.dataDir);
  fs.mkdirSync(directory, { recursive: true });
  removeExpiredFiles(directory, context.clock.now());
  const target = receiptZipPath(context.config.dataDir, job.id);
  const partial = `${target}.${process.pid}.part`;
  // a crashed attempt's half-written file goes; this attempt writes the whole file again
  for (const name of fs.readdirSync(directory))
    if (name.startsWith(`${job.id}.zip.`)) fs.rmSync(path.join(directory, name), { force: true });

  const zip = new ZipFile();
  // a PassThrough, which yazl's types call a plain readable stream
  const zipOutput = zip.outputStream as PassThrough;
  const output = fs.createWriteStream(partial);
  const written = pipeline(zipOutput, output);
  // awaited only at the end or while waiting on the file: a failure before is not unhandled
  written.catch(() => undefined);
  const names = new Set<string>();
  const files = receiptFiles(context);
  let done = 0;
  try {
    let afterId = 0;
    for (;;) {
      const batch = await findZipReceiptBatch(
        context.db,
        selection,
        afterId,
        options.batchSize ?? BATCH_SIZE,
      );
      if (batch.length === 0) break;
      const pdfs = await Promise.all(batch.map((receipt) => readReceiptFile(files, receipt)));
      const last = addReceiptEntries(zip, names, batch, pdfs);
      // the next batch is read once this one is in the file: memory holds one batch of PDFs
      await waitUntilWritten(last, [zipOutput, output], written);
      done += batch.length;
      afterId = batch[batch.length - 1]?.id ?? afterId;
      await job.reportProgress(done, Math.max(total, done));
    }
    zip.end();
    await written;
    fs.renameSync(partial, target);
    return { path: target, count: done };
  } catch (error) {
    zipOutput.destroy();
    await written.catch(() => undefined);
    fs.rmSync(partial, { force: true });
    throw error;
  }
}

/**
 * Waits until yazl has taken the batch (its last source has ended) and the file has caught up: yazl
 * does not wait for the disk, so the bytes it wrote may still sit in its output's and the file
 * stream's buffers. `written` (the pipeline into the file) rejects when writing fails.
 */
async function waitUntilWritten(
  last: PassThrough | undefined,
  [zipOutput, output]: readonly [PassThrough, fs.WriteStream],
  written: Promise<void>,
) {
  if (last && !last.readableEnded) await Promise.race([once(last, 'end'), written]);
  while (zipOutput.readableLength + zipOutput.writableLength + output.writableLength > FILE_BUFFER_LIMIT)
    await Promise.race([new Promise((resolve) => setTimeout(resolve, 2)), written]);
}

function removeExpiredFiles(directory: string, now: Date) {
  const limit = now.getTime() - RECEIPT_ZIP_RETENTION_DAYS * 86_400_000;
  for (const name of fs.readdirSync(directory)) {
    const file = path.join(directory, name);
    try {
      if (fs.statSync(file).mtimeMs < limit) fs.rmSync(file, { force: true });
    } catch {
      // another process removed it first
    }
  }
}

const definitions = new WeakMap<JobQueue, Promise<void>>();

/** Defines the kind on the context's queue once; the promise settles when it can be sent. */
export function ensureReceiptZipJobs(context: AppContext): Promise<void> {
  let defined = definitions.get(context.jobs);
  if (!defined) {
    defined = context.jobs.define(RECEIPT_ZIP_JOB, async (job) => {
      await runReceiptZipJob(context, job);
    });
    definitions.set(context.jobs, defined);
  }
  return defined;
}
