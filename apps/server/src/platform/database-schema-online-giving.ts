/** Table types of online giving (migration 20261125110000): creditors, mandates, gifts, debits, files. */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** a calendar day, YYYY-MM-DD (Berlin) */
type Day = ColumnType<string, string, string>;
type Cents = ColumnType<number, number, number>;

export type SepaCreditorTable = {
  organization_id: number;
  creditor_name: string;
  /** compact upper case, e.g. DE98ZZZ09999999999 */
  creditor_identifier: string;
  iban: string;
  bic: string | null;
  mandate_prefix: string;
  next_mandate_number: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type SepaMandateTable = {
  id: Generated<number>;
  creditor_organization_id: number;
  reference: string;
  kind: 'one_off' | 'recurring';
  debtor_name: string;
  iban: string;
  bic: string | null;
  signed_on: Day;
  created_at: Timestamp;
  revoked_at: Timestamp | null;
};

export type RecurringPaymentTable = {
  id: Generated<number>;
  organization_id: number;
  collection_plan_id: number;
  mandate_id: number | null;
  schedule: 'monthly' | 'quarterly' | 'half_yearly' | 'yearly';
  amount_cents: Cents;
  currency: string;
  email: string | null;
  name: string;
  state: ColumnType<'active' | 'cancelled', 'active' | 'cancelled' | undefined, 'active' | 'cancelled'>;
  cancel_token_hash: string;
  created_at: Timestamp;
  cancelled_at: Timestamp | null;
  cancelled_by: number | null;
};

export type OnlineDonationTable = {
  id: Generated<number>;
  reference: string;
  organization_id: number;
  collection_plan_id: number;
  device_id: number | null;
  app: string;
  amount_cents: Cents;
  currency: string;
  payment_method: 'sepadd' | 'testpay';
  state: 'pending' | 'completed' | 'failed';
  /** the booked payment (bigint, a string like payment.id) */
  payment_id: string | null;
  mandate_id: number | null;
  recurring_payment_id: number | null;
  email: string | null;
  wants_donation_receipt: ColumnType<boolean, boolean | undefined, boolean>;
  person: ColumnType<DonorPerson | null, string | null | undefined, string | null>;
  wants_information: ColumnType<boolean, boolean | undefined, boolean>;
  provider_payment_id: string | null;
  created_at: Timestamp;
  completed_at: Timestamp | null;
  /** sha-256 of the donor's Idempotency-Key with app and organisation (migration 20261125120500) */
  idempotency_key_hash: ColumnType<string | null, string | null | undefined, string | null>;
  request_hash: ColumnType<string | null, string | null | undefined, string | null>;
  idempotency_response: ColumnType<string | null, string | null | undefined, string | null>;
};

export type DonorPerson = {
  first_name: string;
  last_name: string;
  street: string;
  postal_code: string;
  city: string;
};

export type DirectDebitTable = {
  id: Generated<number>;
  creditor_organization_id: number;
  mandate_id: number;
  online_donation_id: number | null;
  recurring_payment_id: number | null;
  end_to_end_id: string;
  amount_cents: Cents;
  currency: string;
  due_day: Day;
  sequence_type: 'OOFF' | 'FRST' | 'RCUR';
  remittance_text: string;
  state: ColumnType<'due' | 'collected' | 'returned', 'due' | 'collected' | 'returned' | undefined>;
  payment_id: string | null;
  created_at: Timestamp;
  returned_at: Timestamp | null;
  returned_by: number | null;
};

export type DirectDebitFileTable = {
  id: Generated<number>;
  creditor_organization_id: number;
  message_id: string;
  file_name: string;
  xml: string;
  number_of_transactions: number;
  control_sum_cents: Cents;
  created_at: Timestamp;
  processed: ColumnType<boolean, boolean | undefined, boolean>;
  processed_at: Timestamp | null;
  processed_by: number | null;
  /** the treasurer confirmed the bank collected the file (migration 20261125130000) */
  collected_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  collected_by: ColumnType<number | null, number | null | undefined, number | null>;
};

/** The debit is the key: a debit is in one file, ever. */
export type DirectDebitFileEntryTable = {
  direct_debit_id: number;
  file_id: number;
};

export type InformationRequestTable = {
  id: Generated<number>;
  organization_id: number;
  collection_plan_id: number | null;
  online_donation_id: number | null;
  email: string;
  name: string | null;
  created_at: Timestamp;
};

/** Webhook events already taken, per provider: a replay books nothing. */
export type PaymentProviderEventTable = {
  provider: string;
  event_id: string;
  received_at: Timestamp;
};

/** Secrets generated once per installation (migration 20261125120500), e.g. the webhook signing key. */
export type InstallationSecretTable = {
  name: string;
  value: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
};

export type OnlineGivingTables = {
  installation_secret: InstallationSecretTable;
  sepa_creditor: SepaCreditorTable;
  sepa_mandate: SepaMandateTable;
  recurring_payment: RecurringPaymentTable;
  online_donation: OnlineDonationTable;
  direct_debit: DirectDebitTable;
  direct_debit_file: DirectDebitFileTable;
  direct_debit_file_entry: DirectDebitFileEntryTable;
  information_request: InformationRequestTable;
  payment_provider_event: PaymentProviderEventTable;
};
