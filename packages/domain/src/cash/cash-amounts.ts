/**
 * Amounts of cash collections: the sum of a split (a count per bill or coin), what users type
 * (German format, planning.md §5), and the checks the server and the form share.
 * A split travels as meta.cash.split: a map from the denomination in cents (as text, a JSON key)
 * to the number of bills or coins.
 */
import { parseGermanAmount } from '../money/money';
import type { Currency } from '../organizations/organization-levels';
import { formatDenomination, isDenominationOf } from './cash-denominations';
import { CASH_MESSAGES } from './cash-messages';

export type CashSplit = Readonly<Record<string, number>>;

/** 10 million in cents: more cash than any collection counts; guards against typing slips. */
export const MAX_CASH_AMOUNT_CENTS = 1_000_000_000;
/** More bills or coins of one kind than anyone counts by hand. */
export const MAX_DENOMINATION_COUNT = 1_000_000;

/** Σ denomination × count, in cents. */
export function sumSplit(split: CashSplit): number {
  let total = 0;
  for (const [denomination, count] of Object.entries(split)) total += Number(denomination) * count;
  return total;
}

/** A count field of the calculator: empty is 0; otherwise a whole number of at least 0, or null. */
export function parseCount(input: string): number | null {
  const text = input.trim();
  if (text === '') return 0;
  if (!/^\d{1,7}$/.test(text)) return null;
  const count = Number(text);
  return count <= MAX_DENOMINATION_COUNT ? count : null;
}

export function isValidCount(count: unknown): count is number {
  return (
    typeof count === 'number' && Number.isSafeInteger(count) && count >= 0 && count <= MAX_DENOMINATION_COUNT
  );
}

/** The tooltip of a count field, or null when the count is fine. */
export function validateCountInput(input: string): string | null {
  return parseCount(input) === null ? CASH_MESSAGES.invalidCount : null;
}

export type AmountParse = { cents: number; error: null } | { cents: null; error: string };

/** What a user typed in 'Summe': '1.234,56' → 123456 cents; empty is 0; otherwise 'Ungültiger Betrag'. */
export function parseCashAmountInput(input: string): AmountParse {
  const cents = parseGermanAmount(input);
  return cents === null ? { cents: null, error: CASH_MESSAGES.invalidAmount } : { cents, error: null };
}

/** "amount above 0" (planning.md §5), and not beyond what anyone counts. */
export function validateCashAmount(cents: number): string | null {
  if (!Number.isSafeInteger(cents)) return CASH_MESSAGES.invalidAmount;
  if (cents <= 0) return CASH_MESSAGES.amountNotPositive;
  if (cents > MAX_CASH_AMOUNT_CENTS) return CASH_MESSAGES.amountTooHigh;
  return null;
}

/** Field errors of a split, keyed by denomination: unknown bills or coins, counts that are not whole. */
export function validateSplit(
  split: Readonly<Record<string, unknown>>,
  currency: Currency,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, count] of Object.entries(split)) {
    const cents = /^\d{1,6}$/.test(key) ? Number(key) : Number.NaN;
    if (!isDenominationOf(currency, cents)) {
      errors[key] = CASH_MESSAGES.unknownDenomination(
        Number.isNaN(cents) ? key : formatDenomination(cents, currency),
      );
    } else if (!isValidCount(count)) {
      errors[key] = CASH_MESSAGES.invalidCount;
    }
  }
  return errors;
}

/** A split without the denominations counted 0: what is stored and sent. */
export function normalizeSplit(split: CashSplit): Record<string, number> {
  return Object.fromEntries(Object.entries(split).filter(([, count]) => count > 0));
}
