import { describe, expect, it } from 'vitest';
import { parseGermanAmount } from './money';
import { readTypedAmount } from './typed-amount';

describe('readTypedAmount: German format, and a dot with two digits as the decimal mark', () => {
  it.each([
    // the case: a treasurer types a dot as the decimal separator
    ['12.50', 1250, 'decimal_point'],
    ['12.5', 1250, 'decimal_point'],
    ['0.99', 99, 'decimal_point'],
    ['1250.05', 125005, 'decimal_point'],
    ['12.50 €', 1250, 'decimal_point'],
    // a thousands separator keeps working
    ['1.250', 125000, 'german'],
    ['12.500', 1250000, 'german'],
    ['1.250.000', 125000000, 'german'],
    ['1.250,00', 125000, 'german'],
    ['1.234,56', 123456, 'german'],
    ['12,50', 1250, 'german'],
    ['12,5', 1250, 'german'],
    ['1234,56 €', 123456, 'german'],
    ['€ 1.000', 100000, 'german'],
    ['CHF 80', 8000, 'german'],
    ['80', 8000, 'german'],
    ['', 0, 'empty'],
    ['  ', 0, 'empty'],
  ])('%j → %i cents (%s)', (input, cents, reading) => {
    expect(readTypedAmount(input)).toEqual({ cents, reading });
  });

  it.each([
    // three decimals, or mixed marks: no reading is safe, so none is guessed
    '12,345',
    '1,250.50',
    '1.250.50',
    '1.25,00',
    '12.5,0,0',
    '1,2,3',
    '12.',
    '.50',
    ',50',
    ',',
    '-5',
    '1e3',
    'zwölf',
    '12345678901234',
  ])('%j is refused', (input) => {
    expect(readTypedAmount(input)).toEqual({ cents: null, reading: null });
  });

  it('parseGermanAmount reads the same way', () => {
    expect(parseGermanAmount('12.50')).toBe(1250);
    expect(parseGermanAmount('1.250')).toBe(125000);
    expect(parseGermanAmount('1,250.50')).toBeNull();
  });
});
