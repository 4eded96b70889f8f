/**
 * What a target group may filter by (devices-income-kirchgeld.md §2 "Person index", §5 "Filter
 * operators"): the whitelist of fields with their kind, their German label and the operators that
 * make sense for them. The kind gives the default lookup of §5: date gte, enum exact, text istartswith.
 * A field not in this list is refused, so nothing a user sends becomes a column name.
 */
import { KG_FAMILIENSTAND_LABELS, KG_GESCHLECHT_LABELS, KG_PERSON_TYPE_LABELS } from '../enums';

export const KG_FILTER_OPERATORS = [
  'gt',
  'gte',
  'lt',
  'lte',
  'exact',
  'iexact',
  'icontains',
  'istartswith',
  'iendswith',
] as const;
export type KgFilterOperator = (typeof KG_FILTER_OPERATORS)[number];

export const KG_FILTER_OPERATOR_LABELS: Record<KgFilterOperator, string> = {
  gt: 'größer als',
  gte: 'größer oder gleich',
  lt: 'kleiner als',
  lte: 'kleiner oder gleich',
  exact: 'ist gleich',
  iexact: 'ist gleich (ohne Groß-/Kleinschreibung)',
  icontains: 'enthält',
  istartswith: 'beginnt mit',
  iendswith: 'endet mit',
};

/** Labels of date operators read better as before/after. */
export const KG_FILTER_DATE_OPERATOR_LABELS: Partial<Record<KgFilterOperator, string>> = {
  gt: 'nach',
  gte: 'am oder nach',
  lt: 'vor',
  lte: 'am oder vor',
  exact: 'am',
};

/**
 * text, date, enum: a column of the person's newest data version; the others are facts computed
 * from payments, relations, organisations or the person row.
 */
export type KgFilterFieldKind =
  | 'text'
  | 'date'
  | 'enum'
  | 'boolean'
  | 'age'
  | 'money'
  | 'year'
  | 'organization';

export type KgFilterChoice = { value: string; label: string };

export type KgFilterField = {
  name: string;
  label: string;
  kind: KgFilterFieldKind;
  operators: readonly KgFilterOperator[];
  defaultOperator: KgFilterOperator;
  /** the values an enum takes */
  choices?: readonly KgFilterChoice[];
  /** the criterion names a year (`donation_total`) */
  takesYear?: boolean;
};

const TEXT_OPERATORS = [
  'istartswith',
  'icontains',
  'iendswith',
  'iexact',
  'exact',
  'gt',
  'gte',
  'lt',
  'lte',
] as const satisfies readonly KgFilterOperator[];
const ORDER_OPERATORS = ['gte', 'gt', 'lte', 'lt', 'exact'] as const satisfies readonly KgFilterOperator[];
const EQUALITY = ['exact'] as const satisfies readonly KgFilterOperator[];

/**
 * Blocking codes of the registry ('Sperren', §9: the filter preselects 1010). The registry import
 * stores the block by name (`sperre`: auskunftssperre or sperrvermerk); the codes name them in the
 * filter. 1010 is the Sperrvermerk (no letter may go out at all), so a target group excluding 1010
 * never writes to a protected person; 1020 is the Auskunftssperre; 0000 is no block.
 */
export const KG_SPERRE_CODES = [
  { code: '1010', stored: 'sperrvermerk', label: '1010 – Sperrvermerk (kein Schriftverkehr)' },
  { code: '1020', stored: 'auskunftssperre', label: '1020 – Auskunftssperre' },
  { code: '0000', stored: null, label: '0000 – keine Sperre' },
] as const;
export const KG_DEFAULT_SPERRE_CODE = '1010';

