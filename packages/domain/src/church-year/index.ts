/** The Protestant (EKD) church year and the collection windows of its days. */
export {
  addDays,
  countDaysBetween,
  getSundayAfter,
  getSundayOnOrBefore,
  getWeekday,
  type IsoDay,
  isSunday,
  parseIsoDay,
  SUNDAY,
  toIsoDay,
  type Weekday,
} from './calendar-day';
export {
  type CalendarSetting,
  type CalendarSettingLink,
  type CollectionWindow,
  computeCollectionWindow,
  DEFAULT_CALENDAR_SETTING,
  DEFAULT_TIME_ZONE,
  resolveCalendarSetting,
} from './collection-window';
export { computeEasterSunday } from './easter';
export { type ChurchYearDate, type ChurchYearDateKind, listChurchYearDates } from './liturgical-dates';
export { parseWallTime, toZonedInstant, type WallTime } from './zoned-time';
