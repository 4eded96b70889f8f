/**
 * Cells of a spreadsheet as the plan sheet reads and writes them. Spreadsheets know no time zones:
 * a date cell holds a wall-clock reading. Here that reading travels as a `FloatingDateTime`, a Date
 * whose UTC fields are the wall clock in Europe/Berlin (what spreadsheet libraries read and write),
 * and is turned into a real instant only through the Berlin time zone.
 */
import { type IsoDay, parseIsoDay, toIsoDay } from '../church-year/calendar-day';
import { DEFAULT_TIME_ZONE } from '../church-year/collection-window';
import { toZonedInstant } from '../church-year/zoned-time';
import { readWallClock } from '../planning/zoned-days';
import { PLAN_SHEET_MESSAGES } from './plan-sheet-messages';

/** A Date whose UTC fields are a Berlin wall-clock reading. */
export type FloatingDateTime = Date;

/** What a cell holds: text, a number, a boolean, a date (floating) or nothing. */
export type SheetValue = string | number | boolean | FloatingDateTime | null;

export type CellResult<T> = { ok: true; value: T } | { ok: false; message: string };

const ok = <T>(value: T): CellResult<T> => ({ ok: true, value });
const fail = <T>(message: string): CellResult<T> => ({ ok: false, message });

/** The wall clock in Berlin at `instant`, as a floating date-time for a spreadsheet cell. */
export function toFloatingDateTime(instant: Date): FloatingDateTime {
  const { day, time } = readWallClock(instant, DEFAULT_TIME_ZONE);
  const { year, month, day: dayOfMonth } = parseIsoDay(day);
  const [hour, minute] = time.split(':').map(Number);
  return new Date(Date.UTC(year, month - 1, dayOfMonth, hour, minute));
}

/** A calendar day as a floating date (midnight) for a spreadsheet cell. */
export function toFloatingDate(day: IsoDay): FloatingDateTime {
  const { year, month, day: dayOfMonth } = parseIsoDay(day);
  return new Date(Date.UTC(year, month - 1, dayOfMonth));
}

function floatingToInstant(value: FloatingDateTime): Date {
  const day = toIsoDay(value.getUTCFullYear(), value.getUTCMonth() + 1, value.getUTCDate());
  const time = `${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}`;
  return toZonedInstant(day, time, DEFAULT_TIME_ZONE);
}

function floatingToDay(value: FloatingDateTime): IsoDay {
  return toIsoDay(value.getUTCFullYear(), value.getUTCMonth() + 1, value.getUTCDate());
}

/** Days from 1899-12-30, the epoch of spreadsheet serial dates, to 1970-01-01. */
const SERIAL_EPOCH_OFFSET_DAYS = 25569;
const MS_PER_DAY = 86_400_000;

function serialToFloating(serial: number): FloatingDateTime {
  return new Date(Math.round((serial - SERIAL_EPOCH_OFFSET_DAYS) * MS_PER_DAY));
}

const GERMAN_DATE =
  /^(\d{1,2})\.(\d{1,2})\.(\d{4})(?:[ ,T]+(\d{1,2})[:.](\d{2})(?:[:.]\d{2})?)?(?:\s*Uhr)?$/i;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?$/;

type ParsedText = { day: IsoDay; time: string | null };

/** 'DD.MM.YYYY', 'DD.MM.YYYY HH:mm' or the ISO forms; null for anything else. */
export function parseDateText(text: string): ParsedText | null {
  const trimmed = text.trim();
  const german = GERMAN_DATE.exec(trimmed);
  const iso = german ? null : ISO_DATE.exec(trimmed);
  const match = german ?? iso;
  if (!match) return null;
  const [year, month, day] = german
    ? [Number(match[3]), Number(match[2]), Number(match[1])]
    : [Number(match[1]), Number(match[2]), Number(match[3])];
  let isoDay: IsoDay;
  try {
    isoDay = toIsoDay(year, month, day);
  } catch {
    return null;
  }
  if (match[4] === undefined) return { day: isoDay, time: null };
  const hour = Number(match[4]);
  const minute = Number(match[5]);
  if (hour > 23 || minute > 59) return null;
  return { day: isoDay, time: `${pad(hour)}:${pad(minute)}` };
}

