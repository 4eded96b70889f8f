/**
 * Reading what a client sends for a cash payment: the amount in cents, the split, and the rule that
 * a given split must add up to the amount. Problems become 400 answers with German field errors.
 */
import {
  CASH_MESSAGES,
  type Currency,
  decimalStringToCents,
  normalizeSplit,
  sumSplit,
  validateCashAmount,
  validateSplit,
} from '@kollekta/domain';
import { DomainError } from '../../platform/errors';

export type CashValues = { amountCents: number; split: Record<string, number> | null };

export function invalid(fieldErrors: Record<string, string[]>): DomainError {
  return new DomainError('validation', undefined, { fieldErrors });
}

/** '79.50', '79.5', '79' or the number 79.5 → cents; null when it is no amount. */
export function readAmount(amount: string | number): number | null {
  const text = typeof amount === 'number' ? (Number.isFinite(amount) ? String(amount) : '') : amount;
  return decimalStringToCents(text);
}

/**
 * The amount and the split of a body, checked: the amount is above 0, the split names bills and
 * coins of the currency with whole counts, and a split adds up to the amount.
 */
export function readCashValues(
  input: { amount: string | number; split: Readonly<Record<string, unknown>> | null },
  currency: Currency,
): CashValues {
  const cents = readAmount(input.amount);
  if (cents === null) throw invalid({ amount: [CASH_MESSAGES.invalidAmount] });
  const amountError = validateCashAmount(cents);
  if (amountError) throw invalid({ amount: [amountError] });
  if (input.split === null) return { amountCents: cents, split: null };
  const splitErrors = validateSplit(input.split, currency);
  if (Object.keys(splitErrors).length > 0) {
    throw invalid({ 'meta.cash.split': [...new Set(Object.values(splitErrors))] });
  }
  const split = normalizeSplit(input.split as Record<string, number>);
  if (sumSplit(split) !== cents) throw invalid({ amount: [CASH_MESSAGES.splitMismatch] });
  return { amountCents: cents, split };
}
