/**
 * Table types of the church-tax area's ground (migration 20261128100000): the OAuth sign-in and its
 * bearer tokens, church-tax organisations, registry imports, persons with dated versions, relations,
 * legacy records of ContextK and church-tax payments.
 */
import type { ColumnType, Generated } from 'kysely';
import type { KgBankTables } from './database-schema-kg-bank';
import type { KgFilterTables } from './database-schema-kg-filters';
import type { KgLetterTables } from './database-schema-kg-letters';
import type { KgReceiptTables } from './database-schema-kg-receipts';
import type { KgTaskTables } from './database-schema-kg-tasks';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** a calendar day, YYYY-MM-DD (both databases hand dates back as text, see database.ts) */
type Day = ColumnType<string, string, string>;
type NullableDay = ColumnType<string | null, string | null | undefined, string | null>;
/** bigint: PGlite and pg hand them back as strings; read them with Number() */
type BigId = ColumnType<string | number, number | string | undefined, number | string>;
type NullableBigId = ColumnType<
  string | number | null,
  number | string | null | undefined,
  number | string | null
>;
type Json<T> = ColumnType<T, string | undefined, string>;
type NullableText = ColumnType<string | null, string | null | undefined, string | null>;

export type OauthAuthorizationCodeTable = {
  id: Generated<number>;
  code_hash: string;
  user_id: number;
  client_id: string;
  redirect_uri: string;
  code_challenge: string;
  code_challenge_method: 'S256';
  scope: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
};

export type OauthLoginStateTable = {
  id: Generated<number>;
  state_hash: string;
  code_verifier: string;
  redirect_uri: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
};

export type KirchgeldTokenTable = {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
};

export type KgOrganizationTable = {
  id: Generated<number>;
  tenant_id: number;
  name: string;
  kro_nr: string;
  valid_from: Day;
  valid_before: NullableDay;
  external_id: NullableText;
  created_at: Timestamp;
  created_by: number | null;
};

export type KgOrganizationReplacesTable = {
  organization_id: number;
  replaced_id: number;
};

export type KgDataImportKind = 'registry' | 'contextk';
export type KgDataImportState = 'pending' | 'running' | 'finished' | 'failed';

export type KgDataImportTable = {
  id: Generated<number>;
  tenant_id: number;
  kind: ColumnType<KgDataImportKind, KgDataImportKind | undefined, KgDataImportKind>;
  state: ColumnType<KgDataImportState, KgDataImportState | undefined, KgDataImportState>;
  file_name: string;
  /** where the uploaded file lies in the file storage */
  file_key: string;
  file_sha256: string;
  file_size: number;
  encoding: NullableText;
  processing_state: Json<Record<string, unknown>>;
  job_id: NullableText;
  created_at: Timestamp;
  created_by: number | null;
  finished_at: NullableTimestamp;
};

export type KgPersonType = 'individual' | 'company';

export type KgPersonTable = {
  id: string;
  tenant_id: number;
  type: KgPersonType;
  eigenerfasst: ColumnType<boolean, boolean | undefined, boolean>;
  registry_id: NullableText;
  legacy_contextk_stammdaten_id: number | null;
  latest_data_id: NullableBigId;
  created_at: Timestamp;
  created_by: number | null;
  /** the newest version's sort name and end, kept by a trigger (migration 20261128110000) */
  lookup_name: ColumnType<string | null, never, never>;
  inactive_from: ColumnType<Date | null, never, never>;
};

export type KgPersonDataSource = 'import' | 'manual' | 'legacy';