/** A German day 'DD.MM.YYYY' (the download dialog's fields) as an ISO day, or null. */
export function parseGermanDay(text: string): IsoDay | null {
  const parsed = /^\d{1,2}\.\d{1,2}\.\d{4}$/.test(text.trim()) ? parseDateText(text) : null;
  return parsed ? parsed.day : null;
}

export function isBlank(value: SheetValue): boolean {
  return value === null || (typeof value === 'string' && value.trim().length === 0);
}

/** Text of a cell; a leading apostrophe that guarded a formula character on export is taken off. */
export function readText(value: SheetValue): string {
  if (value === null) return '';
  if (value instanceof Date) return formatFloating(value);
  const text = String(value).trim();
  return /^'[=+\-@]/.test(text) ? text.slice(1) : text;
}

/**
 * A point in time in Berlin: a date cell, a serial number, or text. A day without a time is
 * midnight for a start and 23:59 for an end, so that the whole day belongs to the period.
 */
export function readDateTime(value: SheetValue, dayOnlyTime: '00:00' | '23:59'): CellResult<Date | null> {
  if (isBlank(value)) return ok(null);
  if (value instanceof Date) {
    return Number.isNaN(value.getTime())
      ? fail(PLAN_SHEET_MESSAGES.invalidDateTime(''))
      : ok(floatingToInstant(value));
  }
  if (typeof value === 'number') return ok(floatingToInstant(serialToFloating(value)));
  const parsed = typeof value === 'string' ? parseDateText(value) : null;
  if (!parsed) return fail(PLAN_SHEET_MESSAGES.invalidDateTime(String(value).trim()));
  return ok(toZonedInstant(parsed.day, parsed.time ?? dayOnlyTime, DEFAULT_TIME_ZONE));
}

/** A calendar day: a date cell, a serial number, or text. */
export function readDay(value: SheetValue): CellResult<IsoDay | null> {
  if (isBlank(value)) return ok(null);
  if (value instanceof Date) {
    return Number.isNaN(value.getTime())
      ? fail(PLAN_SHEET_MESSAGES.invalidDate(''))
      : ok(floatingToDay(value));
  }
  if (typeof value === 'number') return ok(floatingToDay(serialToFloating(value)));
  const parsed = typeof value === 'string' ? parseDateText(value) : null;
  if (!parsed || parsed.time !== null) return fail(PLAN_SHEET_MESSAGES.invalidDate(String(value).trim()));
  return ok(parsed.day);
}

const TRUE_TEXTS = new Set(['ja', 'j', 'x', 'wahr', 'true', '1', 'yes']);
const FALSE_TEXTS = new Set(['nein', 'n', 'falsch', 'false', '0', 'no', '-', '']);

/** 'Ja' / 'Nein' (and a few common spellings); empty is 'Nein'. */
export function readBoolean(value: SheetValue): CellResult<boolean> {
  if (value === null) return ok(false);
  if (typeof value === 'boolean') return ok(value);
  const text = readText(value).toLowerCase();
  if (TRUE_TEXTS.has(text)) return ok(true);
  if (FALSE_TEXTS.has(text)) return ok(false);
  return fail(PLAN_SHEET_MESSAGES.invalidBoolean(readText(value)));
}

export function writeBoolean(value: boolean): string {
  return value ? PLAN_SHEET_MESSAGES.yes : PLAN_SHEET_MESSAGES.no;
}

/**
 * Text for an exported cell. Text starting like a formula (=, +, -, @) is guarded with an
 * apostrophe, so that no spreadsheet program ever runs it; the import takes the apostrophe off.
 */
export function writeText(text: string | null | undefined): string | null {
  if (text === null || text === undefined || text.length === 0) return null;
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function formatFloating(value: FloatingDateTime): string {
  const day = `${pad(value.getUTCDate())}.${pad(value.getUTCMonth() + 1)}.${value.getUTCFullYear()}`;
  const hasTime = value.getUTCHours() !== 0 || value.getUTCMinutes() !== 0;
  return hasTime ? `${day} ${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}` : day;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
