/**
 * Table types of the church-tax area's special purposes and receipts (migration 20261129102000,
 * issue 20). A church-tax receipt is a row of the platform's `donation_receipt` (one receipt module
 * for both products: the same numbering per organisation and year, the same document);
 * `kg_payment_receipt` links it to the church-tax payments it confirms.
 */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type KgSpecialPurposeTable = {
  id: Generated<number>;
  tenant_id: number;
  special_purpose: string;
  created_at: Timestamp;
};

export type KgPaymentReceiptTable = {
  kg_payment_id: ColumnType<string | number, number | string, number | string>;
  donation_receipt_id: number;
};

/** A bulk receipt run (task `donation_receipt.generate`): its selector, planned once. */
export type KgReceiptRunTable = {
  task_id: string;
  tenant_id: number;
  selector: ColumnType<Record<string, unknown>, string, string>;
  planned_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
  created_by: number | null;
};

/** One receipt a run issues: a person's payment, or a year of them (collective). */
export type KgReceiptRunItemTable = {
  task_id: string;
  position: number;
  person_id: string;
  kind: 'single' | 'collective';
  payment_ids: ColumnType<number[], string, string>;
  donation_receipt_id: number | null;
  skipped: ColumnType<boolean, boolean | undefined, boolean>;
  skip_reason: string | null;
};

export type KgReceiptTables = {
  kg_special_purpose: KgSpecialPurposeTable;
  kg_payment_receipt: KgPaymentReceiptTable;
  kg_receipt_run: KgReceiptRunTable;
  kg_receipt_run_item: KgReceiptRunItemTable;
};
