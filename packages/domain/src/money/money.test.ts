import { describe, expect, it } from 'vitest';
import { centsToDecimalString, decimalStringToCents, formatMoney, parseGermanAmount } from './money';

const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

describe('formatMoney', () => {
  it.each([
    [0, 'EUR', '0,00 €'],
    [5, 'EUR', '0,05 €'],
    [123456, 'EUR', '1.234,56 €'],
    [100000000, 'EUR', '1.000.000,00 €'],
    [-2550, 'EUR', '-25,50 €'],
    [123456, 'CHF', '1.234,56 CHF'],
  ])('%i %s → %s', (cents, currency, expected) => {
    expect(formatMoney(cents, currency)).toBe(nbsp(expected));
  });
});

describe('decimal strings of the API', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [123456, '1234.56'],
    [-5, '-0.05'],
    [100, '1.00'],
  ])('%i ⇄ %s', (cents, text) => {
    expect(centsToDecimalString(cents)).toBe(text);
    expect(decimalStringToCents(text)).toBe(cents);
  });

  it.each(['1.234', 'abc', '', '1,5', '1e3', '12.'])('refuses %j', (text) => {
    expect(decimalStringToCents(text)).toBeNull();
  });

  it('reads whole numbers and one digit', () => {
    expect(decimalStringToCents('12')).toBe(1200);
    expect(decimalStringToCents('12.5')).toBe(1250);
  });
});

describe('parseGermanAmount', () => {
  it.each([
    ['', 0],
    ['0', 0],
    ['12', 1200],
    ['12,5', 1250],
    ['12,50', 1250],
    ['1.234,56', 123456],
    ['1234,56 €', 123456],
    ['  3,20 ', 320],
    ['€ 1.000', 100000],
  ])('%j → %i cents', (input, cents) => {
    expect(parseGermanAmount(input)).toBe(cents);
  });

  it.each(['12,345', 'zwölf', '1,2,3', '-5', '12.5,0,0', ','])('%j is invalid', (input) => {
    expect(parseGermanAmount(input)).toBeNull();
  });
});
