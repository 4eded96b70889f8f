/**
 * When a debit can be due at the earliest. Since November 2016 a SEPA core debit, first or
 * recurring, must reach the creditor's bank one TARGET2 day before it is due (D-1). We take the Berlin
 * calendar day a file is made as the day it is submitted; a file made on a weekend or a TARGET2
 * holiday (or, when a bank cut-off time is given, after it) is handled by the bank on the next TARGET2
 * day, and the lead counts from there. Banks' own cut-off times and the donor's pre-notification are
 * the caller's to add: pass a larger lead where the process (an administrator downloading and
 * uploading files by hand) needs more days.
 */
import { addDays, type IsoDay } from '../church-year/calendar-day';
import { parseWallTime, type WallTime } from '../church-year/zoned-time';
import { readWallClock } from '../planning/zoned-days';
import { addTarget2Days, getTarget2DayOnOrAfter, isTarget2Day } from './target2-calendar';

/** D-1: the SEPA core rulebook's minimum since 2016. */
export const DEFAULT_COLLECTION_LEAD_DAYS = 1;

export type CollectionLeadOptions = {
  /** TARGET2 days between submission and due date; at least 1 */
  leadDays?: number;
  /** 'HH:mm' Berlin time after which the bank handles a file only on the next TARGET2 day */
  cutOffTime?: WallTime;
};

/** The earliest due date of a debit whose file is submitted on `submissionDay`. */
export function getEarliestCollectionDay(
  submissionDay: IsoDay,
  leadDays = DEFAULT_COLLECTION_LEAD_DAYS,
): IsoDay {
  if (!Number.isInteger(leadDays) || leadDays < 1) {
    throw new RangeError(`A SEPA core debit needs at least one TARGET2 day of lead: ${leadDays}`);
  }
  return addTarget2Days(getTarget2DayOnOrAfter(submissionDay), leadDays);
}

/**
 * The due date of a one-off gift made at `now`: its debit goes into a file made now, and is due on
 * the earliest day that file allows.
 */
export function getNextCollectionDay(now: Date, options: CollectionLeadOptions = {}): IsoDay {
  if (options.cutOffTime !== undefined) parseWallTime(options.cutOffTime);
  const { day, time } = readWallClock(now);
  const isPastCutOff = options.cutOffTime !== undefined && isTarget2Day(day) && time >= options.cutOffTime;
  const submissionDay = isPastCutOff ? addDays(day, 1) : day;
  return getEarliestCollectionDay(submissionDay, options.leadDays);
}
