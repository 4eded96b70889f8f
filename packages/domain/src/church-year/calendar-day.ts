/**
 * Calendar days as ISO strings ('YYYY-MM-DD') and the small amount of day arithmetic the church
 * year needs. Everything runs on UTC midnights, so neither the machine's time zone nor a
 * daylight-saving switch can ever shift a day.
 */

/** A calendar day without a time, written 'YYYY-MM-DD' (month 01–12). */
export type IsoDay = string;

/** 0 = Sunday … 6 = Saturday, as `Date.prototype.getUTCDay` counts. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export const SUNDAY: Weekday = 0;

const MS_PER_DAY = 86_400_000;
const ISO_DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Builds 'YYYY-MM-DD' from its parts; throws a RangeError for a day that does not exist. */
export function toIsoDay(year: number, month: number, day: number): IsoDay {
  const epochDay = toEpochDay(year, month, day);
  const result = fromEpochDay(epochDay);
  if (result !== formatParts(year, month, day)) {
    throw new RangeError(`Not a calendar day: ${year}-${month}-${day}`);
  }
  return result;
}

/** Splits 'YYYY-MM-DD' into numbers; throws a RangeError for anything else (e.g. '2026-02-30'). */
export function parseIsoDay(day: IsoDay): { year: number; month: number; day: number } {
  const match = ISO_DAY_PATTERN.exec(day);
  if (!match) throw new RangeError(`Not an ISO day (YYYY-MM-DD): ${day}`);
  const parts = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  if (fromEpochDay(toEpochDay(parts.year, parts.month, parts.day)) !== day) {
    throw new RangeError(`Not a calendar day: ${day}`);
  }
  return parts;
}

export function addDays(day: IsoDay, days: number): IsoDay {
  if (!Number.isInteger(days)) throw new RangeError(`Days must be a whole number: ${days}`);
  return fromEpochDay(toEpochDayOf(day) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function countDaysBetween(from: IsoDay, to: IsoDay): number {
  return toEpochDayOf(to) - toEpochDayOf(from);
}

export function getWeekday(day: IsoDay): Weekday {
  // 1970-01-01 was a Thursday (4); the double modulo keeps days before 1970 positive.
  return ((((toEpochDayOf(day) + 4) % 7) + 7) % 7) as Weekday;
}

export function isSunday(day: IsoDay): boolean {
  return getWeekday(day) === SUNDAY;
}

/** The first Sunday strictly after `day`. */
export function getSundayAfter(day: IsoDay): IsoDay {
  return addDays(day, 7 - getWeekday(day));
}

/** `day` itself when it is a Sunday, otherwise the Sunday before it. */
export function getSundayOnOrBefore(day: IsoDay): IsoDay {
  return addDays(day, -getWeekday(day));
}

function toEpochDayOf(day: IsoDay): number {
  const parts = parseIsoDay(day);
  return toEpochDay(parts.year, parts.month, parts.day);
}

function toEpochDay(year: number, month: number, day: number): number {
  // setUTCFullYear instead of Date.UTC: Date.UTC maps the years 0–99 to 1900–1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return Math.round(date.getTime() / MS_PER_DAY);
}

function fromEpochDay(epochDay: number): IsoDay {
  const date = new Date(epochDay * MS_PER_DAY);
  return formatParts(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

function formatParts(year: number, month: number, day: number): IsoDay {
  if (!Number.isInteger(year) || year < 0 || year > 9999) {
    throw new RangeError(`Year out of range 0–9999: ${year}`);
  }
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
