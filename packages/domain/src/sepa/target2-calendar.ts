/**
 * SEPA direct debits settle only on TARGET2 days: Monday to Friday except New Year's Day, Good
 * Friday, Easter Monday, 1 May, Christmas Day and 26 December (the ECB's closing days, the same
 * every year and in every country; German public holidays such as 3 October do not count).
 */
import { addDays, getWeekday, type IsoDay, parseIsoDay } from '../church-year/calendar-day';
import { computeEasterSunday } from '../church-year/easter';

const FIXED_CLOSING_DAYS = ['01-01', '05-01', '12-25', '12-26'];
const closingDaysByYear = new Map<number, Set<string>>();

function getClosingDays(year: number): Set<string> {
  let days = closingDaysByYear.get(year);
  if (!days) {
    const easter = computeEasterSunday(year);
    days = new Set([
      ...FIXED_CLOSING_DAYS.map((monthDay) => `${String(year).padStart(4, '0')}-${monthDay}`),
      addDays(easter, -2),
      addDays(easter, 1),
    ]);
    closingDaysByYear.set(year, days);
  }
  return days;
}

export function isTarget2Day(day: IsoDay): boolean {
  const weekday = getWeekday(day);
  if (weekday === 0 || weekday === 6) return false;
  return !getClosingDays(parseIsoDay(day).year).has(day);
}

/** `day` itself when TARGET2 is open, otherwise the next day it is. */
export function getTarget2DayOnOrAfter(day: IsoDay): IsoDay {
  let candidate = day;
  while (!isTarget2Day(candidate)) candidate = addDays(candidate, 1);
  return candidate;
}

/** The `count`-th TARGET2 day after `day` (count ≥ 0; 0 answers `day` moved to a TARGET2 day). */
export function addTarget2Days(day: IsoDay, count: number): IsoDay {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`Not a number of days to add: ${count}`);
  let candidate = getTarget2DayOnOrAfter(day);
  for (let added = 0; added < count; added += 1) candidate = getTarget2DayOnOrAfter(addDays(candidate, 1));
  return candidate;
}
