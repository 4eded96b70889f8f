/**
 * A range of Berlin days split into whole calendar years, quarters and months and the days at its
 * edges, so that statistics read the coarsest roll-up rows that fit: a calendar year is one row per
 * collection, twelve rolling months six. Greedy from both ends: days up to the first month
 * boundary, months up to a quarter boundary, quarters up to a year boundary, then whole years.
 */
import { addDays, type IsoDay, parseIsoDay, toIsoDay } from '../church-year/calendar-day';

export type DayRange = { since: IsoDay; before: IsoDay };

export const PERIODS = ['year', 'quarter', 'month'] as const;
export type Period = (typeof PERIODS)[number];

/** Whole periods of one kind: first days of the first period and of the period after the last. */
export type PeriodRange = DayRange & { period: Period };

export type PeriodSplit = {
  periods: PeriodRange[];
  /** the days before and after the whole months (half-open ranges) */
  edges: DayRange[];
};

const MONTHS: Record<Period, number> = { year: 12, quarter: 3, month: 1 };

/** Months since year 0 of the first day of `day`'s month. */
function monthIndex(day: IsoDay): number {
  const { year, month } = parseIsoDay(day);
  return year * 12 + month - 1;
}

function dayOfMonthIndex(index: number): IsoDay {
  return toIsoDay(Math.floor(index / 12), (index % 12) + 1, 1);
}

export function firstOfMonth(day: IsoDay): IsoDay {
  return dayOfMonthIndex(monthIndex(day));
}

export function firstOfNextMonth(day: IsoDay): IsoDay {
  return dayOfMonthIndex(monthIndex(day) + 1);
}

/** The first day of the period of kind `period` that `day` lies in. */
export function periodStart(day: IsoDay, period: Period): IsoDay {
  const index = monthIndex(day);
  return dayOfMonthIndex(index - (index % MONTHS[period]));
}

export function splitIntoPeriods(range: DayRange): PeriodSplit {
  if (range.since >= range.before) return { periods: [], edges: [] };
  const startIndex =
    range.since === firstOfMonth(range.since) ? monthIndex(range.since) : monthIndex(range.since) + 1;
  const endIndex = monthIndex(range.before); // the month `before` falls in is not whole unless `before` is its first day
  if (startIndex >= endIndex) return { periods: [], edges: [range] };
  const edges: DayRange[] = [];
  if (range.since < dayOfMonthIndex(startIndex))
    edges.push({ since: range.since, before: dayOfMonthIndex(startIndex) });
  if (dayOfMonthIndex(endIndex) < range.before)
    edges.push({ since: dayOfMonthIndex(endIndex), before: range.before });

  const periods: PeriodRange[] = [];
  const push = (period: Period, from: number, to: number) => {
    if (from < to) periods.push({ period, since: dayOfMonthIndex(from), before: dayOfMonthIndex(to) });
  };
  const roundUp = (index: number, size: number) => Math.ceil(index / size) * size;
  const roundDown = (index: number, size: number) => Math.floor(index / size) * size;
  // the whole quarters and years inside [startIndex, endIndex)
  const quartersFrom = Math.min(roundUp(startIndex, 3), endIndex);
  const quartersTo = Math.max(roundDown(endIndex, 3), quartersFrom);
  const yearsFrom = Math.min(roundUp(quartersFrom, 12), quartersTo);
  const yearsTo = Math.max(roundDown(quartersTo, 12), yearsFrom);
  push('month', startIndex, quartersFrom);
  push('quarter', quartersFrom, yearsFrom);
  push('year', yearsFrom, yearsTo);
  push('quarter', yearsTo, quartersTo);
  push('month', quartersTo, endIndex);
  return { periods, edges };
}

/** Every day of a half-open range, for tests and small edges. */
export function listDays(range: DayRange): IsoDay[] {
  const days: IsoDay[] = [];
  for (let day = range.since; day < range.before; day = addDays(day, 1)) days.push(day);
  return days;
}
