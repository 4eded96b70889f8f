import { describe, expect, it } from 'vitest';
import {
  formatDenomination,
  getDenominationKind,
  getDenominations,
  groupDenominations,
  isDenominationOf,
} from './cash-denominations';

const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

describe('getDenominations (planning.md §9)', () => {
  it.each([
    ['EUR', [10000, 5000, 2000, 1000, 500, 200, 100, 50, 20, 10, 5, 2, 1]],
    ['CHF', [100000, 20000, 10000, 5000, 2000, 1000, 500, 200, 100, 50, 20, 10, 5]],
  ] as const)('%s', (currency, expected) => {
    expect(getDenominations(currency)).toEqual(expected);
  });

  it.each([
    ['EUR', 1, true],
    ['EUR', 2, true],
    ['EUR', 20000, false],
    ['EUR', 100000, false],
    ['CHF', 1, false],
    ['CHF', 2, false],
    ['CHF', 20000, true],
    ['CHF', 100000, true],
    ['EUR', 25, false],
  ] as const)('%s has %i: %s', (currency, cents, expected) => {
    expect(isDenominationOf(currency, cents)).toBe(expected);
  });
});

describe('Scheine and Münzen: 500 or more are bills', () => {
  it.each([
    [100000, 'bill'],
    [500, 'bill'],
    [200, 'coin'],
    [1, 'coin'],
  ] as const)('%i → %s', (cents, kind) => {
    expect(getDenominationKind(cents)).toBe(kind);
  });

  it('groups EUR into bills and coins', () => {
    expect(groupDenominations('EUR')).toEqual([
      { kind: 'bill', label: 'Scheine', denominations: [10000, 5000, 2000, 1000, 500] },
      { kind: 'coin', label: 'Münzen', denominations: [200, 100, 50, 20, 10, 5, 2, 1] },
    ]);
  });

  it('groups CHF with the 1000 and 200 franc notes and without 1 and 2 Rappen', () => {
    expect(groupDenominations('CHF')).toEqual([
      { kind: 'bill', label: 'Scheine', denominations: [100000, 20000, 10000, 5000, 2000, 1000, 500] },
      { kind: 'coin', label: 'Münzen', denominations: [200, 100, 50, 20, 10, 5] },
    ]);
  });
});

describe('formatDenomination', () => {
  it.each([
    [10000, 'EUR', '100 €'],
    [50, 'EUR', '0,50 €'],
    [1, 'EUR', '0,01 €'],
    [100000, 'CHF', '1.000 CHF'],
    [5, 'CHF', '0,05 CHF'],
  ] as const)('%i %s → %s', (cents, currency, expected) => {
    expect(formatDenomination(cents, currency)).toBe(nbsp(expected));
  });
});
