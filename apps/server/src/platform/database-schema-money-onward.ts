/**
 * Table types of money onward and the public token pages (migration 20261127100000): disbursement
 * orders and their transfer runs, billing documents, public tokens and sent notifications.
 */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** a calendar day, YYYY-MM-DD (both databases hand dates back as text, see database.ts) */
type Day = ColumnType<string, string, string>;
/** bigint cents: PGlite and pg hand them back as strings; read them with Number() */
type Cents = ColumnType<string | number, number | undefined, number>;
type NullableCents = ColumnType<string | number | null, number | null | undefined, number | null>;

export const DISBURSEMENT_STATES = [
  'in_progress',
  'ready',
  'ordered',
  'confirmed',
  'transferred',
  'cancelled',
] as const;
export type StoredDisbursementState = (typeof DISBURSEMENT_STATES)[number];

export type DisbursementRunTable = {
  id: Generated<number>;
  handling_organization_id: number;
  currency: ColumnType<string, string | undefined, string>;
  total_cents: Cents;
  order_count: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  created_by: number | null;
};

export type DisbursementOrderTable = {
  id: Generated<number>;
  plan_id: number;
  /** the parish (or other) that collects */
  organization_id: number;
  /** the district (or region) the money goes to */
  handling_organization_id: number;
  state: ColumnType<StoredDisbursementState, StoredDisbursementState | undefined, StoredDisbursementState>;
  currency: ColumnType<string, string | undefined, string>;
  /** when cash was closed ('abschließen'); null while cash may still be entered */
  stop_cash_payments: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  stopped_by: ColumnType<number | null, number | null | undefined, number | null>;
  /** fixed when cash is closed, null before */
  sum_ecom_cents: NullableCents;
  sum_pos_cents: NullableCents;
  sum_cash_cents: NullableCents;
  sum_total_cents: NullableCents;
  count_payments: ColumnType<number | null, number | null | undefined, number | null>;
  run_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
};

export type InvoiceNumberCounterTable = {
  year: number;
  last_sequence: ColumnType<number, number | undefined, number>;
};

export type BillingDocumentTable = {
  id: Generated<number>;
  organization_id: number;
  contract_id: number;
  type: 'booking-report' | 'invoice';
  period_start: Day;
  period_end: Day;
  name: string;
  /** invoices only, e.g. 'RE-2026-00017' */
  number: string | null;
  net_cents: Cents;
  vat_cents: Cents;
  gross_cents: Cents;
  content_type: string;
  file_path: string;
  sha256: string;
  first_download_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  first_download_by: ColumnType<number | null, number | null | undefined, number | null>;
  archived: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
};

export const PUBLIC_TOKEN_PURPOSES = ['accounting_fields', 'cash_payment', 'stop_cash_payments'] as const;
export type PublicTokenPurpose = (typeof PUBLIC_TOKEN_PURPOSES)[number];

export type PublicTokenTable = {
  id: Generated<number>;
  /** sha-256 of the token, hex */
  token_hash: string;
  purpose: PublicTokenPurpose;
  /** the collection plan (accounting fields, cash payment) or the disbursement order (stop cash) */
  object_id: number;
  organization_id: number;
  expires_at: Timestamp;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  revoked_by: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
};

/** One mail of one event to one address: the key that makes a restarted mail job send nothing twice. */
export type NotificationSentTable = {
  event_key: string;
  recipient: string;
  type: string;
  organization_id: number;
  mail_id: ColumnType<number | null, number | null | undefined, number | null>;
  sent_at: Timestamp;
};

export type MoneyOnwardTables = {
  disbursement_run: DisbursementRunTable;
  disbursement_order: DisbursementOrderTable;
  invoice_number_counter: InvoiceNumberCounterTable;
  billing_document: BillingDocumentTable;
  public_token: PublicTokenTable;
  notification_sent: NotificationSentTable;
};
