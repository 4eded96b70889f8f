/**
 * How a receipt writes days and amounts: DD.MM.YYYY and '1.234,56 €' (the shared money format),
 * and the period of a collective receipt ('01.01.2026 – 31.12.2026').
 */
import { formatMoney } from '../money/money';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** '2026-03-01' → '01.03.2026'. */
export function formatReceiptDay(day: string): string {
  const match = ISO_DAY.exec(day);
  if (!match) throw new RangeError(`not a day (YYYY-MM-DD): ${day}`);
  return `${match[3]}.${match[2]}.${match[1]}`;
}

/** 12550 → '125,50 €'. */
export function formatReceiptAmount(cents: number): string {
  return formatMoney(cents, 'EUR');
}

/** The first and last day of the gifts a collective receipt covers, or null without gifts. */
export function spanOfDays(days: readonly string[]): { from: string; until: string } | null {
  if (days.length === 0) return null;
  const sorted = [...days].sort();
  return { from: sorted[0] as string, until: sorted[sorted.length - 1] as string };
}

/** '01.01.2026 – 31.12.2026'; one day alone stands alone. */
export function formatReceiptPeriod(period: { from: string; until: string }): string {
  if (period.from === period.until) return formatReceiptDay(period.from);
  return `${formatReceiptDay(period.from)} – ${formatReceiptDay(period.until)}`;
}
