import { describe, expect, it } from 'vitest';
import { computeEasterSunday } from './easter';

describe('computeEasterSunday', () => {
  // Published Easter dates (Gregorian), including the earliest and latest possible (22 March,
  // 25 April) and the years where Gauss's formula needs an exception (1954, 1981, 2049, 2076).
  it.each([
    [1818, '1818-03-22'],
    [1943, '1943-04-25'],
    [1954, '1954-04-18'],
    [1981, '1981-04-19'],
    [2000, '2000-04-23'],
    [2008, '2008-03-23'],
    [2011, '2011-04-24'],
    [2015, '2015-04-05'],
    [2016, '2016-03-27'],
    [2017, '2017-04-16'],
    [2018, '2018-04-01'],
    [2019, '2019-04-21'],
    [2020, '2020-04-12'],
    [2021, '2021-04-04'],
    [2022, '2022-04-17'],
    [2023, '2023-04-09'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2028, '2028-04-16'],
    [2029, '2029-04-01'],
    [2030, '2030-04-21'],
    [2038, '2038-04-25'],
    [2049, '2049-04-18'],
    [2076, '2076-04-19'],
    [2285, '2285-03-22'],
  ])('Easter %i is on %s', (year, expected) => {
    expect(computeEasterSunday(year)).toBe(expected);
  });

  it('always gives a Sunday between 22 March and 25 April', () => {
    for (let year = 1583; year <= 3000; year++) {
      const easter = computeEasterSunday(year);
      expect(new Date(`${easter}T00:00:00Z`).getUTCDay()).toBe(0);
      expect(easter.slice(5) >= '03-22' && easter.slice(5) <= '04-25').toBe(true);
    }
  });

  it.each([1582, 2026.5, Number.NaN, 10_000])('rejects the year %d', (year) => {
    expect(() => computeEasterSunday(year)).toThrow(RangeError);
  });
});
