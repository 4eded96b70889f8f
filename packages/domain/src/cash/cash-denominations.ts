/**
 * Bills and coins of a currency in cents (planning.md §9): "10000, 5000, 2000, 1000, 500, 200, 100,
 * 50, 20, 10, 5. For EUR add 2 and 1. For CHF add 100000 and 20000. Values of 500 or more are
 * 'Scheine', smaller 'Münzen'."
 */
import type { Currency } from '../organizations/organization-levels';

const COMMON_DENOMINATIONS = [10000, 5000, 2000, 1000, 500, 200, 100, 50, 20, 10, 5] as const;
const EXTRA_DENOMINATIONS: Record<Currency, readonly number[]> = {
  EUR: [2, 1],
  CHF: [100000, 20000],
};

/** From 5 € (or 5 CHF) up, a denomination counts as a bill. */
export const SMALLEST_BILL_CENTS = 500;

export type DenominationKind = 'bill' | 'coin';

export const DENOMINATION_KIND_LABELS: Record<DenominationKind, string> = {
  bill: 'Scheine',
  coin: 'Münzen',
};

/** Every denomination of the currency, largest first. */
export function getDenominations(currency: Currency): number[] {
  return [...COMMON_DENOMINATIONS, ...EXTRA_DENOMINATIONS[currency]].sort((a, b) => b - a);
}

export function getDenominationKind(cents: number): DenominationKind {
  return cents >= SMALLEST_BILL_CENTS ? 'bill' : 'coin';
}

export type DenominationGroup = { kind: DenominationKind; label: string; denominations: number[] };

/** 'Scheine' then 'Münzen', each largest first: the rows of the calculator ('Rechner'). */
export function groupDenominations(currency: Currency): DenominationGroup[] {
  const denominations = getDenominations(currency);
  return (['bill', 'coin'] as const).map((kind) => ({
    kind,
    label: DENOMINATION_KIND_LABELS[kind],
    denominations: denominations.filter((cents) => getDenominationKind(cents) === kind),
  }));
}

export function isDenominationOf(currency: Currency, cents: number): boolean {
  return getDenominations(currency).includes(cents);
}

const denominationFormats = new Map<string, Intl.NumberFormat>();

/** A bill or coin as people name it: '100 €', '0,50 €', '1.000 CHF'. */
export function formatDenomination(cents: number, currency: Currency): string {
  const key = `${currency}|${cents % 100 === 0 ? 0 : 2}`;
  let format = denominationFormats.get(key);
  if (!format) {
    const digits = cents % 100 === 0 ? 0 : 2;
    format = new Intl.NumberFormat('de-DE', {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    denominationFormats.set(key, format);
  }
  return format.format(cents / 100);
}
