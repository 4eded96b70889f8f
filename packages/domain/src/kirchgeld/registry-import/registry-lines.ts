/**
 * Reading the registry file (Meldewesen) line by line (issue 18 "Registry imports"): the header
 * names the columns with the spec's field names (`KG_PERSON_FIELDS`) plus `person_id` (the
 * registry's own id of the person), `typ` and `ehepartner_person_id`; each further line is one
 * person. A broken line is reported by its number and left out, the others go in. Values that look
 * like spreadsheet formulas are kept as plain text (nothing here evaluates them) and counted.
 * The CSV itself (quotes, `;`, encodings) is split by the server; this module gets the cells.
 */
import { KG_GESCHLECHT, KG_PERSON_TYPES, KG_SPERRE, type KgPersonTypeValue } from '../enums';
import {
  KG_PERSON_FIELD_NAMES,
  KG_PERSON_FIELDS,
  type KgPersonFieldName,
  type KgPersonValues,
} from '../person-fields';
import { REGISTRY_IMPORT_MESSAGES as M } from './registry-messages';

export const REGISTRY_ID_COLUMN = 'person_id';
export const REGISTRY_TYPE_COLUMN = 'typ';
export const REGISTRY_SPOUSE_COLUMN = 'ehepartner_person_id';
/** Columns without which no line can be read. */
export const REGISTRY_REQUIRED_COLUMNS = [REGISTRY_ID_COLUMN, 'familienname'] as const;
/** Every column the file may have. */
export const REGISTRY_COLUMNS: readonly string[] = [
  REGISTRY_ID_COLUMN,
  REGISTRY_TYPE_COLUMN,
  REGISTRY_SPOUSE_COLUMN,
  ...KG_PERSON_FIELD_NAMES,
];
/** Longest value of a cell: registry fields are short; a longer one is a broken line. */
export const REGISTRY_MAX_VALUE_LENGTH = 1000;

export type RegistryHeader = {
  /** the column name of each position; null for unknown columns */
  columns: (string | null)[];
  unknownColumns: string[];
};

export type RegistryHeaderResult = { ok: true; header: RegistryHeader } | { ok: false; message: string };

/** Checks the header line: required columns present, no column twice; unknown ones are noted. */
export function readRegistryHeader(cells: readonly string[]): RegistryHeaderResult {
  const names = cells.map((cell) =>
    cell
      .replace(/^\uFEFF/, '')
      .trim()
      .toLowerCase(),
  );
  if (names.every((name) => name === '')) return { ok: false, message: M.emptyFile };
  const missing = REGISTRY_REQUIRED_COLUMNS.filter((name) => !names.includes(name));
  if (missing.length === 1) return { ok: false, message: M.missingColumn(missing[0] as string) };
  if (missing.length > 1) return { ok: false, message: M.missingColumns(missing) };
  const seen = new Set<string>();
  const unknownColumns: string[] = [];
  const columns: (string | null)[] = [];
  for (const name of names) {
    if (name !== '' && seen.has(name)) return { ok: false, message: M.duplicateColumn(name) };
    seen.add(name);
    const known = REGISTRY_COLUMNS.includes(name);
    if (!known && name !== '') unknownColumns.push(name);
    columns.push(known ? name : null);
  }
  return { ok: true, header: { columns, unknownColumns } };
}

/** One person of the file, checked. */
export type RegistryLine = {
  /** the line number in the file (the header is line 1) */
  line: number;
  registryId: string;
  type: KgPersonTypeValue;
  spouseRegistryId: string | null;
  /** every spec field: text, YYYY-MM-DD, or null (a column the file lacks is null too) */
  values: Record<KgPersonFieldName, string | null>;
  /** values that begin like a spreadsheet formula, kept as text */
  formulaValues: number;
};

export type RegistryLineResult = { ok: true; person: RegistryLine } | { ok: false; errors: string[] };

const FIELD_BY_NAME = new Map<string, (typeof KG_PERSON_FIELDS)[number]>(
  KG_PERSON_FIELDS.map((field) => [field.name, field]),
);
const FORMULA_START = /^[=+\-@]/;

/** Trims, folds runs of white space into one space; empty becomes null. */
export function normalizeRegistryValue(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const folded = value.replace(/\s+/g, ' ').trim();
  return folded === '' ? null : folded;
}

export function isFormulaLike(value: string | null): boolean {
  return value !== null && FORMULA_START.test(value);
}

