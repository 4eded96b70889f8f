/**
 * Receipts' PDFs as files of the installation (receipt-files.ts): a receipt whose PDF is still in
 * the table gets its file at the start, byte for byte and once; a file changed after issuing is
 * never handed out as the receipt. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { type Caller, callerOf } from '../planning/planning.test-support';
import { moveReceiptPdfsToFiles, readReceiptFile, receiptFiles } from './receipt-files';

let server: TestServer;
let gemeinde: Caller;

beforeAll(async () => {
  server = await startTestServer();
  gemeinde = await callerOf(server, 'gemeinde');
});

afterAll(async () => {
  await server?.close();
});

/** Lauffen's unarchived, never downloaded receipts, oldest first. */
async function unopenedReceipts() {
  return server.context.db
    .selectFrom('donation_receipt')
    .select(['id', 'file_key', 'sha256', 'pdf', 'first_download_at'])
    .where('organization_id', '=', server.world.ids.parish)
    .where('archived_at', 'is', null)
    .where('first_download_at', 'is', null)
    .orderBy('id')
    .execute();
}

function pathOf(fileKey: string | null): string {
  return path.join(server.context.config.dataDir, 'files', fileKey ?? '');
}

describe('a receipt whose PDF is still in the table', () => {
  it('gets its file at the start, byte for byte, and only once', async () => {
    const [receipt] = await unopenedReceipts();
    if (!receipt?.file_key) throw new Error('the demo world has no unopened receipt in Lauffen');
    const pdf = await readReceiptFile(receiptFiles(server.context), receipt);
    // as before the PDFs became files: in the table, no file
    await sql`update donation_receipt set pdf = decode(${pdf.toString('hex')}, 'hex'), file_key = null where id = ${receipt.id}`.execute(
      server.context.db,
    );
    fs.rmSync(pathOf(receipt.file_key));

    expect(await moveReceiptPdfsToFiles(server.context)).toBe(1);

    const moved = await server.context.db
      .selectFrom('donation_receipt')
      .select(['file_key', 'pdf'])
      .where('id', '=', receipt.id)
      .executeTakeFirstOrThrow();
    expect(moved).toEqual({ file_key: receipt.file_key, pdf: null });
    expect(fs.readFileSync(pathOf(moved.file_key)).equals(pdf)).toBe(true);
    const download = await gemeinde.get(`donation_receipt/${receipt.id}/download/`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(await moveReceiptPdfsToFiles(server.context)).toBe(0);
  });
});

describe('a receipt whose file was changed after issuing', () => {
  it('is not handed out, and its first download is not recorded', async () => {
    const receipt = (await unopenedReceipts()).at(-1);
    if (!receipt?.file_key) throw new Error('the demo world has no unopened receipt in Lauffen');
    const file = pathOf(receipt.file_key);
    const issued = fs.readFileSync(file);
    const changed = Buffer.from(issued);
    changed[changed.length - 10] = (changed[changed.length - 10] ?? 0) ^ 1;
    fs.writeFileSync(file, changed);
    try {
      const download = await gemeinde.get(`donation_receipt/${receipt.id}/download/`);
      expect(download.statusCode).toBe(500);
      expect(download.rawPayload.includes(changed.subarray(0, 5))).toBe(false);
      const after = await server.context.db
        .selectFrom('donation_receipt')
        .select('first_download_at')
        .where('id', '=', receipt.id)
        .executeTakeFirstOrThrow();
      expect(after.first_download_at).toBeNull();
      // a file gone is refused the same way
      fs.rmSync(file);
      expect((await gemeinde.get(`donation_receipt/${receipt.id}/download/`)).statusCode).toBe(500);
    } finally {
      fs.writeFileSync(file, issued);
    }
    expect((await gemeinde.get(`donation_receipt/${receipt.id}/download/`)).statusCode).toBe(200);
  });
});
