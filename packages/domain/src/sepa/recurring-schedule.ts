/**
 * The debits of a recurring gift (Dauerspende). The spec's schedules: monthly on the 10th; quarterly on
 * 10 January, April, July and October; half-yearly on 10 February and 10 August; yearly on 10 March.
 * A schedule day on which TARGET2 is closed moves to the next TARGET2 day. The first debit is on the
 * first schedule day that a file made on the mandate day can still reach (see collection-day.ts) and
 * is FRST, every later one RCUR. Cancelling sets an end day: nothing is due after it.
 */
import { type IsoDay, parseIsoDay, toIsoDay } from '../church-year/calendar-day';
import { DEFAULT_COLLECTION_LEAD_DAYS, getEarliestCollectionDay } from './collection-day';
import type { SepaSequenceType } from './sepa-types';
import { getTarget2DayOnOrAfter } from './target2-calendar';

export const RECURRING_INTERVALS = ['monthly', 'quarterly', 'half_yearly', 'yearly'] as const;
export type RecurringInterval = (typeof RECURRING_INTERVALS)[number];

export const RECURRING_SCHEDULE_DAY_OF_MONTH = 10;
/** The months (1–12) in which each interval is debited. */
export const RECURRING_SCHEDULE_MONTHS: Record<RecurringInterval, readonly number[]> = {
  monthly: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  quarterly: [1, 4, 7, 10],
  half_yearly: [2, 8],
  yearly: [3],
};

export type RecurringGiftSchedule = {
  interval: RecurringInterval;
  /** the Berlin day the donor signed the mandate */
  mandateDate: IsoDay;
  /** no debit before this day (a start the donor chose); defaults to what the lead allows */
  startDay?: IsoDay | null;
  /** the day the gift was cancelled: no debit is due after it */
  endDay?: IsoDay | null;
  /** TARGET2 days of lead before the first debit; D-1 by default */
  leadDays?: number;
};

export type ScheduledDebit = {
  /** the schedule's own day, the 10th */
  scheduleDay: IsoDay;
  /** the day the debit is due (`ReqdColltnDt`): the schedule day or the next TARGET2 day */
  dueDay: IsoDay;
  sequenceType: Extract<SepaSequenceType, 'FRST' | 'RCUR'>;
};

export function isRecurringInterval(value: string): value is RecurringInterval {
  return (RECURRING_INTERVALS as readonly string[]).includes(value);
}

/** The debits of the gift due from `from` to `to`, both days included, in order. */
export function listRecurringDebits(gift: RecurringGiftSchedule, from: IsoDay, to: IsoDay): ScheduledDebit[] {
  const earliestByLead = getEarliestCollectionDay(
    gift.mandateDate,
    gift.leadDays ?? DEFAULT_COLLECTION_LEAD_DAYS,
  );
  const earliest = gift.startDay && gift.startDay > earliestByLead ? gift.startDay : earliestByLead;
  const last = gift.endDay && gift.endDay < to ? gift.endDay : to;
  const debits: ScheduledDebit[] = [];
  let isFirst = true;
  for (const scheduleDay of iterateScheduleDays(gift.interval, earliest)) {
    const dueDay = getTarget2DayOnOrAfter(scheduleDay);
    if (dueDay < earliest) continue;
    if (dueDay > last) break;
    if (dueDay >= from) debits.push({ scheduleDay, dueDay, sequenceType: isFirst ? 'FRST' : 'RCUR' });
    isFirst = false;
  }
  return debits;
}

/** The first debit the gift will ever have (its FRST), or null when cancelled before it. */
export function getFirstRecurringDebit(gift: RecurringGiftSchedule): ScheduledDebit | null {
  const earliest = getEarliestCollectionDay(gift.mandateDate, gift.leadDays ?? DEFAULT_COLLECTION_LEAD_DAYS);
  const start = gift.startDay && gift.startDay > earliest ? gift.startDay : earliest;
  // A yearly schedule day comes round within a year and a few days of any day.
  const [first] = listRecurringDebits(gift, start, toIsoDay(parseIsoDay(start).year + 2, 12, 31));
  return first ?? null;
}

/** Schedule days of the interval from the month of `from` on, endlessly. */
function* iterateScheduleDays(interval: RecurringInterval, from: IsoDay): Generator<IsoDay> {
  const months = RECURRING_SCHEDULE_MONTHS[interval];
  const start = parseIsoDay(from);
  for (let year = start.year; ; year += 1) {
    for (const month of months) {
      if (year === start.year && month < start.month) continue;
      yield toIsoDay(year, month, RECURRING_SCHEDULE_DAY_OF_MONTH);
    }
  }
}
