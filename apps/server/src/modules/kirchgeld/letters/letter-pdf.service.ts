/**
 * The print of a finalised letter (`{tenant}letter/{id}/pdf/`): a small letter's PDF is rendered on
 * request; a large one is rendered by a job into the file storage (POST, with task progress) and
 * then downloaded (GET). Disabled while the letter is new (409).
 */
import fs from 'node:fs';
import { PassThrough, type Readable } from 'node:stream';
import { KG_LETTER_MESSAGES as M } from '@kollekta/domain';
import type { AppContext } from '../../../platform/app-context';
import { DomainError } from '../../../platform/errors';
import type { AuthenticatedCaller } from '../../../platform/request-context';
import { createKgTask, findKgTask } from '../tasks';
import { requireTenant } from '../tenancy';
import { requireRenderable } from './letter-documents';
import {
  ensureLetterPdfJobs,
  LETTER_PDF_JOB,
  LETTER_PDF_KIND,
  letterPdfPath,
  writeLetterPdf,
} from './letter-pdf.jobs';
import { lockLetter } from './letters.repository';
import { requireLetter } from './letters.service';

type Caller = Pick<AuthenticatedCaller, 'userId' | 'isSuperuser' | 'grants'>;

/** Letters up to this many are rendered while the browser waits (about a second). */
export const LETTER_PDF_DIRECT_LIMIT = 300;

export async function startLetterPdf(
  context: AppContext,
  caller: Caller,
  tenantId: number,
  letterId: number,
): Promise<{ task_id: string }> {
  const tenant = await requireTenant(context, caller, tenantId);
  await ensureLetterPdfJobs(context);
  return context.db.transaction().execute(async (trx) => {
    const letter = await lockLetter(trx, tenant.id, letterId);
    if (!letter) throw new DomainError('not_found', M.notFound);
    if (letter.state === 'created') throw new DomainError('conflict', M.renderNeedsFinalized);
    if (letter.pdf_task_id) {
      const task = await findKgTask(trx, tenant.id, letter.pdf_task_id);
      // a running render, or a finished one whose file is there, is answered as it is
      if (task && task.state !== 'failed' && (task.state !== 'finished' || letter.pdf_file_key))
        return { task_id: task.id };
    }
    const taskId = await createKgTask(trx, {
      tenantId: tenant.id,
      kind: LETTER_PDF_KIND,
      totalCount: Number(letter.recipient_count ?? 0),
      createdBy: caller.userId,
    });
    await trx.updateTable('kg_letter').set({ pdf_task_id: taskId }).where('id', '=', letter.id).execute();
    await context.jobs.send(
      LETTER_PDF_JOB,
      { organizationId: tenant.id, letterId: letter.id, taskId },
      { transaction: trx },
    );
    return { task_id: taskId };
  });
}

export async function openLetterPdf(
  context: AppContext,
  caller: Caller,
  tenantId: number,
  letterId: number,
): Promise<{ fileName: string; stream: Readable }> {
  const tenant = await requireTenant(context, caller, tenantId);
  const letter = await requireLetter(context.db, tenant.id, letterId);
  requireRenderable(letter);
  const baseName = `Briefe-${letter.id}-${letter.name}`.replace(/[^\p{L}\p{N} ._-]/gu, '_').slice(0, 120);
  const fileName = `${baseName}.pdf`;
  if (letter.pdf_file_key) {
    const file = letterPdfPath(context.config.dataDir, letter.pdf_file_key);
    if (fs.existsSync(file)) return { fileName, stream: fs.createReadStream(file) };
  }
  if (Number(letter.recipient_count ?? 0) > LETTER_PDF_DIRECT_LIMIT) {
    const task = letter.pdf_task_id ? await findKgTask(context.db, tenant.id, letter.pdf_task_id) : undefined;
    const isRunning = task && task.state !== 'failed' && task.state !== 'finished';
    throw new DomainError('conflict', isRunning ? M.pdfRunning : M.pdfNotRendered);
  }
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeLetterPdf(context, tenant, letter.id, output);
  const content = Buffer.concat(chunks);
  const stream = new PassThrough();
  stream.end(content);
  return { fileName, stream };
}