/** DD.MM.YYYY (also D.M.YYYY) or YYYY-MM-DD to YYYY-MM-DD; null when no real day. */
export function parseRegistryDate(text: string): string | null {
  const german = text.match(/^(\d{1,2})\.(\d{1,2})\.(\d{4})$/);
  const iso = text.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  const parts = german
    ? { year: Number(german[3]), month: Number(german[2]), day: Number(german[1]) }
    : iso
      ? { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) }
      : null;
  if (!parts || parts.year < 1800 || parts.year > 2200) return null;
  const date = new Date(Date.UTC(parts.year, parts.month - 1, parts.day));
  if (date.getUTCMonth() !== parts.month - 1 || date.getUTCDate() !== parts.day) return null;
  return `${String(parts.year).padStart(4, '0')}-${String(parts.month).padStart(2, '0')}-${String(parts.day).padStart(2, '0')}`;
}

/** Checks one line's cells against the header. `line` is its number in the file. */
export function readRegistryLine(
  header: RegistryHeader,
  line: number,
  cells: readonly string[],
): RegistryLineResult {
  if (cells.length !== header.columns.length)
    return { ok: false, errors: [M.line(line, M.fieldCount(cells.length, header.columns.length))] };
  const raw = new Map<string, string | null>();
  header.columns.forEach((name, index) => {
    if (name) raw.set(name, normalizeRegistryValue(cells[index]));
  });
  const errors: string[] = [];
  const fail = (message: string) => errors.push(M.line(line, message));

  let formulaValues = 0;
  const values = {} as Record<KgPersonFieldName, string | null>;
  for (const name of KG_PERSON_FIELD_NAMES) {
    const field = FIELD_BY_NAME.get(name);
    let value = raw.get(name) ?? null;
    if (value !== null && value.length > REGISTRY_MAX_VALUE_LENGTH) {
      fail(M.tooLong(field?.label ?? name, REGISTRY_MAX_VALUE_LENGTH));
      continue;
    }
    if (value !== null && field?.kind === 'date') {
      const day = parseRegistryDate(value);
      if (!day) fail(M.invalidDate(field.label, value));
      value = day;
    } else if (isFormulaLike(value)) {
      formulaValues += 1;
    }
    values[name] = value;
  }

  const registryId = raw.get(REGISTRY_ID_COLUMN) ?? null;
  if (!registryId) fail(M.personIdMissing);
  const typeText = raw.get(REGISTRY_TYPE_COLUMN)?.toLowerCase() ?? 'individual';
  const type = KG_PERSON_TYPES.find((candidate) => candidate === typeText);
  if (!type) fail(M.invalidTyp(raw.get(REGISTRY_TYPE_COLUMN) ?? ''));
  if (!values.familienname) fail(M.familiennameMissing);
  if (values.geschlecht !== null) {
    const geschlecht = values.geschlecht.toLowerCase();
    if (KG_GESCHLECHT.some((candidate) => candidate === geschlecht)) values.geschlecht = geschlecht;
    else fail(M.invalidGeschlecht(values.geschlecht));
  }
  if (values.sperre !== null) {
    const sperre = values.sperre.toLowerCase();
    if (KG_SPERRE.some((candidate) => candidate === sperre)) values.sperre = sperre;
    else fail(M.invalidSperre(values.sperre));
  }
  if (values.betreuerstatus !== null) {
    if (values.betreuerstatus.toUpperCase() === 'B') values.betreuerstatus = 'B';
    else fail(M.invalidBetreuerstatus(values.betreuerstatus));
  }
  const spouseRegistryId = raw.get(REGISTRY_SPOUSE_COLUMN) ?? null;
  if (spouseRegistryId !== null && spouseRegistryId === registryId) fail(M.spouseIsSelf);
  if (spouseRegistryId !== null && type === 'company') fail(M.companySpouse);
  if (isFormulaLike(registryId)) formulaValues += 1;

  if (errors.length > 0 || !registryId || !type) return { ok: false, errors };
  return { ok: true, person: { line, registryId, type, spouseRegistryId, values, formulaValues } };
}

/**
 * Whether a line changes a person: only the spec's fields are compared, after the same
 * normalisation of white space and empty values; a person whose data has ended (moved away, set
 * inactive) changes by coming back.
 */
export function hasRegistryChanges(
  current: KgPersonValues | null,
  next: KgPersonValues,
  options: { isCurrentEnded?: boolean } = {},
): boolean {
  if (!current || options.isCurrentEnded) return true;
  return KG_PERSON_FIELD_NAMES.some(
    (name) => normalizeRegistryValue(current[name]) !== normalizeRegistryValue(next[name]),
  );
}
