import { describe, expect, it } from 'vitest';
import { addDays } from '../church-year/calendar-day';
import { addTarget2Days, getTarget2DayOnOrAfter, isTarget2Day } from './target2-calendar';

describe('isTarget2Day', () => {
  it.each([
    ['2026-01-01', false], // New Year's Day, a Thursday
    ['2026-01-02', true],
    ['2026-04-03', false], // Good Friday (Easter 5 April 2026)
    ['2026-04-06', false], // Easter Monday
    ['2026-04-07', true],
    ['2026-05-01', false], // Labour Day, a Friday
    ['2026-05-14', true], // Ascension: a German holiday, but TARGET2 is open
    ['2025-10-03', true], // German Unity Day, a Friday: TARGET2 is open
    ['2026-12-24', true],
    ['2026-12-25', false],
    ['2025-12-26', false], // St Stephen's Day, a Friday
    ['2026-12-31', true],
    ['2026-03-07', false], // Saturday
    ['2026-03-08', false], // Sunday
    ['2020-04-10', false], // Good Friday 2020 on a 10th
    ['2023-04-10', false], // Easter Monday 2023 on a 10th
  ])('%s → %s', (day, open) => {
    expect(isTarget2Day(day)).toBe(open);
  });

  it('has 256 TARGET2 days in 2026 (261 weekdays less 1 Jan, Good Friday, Easter Monday, 1 May, 25 Dec)', () => {
    let count = 0;
    for (let day = '2026-01-01'; day <= '2026-12-31'; day = addDays(day, 1))
      if (isTarget2Day(day)) count += 1;
    expect(count).toBe(256);
  });
});

describe('moving to TARGET2 days', () => {
  it.each([
    ['2026-03-06', '2026-03-06'],
    ['2026-03-07', '2026-03-09'],
    ['2020-04-10', '2020-04-14'], // Good Friday, weekend, Easter Monday
    ['2026-12-25', '2026-12-28'],
  ])('on or after %s: %s', (day, expected) => {
    expect(getTarget2DayOnOrAfter(day)).toBe(expected);
  });

  it.each([
    ['2026-03-02', 1, '2026-03-03'],
    ['2026-03-06', 1, '2026-03-09'],
    ['2026-03-07', 1, '2026-03-10'], // counted from Monday
    ['2026-04-02', 1, '2026-04-07'],
    ['2026-12-24', 1, '2026-12-28'],
    ['2026-12-31', 1, '2027-01-04'],
    ['2026-03-02', 5, '2026-03-09'],
    ['2026-03-07', 0, '2026-03-09'],
  ])('%s plus %i → %s', (day, count, expected) => {
    expect(addTarget2Days(day, count)).toBe(expected);
  });

  it('refuses a negative count', () => {
    expect(() => addTarget2Days('2026-03-02', -1)).toThrow(RangeError);
  });
});
