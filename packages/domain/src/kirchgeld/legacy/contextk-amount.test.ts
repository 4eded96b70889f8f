import { describe, expect, it } from 'vitest';
import { parseContextKAmount, parseContextKDay } from './contextk-amount';

describe('parseContextKAmount', () => {
  it.each([
    ['12,50', 1250],
    ['12,5', 1250],
    ['1.234,50', 123450],
    ['1234,50', 123450],
    ['12', 1200],
    ['0,01', 1],
    ['-3,00', -300],
    ['1.000.000,00', 100_000_000],
    [' 25,00 ', 2500],
    ['25,00 €', 2500],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseContextKAmount(text)).toBe(cents);
  });

  it.each(['12,345', '12.50', '1,2,3', '', 'abc', '12,', ',50', '1.23,00', '=1+2', '12.3456,00'])(
    'refuses %j',
    (text) => {
      expect(parseContextKAmount(text)).toBeNull();
    },
  );
});

describe('parseContextKDay', () => {
  it.each([
    ['15.03.2021', '2021-03-15'],
    ['1.2.2016', '2016-02-01'],
    ['29.02.2020', '2020-02-29'],
  ])('reads %j as %s', (text, day) => {
    expect(parseContextKDay(text)).toBe(day);
  });

  it.each(['30.02.2021', '2021-03-15', '15.3.21', ''])('refuses %j', (text) => {
    expect(parseContextKDay(text)).toBeNull();
  });
});
