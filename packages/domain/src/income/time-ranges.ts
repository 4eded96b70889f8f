/**
 * The time ranges of the dashboard (devices-income-kirchgeld.md §2 "Dashboard"): Gesamt, ganzes
 * Jahr, Halbjahr, Quartal, Monat. Ranges run from the period of the first income to the current
 * one, newest first, so that "the first range of a type" is its current period. Days are Berlin
 * calendar days; `before` is exclusive, as the API's `before` is.
 */
import { type IsoDay, parseIsoDay, toIsoDay } from '../church-year/calendar-day';

export const TIME_RANGE_TYPES = ['all', 'year', 'half', 'quarter', 'month'] as const;
export type TimeRangeType = (typeof TIME_RANGE_TYPES)[number];

export const TIME_RANGE_TYPE_LABELS: Record<TimeRangeType, string> = {
  all: 'Gesamt',
  year: 'ganzes Jahr',
  half: 'Halbjahr',
  quarter: 'Quartal',
  month: 'Monat',
};

export const DEFAULT_TIME_RANGE_TYPE: TimeRangeType = 'all';

export const GERMAN_MONTH_NAMES = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
] as const;

export type TimeRange = {
  /** stable key, e.g. 'quarter:2026-10' */
  key: string;
  label: string;
  /** first day, or null for all time */
  since: IsoDay | null;
  /** the day after the last, or null for all time */
  before: IsoDay | null;
};

const MONTHS_PER_TYPE: Record<Exclude<TimeRangeType, 'all'>, number> = {
  year: 12,
  half: 6,
  quarter: 3,
  month: 1,
};

export const ALL_TIME_RANGE: TimeRange = {
  key: 'all',
  label: TIME_RANGE_TYPE_LABELS.all,
  since: null,
  before: null,
};

/** 'YYYY-MM' → 'November 2026' */
export function formatMonthLabel(month: string): string {
  const { year, month: number } = parseIsoDay(`${month.slice(0, 7)}-01`);
  return `${GERMAN_MONTH_NAMES[number - 1]} ${year}`;
}

function labelOf(type: Exclude<TimeRangeType, 'all'>, year: number, monthIndex: number): string {
  switch (type) {
    case 'year':
      return String(year);
    case 'half':
      return `${monthIndex / 6 + 1}. Halbjahr ${year}`;
    case 'quarter':
      return `${monthIndex / 3 + 1}. Quartal ${year}`;
    case 'month':
      return `${GERMAN_MONTH_NAMES[monthIndex]} ${year}`;
  }
}

/**
 * The ranges of a type from the period containing `firstDay` (the first income; null: none yet)
 * to the period containing `today`, newest first.
 */
export function listTimeRanges(type: TimeRangeType, firstDay: IsoDay | null, today: IsoDay): TimeRange[] {
  if (type === 'all') return [ALL_TIME_RANGE];
  const span = MONTHS_PER_TYPE[type];
  const periodOf = (day: IsoDay) => {
    const { year, month } = parseIsoDay(day);
    return year * 12 + Math.floor((month - 1) / span) * span;
  };
  const last = periodOf(today);
  const first = Math.min(periodOf(firstDay ?? today), last);
  const ranges: TimeRange[] = [];
  for (let start = last; start >= first; start -= span) {
    const year = Math.floor(start / 12);
    const monthIndex = start % 12;
    const end = start + span;
    ranges.push({
      key: `${type}:${toIsoDay(year, monthIndex + 1, 1).slice(0, 7)}`,
      label: labelOf(type, year, monthIndex),
      since: toIsoDay(year, monthIndex + 1, 1),
      before: toIsoDay(Math.floor(end / 12), (end % 12) + 1, 1),
    });
  }
  return ranges;
}

/** Changing the type selects the first range of that type (the current period). */
export function firstTimeRange(type: TimeRangeType, firstDay: IsoDay | null, today: IsoDay): TimeRange {
  return listTimeRanges(type, firstDay, today)[0] ?? ALL_TIME_RANGE;
}
