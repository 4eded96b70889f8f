/**
 * The static enums of the church-tax area (devices-income-kirchgeld.md §3 "Static enums"), with the
 * German labels the app shows. `GET configuration/static/` of the church-tax API publishes them.
 */

export const KG_PERSON_TYPES = ['individual', 'company'] as const;
export type KgPersonTypeValue = (typeof KG_PERSON_TYPES)[number];
export const KG_PERSON_TYPE_LABELS: Record<KgPersonTypeValue, string> = {
  individual: 'Person',
  company: 'Firma',
};

export const KG_GESCHLECHT = ['w', 'm', 'd', 'x'] as const;
export type KgGeschlecht = (typeof KG_GESCHLECHT)[number];
export const KG_GESCHLECHT_LABELS: Record<KgGeschlecht, string> = {
  w: 'weiblich',
  m: 'männlich',
  d: 'divers',
  x: 'ohne Angabe',
};

/** Relations: companies only 'part_of' (a person belongs to the company); persons also 'ehe'. */
export const KG_RELATION_TYPES = ['ehe', 'part_of'] as const;
export type KgRelationType = (typeof KG_RELATION_TYPES)[number];
export const KG_RELATION_TYPE_LABELS: Record<KgRelationType, string> = {
  ehe: 'Ehe',
  part_of: 'gehört zu',
};

export const KG_MANUAL_ENTRY_PAYMENT_TYPES = ['cash', 'parish_account'] as const;
export type KgManualEntryPaymentType = (typeof KG_MANUAL_ENTRY_PAYMENT_TYPES)[number];
export const KG_MANUAL_ENTRY_PAYMENT_TYPE_LABELS: Record<KgManualEntryPaymentType, string> = {
  cash: 'Bar',
  parish_account: 'Gemeindekonto',
};

export const KG_PAYMENT_TYPES = ['CAMTPayment', 'ContextKPayment', 'ManualEntryPayment'] as const;
export type KgPaymentTypeValue = (typeof KG_PAYMENT_TYPES)[number];
export const KG_PAYMENT_TYPE_LABELS: Record<KgPaymentTypeValue, string> = {
  CAMTPayment: 'Kontoauszug',
  ContextKPayment: 'Altdaten (ContextK)',
  ManualEntryPayment: 'Manuell erfasst',
};

export const KG_LETTER_TYPES = ['donation', 'appreciation', 'reminder'] as const;
export type KgLetterType = (typeof KG_LETTER_TYPES)[number];
export const KG_LETTER_TYPE_LABELS: Record<KgLetterType, string> = {
  donation: 'Kirchgeldbrief',
  appreciation: 'Dankesbrief',
  reminder: 'Erinnerung',
};

/**
 * Blocks of the registry (Meldewesen): an Auskunftssperre withholds the address from others; a
 * Sperrvermerk (e.g. for a person under protection) means no letter goes out at all.
 */
export const KG_SPERRE = ['auskunftssperre', 'sperrvermerk'] as const;
export type KgSperre = (typeof KG_SPERRE)[number];
export const KG_SPERRE_LABELS: Record<KgSperre, string> = {
  auskunftssperre: 'Auskunftssperre',
  sperrvermerk: 'Sperrvermerk',
};

export const KG_DATA_IMPORT_STATES = ['pending', 'running', 'finished', 'failed'] as const;
export type KgDataImportStateValue = (typeof KG_DATA_IMPORT_STATES)[number];
export const KG_DATA_IMPORT_STATE_LABELS: Record<KgDataImportStateValue, string> = {
  pending: 'Wartet',
  running: 'Läuft',
  finished: 'Abgeschlossen',
  failed: 'Fehlgeschlagen',
};

export const KG_PERSON_DATA_SOURCES = ['import', 'manual', 'legacy'] as const;
export type KgPersonDataSourceValue = (typeof KG_PERSON_DATA_SOURCES)[number];
export const KG_PERSON_DATA_SOURCE_LABELS: Record<KgPersonDataSourceValue, string> = {
  import: 'Meldewesen-Import',
  manual: 'Eigenerfasst',
  legacy: 'Altdaten (ContextK)',
};

/** familienstand of the registry: vh married, nv not married (§3). */
export const KG_FAMILIENSTAND_LABELS: Record<string, string> = {
  vh: 'verheiratet',
  nv: 'nicht verheiratet',
};
