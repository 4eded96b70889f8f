/**
 * Where issued receipts' PDFs are kept: files of the installation under `DATA_DIR/files/`
 * (ARCHITECTURE §1, as images and billing documents are), one per receipt. The name holds the
 * organisation, the year, the number and the SHA-256, so that no name is ever given to two contents:
 * a batch whose transaction rolled back leaves its files behind, named by no row, and its numbers
 * are issued again with files of their own. The row keeps the hash, and every read checks it: a
 * file changed or gone is never handed out as the receipt.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { sql } from 'kysely';
import { createFileStorage, type FileStorage } from '../../adapters/file-storage';
import type { AppContext } from '../../platform/app-context';

const MOVE_BATCH = 50;

export function receiptFiles(context: Pick<AppContext, 'config'>): FileStorage {
  return createFileStorage(path.join(context.config.dataDir, 'files'));
}

export function receiptFileKey(receipt: {
  organizationId: number;
  year: number;
  number: string;
  sha256: string;
}): string {
  return `donation-receipts/${receipt.organizationId}/${receipt.year}/${receipt.number}-${receipt.sha256}.pdf`;
}

export function sha256Of(content: Uint8Array): string {
  return createHash('sha256').update(content).digest('hex');
}

/** The PDF as issued; throws when its file is gone or no longer matches the receipt's hash. */
export async function readReceiptFile(
  files: FileStorage,
  receipt: { id: number; file_key: string | null; sha256: string },
): Promise<Buffer> {
  const content = receipt.file_key ? await files.get(receipt.file_key) : null;
  if (!content) throw new Error(`donation receipt ${receipt.id}: its file ${receipt.file_key} is missing`);
  if (sha256Of(content) !== receipt.sha256)
    throw new Error(`donation receipt ${receipt.id}: its file ${receipt.file_key} does not match its hash`);
  return content;
}

/**
 * Receipts issued while PDFs were stored in the table get their files (at the start, before the
 * server serves): a batch at a time, each in a transaction that locks its rows, so that servers
 * starting together move each receipt once. The file is written as stored, hash unchecked: a
 * mismatch stays visible, since reading it refuses. Answers how many were moved.
 */
export async function moveReceiptPdfsToFiles(context: Pick<AppContext, 'config' | 'db'>): Promise<number> {
  const files = receiptFiles(context);
  let moved = 0;
  for (;;) {
    const count = await context.db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('donation_receipt')
        // as hex text, decoded natively: PGlite's own bytea parser goes byte by byte
        .select([
          'id',
          'organization_id',
          'year',
          'number',
          'sha256',
          sql<string>`encode(pdf, 'hex')`.as('pdf_hex'),
        ])
        .where('file_key', 'is', null)
        .orderBy('id')
        .limit(MOVE_BATCH)
        .forUpdate()
        .skipLocked()
        .execute();
      for (const row of rows) {
        const key = receiptFileKey({
          organizationId: row.organization_id,
          year: row.year,
          number: row.number,
          sha256: row.sha256,
        });
        await files.put(key, Buffer.from(row.pdf_hex, 'hex'));
        await trx
          .updateTable('donation_receipt')
          .set({ file_key: key, pdf: null })
          .where('id', '=', row.id)
          .execute();
      }
      return rows.length;
    });
    if (count === 0) return moved;
    moved += count;
  }
}
