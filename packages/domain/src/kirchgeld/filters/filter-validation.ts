/**
 * Checking a target group's filter before anything runs (§5 "Target group", "Filter operators"): the
 * shape (and/or/not groups, criteria of a whitelisted field), the limits against deeply nested or
 * huge filters, each value against its field (date criteria never beyond today, a donation year
 * never beyond this one), and the default lookups (date gte, enum exact, text istartswith). What
 * passes is a checked filter whose values are typed, so the server compiles it without guessing.
 */
import { decimalStringToCents, parseGermanAmount } from '../../money/money';
import {
  findKgFilterField,
  KG_FILTER_OPERATORS,
  KG_SPERRE_CODES,
  type KgFilterField,
  type KgFilterFieldName,
  type KgFilterOperator,
} from './filter-fields';
import { KG_FILTER_LIMITS, KG_FILTER_MESSAGES as M } from './filter-messages';

/** A filter as the API takes it (shared interface 4). */
export type KgFilterNode =
  | { and: KgFilterNode[] }
  | { or: KgFilterNode[] }
  | { not: KgFilterNode }
  | { field: string; op?: KgFilterOperator; value: string | number | boolean; year?: number };

export type KgCheckedCriterion =
  | { field: KgFilterFieldName; kind: 'text'; op: KgFilterOperator; value: string }
  | { field: KgFilterFieldName; kind: 'date'; op: KgFilterOperator; value: string }
  /** enum values as stored; null: the field is empty (the Sperre code 0000) */
  | { field: KgFilterFieldName; kind: 'enum'; op: KgFilterOperator; value: string | null }
  | { field: KgFilterFieldName; kind: 'boolean'; op: KgFilterOperator; value: boolean }
  | { field: KgFilterFieldName; kind: 'age'; op: KgFilterOperator; value: number }
  /** cents, summed over the year */
  | { field: KgFilterFieldName; kind: 'money'; op: KgFilterOperator; value: number; year: number }
  | { field: KgFilterFieldName; kind: 'year'; op: KgFilterOperator; value: number }
  /** an organisation id */
  | { field: KgFilterFieldName; kind: 'organization'; op: KgFilterOperator; value: number };

export type KgCheckedFilter =
  | { kind: 'and'; children: KgCheckedFilter[] }
  | { kind: 'or'; children: KgCheckedFilter[] }
  | { kind: 'not'; child: KgCheckedFilter }
  | { kind: 'criterion'; criterion: KgCheckedCriterion };

export type KgFilterCheck =
  | { ok: true; filter: KgCheckedFilter; asksForInactive: boolean }
  | { ok: false; errors: string[] };

const CRITERION_KEYS = new Set(['field', 'op', 'value', 'year']);
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

class FilterRefusal extends Error {}

/** Checks a filter (parsed JSON of any shape) on `today` (YYYY-MM-DD, Europe/Berlin). */
export function checkKgFilter(input: unknown, today: string): KgFilterCheck {
  const errors: string[] = [];
  let nodes = 0;
  let asksForInactive = false;

  const fail = (message: string): never => {
    errors.push(message);
    throw new FilterRefusal(message);
  };

  const visit = (node: unknown, depth: number): KgCheckedFilter => {
    nodes += 1;
    if (nodes > KG_FILTER_LIMITS.maxNodes) fail(M.tooManyNodes);
    if (depth > KG_FILTER_LIMITS.maxDepth) fail(M.tooDeep);
    if (typeof node !== 'object' || node === null || Array.isArray(node)) fail(M.invalid);
    const record = node as Record<string, unknown>;
    const keys = Object.keys(record);
    const [onlyKey] = keys;
    if (keys.length === 1 && (onlyKey === 'and' || onlyKey === 'or')) {
      const children = record[onlyKey];
      if (!Array.isArray(children)) return fail(M.groupNeedsConditions);
      if (children.length > KG_FILTER_LIMITS.maxNodes) fail(M.tooManyNodes);
      return { kind: onlyKey, children: children.map((child) => visit(child, depth + 1)) };
    }
    if (keys.length === 1 && onlyKey === 'not') return { kind: 'not', child: visit(record.not, depth + 1) };
    const unknownKey = keys.find((key) => !CRITERION_KEYS.has(key));
    if (unknownKey !== undefined) fail(M.unknownEntry(unknownKey));
    const criterion = checkCriterion(record, today);
    if ('error' in criterion) return fail(criterion.error);
    if (criterion.field === 'inaktiv') asksForInactive = true;
    return { kind: 'criterion', criterion };
  };

  try {
    const filter = visit(input, 1);
    return { ok: true, filter, asksForInactive };
  } catch (error) {
    if (error instanceof FilterRefusal) return { ok: false, errors };
    throw error;
  }
}

