/**
 * The columns of the plan spreadsheet (planning.md §2 download dialog, §7 template and export): every
 * field of a plan with a German header, the kind of its cells, and the note the template's sheet
 * 'Hinweise' gives about it. Accounting and external fields depend on the organisation, so the
 * columns are built for it.
 */
import {
  DEVICE_CLASS_LABELS,
  DEVICE_CLASSES,
  type DeviceClass,
  PLAN_VARIANT_LABELS,
} from '../planning/plan-types';
import { ACCOUNTING_MAX_LENGTH, DESCRIPTION_MAX_LENGTH } from '../planning/plan-validation';

export type PlanColumnKind = 'number' | 'text' | 'longText' | 'date' | 'datetime' | 'boolean';

export type PlanColumn = {
  /** 'name', 'display.WA', 'accounting.Kostenstelle', 'external.IBAN' … */
  key: string;
  header: string;
  kind: PlanColumnKind;
  /** column width in characters */
  width: number;
  required: boolean;
  /** read by the import; false for columns that only inform (ID, Organisation) */
  imported: boolean;
  meaning: string;
  values: string;
};

export const SCOPE_VALUES = {
  org: 'Nur diese Organisation',
  inherit: 'Mit Unterorganisationen',
  loc: 'Ort',
} as const;

/** Display kinds besides the device classes (planning.md §3 "Display kinds also include KA and SO"). */
const EXTRA_DISPLAY_KINDS = ['KA', 'SO'] as const;
/** The display texts the editor offers; other kinds get a column only when plans use them. */
export const STANDARD_DISPLAY_KINDS = ['default', 'WA', 'WS'] as const;

export const ACCOUNTING_PREFIX = 'Buchhaltung: ';
export const EXTERNAL_PREFIX = 'Weitere Angaben: ';
export const DISPLAY_PREFIX = 'Anzeigetext ';

const DEVICE_VALUES = DEVICE_CLASSES.map(
  (deviceClass) => `${DEVICE_CLASS_LABELS[deviceClass]} (${deviceClass})`,
).join(', ');

function column(
  key: string,
  header: string,
  kind: PlanColumnKind,
  width: number,
  meaning: string,
  values: string,
  options: { required?: boolean; imported?: boolean } = {},
): PlanColumn {
  return {
    key,
    header,
    kind,
    width,
    meaning,
    values,
    required: options.required ?? false,
    imported: options.imported ?? true,
  };
}

const LEADING_COLUMNS: readonly PlanColumn[] = [
  column(
    'id',
    'ID',
    'number',
    8,
    'Nummer der Sammlung in Kollekta. Der Import legt jede Zeile als neue Sammlung an und beachtet diese Spalte nicht.',
    'leer lassen',
    { imported: false },
  ),
  column(
    'name',
    'Sammlungszweck',
    'text',
    40,
    'So heißt die Sammlung in der Planung und auf den Geräten.',
    'Text, höchstens 200 Zeichen',
    { required: true },
  ),
  column('variant', 'Art', 'text', 18, 'Art der Sammlung.', Object.values(PLAN_VARIANT_LABELS).join(', '), {
    required: true,
  }),
  column(
    'day',
    'Tag',
    'date',
    12,
    'Tag des Kirchenjahres (oder ein eigener Tag der Organisation), für den die Kollekte geplant ist. Mit einem Tag ergeben sich Beginn und Ende aus den Kalendereinstellungen der Organisation; die Spalten „Beginn“ und „Ende“ werden dann nicht gelesen.',
    'Datum TT.MM.JJJJ eines Tages mit Namen in der Zukunft, oder leer für einen eigenen Zeitraum',
  ),
  column(
    'dateName',
    'Name des Tages',
    'text',
    28,
    'Name des Tages, z.B. „1. Advent“. Hat ein Tag mehrere Namen, wird der hier genannte gewählt.',
    'Text; leer: der erste Name des Tages',
  ),
  column(
    'start',
    'Beginn',
    'datetime',
    17,
    'Beginn eines eigenen Zeitraums (deutsche Zeit, Europe/Berlin).',
    'TT.MM.JJJJ HH:MM, nicht in der Vergangenheit; ohne Uhrzeit 00:00',
  ),
  column(
    'end',
    'Ende',
    'datetime',
    17,
    'Ende eines eigenen Zeitraums (deutsche Zeit, Europe/Berlin).',
    'TT.MM.JJJJ HH:MM nach dem Beginn; ohne Uhrzeit 23:59; leer: unbegrenzt',
  ),
  column(
    'organization',
    'Organisation',
    'text',
    32,
    'Organisation, die die Sammlung plant. Der Import legt alle Sammlungen für die Organisation an, in die importiert wird, und beachtet diese Spalte nicht.',
    'leer lassen',
    { imported: false },
  ),
  column(
    'scope',
    'Geltungsbereich',
    'text',
    26,
    'Wer die Sammlung anbietet: nur diese Organisation, auch alle Unterorganisationen, oder ein Ort.',
    `${Object.values(SCOPE_VALUES).join(', ')}; leer: ${SCOPE_VALUES.org} (mit Ort: ${SCOPE_VALUES.loc})`,
  ),
  column(
    'location',
    'Ort',
    'text',
    24,
    'Ort (Kirche) der Organisation, wenn der Geltungsbereich „Ort“ ist. An einem Ort gibt es keine Web-Apps.',
    'Name eines Ortes der Organisation',
  ),
  column(
    'targets',
    'Geräte',
    'text',
    36,
    'Auf welchen Geräten die Sammlung angeboten wird, durch Komma getrennt.',
    `${DEVICE_VALUES}; Name oder Kürzel`,
    { required: true },
  ),
];

