/**
 * Receipts' PDFs into a ZIP written by yazl, shared by the period's ZIP job (receipt-zip.jobs.ts)
 * and the church-tax download. Each PDF goes in as a stream: an entry added to yazl as a buffer
 * keeps the buffer until the whole ZIP is written. yazl takes its entries one after another, so a
 * batch is in once its last source has ended.
 */
import { PassThrough } from 'node:stream';
import type { ZipFile } from 'yazl';

type ZipReceipt = { id: number; file_name: string; created_at: Date | string };

/** Adds the receipts with their PDFs (same order); answers the batch's last source. */
export function addReceiptEntries(
  zip: ZipFile,
  names: Set<string>,
  receipts: readonly ZipReceipt[],
  pdfs: readonly Buffer[],
): PassThrough | undefined {
  let last: PassThrough | undefined;
  receipts.forEach((receipt, index) => {
    const pdf = pdfs[index] as Buffer;
    last = new PassThrough().end(pdf);
    zip.addReadStream(last, uniqueName(names, receipt.file_name, receipt.id), {
      mtime: new Date(receipt.created_at),
      size: pdf.length,
      compress: false, // PDFs are compressed already
    });
  });
  return last;
}

/** Receipts of several organisations may share a file name: later ones get their id added. */
function uniqueName(names: Set<string>, fileName: string, id: number): string {
  let name = fileName.replace(/[/\\]/g, '_') || `${id}.pdf`;
  if (names.has(name)) name = name.replace(/(\.pdf)?$/i, `-${id}$1`);
  names.add(name);
  return name;
}
