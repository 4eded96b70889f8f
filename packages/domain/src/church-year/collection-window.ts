/**
 * When a date-based collection is open: from a time some days before its liturgical day to a time
 * some days after it, in the organisation's local time. Sundays and other days have their own
 * values; an organisation's calendar setting overrides the default and is inherited down the tree.
 *
 * Spec (planning §9): "A date-based collection lasts seven days: from 18:00 on the previous day to
 * 17:59 six days later; actual values come from the organisation's calendar settings."
 */
import { addDays, type IsoDay, isSunday } from './calendar-day';
import { toZonedInstant, type WallTime } from './zoned-time';

export type CalendarSetting = {
  /** Days before a Sunday at which the collection starts, at `sundayPrerunTime`. */
  sundayPrerunDays: number;
  sundayPrerunTime: WallTime;
  /** Days after a Sunday at which the collection ends, at `sundayPostrunTime`. */
  sundayPostrunDays: number;
  sundayPostrunTime: WallTime;
  /** The same for a day that is not a Sunday (Karfreitag, Christi Himmelfahrt, Heiligabend …). */
  otherPrerunDays: number;
  otherPrerunTime: WallTime;
  otherPostrunDays: number;
  otherPostrunTime: WallTime;
};

/**
 * 18:00 on the day before to 17:59 six days after the day: for a Sunday, Saturday 18:00 to the next
 * Saturday 17:59, so the collections of consecutive Sundays follow each other without a gap.
 */
export const DEFAULT_CALENDAR_SETTING: CalendarSetting = {
  sundayPrerunDays: 1,
  sundayPrerunTime: '18:00',
  sundayPostrunDays: 6,
  sundayPostrunTime: '17:59',
  otherPrerunDays: 1,
  otherPrerunTime: '18:00',
  otherPostrunDays: 6,
  otherPostrunTime: '17:59',
};

export const DEFAULT_TIME_ZONE = 'Europe/Berlin';

export type CollectionWindow = { start: Date; end: Date };

/** One organisation's link in the chain from the organisation itself up to the root. */
export type CalendarSettingLink = { setting: CalendarSetting | null; noInheritCalendar: boolean };

/**
 * The window of a collection for the liturgical `day`. The Sunday values apply when `day` is a
 * Sunday, whatever its name; the other values apply to every other weekday.
 * Both ends are wall-clock times in `timeZone`. The end is 17:59:00.000 exactly, as the spec writes
 * "17:59", not 17:59:59.999; the window is [start, end].
 */
export function computeCollectionWindow(
  day: IsoDay,
  setting: CalendarSetting,
  timeZone: string = DEFAULT_TIME_ZONE,
): CollectionWindow {
  const values = isSunday(day)
    ? {
        prerunDays: setting.sundayPrerunDays,
        prerunTime: setting.sundayPrerunTime,
        postrunDays: setting.sundayPostrunDays,
        postrunTime: setting.sundayPostrunTime,
      }
    : {
        prerunDays: setting.otherPrerunDays,
        prerunTime: setting.otherPrerunTime,
        postrunDays: setting.otherPostrunDays,
        postrunTime: setting.otherPostrunTime,
      };
  assertDayCount(values.prerunDays);
  assertDayCount(values.postrunDays);

  const start = toZonedInstant(addDays(day, -values.prerunDays), values.prerunTime, timeZone);
  const end = toZonedInstant(addDays(day, values.postrunDays), values.postrunTime, timeZone);
  if (end <= start) {
    throw new RangeError(`The calendar setting gives a window for ${day} that ends before it starts`);
  }
  return { start, end };
}

/**
 * The setting in force for an organisation, given the chain from the organisation itself up to the
 * root: the first organisation with its own setting wins. An organisation marked noInheritCalendar
 * does not look above itself: without its own setting it falls back to the default.
 */
export function resolveCalendarSetting(chain: readonly CalendarSettingLink[]): CalendarSetting {
  for (const link of chain) {
    if (link.setting) return link.setting;
    if (link.noInheritCalendar) return DEFAULT_CALENDAR_SETTING;
  }
  return DEFAULT_CALENDAR_SETTING;
}

function assertDayCount(days: number): void {
  if (!Number.isInteger(days) || days < 0) {
    throw new RangeError(`Prerun and postrun days must be whole numbers of 0 or more: ${days}`);
  }
}
