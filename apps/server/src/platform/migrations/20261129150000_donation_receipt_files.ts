/**
 * Issued receipts' PDFs are files of the installation (`DATA_DIR/files/`, as images and billing
 * documents are), named by `file_key`; the row keeps the hash that proves the file unchanged. Stored
 * in the table, every PDF passed through the embedded database's write-ahead log and buffer pool:
 * a bulk issue of 10,000 receipts filled the 128MB pool with them and held the server near 430 MB.
 * `pdf` stays, empty, for receipts issued before: the start moves them to files
 * (donation-receipts/receipt-files.ts).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('donation_receipt').addColumn('file_key', 'text').execute();
  await db.schema
    .alterTable('donation_receipt')
    .alterColumn('pdf', (column) => column.dropNotNull())
    .execute();
  await db.schema
    .alterTable('donation_receipt')
    .addCheckConstraint('donation_receipt_stored', sql`file_key is not null or pdf is not null`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // a receipt stored as a file only cannot go back into the table here: the migration refuses
  await db.schema.alterTable('donation_receipt').dropConstraint('donation_receipt_stored').execute();
  await db.schema
    .alterTable('donation_receipt')
    .alterColumn('pdf', (column) => column.setNotNull())
    .execute();
  await db.schema.alterTable('donation_receipt').dropColumn('file_key').execute();
}