const text = (name: string, label: string): KgFilterField => ({
  name,
  label,
  kind: 'text',
  operators: TEXT_OPERATORS,
  defaultOperator: 'istartswith',
});
const date = (name: string, label: string): KgFilterField => ({
  name,
  label,
  kind: 'date',
  operators: ORDER_OPERATORS,
  defaultOperator: 'gte',
});
const choicesOf = (labels: Record<string, string>): KgFilterChoice[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

export const KG_FILTER_FIELDS = [
  text('familienname', 'Familienname'),
  text('vornamen', 'Vornamen'),
  text('rufname', 'Rufname'),
  text('geburtsname', 'Geburtsname'),
  text('strassenname', 'Straße'),
  text('hausnr', 'Hausnummer'),
  text('plz', 'PLZ'),
  text('kommune', 'Ort'),
  text('ortsteil', 'Ortsteil'),
  text('kro_nr', 'KRO-Nr.'),
  text('konfession', 'Konfession'),
  date('geburtsdatum', 'Geburtsdatum'),
  date('einzug_datum', 'Einzugsdatum'),
  date('auszug_datum', 'Auszugsdatum'),
  {
    name: 'geschlecht',
    label: 'Geschlecht',
    kind: 'enum',
    operators: EQUALITY,
    defaultOperator: 'exact',
    choices: choicesOf(KG_GESCHLECHT_LABELS),
  },
  {
    name: 'familienstand',
    label: 'Familienstand',
    kind: 'enum',
    operators: EQUALITY,
    defaultOperator: 'exact',
    choices: choicesOf(KG_FAMILIENSTAND_LABELS),
  },
  {
    name: 'sperre',
    label: 'Sperren',
    kind: 'enum',
    operators: EQUALITY,
    defaultOperator: 'exact',
    choices: KG_SPERRE_CODES.map(({ code, label }) => ({ value: code, label })),
  },
  {
    name: 'type',
    label: 'Art',
    kind: 'enum',
    operators: EQUALITY,
    defaultOperator: 'exact',
    choices: choicesOf(KG_PERSON_TYPE_LABELS),
  },
  {
    name: 'eigenerfasst',
    label: 'Eigenerfasst',
    kind: 'boolean',
    operators: EQUALITY,
    defaultOperator: 'exact',
  },
  { name: 'married', label: 'Verheiratet', kind: 'boolean', operators: EQUALITY, defaultOperator: 'exact' },
  { name: 'inaktiv', label: 'Inaktiv', kind: 'boolean', operators: EQUALITY, defaultOperator: 'exact' },
  { name: 'age', label: 'Alter (Jahre)', kind: 'age', operators: ORDER_OPERATORS, defaultOperator: 'gte' },
  {
    name: 'donated_in_year',
    label: 'Hat gespendet im Jahr',
    kind: 'year',
    operators: EQUALITY,
    defaultOperator: 'exact',
  },
  {
    name: 'donation_total',
    label: 'Spendensumme (Euro)',
    kind: 'money',
    operators: ORDER_OPERATORS,
    defaultOperator: 'gte',
    takesYear: true,
  },
  {
    name: 'organization',
    label: 'Kirchengemeinde',
    kind: 'organization',
    operators: EQUALITY,
    defaultOperator: 'exact',
  },
] as const satisfies readonly KgFilterField[];

export type KgFilterFieldName = (typeof KG_FILTER_FIELDS)[number]['name'];

const FIELDS_BY_NAME: ReadonlyMap<string, KgFilterField> = new Map(
  KG_FILTER_FIELDS.map((field) => [field.name, field as KgFilterField]),
);

export function findKgFilterField(name: string): KgFilterField | undefined {
  return FIELDS_BY_NAME.get(name);
}

/** The operator's German label, in the words that suit the field. */
export function kgFilterOperatorLabel(operator: KgFilterOperator, kind?: KgFilterFieldKind): string {
  if (kind === 'date') return KG_FILTER_DATE_OPERATOR_LABELS[operator] ?? KG_FILTER_OPERATOR_LABELS[operator];
  return KG_FILTER_OPERATOR_LABELS[operator];
}
