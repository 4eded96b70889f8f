/**
 * Turns a wall-clock time in a named time zone (e.g. 18:00 on 2026-03-28 in Europe/Berlin) into a
 * real instant, using only Intl.DateTimeFormat, so that collection windows stay right across the
 * switches to and from daylight saving time.
 */
import { type IsoDay, parseIsoDay } from './calendar-day';

export type WallTime = string; // 'HH:mm', 00:00–23:59

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;
const WALL_TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Splits 'HH:mm' into numbers; throws a RangeError for anything else. */
export function parseWallTime(time: WallTime): { hour: number; minute: number } {
  const match = WALL_TIME_PATTERN.exec(time);
  if (!match) throw new RangeError(`Not a time of day (HH:mm): ${time}`);
  return { hour: Number(match[1]), minute: Number(match[2]) };
}

/**
 * The instant at which clocks in `timeZone` show `time` on `day`. The two wall-clock times a
 * daylight-saving switch makes odd are resolved as Temporal's 'compatible' option does: a time that
 * occurs twice (autumn) gives the earlier instant, a time that is skipped (spring) is moved forward
 * by the length of the gap (02:30 becomes 03:30).
 */
export function toZonedInstant(day: IsoDay, time: WallTime, timeZone: string): Date {
  const { year, month, day: dayOfMonth } = parseIsoDay(day);
  const { hour, minute } = parseWallTime(time);
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, dayOfMonth);
  // The wall-clock reading written as if it were UTC; the zone's offset turns it into the instant.
  const wallClockMs = date.getTime() + (hour * 60 + minute) * MS_PER_MINUTE;

  const offsetBefore = getOffsetMs(wallClockMs - MS_PER_DAY, timeZone);
  const offsetAfter = getOffsetMs(wallClockMs + MS_PER_DAY, timeZone);
  const matching = [wallClockMs - offsetBefore, wallClockMs - offsetAfter].filter(
    (instantMs) => instantMs + getOffsetMs(instantMs, timeZone) === wallClockMs,
  );
  if (matching.length === 0) return new Date(wallClockMs - offsetBefore);
  return new Date(Math.min(...matching));
}

/** How far the wall clock in `timeZone` is ahead of UTC at `instantMs`, in milliseconds. */
function getOffsetMs(instantMs: number, timeZone: string): number {
  const parts = getWallClockFormatter(timeZone).formatToParts(new Date(instantMs));
  const read = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value);
  const wallClock = new Date(0);
  wallClock.setUTCFullYear(read('year'), read('month') - 1, read('day'));
  wallClock.setUTCHours(read('hour'), read('minute'), read('second'));
  return wallClock.getTime() - Math.floor(instantMs / 1000) * 1000;
}

/** A formatter that reads every wall-clock field of an instant in `timeZone` (cached per zone). */
export function getWallClockFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}
