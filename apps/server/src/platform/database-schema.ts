/** Table types of the database, as Kysely sees them. Money is integer cents (bigint). */
import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { ContractTables } from './database-schema-contracts';
import type { DonationReceiptTables } from './database-schema-donation-receipts';
import type { KirchgeldTables } from './database-schema-kirchgeld';
import type { MoneyOnwardTables } from './database-schema-money-onward';
import type { OnlineGivingTables } from './database-schema-online-giving';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type JsonObject = JSONColumnType<Record<string, unknown>, string, string>;

export type OrganizationTable = {
  id: Generated<number>;
  name: string;
  parent_id: number | null;
  level: string;
  currency: string;
  /** materialised path of ids, root first: '/1/5/12/'; descendants are `path LIKE '/1/5/%'` */
  path: string;
  flags: ColumnType<string[], string[] | undefined, string[]>;
  settings_local: JsonObject;
  settings_inherit: JsonObject;
  datev_creditor: string | null;
  created_at: CreatedAt;
};

export const ADDRESS_TYPES = ['primary', 'physical', 'billing', 'other'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

/** An organisation's postal address, valid from `valid_from` until it is ended (migration 20261126090000). */
export type OrganizationAddressTable = {
  id: Generated<number>;
  organization_id: number;
  type: AddressType;
  name: string;
  supplement: string | null;
  street: string;
  postal_code: string;
  city: string;
  country: ColumnType<string, string | undefined, string>;
  valid_from: Timestamp;
  valid_until: Timestamp | null;
  created_at: CreatedAt;
};

export type UserTable = {
  id: Generated<number>;
  username: string;
  name: string;
  email: string;
  password_hash: string | null;
  is_superuser: boolean;
  is_active: boolean;
  otp_secret: string | null;
  pw_check_status: string;
  created_at: CreatedAt;
  last_login: Timestamp | null;
  pw_check_data: ColumnType<Record<string, unknown>, string | undefined, string>;
  pw_checked_at: Timestamp | null;
  otp_pending_secret: string | null;
  otp_last_time_step: number | null;
  /** the username normalised in lower case, unique (migration 20261124180200) */
  username_key: string;
  /** administration.md §2 user preferences; `{}` until the user chooses (migration 20261125093000) */
  preferences: ColumnType<Record<string, unknown>, string | undefined, string>;
};

export type OtpRecoveryCodeTable = {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  created_at: CreatedAt;
  used_at: Timestamp | null;
};

export type WebauthnCredentialTable = {
  id: Generated<number>;
  user_id: number;
  /** base64url, as the browser names the credential */
  credential_id: string;
  /** COSE public key, base64url */
  public_key: string;
  counter: ColumnType<number, number | undefined, number>;
  /** comma-separated transports of the authenticator */
  transports: string;
  device_type: string;
  backed_up: boolean;
  name: string;
  created_at: CreatedAt;
  last_seen: Timestamp | null;
};

export type WebauthnCeremonyTable = {
  id: Generated<number>;
  key_hash: string;
  kind: 'registration' | 'authentication';
  user_id: number | null;
  challenge: string;
  rp_id: string;
  origin: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  ended_at: Timestamp | null;
};

export type UserRoleTable = {
  id: Generated<number>;
  user_id: number;
  organization_id: number;
  role: string;
  created_at: CreatedAt;
};

export type AuthTokenTable = {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  user_agent: string;
  impersonator_id: number | null;
  created_at: CreatedAt;
  last_seen: Timestamp;
  expires_at: Timestamp;
};

export type PasswordResetTokenTable = {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
};

/** Mail-sending requests per requester and per target, for their rate limits (migration 20261124180200). */
export type RequestLogTable = {
  id: Generated<string>;
  bucket: string;
  key: string;
  requested_at: Timestamp;
};

/** First answers of creates per user and Idempotency-Key (migration 20261124180100). */
export type IdempotencyKeyTable = {
  user_id: number;
  key: string;
  /** method and path, e.g. 'POST /api/v2/collection_plan/' */
  route: string;
  request_hash: string;
  /** both null while the first request is still running */
  response_status: number | null;
  response_body: string | null;
  created_at: Timestamp;
};

export type LoginAttemptTable = {
  id: Generated<string>;
  username: string;
  ip_address: string;
  succeeded: boolean;
  attempted_at: Timestamp;
};

export type MailOutboxTable = {
  id: Generated<number>;
  recipient: string;
  subject: string;
  body_text: string;
  created_at: CreatedAt;
  sent_at: Timestamp | null;
  error: string | null;
  body_html: ColumnType<string | null, string | null | undefined, string | null>;
  /** [{filename, content_type, content_id, content_base64}] (migration 20261123120000) */
  attachments: ColumnType<StoredMailAttachment[], string | undefined, string>;
};

export type StoredMailAttachment = {
  filename: string;
  content_type: string;
  /** set for images the HTML part shows inline (cid:…) */
  content_id: string | null;
  content_base64: string;
};

/** Notification contacts of an organisation (administration.md §3 "Contact"). */
export type ContactTable = {
  id: Generated<number>;
  organization_id: number;
  email: string | null;
  name: string | null;
  attach_files: ColumnType<boolean, boolean | undefined, boolean>;
  types: ColumnType<string[], string[] | undefined, string[]>;
  created_at: CreatedAt;
  created_by: number | null;
  updated_at: Timestamp;
  updated_by: number | null;
};

/** Features booked for an organisation (administration.md §3 "Feature"); days inclusive. */
export type OrganizationFeatureTable = {
  id: Generated<number>;
  organization_id: number;
  type: string;
  inherit: ColumnType<boolean, boolean | undefined, boolean>;
  valid_from: ColumnType<string | null, string | null | undefined, string | null>;
  valid_notafter: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  created_by: number | null;
};

export type LocationTable = {
  id: Generated<number>;
  organization_id: number;
  name: string;
  created_at: CreatedAt;
};

export type DeviceTable = {
  id: Generated<number>;
  organization_id: number;
  name: string;
  /** KB, SD, SP, KS, FS, GE, WA, WS */
  device_class: string;
  device_type: string;
  mqtt_identity: string;
  active: boolean;
  location_id: number | null;
  created_at: CreatedAt;
  bcmserno: ColumnType<string | null, string | null | undefined, string | null>;
  /** open, closing or null (no collection period open) */
  collection_member_state: ColumnType<string | null, string | null | undefined, string | null>;
  sticky_location: ColumnType<boolean, boolean | undefined, boolean>;
  settings_local: ColumnType<Record<string, unknown>, string | undefined, string>;
  settings_inherit: ColumnType<Record<string, unknown>, string | undefined, string>;
  contracts: ColumnType<Record<string, unknown>[], string | undefined, string>;
  /** SHA-256 of the device's MQTT password */
  mqtt_secret_hash: ColumnType<string | null, string | null | undefined, string | null>;
};

export type DeviceCashUpTable = {
  id: Generated<number>;
  device_id: number;
  request_id: string;
  /** requested, started, done */
  state: string;
  requested_at: Timestamp;
  requested_by: number | null;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
};

export type ContentImageTable = {
  id: Generated<number>;
  /** SHA-256 of the file */
  hash: string;
  organization_id: number;
  name: string;
  types: ColumnType<string[], string[], string[]>;
  public: ColumnType<boolean, boolean | undefined, boolean>;
  mime_type: string;
  width: number;
  height: number;
  byte_size: number;
  created_at: Timestamp;
  created_by: number | null;
};

export type ProvisioningRequestTable = {
  id: Generated<number>;
  /** pending, allowed, registering, done */
  state: string;
  pin: string;
  source: string;
  board_type: string;
  serial: string;
  claim_token_hash: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  organization_id: number | null;
  device_name: string | null;
  device_type: string | null;
  device_id: number | null;
  accepted_by: number | null;
};

/** Firmware releases by device class (devices-income-kirchgeld.md §3 "Firmware info"). */
export type FirmwareTable = {
  id: Generated<number>;
  /** the device class the firmware runs on, e.g. KB */
  kind: string;
  identifier: string;
  /** when the release was published */
  created_at: Timestamp;
  notes: ColumnType<string, string | undefined, string>;
};

export type PaymentTable = {
  id: Generated<string>;
  dst_organization_id: number;
  created_at: Timestamp;
  amount_cents: ColumnType<number, number, number>;
  fee_cents: ColumnType<number, number, number>;
  currency: string;
  state: string;
  type: string;
  online_payment_type: string | null;
  is_reconciled: boolean;
  device_id: number | null;
  collection_plan_id: number | null;
  count: number;
  /** the plan's type and variant when the payment was recorded, for the income statistics */
  collection_type: ColumnType<string | null, string | null | undefined, string | null>;
  collection_variant: ColumnType<string | null, string | null | undefined, string | null>;
};

export type PaymentDailyTotalTable = {
  organization_id: number;
  /** business day in Europe/Berlin */
  day: ColumnType<string, string, string>;
  currency: string;
  amount_cents: ColumnType<number, number, number>;
  fee_cents: ColumnType<number, number, number>;
  count: number;
};

/** The sums every income roll-up row carries (cents; payments = number of payments). */
type RollupValues = {
  amount_cents: ColumnType<number, number, number>;
  fee_cents: ColumnType<number, number, number>;
  reconciled_fee_cents: ColumnType<number, number, number>;
  payments: number;
  count: number;
};

/** 'own': payments of the organisation itself; 'below': of every organisation below it. */
export type RollupScope = 'own' | 'below';

/** Income roll-ups (migration 20261122140000): '' and 0 stand for "none" in key columns. */
export type IncomeDayByKindTable = RollupValues & {
  organization_id: number;
  scope: RollupScope;
  day: ColumnType<string, string, string>;
  currency: string;
  collection_type: string;
  collection_variant: string;
};

export type IncomeDayByMethodTable = RollupValues & {
  organization_id: number;
  scope: RollupScope;
  day: ColumnType<string, string, string>;
  currency: string;
  payment_type: string;
  online_payment_type: string;
};

export type IncomeDayByDeviceTypeTable = RollupValues & {
  organization_id: number;
  scope: RollupScope;
  day: ColumnType<string, string, string>;
  currency: string;
  device_type: string;
  device_class: string;
};

export type IncomePeriodByPlanTable = RollupValues & {
  organization_id: number;
  scope: RollupScope;
  period: 'year' | 'quarter' | 'month';
  /** first day of the year, quarter or month */
  period_start: ColumnType<string, string, string>;
  currency: string;
  collection_plan_id: number;
  collection_type: string;
  collection_variant: string;
};

/** Period roll-ups of the other dimensions (migration 20261124100000). */
type PeriodKey = {
  organization_id: number;
  scope: RollupScope;
  period: 'year' | 'quarter' | 'month';
  /** first day of the year, quarter or month */
  period_start: ColumnType<string, string, string>;
  currency: string;
};

export type IncomePeriodByKindTable = RollupValues &
  PeriodKey & { collection_type: string; collection_variant: string };

export type IncomePeriodByMethodTable = RollupValues &
  PeriodKey & { payment_type: string; online_payment_type: string };

export type IncomePeriodByDeviceTypeTable = RollupValues &
  PeriodKey & { device_type: string; device_class: string };

export type IncomeDayByPlanDeviceTable = RollupValues & {
  organization_id: number;
  day: ColumnType<string, string, string>;
  currency: string;
  collection_plan_id: number;
  device_id: number;
  collection_type: string;
  collection_variant: string;
};

export type AuditLogTable = {
  id: Generated<string>;
  at: Timestamp;
  actor_user_id: number | null;
  impersonator_user_id: number | null;
  action: string;
  object_type: string;
  object_id: string;
  data: JsonObject;
};

export type ChurchDateTable = {
  id: Generated<number>;
  organization_id: number;
  day: ColumnType<string, string, string>;
  name: string;
  created_at: CreatedAt;
  created_by: number | null;
};

export type CalendarSettingTable = {
  id: Generated<number>;
  organization_id: number;
  valid_from: ColumnType<string, string, string>;
  valid_notafter: ColumnType<string | null, string | null | undefined, string | null>;
  sunday_prerun_days: number;
  sunday_prerun_time: string;
  sunday_postrun_days: number;
  sunday_postrun_time: string;
  other_prerun_days: number;
  other_prerun_time: string;
  other_postrun_days: number;
  other_postrun_time: string;
  created_at: CreatedAt;
  created_by: number | null;
};

export type CollectionPlanTable = {
  id: Generated<number>;
  name: string;
  type: string;
  collection_variant: string | null;
  start_at: Timestamp | null;
  end_at: Timestamp | null;
  organization_id: number;
  location_id: number | null;
  inherit: boolean;
  is_foreign: boolean;
  church_date_id: number | null;
  date_day: ColumnType<string | null, string | null | undefined, string | null>;
  date_name: string | null;
  allow_recurring: boolean;
  targets: ColumnType<string[], string[] | undefined, string[]>;
  display: JsonObject;
  meta: JsonObject;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  parent_id: number | null;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  weight: number | null;
  created_at: CreatedAt;
  created_by: number | null;
  updated_at: Timestamp;
  updated_by: number | null;
};

export type CollectionPlanExclusionTable = {
  id: Generated<number>;
  plan_id: number;
  organization_id: number;
  location_id: number | null;
  inherit: boolean;
  targets: ColumnType<string[], string[] | undefined, string[]>;
  created_at: CreatedAt;
  created_by: number | null;
};

export type CollectionPlanExtensionTable = {
  id: Generated<number>;
  plan_id: number;
  organization_id: number;
  location_id: number | null;
  device_class: string;
  meta: JsonObject;
  settings_local: JsonObject;
  created_at: CreatedAt;
  created_by: number | null;
  updated_at: Timestamp;
  updated_by: number | null;
};

/** Cash collections (migration 20261123100000): entered, then confirmed by a second person. */
export type CashPaymentTable = {
  id: Generated<number>;
  organization_id: number;
  plan_id: number;
  amount_cents: ColumnType<number, number, number>;
  currency: string;
  /** entered, processed */
  state: ColumnType<string, string | undefined, string>;
  collected_at: Timestamp;
  /** bill or coin in cents → count; null when only a sum was entered */
  split: ColumnType<Record<string, number> | null, string | null, string | null>;
  created_at: Timestamp;
  created_by: number | null;
  changed_at: Timestamp | null;
  changed_by: number | null;
  confirmed_at: Timestamp | null;
  confirmed_by: number | null;
  /** 1 as entered; counted up by every change of amount, split or state (what a confirmer saw) */
  version: Generated<number>;
};

export type Database = OnlineGivingTables &
  DonationReceiptTables &
  ContractTables &
  MoneyOnwardTables &
  KirchgeldTables & {
    organization: OrganizationTable;
    organization_address: OrganizationAddressTable;
    app_user: UserTable;
    user_role: UserRoleTable;
    auth_token: AuthTokenTable;
    password_reset_token: PasswordResetTokenTable;
    login_attempt: LoginAttemptTable;
    idempotency_key: IdempotencyKeyTable;
    request_log: RequestLogTable;
    mail_outbox: MailOutboxTable;
    contact: ContactTable;
    organization_feature: OrganizationFeatureTable;
    location: LocationTable;
    device: DeviceTable;
    device_cash_up: DeviceCashUpTable;
    content_image: ContentImageTable;
    provisioning_request: ProvisioningRequestTable;
    firmware: FirmwareTable;
    payment: PaymentTable;
    payment_daily_total: PaymentDailyTotalTable;
    cash_payment: CashPaymentTable;
    income_day_by_kind: IncomeDayByKindTable;
    income_day_by_method: IncomeDayByMethodTable;
    income_day_by_device_type: IncomeDayByDeviceTypeTable;
    income_period_by_plan: IncomePeriodByPlanTable;
    income_period_by_kind: IncomePeriodByKindTable;
    income_period_by_method: IncomePeriodByMethodTable;
    income_period_by_device_type: IncomePeriodByDeviceTypeTable;
    income_day_by_plan_device: IncomeDayByPlanDeviceTable;
    audit_log: AuditLogTable;
    church_date: ChurchDateTable;
    calendar_setting: CalendarSettingTable;
    collection_plan: CollectionPlanTable;
    collection_plan_exclusion: CollectionPlanExclusionTable;
    collection_plan_extension: CollectionPlanExtensionTable;
    otp_recovery_code: OtpRecoveryCodeTable;
    webauthn_credential: WebauthnCredentialTable;
    webauthn_ceremony: WebauthnCeremonyTable;
  };
