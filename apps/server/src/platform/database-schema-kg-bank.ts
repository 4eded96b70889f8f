/**
 * Table types of the church-tax area's bank accounts, CAMT statements and reconciliation (migration
 * 20261129103000, issue 20).
 */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** bigint columns: PGlite answers numbers, pg strings (convert with Number()) */
type BigInt = ColumnType<string | number, number, number>;
type NullableBigInt = ColumnType<string | number | null, number | null | undefined, number | null>;
type Day = ColumnType<string, string, string>;
type NullableDay = ColumnType<string | null, string | null | undefined, string | null>;
type NullableText = ColumnType<string | null, string | null | undefined, string | null>;
type Count = ColumnType<number, number | undefined, number>;

/** A bank account of the tenant: statements are uploaded for it, letters' GiroCodes name it. */
export type KgBankAccountTable = {
  id: Generated<number>;
  tenant_id: number;
  name: string;
  iban: string;
  bic: string | null;
  created_at: Timestamp;
};

/** An uploaded CAMT file (stored under its SHA-256) and what its import found. */
export type KgBankStatementTable = {
  id: Generated<number>;
  tenant_id: number;
  file_name: string;
  file_key: string;
  sha256: string;
  file_size: number;
  /** e.g. camt.053.001.02 */
  message_type: string;
  statement_ids: ColumnType<string[], string[] | undefined, string[]>;
  from_date: NullableDay;
  to_date: NullableDay;
  transaction_count: Count;
  imported_count: Count;
  duplicate_count: Count;
  skipped_count: Count;
  created_at: Timestamp;
  created_by: number | null;
};

export type KgBankTransactionStateColumn = 'unassigned' | 'assigned' | 'partial' | 'ignored';

export type KgBankTransactionTable = {
  id: Generated<string | number>;
  tenant_id: number;
  bank_account_id: number;
  bank_statement_id: number;
  dedupe_key: string;
  booking_date: Day;
  value_date: NullableDay;
  /** signed: credits positive */
  amount_cents: BigInt;
  currency: string;
  credit_debit: 'CRDT' | 'DBIT';
  is_reversal: ColumnType<boolean, boolean | undefined, boolean>;
  is_return: ColumnType<boolean, boolean | undefined, boolean>;
  return_reason: NullableText;
  charges_cents: NullableBigInt;
  instructed_amount_cents: NullableBigInt;
  instructed_currency: NullableText;
  their_name: NullableText;
  their_iban: NullableText;
  purpose: NullableText;
  end_to_end_id: NullableText;
  account_servicer_reference: NullableText;
  mandate_id: NullableText;
  bank_transaction_code: NullableText;
  state: ColumnType<
    KgBankTransactionStateColumn,
    KgBankTransactionStateColumn | undefined,
    KgBankTransactionStateColumn
  >;
  created_at: Timestamp;
};

/** A (part of a) transaction assigned to a person, with the CAMTPayment it created. */
export type KgBankAssignmentTable = {
  id: Generated<number>;
  tenant_id: number;
  bank_transaction_id: ColumnType<string | number, number, number>;
  kg_payment_id: ColumnType<string | number, number, number>;
  person_id: string;
  letter_id: number | null;
  amount_cents: BigInt;
  created_at: Timestamp;
  created_by: number | null;
};

export type KgBankTables = {
  kg_bank_account: KgBankAccountTable;
  kg_bank_statement: KgBankStatementTable;
  kg_bank_transaction: KgBankTransactionTable;
  kg_bank_assignment: KgBankAssignmentTable;
};