export function displayHeader(kind: string): string {
  if (kind === 'default') return `${DISPLAY_PREFIX}Standard`;
  const label = (DEVICE_CLASS_LABELS as Record<string, string>)[kind];
  return `${DISPLAY_PREFIX}${label ?? kind}`;
}

/** Every display kind a text may be given for, in column order. */
export const DISPLAY_KINDS: readonly string[] = ['default', ...DEVICE_CLASSES, ...EXTRA_DISPLAY_KINDS];

function displayColumn(kind: string): PlanColumn {
  const meaning =
    kind === 'default'
      ? 'Text, den die Geräte statt des Sammlungszwecks zeigen.'
      : `Text, den ${(DEVICE_CLASS_LABELS as Record<string, string>)[kind] ?? kind} statt des Sammlungszwecks zeigt.`;
  const values =
    kind === 'WA'
      ? 'mindestens 3 Zeichen, höchstens 4 Zeilen mit „Für“; leer: der Sammlungszweck'
      : kind === 'WS'
        ? 'höchstens 3 Zeilen; leer: der Sammlungszweck'
        : 'Text; leer: der Sammlungszweck';
  return column(`display.${kind}`, displayHeader(kind), 'longText', 30, meaning, values);
}

const TRAILING_COLUMNS: readonly PlanColumn[] = [
  column(
    'description',
    'Beschreibung',
    'longText',
    50,
    'Beschreibung der Sammlung für die Web-Apps.',
    `Text, höchstens ${DESCRIPTION_MAX_LENGTH} Zeichen`,
  ),
  column(
    'allowRecurring',
    'Dauerspenden erlaubt',
    'boolean',
    12,
    'Ob Spenderinnen und Spender regelmäßig für diesen Zweck geben können.',
    'Ja, Nein; Ja nur für Spendenzwecke, die unbefristet sind oder mindestens 6 Monate laufen, mit dem Modul für Dauerspenden',
  ),
  column(
    'foreign',
    'Weiterleitung',
    'boolean',
    12,
    'Fremde Sammlung: das Geld wird weitergeleitet.',
    'Ja, Nein; leer: Nein',
  ),
];

export function accountingColumn(name: string): PlanColumn {
  return column(
    `accounting.${name}`,
    `${ACCOUNTING_PREFIX}${name}`,
    'text',
    18,
    `Buchhaltungsangabe „${name}“.`,
    `Text, höchstens ${ACCOUNTING_MAX_LENGTH} Zeichen`,
  );
}

export function externalColumn(name: string): PlanColumn {
  const values = name === 'IBAN' ? 'gültige IBAN, z.B. DE89 3704 0044 0532 0130 00' : 'Text';
  return column(
    `external.${name}`,
    `${EXTERNAL_PREFIX}${name}`,
    'text',
    20,
    `Weitere Angabe „${name}“.`,
    values,
  );
}

export type PlanColumnOptions = {
  accountingFields: readonly string[];
  externalFields: readonly string[];
  /** display kinds with a column beyond the standard ones (those plans use) */
  extraDisplayKinds?: readonly string[];
};

/** The columns of an organisation's plan sheet, in order. */
export function buildPlanColumns(options: PlanColumnOptions): PlanColumn[] {
  const displayKinds = DISPLAY_KINDS.filter(
    (kind) =>
      (STANDARD_DISPLAY_KINDS as readonly string[]).includes(kind) ||
      (options.extraDisplayKinds ?? []).includes(kind),
  );
  return [
    ...LEADING_COLUMNS,
    ...displayKinds.map(displayColumn),
    ...TRAILING_COLUMNS,
    ...options.accountingFields.map(accountingColumn),
    ...options.externalFields.map(externalColumn),
  ];
}

/** The column a field of the plan API (`start`, `meta.accounting.Kostenstelle` …) is entered in. */
export function columnKeyForField(field: string): string | null {
  const direct: Record<string, string> = {
    name: 'name',
    type: 'variant',
    collection_variant: 'variant',
    date: 'day',
    date_day: 'day',
    date_name: 'dateName',
    start: 'start',
    end: 'end',
    location: 'location',
    inherit: 'scope',
    targets: 'targets',
    allow_recurring: 'allowRecurring',
    foreign: 'foreign',
    'meta.description.text': 'description',
    'meta.description': 'description',
  };
  if (direct[field]) return direct[field];
  if (field.startsWith('display.')) return field;
  if (field.startsWith('meta.accounting.')) return `accounting.${field.slice('meta.accounting.'.length)}`;
  if (field.startsWith('meta.external_fields.'))
    return `external.${field.slice('meta.external_fields.'.length)}`;
  if (field.startsWith('targets.')) return 'targets';
  return null;
}

/** The header a field's message is reported under; null when no column holds the field. */
export function headerForField(field: string, columns: readonly PlanColumn[]): string | null {
  const key = columnKeyForField(field);
  if (key === null) return null;
  const found = columns.find((candidate) => candidate.key === key);
  if (found) return found.header;
  if (key.startsWith('accounting.')) return accountingColumn(key.slice('accounting.'.length)).header;
  if (key.startsWith('external.')) return externalColumn(key.slice('external.'.length)).header;
  if (key.startsWith('display.')) return displayHeader(key.slice('display.'.length));
  return LEADING_COLUMNS.concat(TRAILING_COLUMNS).find((candidate) => candidate.key === key)?.header ?? null;
}

export function isKnownDisplayKind(kind: string): kind is DeviceClass | 'default' | 'KA' | 'SO' {
  return DISPLAY_KINDS.includes(kind);
}
