/**
 * Money is integer cents everywhere; the API sends decimal strings with two digits, users read
 * German formats (1.234,56 €). No floating point touches an amount.
 */
import type { Currency } from '../organizations/organization-levels';
import { readTypedAmount } from './typed-amount';

export const INVALID_AMOUNT_MESSAGE = 'Ungültiger Betrag';

const formatters = new Map<string, Intl.NumberFormat>();

function currencyFormat(currency: string): Intl.NumberFormat {
  let format = formatters.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('de-DE', { style: 'currency', currency, minimumFractionDigits: 2 });
    formatters.set(currency, format);
  }
  return format;
}

/** 123456 EUR → '1.234,56 €'; CHF → '1.234,56 CHF'. */
export function formatMoney(cents: number, currency: Currency | string = 'EUR'): string {
  // Intl takes a number: exact for cents below 2^53 divided by 100 when rounded to 2 digits.
  return currencyFormat(currency).format(cents / 100);
}

/** 123456 → '1234.56', -5 → '-0.05': the API's decimal string. */
export function centsToDecimalString(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.trunc(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** '1234.56' → 123456; '12' → 1200; null for anything that is not a decimal with at most 2 digits. */
export function decimalStringToCents(value: string): number | null {
  const match = /^(-)?(\d{1,13})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -cents : cents;
}

/**
 * What a user types, in German format: dots separate thousands, the comma is the decimal mark,
 * a currency sign may stand around it; '12.50' is read as 12,50 (see typed-amount.ts). Empty means
 * 0 (planning.md §5). Answers cents, or null.
 */
export function parseGermanAmount(input: string): number | null {
  return readTypedAmount(input).cents;
}
