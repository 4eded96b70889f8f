/**
 * The date of Easter Sunday in the Gregorian calendar, from which every movable day of the church
 * year follows.
 */
import { type IsoDay, toIsoDay } from './calendar-day';

/** The first year of the Gregorian calendar; the computus below is only valid from then on. */
const FIRST_GREGORIAN_YEAR = 1583;

/**
 * Easter Sunday of `year` as 'YYYY-MM-DD', by the anonymous Gregorian algorithm (Meeus/Jones/
 * Butcher). Unlike Gauss's formula it needs no exception table (1954, 1981, 2049, 2076 …).
 */
export function computeEasterSunday(year: number): IsoDay {
  if (!Number.isInteger(year) || year < FIRST_GREGORIAN_YEAR || year > 9999) {
    throw new RangeError(`Easter is computed for Gregorian years ${FIRST_GREGORIAN_YEAR}–9999: ${year}`);
  }
  const a = year % 19; // position in the 19-year lunar cycle
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3); // lunar correction
  const h = (19 * a + b - d - g + 15) % 30; // days from 21 March to the paschal full moon, roughly
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7; // days from the full moon to the next Sunday
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return toIsoDay(year, month, day);
}
