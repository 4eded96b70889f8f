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
