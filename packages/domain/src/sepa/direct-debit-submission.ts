/**
 * Which debits a direct-debit file run takes, and the collection day each gets in the file.
 *
 * A run takes every debit due up to SUBMISSION_WINDOW_DAYS calendar days ahead (German banks take
 * core debits up to 14 days before their due date; earlier ones they refuse), so a debit is
 * submitted in good time even when runs fail for a week. A debit cannot be collected before the
 * earliest day a file made now allows (D-1, see collection-day.ts): one due earlier (its due day has
 * passed, or is tomorrow when the file is made after hours) is requested for that earliest day
 * instead. Its stored due day stays as scheduled; the file carries the day asked of the bank.
 */
import { addDays, type IsoDay } from '../church-year/calendar-day';
import { readWallClock } from '../planning/zoned-days';
import { getNextCollectionDay } from './collection-day';
import { getTarget2DayOnOrAfter } from './target2-calendar';

/** Calendar days ahead of today (Berlin) whose debits a run puts into files. */
export const SUBMISSION_WINDOW_DAYS = 14;

export type SubmissionWindow = {
  /** the earliest day a debit in a file made now can be collected */
  earliestCollectionDay: IsoDay;
  /** debits due on or before this day go into the file */
  lastDueDay: IsoDay;
};

export function getSubmissionWindow(now: Date): SubmissionWindow {
  const today = readWallClock(now).day;
  const earliestCollectionDay = getNextCollectionDay(now);
  const lastDueDay = addDays(today, SUBMISSION_WINDOW_DAYS);
  // a window that ends before the earliest day would take nothing new (never with D-1 and 14 days)
  return {
    earliestCollectionDay,
    lastDueDay: lastDueDay < earliestCollectionDay ? earliestCollectionDay : lastDueDay,
  };
}

/** The day a debit due on `dueDay` is requested for in a file of this window. */
export function getRequestedCollectionDay(dueDay: IsoDay, window: SubmissionWindow): IsoDay {
  return dueDay < window.earliestCollectionDay
    ? window.earliestCollectionDay
    : getTarget2DayOnOrAfter(dueDay);
}
