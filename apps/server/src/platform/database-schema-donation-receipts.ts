/** Table types of donation receipts (migration 20261126091000). */
import type { ColumnType, Generated } from 'kysely';
import type { DonorPerson } from './database-schema-online-giving';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** a calendar day, YYYY-MM-DD (Berlin) */
type Day = ColumnType<string, string, string>;
/** bigint cents: PGlite and pg hand them back as strings; read them with Number() */
type Cents = ColumnType<string | number, number, number>;

export type DonationReceiptConfigurationTable = {
  id: Generated<number>;
  organization_id: number;
  min_amount_donation_cents: Cents;
  min_amount_collection_cents: Cents;
  valid_from: Day;
  valid_notafter: Day | null;
  created_at: Timestamp;
};

/** The last number given out per organisation and year; locked while a receipt is numbered. */
export type DonationReceiptCounterTable = {
  organization_id: number;
  year: number;
  last_sequence: ColumnType<number, number | undefined, number>;
};

export type DonationReceiptTable = {
  id: Generated<number>;
  organization_id: number;
  year: number;
  sequence: number;
  number: string;
  kind: 'single' | 'collective';
  donor: ColumnType<DonorPerson, string, string>;
  amount_cents: Cents;
  currency: string;
  file_name: string;
  /** where the PDF is stored, below DATA_DIR/files (receipt-files.ts) */
  file_key: string | null;
  /** only a receipt issued before its PDF became a file, until the start moves it */
  pdf: Uint8Array | null;
  /** SHA-256 of the PDF, hex: the receipt never changes */
  sha256: string;
  created_at: Timestamp;
  created_by: number | null;
  replaces_id: number | null;
  archived_at: Timestamp | null;
  archived_by: number | null;
  first_download_at: Timestamp | null;
  first_download_by: number | null;
};

export type DonationReceiptRequestState =
  | 'payment_pending'
  | 'payment_confirmed'
  | 'issued'
  | 'archived'
  | 'not_required';

export type DonationReceiptRequestTable = {
  id: Generated<number>;
  organization_id: number;
  online_donation_id: number | null;
  person: ColumnType<DonorPerson, string, string>;
  email: string | null;
  purpose_name: string;
  amount_cents: Cents;
  currency: string;
  state: DonationReceiptRequestState;
  receipt_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type DonationReceiptRequestPaymentTable = {
  payment_id: string;
  request_id: number;
};

export type DeviceReceiptCodeTable = {
  id: Generated<number>;
  code_hash: string;
  payment_id: string;
  organization_id: number;
  device_id: number | null;
  amount_cents: Cents;
  currency: string;
  created_at: Timestamp;
  used_at: Timestamp | null;
  request_id: number | null;
};

/** A gift a device reported, booked once (migration 20261126096000). */
export type DeviceGiftTable = {
  device_id: number;
  gift_id: string;
  payment_id: string;
  received_at: Timestamp;
};

export type DonationReceiptTables = {
  device_gift: DeviceGiftTable;
  donation_receipt_configuration: DonationReceiptConfigurationTable;
  donation_receipt_counter: DonationReceiptCounterTable;
  donation_receipt: DonationReceiptTable;
  donation_receipt_request: DonationReceiptRequestTable;
  donation_receipt_request_payment: DonationReceiptRequestPaymentTable;
  device_receipt_code: DeviceReceiptCodeTable;
};
