import { describe, expect, it } from 'vitest';
import { centsToDecimalString } from '../money/money';
import {
  MAX_CASH_AMOUNT_CENTS,
  normalizeSplit,
  parseCashAmountInput,
  parseCount,
  sumSplit,
  validateCashAmount,
  validateCountInput,
  validateSplit,
} from './cash-amounts';

describe('sumSplit', () => {
  it.each([
    ['nothing counted', {}, 0],
    // the browser test's count: 3 × 20 €, 7 × 2 €, 11 × 0,50 € = 79,50 €
    ['3 × 20 €, 7 × 2 €, 11 × 0,50 €', { '2000': 3, '200': 7, '50': 11 }, 7950],
    ['zero counts add nothing', { '10000': 0, '1': 0 }, 0],
    [
      'one of every EUR denomination',
      Object.fromEntries(
        [10000, 5000, 2000, 1000, 500, 200, 100, 50, 20, 10, 5, 2, 1].map((d) => [String(d), 1]),
      ),
      18888,
    ],
    ['CHF 1000 franc notes', { '100000': 2, '20000': 1 }, 220000],
  ])('%s', (_name, split, cents) => {
    expect(sumSplit(split)).toBe(cents);
  });
});

describe('amounts typed in German format (planning.md §5)', () => {
  it.each([
    ['1.234,56', 123456],
    ['79,50', 7950],
    ['79,5', 7950],
    ['80', 8000],
    ['', 0],
    ['  ', 0],
    ['1.000.000', 100000000],
  ])('%j → %i cents', (input, cents) => {
    expect(parseCashAmountInput(input)).toEqual({ cents, error: null });
  });

  it.each(['abc', '1,234', '12,5,0', '-5', '1,2,3', '1e3'])('%j → Ungültiger Betrag', (input) => {
    expect(parseCashAmountInput(input)).toEqual({ cents: null, error: 'Ungültiger Betrag' });
  });

  it('sends amounts as a decimal string with 2 digits', () => {
    expect(centsToDecimalString(7950)).toBe('79.50');
    expect(centsToDecimalString(5)).toBe('0.05');
  });
});

describe('validateCashAmount: above 0', () => {
  it.each([
    [1, null],
    [7950, null],
    [MAX_CASH_AMOUNT_CENTS, null],
    [0, 'Der Betrag muss größer als 0 sein.'],
    [-100, 'Der Betrag muss größer als 0 sein.'],
    [MAX_CASH_AMOUNT_CENTS + 1, 'Der Betrag ist zu hoch.'],
    [0.5, 'Ungültiger Betrag'],
  ])('%d → %s', (cents, expected) => {
    expect(validateCashAmount(cents)).toBe(expected);
  });
});

describe('counts of bills and coins: whole numbers of at least 0', () => {
  it.each([
    ['', 0],
    ['0', 0],
    ['3', 3],
    [' 11 ', 11],
    ['1000000', 1000000],
  ])('%j → %i', (input, count) => {
    expect(parseCount(input)).toBe(count);
    expect(validateCountInput(input)).toBeNull();
  });

  it.each(['-1', '1,5', '2.0', 'drei', '1e2', '10000000'])('%j → the tooltip', (input) => {
    expect(parseCount(input)).toBeNull();
    expect(validateCountInput(input)).toBe('Bitte geben Sie eine gültige Anzahl an');
  });
});

describe('validateSplit', () => {
  it('accepts the denominations of the currency with whole counts', () => {
    expect(validateSplit({ '2000': 3, '200': 7, '50': 11, '1': 0 }, 'EUR')).toEqual({});
    expect(validateSplit({ '100000': 1, '20000': 2 }, 'CHF')).toEqual({});
  });

  it.each([
    [
      'EUR',
      { '20000': 1 },
      '20000',
      'Diesen Schein oder diese Münze gibt es in dieser Währung nicht: 200\u00a0€.',
    ],
    [
      'CHF',
      { '1': 4 },
      '1',
      'Diesen Schein oder diese Münze gibt es in dieser Währung nicht: 0,01\u00a0CHF.',
    ],
    ['EUR', { abc: 1 }, 'abc', 'Diesen Schein oder diese Münze gibt es in dieser Währung nicht: abc.'],
    ['EUR', { '500': -1 }, '500', 'Bitte geben Sie eine gültige Anzahl an'],
    ['EUR', { '500': 1.5 }, '500', 'Bitte geben Sie eine gültige Anzahl an'],
    ['EUR', { '500': '2' }, '500', 'Bitte geben Sie eine gültige Anzahl an'],
  ] as const)('%s %j', (currency, split, key, message) => {
    expect(validateSplit(split, currency)).toEqual({ [key]: message });
  });
});

describe('normalizeSplit', () => {
  it('leaves out what was counted 0', () => {
    expect(normalizeSplit({ '2000': 3, '1000': 0, '50': 11 })).toEqual({ '2000': 3, '50': 11 });
  });
});
