/** Amounts of the API (decimal strings) in German money format: '1234.56' → '1.234,56 €'. */
import { decimalStringToCents, formatMoney } from '@kollekta/domain';

export function toCents(amount: string): number {
  return decimalStringToCents(amount) ?? 0;
}

export function formatAmount(amount: string, currency = 'EUR'): string {
  return formatMoney(toCents(amount), currency);
}

/** '1,23 %' */
export function formatPercent(value: number): string {
  return `${value.toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} %`;
}
