/**
 * Kassenschnitt (devices-income-kirchgeld.md §4): a device closes its collection period. It happens
 * by itself 24 to 48 hours after use if the device is on, and must happen by month end at the
 * latest; for occasionally used devices staff trigger it 3 working days before month end.
 */
import { addDays, getWeekday, type IsoDay, parseIsoDay, toIsoDay } from '../church-year/calendar-day';
import { computeEasterSunday } from '../church-year/easter';

export const CASH_UP_MESSAGES = {
  success: 'Danke. Ihr Gerät sollte in den nächsten Minuten einen Kassenschnitt auslösen.',
  chargeable: 'Ein Kassenschnitt ist kostenpflichtig.',
  automatic:
    'Ist das Gerät eingeschaltet, löst es 24 bis 48 Stunden nach der Nutzung selbst einen Kassenschnitt aus; spätestens zum Monatsende muss er erfolgen.',
  recommendation: (day: string) =>
    `Für selten genutzte Geräte lösen Sie den Kassenschnitt bitte 3 Werktage vor Monatsende aus, in diesem Monat am ${day}.`,
} as const;

export const MANUAL_CASH_UP_WORKING_DAYS_BEFORE_MONTH_END = 3;

/** Public holidays throughout Germany (the Länder add more; these hold everywhere). */
export function isNationwideHoliday(day: IsoDay): boolean {
  const { year, month, day: dayOfMonth } = parseIsoDay(day);
  const fixed = ['01-01', '05-01', '10-03', '12-25', '12-26'];
  if (fixed.includes(`${String(month).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`)) return true;
  const easter = computeEasterSunday(year);
  // Good Friday, Easter Monday, Ascension Day, Whit Monday
  return [-2, 1, 39, 50].some((offset) => addDays(easter, offset) === day);
}

export function isWorkingDay(day: IsoDay): boolean {
  const weekday = getWeekday(day);
  return weekday !== 0 && weekday !== 6 && !isNationwideHoliday(day);
}

/**
 * The day for a manual Kassenschnitt in the month of `day`: counted back from the month's last
 * day, the third working day before it.
 */
export function recommendedManualCashUpDay(day: IsoDay): IsoDay {
  const { year, month } = parseIsoDay(day);
  const firstOfNext = month === 12 ? toIsoDay(year + 1, 1, 1) : toIsoDay(year, month + 1, 1);
  const monthEnd = addDays(firstOfNext, -1);
  let cursor = monthEnd;
  let counted = 0;
  while (counted < MANUAL_CASH_UP_WORKING_DAYS_BEFORE_MONTH_END) {
    cursor = addDays(cursor, -1);
    if (isWorkingDay(cursor)) counted++;
  }
  return cursor;
}