/** The text fields of a person data version, as the spec names them (§3 "Person data version"). */
export type KgPersonTextFields = {
  vornamen: NullableText;
  rufname: NullableText;
  familienname: NullableText;
  familienname_zusatz: NullableText;
  geschlecht: NullableText;
  anrede: NullableText;
  langanrede: NullableText;
  strassenname: NullableText;
  hausnr: NullableText;
  hausnr_zusatz: NullableText;
  hausnr_teilnr: NullableText;
  anschriften_zusatz: NullableText;
  stockwerks_oder_wohnungsnr: NullableText;
  plz: NullableText;
  kommune: NullableText;
  ortsteil: NullableText;
  kro_nr: NullableText;
  org_name_by_kro: NullableText;
  sperre: NullableText;
  betreuerstatus: NullableText;
  akad_grad: NullableText;
  geburtsname: NullableText;
  konfession: NullableText;
  plz_postfach: NullableText;
  postfach_nr: NullableText;
  wohnungsstatus: NullableText;
  familienstand: NullableText;
  orig_kro_nr: NullableText;
  inaktivitaet: NullableText;
  bemerkungen: NullableText;
};

export type KgPersonDateFields = {
  geburtsdatum: NullableDay;
  einzug_datum: NullableDay;
  auszug_datum: NullableDay;
};

export type KgPersonDataTable = KgPersonTextFields &
  KgPersonDateFields & {
    id: Generated<string | number>;
    person_id: string;
    valid_from: Timestamp;
    valid_before: NullableTimestamp;
    source: KgPersonDataSource;
    data_import_id: number | null;
    eigenerfasst: ColumnType<boolean, boolean | undefined, boolean>;
    search_text: ColumnType<string, string | undefined, string>;
    created_at: Timestamp;
    created_by: number | null;
  };

export type KgRelationTable = {
  id: Generated<string | number>;
  tenant_id: number;
  type: 'ehe' | 'part_of';
  side_a: string;
  side_b: string;
  valid_from: Timestamp;
  valid_before: NullableTimestamp;
  source: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
};

export type KgLegacyRecordTable = {
  id: Generated<number>;
  tenant_id: number;
  data_import_id: number | null;
  adr_id: string;
  raw_data: Json<Record<string, unknown>>;
  buchungen: Json<Record<string, unknown>[]>;
  zielgruppen: Json<unknown[]>;
  aktionen: Json<unknown[]>;
  segmente: Json<unknown[]>;
  plz: NullableText;
  booking_years: ColumnType<number[], number[] | undefined, number[]>;
  person_id: string | null;
  adopted_at: NullableTimestamp;
  adopted_by: number | null;
  created_at: Timestamp;
};

export type KgPaymentTable = {
  id: Generated<string | number>;
  tenant_id: number;
  person_id: string;
  payment_type: 'CAMTPayment' | 'ContextKPayment' | 'ManualEntryPayment';
  type: 'cash' | 'parish_account' | null;
  state: ColumnType<
    'completed' | 'cancelled' | 'cancellation',
    'completed' | 'cancelled' | 'cancellation' | undefined,
    'completed' | 'cancelled' | 'cancellation'
  >;
  booking_date: Day;
  amount_cents: BigId;
  currency: ColumnType<string, string | undefined, string>;
  purpose: NullableText;
  target_purpose: NullableText;
  special_purpose: NullableText;
  disallow_receipt: ColumnType<boolean, boolean | undefined, boolean>;
  comment: NullableText;
  legacy_record_id: number | null;
  legacy_booking_index: number | null;
  created_at: Timestamp;
  created_by: number | null;
};

/** The words of a person's newest version, for the lookup (migration 20261128110000). */
export type KgPersonSearchWordTable = {
  tenant_id: number;
  word: string;
  person_id: string;
};

export type KirchgeldTables = KgTaskTables &
  KgFilterTables &
  KgLetterTables &
  KgReceiptTables &
  KgBankTables & {
    oauth_authorization_code: OauthAuthorizationCodeTable;
    oauth_login_state: OauthLoginStateTable;
    kirchgeld_token: KirchgeldTokenTable;
    kg_organization: KgOrganizationTable;
    kg_organization_replaces: KgOrganizationReplacesTable;
    kg_data_import: KgDataImportTable;
    kg_person: KgPersonTable;
    kg_person_data: KgPersonDataTable;
    kg_relation: KgRelationTable;
    kg_legacy_record: KgLegacyRecordTable;
    kg_payment: KgPaymentTable;
    kg_person_search_word: KgPersonSearchWordTable;
  };
