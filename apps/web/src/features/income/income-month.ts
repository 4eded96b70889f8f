/**
 * Rules of the month screen as plain functions: which tabs it shows, the tab's total and day sums,
 * the day groups of the lists, and whether the fee column shows.
 */
import type { DayEntry, MonthlyAggregate, Payment } from '@kollekta/contract';
import { type CollectionKind, decimalStringToCents, toBusinessDay, toCollectionKind } from '@kollekta/domain';

export const LIST_MODES = ['zwecke', 'einzel', 'tabelle'] as const;
export type ListMode = (typeof LIST_MODES)[number];

/** Main, side and free collections and donations always; payments without a plan only when there are some. */
export function listTabs(aggregate: MonthlyAggregate): CollectionKind[] {
  const hasUnassigned = aggregate.byCollectionPlan.some(
    (row) => toCollectionKind(row.collectionType, row.collectionVariant) === 'none',
  );
  return ['inner', 'outer', 'x', 'donation', ...(hasUnassigned ? (['none'] as const) : [])];
}

const kindOf = (row: { collection_type: string | null; collection_variant: string | null }) =>
  toCollectionKind(row.collection_type, row.collection_variant);

/** The tab's total in cents: the sum of its collections in the month (reversed payments are in no sum). */
export function sumTab(aggregate: MonthlyAggregate, kind: CollectionKind): number {
  return aggregate.byCollectionPlan
    .filter((row) => toCollectionKind(row.collectionType, row.collectionVariant) === kind)
    .reduce((sum, row) => sum + (decimalStringToCents(row.amount) ?? 0), 0);
}

/** The day sums of a tab (counted payments only), from the month's daily roll-up: right on every page. */
export function daySumsOfTab(days: readonly DayEntry[], kind: CollectionKind): Map<string, number> {
  const sums = new Map<string, number>();
  for (const day of days)
    if (kindOf(day) === kind)
      sums.set(day.date, (sums.get(day.date) ?? 0) + (decimalStringToCents(day.amount) ?? 0));
  return sums;
}

export type DayGroup<T> = { day: string; cents: number; rows: T[] };

/** Rows grouped by Berlin day, newest day first, with the day's sum of counted rows. */
export function groupByDay<T>(
  rows: readonly T[],
  dayOf: (row: T) => string,
  centsOf: (row: T) => number,
): DayGroup<T>[] {
  const groups = new Map<string, DayGroup<T>>();
  for (const row of rows) {
    const day = dayOf(row);
    const group = groups.get(day) ?? { day, cents: 0, rows: [] };
    group.rows.push(row);
    group.cents += centsOf(row);
    groups.set(day, group);
  }
  return [...groups.values()].sort((a, b) => b.day.localeCompare(a.day));
}

export const paymentDay = (payment: Payment) => toBusinessDay(new Date(payment.date));

/** 'Gebühr' shows only when a payment in view has a fee. */
export function hasAnyFee(payments: readonly Payment[]): boolean {
  return payments.some((payment) => (decimalStringToCents(payment.fee_amount) ?? 0) !== 0);
}

export type OverviewColumn = 'icon' | 'time' | 'collection' | 'device' | 'payments' | 'amount';
export type PaymentColumn =
  | 'icon'
  | 'time'
  | 'collection'
  | 'device'
  | 'method'
  | 'confirmed'
  | 'amount'
  | 'fee';

/**
 * The columns of the Übersicht. On a phone only the collection and its amount: with every column
 * of the spec the table scrolled sideways and the amount was off screen (issue 12); the day of a
 * row shows in its day line there.
 */
export function overviewColumns(isPhone: boolean): OverviewColumn[] {
  return isPhone
    ? ['icon', 'collection', 'amount']
    : ['icon', 'time', 'collection', 'device', 'payments', 'amount'];
}

/** The columns of Detailansicht and Tabellarische Ansicht; on a phone when, what and how much. */
export function paymentColumns(isPhone: boolean, showFee: boolean): PaymentColumn[] {
  if (isPhone) return ['time', 'collection', 'amount'];
  const columns: PaymentColumn[] = ['icon', 'time', 'collection', 'device', 'method', 'confirmed', 'amount'];
  return showFee ? [...columns, 'fee'] : columns;
}
