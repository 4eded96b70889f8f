/**
 * Calendar arithmetic on instants as people in Europe/Berlin read them: "30 days ago" and "6 months
 * later" keep the wall-clock time, so a daylight-saving switch in between never moves a boundary
 * by an hour.
 */
import { addDays, type IsoDay, parseIsoDay, toIsoDay } from '../church-year/calendar-day';
import { DEFAULT_TIME_ZONE } from '../church-year/collection-window';
import { getWallClockFormatter, toZonedInstant, type WallTime } from '../church-year/zoned-time';

export type WallClockReading = {
  day: IsoDay;
  /** 'HH:mm' */
  time: WallTime;
  /** seconds and milliseconds past the minute, in milliseconds */
  restMs: number;
};

/** What clocks in `timeZone` show at `instant`. */
export function readWallClock(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): WallClockReading {
  const parts = getWallClockFormatter(timeZone).formatToParts(instant);
  const read = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';
  const second = Number(read('second'));
  return {
    day: toIsoDay(Number(read('year')), Number(read('month')), Number(read('day'))),
    time: `${read('hour').padStart(2, '0')}:${read('minute').padStart(2, '0')}`,
    restMs: second * 1000 + instant.getUTCMilliseconds(),
  };
}

/** The calendar day an instant falls on in `timeZone`. */
export function toLocalDay(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): IsoDay {
  return readWallClock(instant, timeZone).day;
}

/** The same wall-clock time `days` calendar days later (negative: earlier). */
export function shiftByCalendarDays(instant: Date, days: number, timeZone: string = DEFAULT_TIME_ZONE): Date {
  const { day, time, restMs } = readWallClock(instant, timeZone);
  return new Date(toZonedInstant(addDays(day, days), time, timeZone).getTime() + restMs);
}

/**
 * The same wall-clock time `months` calendar months later; a day that the target month lacks
 * becomes its last day (31 August + 6 months = 28 or 29 February).
 */
export function shiftByCalendarMonths(
  instant: Date,
  months: number,
  timeZone: string = DEFAULT_TIME_ZONE,
): Date {
  const { day, time, restMs } = readWallClock(instant, timeZone);
  return new Date(toZonedInstant(addMonthsToDay(day, months), time, timeZone).getTime() + restMs);
}

/** `day` plus whole months, clamped to the end of the target month. */
export function addMonthsToDay(day: IsoDay, months: number): IsoDay {
  if (!Number.isInteger(months)) throw new RangeError(`Months must be a whole number: ${months}`);
  const parts = parseIsoDay(day);
  const monthIndex = parts.year * 12 + (parts.month - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const lastDay = countDaysInMonth(year, month);
  return toIsoDay(year, month, Math.min(parts.day, lastDay));
}

function countDaysInMonth(year: number, month: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month, 0);
  return date.getUTCDate();
}
