/**
 * The add / edit form of a cash collection as plain data (planning.md §2, §5): the timestamp, and the
 * amount either as one sum ('Summe') or counted per bill and coin ('Rechner'). What is shown, what
 * is wrong and what is sent all follow from this state, so the rules are tested without a browser.
 */
import type { CashPayment, CashPaymentBody } from '@kollekta/contract';
import {
  type Currency,
  centsToDecimalString,
  decimalStringToCents,
  formatMoney,
  getDenominations,
  normalizeSplit,
  parseCashAmountInput,
  parseCount,
  readTypedAmount,
  sumSplit,
  validateCollectionTime,
  validateCountInput,
} from '@kollekta/domain';

import { CASH_FORM_MESSAGES } from './messages';

export type CashTab = 'sum' | 'calculator';

export type CashFormState = {
  tab: CashTab;
  /** what was typed in 'Summe', German format */
  amountText: string;
  /** denomination in cents (as text) → what was typed in its count field */
  counts: Record<string, string>;
  /** ISO instant, or null when the picker is empty or invalid */
  collectedAt: string | null;
};

export type CashFormResult = {
  /** the amount the form stands for; null while the typed sum is invalid */
  amountCents: number | null;
  amountError: string | null;
  /** how a typed sum that is not plain German format was read ('12.50' as 12,50 €), or null */
  amountHint: string | null;
  /** tooltips of count fields that are not whole numbers of at least 0 */
  countErrors: Record<string, string>;
  split: Record<string, number> | null;
  timestampError: string | null;
  canSubmit: boolean;
};

/** A new entry starts now on 'Summe'; an edit starts where it was entered (the calculator for a split). */
export function initialCashForm(payment: CashPayment | null, now: Date, currency: Currency): CashFormState {
  const empty = Object.fromEntries(getDenominations(currency).map((cents) => [String(cents), '']));
  if (!payment) return { tab: 'sum', amountText: '', counts: empty, collectedAt: now.toISOString() };
  const split = payment.meta.cash.split;
  const cents = decimalStringToCents(payment.amount) ?? 0;
  return {
    tab: split ? 'calculator' : 'sum',
    amountText: formatGermanDecimal(cents),
    counts: split
      ? { ...empty, ...Object.fromEntries(Object.entries(split).map(([key, count]) => [key, String(count)])) }
      : empty,
    collectedAt: payment.collection_datetime,
  };
}

/** 7950 → '79,50': how the sum field shows an amount. */
export function formatGermanDecimal(cents: number): string {
  return centsToDecimalString(cents).replace('.', ',');
}

/** `now`: the server refuses a collection time in the future (and before 2000); the form says so first. */
export function evaluateCashForm(
  state: CashFormState,
  now: Date,
  currency: Currency = 'EUR',
): CashFormResult {
  const timestampError = validateCollectionTime(
    state.collectedAt === null ? null : new Date(state.collectedAt),
    now,
  );
  if (state.tab === 'sum') {
    const parsed = parseCashAmountInput(state.amountText);
    // the treasurer sees what a dot was read as before booking it, never a silent 1.250,00 €
    const isDotRead = readTypedAmount(state.amountText).reading === 'decimal_point';
    return {
      amountCents: parsed.cents,
      amountError: parsed.error,
      amountHint:
        isDotRead && parsed.cents !== null
          ? CASH_FORM_MESSAGES.decimalPointRead(formatMoney(parsed.cents, currency))
          : null,
      countErrors: {},
      split: null,
      timestampError,
      canSubmit: parsed.cents !== null && parsed.cents > 0 && timestampError === null,
    };
  }
  const countErrors: Record<string, string> = {};
  const split: Record<string, number> = {};
  for (const [denomination, text] of Object.entries(state.counts)) {
    const error = validateCountInput(text);
    if (error) countErrors[denomination] = error;
    else split[denomination] = parseCount(text) ?? 0;
  }
  const amountCents = sumSplit(split);
  const isValid = Object.keys(countErrors).length === 0;
  return {
    amountCents,
    amountError: null,
    amountHint: null,
    countErrors,
    split: normalizeSplit(split),
    timestampError,
    canSubmit: isValid && amountCents > 0 && timestampError === null,
  };
}

/** The body of POST cash/cash_payment/ (and of the PATCH: the server keeps the timestamp). */
export function toCashBody(
  state: CashFormState,
  result: CashFormResult,
  refs: { plan: string; organization: string },
): CashPaymentBody | null {
  if (!result.canSubmit || result.amountCents === null || state.collectedAt === null) return null;
  return {
    amount: centsToDecimalString(result.amountCents),
    plan: refs.plan,
    organization: refs.organization,
    collection_datetime: state.collectedAt,
    meta: { cash: { split: result.split } },
  };
}