function checkCriterion(
  record: Record<string, unknown>,
  today: string,
): KgCheckedCriterion | { error: string } {
  const fieldName = record.field;
  if (typeof fieldName !== 'string' || fieldName === '') return { error: M.invalid };
  const field = findKgFilterField(fieldName);
  if (!field) return { error: M.unknownField(fieldName) };
  const operator = record.op ?? field.defaultOperator;
  if (typeof operator !== 'string' || !(KG_FILTER_OPERATORS as readonly string[]).includes(operator))
    return { error: M.unknownOperator(String(operator)) };
  const op = operator as KgFilterOperator;
  if (!field.operators.includes(op)) return { error: M.operatorNotForField(op, field.label) };
  const value = record.value;
  if (value === undefined || value === null) return { error: M.valueRequired(field.label) };
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
    return { error: M.invalidChoice(field.label) };
  if (typeof value === 'string' && value.length > KG_FILTER_LIMITS.maxValueLength)
    return { error: M.valueTooLong(field.label) };
  if (record.year !== undefined && !field.takesYear) return { error: M.unknownEntry('year') };
  return checkValue(field, op, value, record.year, today);
}

function checkValue(
  field: KgFilterField,
  op: KgFilterOperator,
  value: string | number | boolean,
  year: unknown,
  today: string,
): KgCheckedCriterion | { error: string } {
  const name = field.name as KgFilterFieldName;
  const currentYear = Number(today.slice(0, 4));
  switch (field.kind) {
    case 'text': {
      const textValue = String(value).trim();
      if (typeof value === 'boolean' || textValue === '') return { error: M.valueRequired(field.label) };
      return { field: name, kind: 'text', op, value: textValue };
    }
    case 'date': {
      const day = typeof value === 'string' ? value.trim() : '';
      if (!isValidDay(day)) return { error: M.invalidDate };
      if (day > today) return { error: M.futureDate };
      return { field: name, kind: 'date', op, value: day };
    }
    case 'enum': {
      const choice = String(value).trim();
      if (!field.choices?.some((candidate) => candidate.value === choice))
        return { error: M.invalidChoice(field.label) };
      return { field: name, kind: 'enum', op, value: storedEnumValue(name, choice) };
    }
    case 'boolean': {
      const flag = readBoolean(value);
      if (flag === null) return { error: M.invalidBoolean(field.label) };
      return { field: name, kind: 'boolean', op, value: flag };
    }
    case 'age': {
      const age = readWholeNumber(value);
      if (age === null || age > 150) return { error: M.invalidAge };
      return { field: name, kind: 'age', op, value: age };
    }
    case 'money': {
      const cents = readCents(value);
      if (cents === null) return { error: M.invalidAmount };
      const checkedYear = year === undefined ? currentYear : readYear(year, currentYear);
      if (checkedYear === null) return { error: M.invalidYear(currentYear) };
      return { field: name, kind: 'money', op, value: cents, year: checkedYear };
    }
    case 'year': {
      const checkedYear = readYear(value, currentYear);
      if (checkedYear === null) return { error: M.invalidYear(currentYear) };
      return { field: name, kind: 'year', op, value: checkedYear };
    }
    case 'organization': {
      const id = readOrganizationId(value);
      if (id === null) return { error: M.invalidOrganization };
      return { field: name, kind: 'organization', op, value: id };
    }
  }
}

/** The Sperre codes of the filter name the blocks as the registry import stores them. */
function storedEnumValue(field: KgFilterFieldName, choice: string): string | null {
  if (field !== 'sperre') return choice;
  return KG_SPERRE_CODES.find((code) => code.code === choice)?.stored ?? null;
}

export function isValidDay(day: string): boolean {
  const match = DAY_PATTERN.exec(day);
  if (!match) return false;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const parsed = new Date(Date.UTC(year, month - 1, date));
  return (
    year >= 1 &&
    parsed.getUTCFullYear() === year &&
    parsed.getUTCMonth() === month - 1 &&
    parsed.getUTCDate() === date
  );
}

function readBoolean(value: string | number | boolean): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 1 || value === '1') return true;
  if (value === 'false' || value === 0 || value === '0') return false;
  return null;
}

function readWholeNumber(value: string | number | boolean): number | null {
  if (typeof value === 'boolean') return null;
  const text = String(value).trim();
  if (!/^\d{1,6}$/.test(text)) return null;
  return Number(text);
}

function readYear(value: unknown, currentYear: number): number | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const year = readWholeNumber(value);
  if (year === null || year < KG_FILTER_LIMITS.minYear || year > currentYear) return null;
  return year;
}

/** '50.00' (the API's decimal string), 50 or '50,00' (as typed) → 5000 cents; never negative. */
function readCents(value: string | number | boolean): number | null {
  if (typeof value === 'boolean') return null;
  const text = String(value).trim();
  if (text === '') return null;
  const cents = decimalStringToCents(text) ?? parseGermanAmount(text);
  if (cents === null || cents < 0 || !Number.isSafeInteger(cents)) return null;
  return cents;
}

/** An organisation's id, or its url (`…/organization/{id}/`). */
function readOrganizationId(value: string | number | boolean): number | null {
  if (typeof value === 'boolean') return null;
  const text = String(value).trim();
  const byUrl = /organization\/(\d{1,9})\/?$/.exec(text);
  const id = Number(byUrl ? byUrl[1] : text);
  return Number.isInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : null;
}
