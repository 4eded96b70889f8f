/**
 * Table types of the church-tax area's letters (migration 20261129101000, issue 19): the letter, its
 * recipients frozen by finalising (each with the payment reference its GiroCode carries, which the
 * bank reconciliation of issue 20 matches), and its audit events.
 */
import type { ColumnType, Generated } from 'kysely';

type Json<T> = ColumnType<T, string | undefined, string>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type NullableText = ColumnType<string | null, string | null | undefined, string | null>;
type NullableCents = ColumnType<string | number | null, number | null | undefined, number | null>;
type NullableInteger = ColumnType<number | null, number | null | undefined, number | null>;

export type KgLetterStateColumn = 'created' | 'finalized' | 'sent';

export type KgLetterTable = {
  id: Generated<number>;
  tenant_id: number;
  name: string;
  type: string;
  state: ColumnType<KgLetterStateColumn, KgLetterStateColumn | undefined, KgLetterStateColumn>;
  /** the target group (`kg_filter`) */
  filter_id: number;
  /** `{ donation_status, donation_year }` */
  additional_filter: Json<Record<string, unknown>>;
  /** `{ separate_relation_ehe, current_year_for_payments, use_last_known_address }` */
  options: Json<Record<string, unknown>>;
  /** 'kein Kirchgeld': the letter asks for a special purpose instead */
  no_church_tax: ColumnType<boolean, boolean | undefined, boolean>;
  special_purpose: NullableText;
  suggested_amount_cents: NullableCents;
  /** the account its GiroCodes name; null: the tenant's first account */
  bank_account_id: NullableInteger;
  action: ColumnType<'duplicate' | 'followUp' | null, 'duplicate' | 'followUp' | null | undefined, never>;
  original_letter_id: NullableInteger;
  recipient_count: NullableInteger;
  finalize_task_id: NullableText;
  pdf_task_id: NullableText;
  /** where the rendered PDF of all letters lies in the file storage */
  pdf_file_key: NullableText;
  created_at: Timestamp;
  created_by: number | null;
  finalized_at: NullableTimestamp;
  /** the day it was marked as sent */
  sent_on: ColumnType<string | null, string | null | undefined, string | null>;
};

/** The frozen address block: name lines, address lines, salutation and the persons' names. */
export type KgLetterAddress = {
  salutation: string;
  /** DIN 5008 address zone, at most six lines */
  lines: string[];
  names: string[];
  postcode: string;
  town: string;
  street: string;
};

/**
 * One letter to one address, frozen when the letter is finalised. `reference` is unique per tenant:
 * `KG-{letter id}-{sequence, five digits}` (for example `KG-12-00045`), printed on the letter and in
 * its GiroCode's remittance text, so a bank transaction naming it belongs to `person_id`.
 */
export type KgLetterRecipientTable = {
  id: Generated<number>;
  tenant_id: number;
  letter_id: number;
  sequence: number;
  reference: string;
  /** the addressee; for a couple written to once, the first of the two */
  person_id: string;
  /** the spouse sharing this letter, when one letter goes to a couple */
  partner_person_id: string | null;
  /** the frozen address block and salutation lines */
  address: Json<Record<string, unknown>>;
  suggested_amount_cents: ColumnType<string | number | null, number | null | undefined, number | null>;
};

export type KgLetterEventTable = {
  id: Generated<number>;
  tenant_id: number;
  letter_id: number;
  action: 'finalized' | 'sent';
  user_id: number | null;
  created_at: Timestamp;
};

export type KgLetterTables = {
  kg_letter: KgLetterTable;
  kg_letter_recipient: KgLetterRecipientTable;
  kg_letter_event: KgLetterEventTable;
};
