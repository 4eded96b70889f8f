/**
 * The dashboard chart's data: one series per kind of collection, one point per day of the range
 * (days without income are 0), amounts in cents.
 */
import type { DayEntry } from '@kollekta/contract';
import {
  addDays,
  COLLECTION_KINDS,
  type CollectionKind,
  decimalStringToCents,
  parseIsoDay,
  toCollectionKind,
} from '@kollekta/domain';

export type ChartData = {
  days: string[];
  series: { kind: CollectionKind; data: number[] }[];
};

/** Every day from `from` to before `to`, at most `limit` of them (the latest). */
export function listChartDays(from: string, to: string, limit = 3700): string[] {
  const days: string[] = [];
  for (let day = from; day < to && days.length < limit; day = addDays(day, 1)) days.push(day);
  return days;
}

export function buildChartData(entries: readonly DayEntry[], days: readonly string[]): ChartData {
  const index = new Map(days.map((day, position) => [day, position]));
  const sums = new Map<CollectionKind, number[]>();
  for (const entry of entries) {
    const position = index.get(entry.date);
    if (position === undefined) continue;
    const kind = toCollectionKind(entry.collection_type, entry.collection_variant);
    const data = sums.get(kind) ?? days.map(() => 0);
    data[position] = (data[position] ?? 0) + (decimalStringToCents(entry.amount) ?? 0);
    sums.set(kind, data);
  }
  return {
    days: [...days],
    series: COLLECTION_KINDS.flatMap((kind) => {
      const data = sums.get(kind);
      return data ? [{ kind, data }] : [];
    }),
  };
}

/** The day with the most income, summed over the kinds. */
export function findBestDay(entries: readonly DayEntry[]): { day: string; cents: number } | null {
  const totals = new Map<string, number>();
  for (const entry of entries)
    totals.set(entry.date, (totals.get(entry.date) ?? 0) + (decimalStringToCents(entry.amount) ?? 0));
  let best: { day: string; cents: number } | null = null;
  for (const [day, cents] of totals) if (!best || cents > best.cents) best = { day, cents };
  return best;
}

const SHORT_MONTHS = [
  'Jan.',
  'Feb.',
  'März',
  'Apr.',
  'Mai',
  'Juni',
  'Juli',
  'Aug.',
  'Sep.',
  'Okt.',
  'Nov.',
  'Dez.',
];

export type ChartTick = { day: string; label: string };

/**
 * The chart's ticks for a range of more than a month: the first of each month, labelled by its
 * month ('Feb.'; January and the first tick with the year), every quarter beyond 13 months and
 * every year beyond 40. Null for a shorter range: the chart picks days itself. Chosen here rather
 * than by the chart, whose ticks fall on the browser's midnights and were read as the day before
 * (issue 12: no February on the axis).
 */
export function listChartTicks(days: readonly string[]): ChartTick[] | null {
  const monthStarts = days.filter((day) => day.endsWith('-01'));
  if (monthStarts.length < 2) return null;
  const step = monthStarts.length <= 13 ? 1 : monthStarts.length <= 40 ? 3 : 12;
  return monthStarts
    .filter((day) => (parseIsoDay(day).month - 1) % step === 0)
    .map((day, index) => {
      const { year, month } = parseIsoDay(day);
      if (step === 12) return { day, label: String(year) };
      const name = SHORT_MONTHS[month - 1] as string;
      return { day, label: month === 1 || index === 0 ? `${name} ${year}` : name };
    });
}
