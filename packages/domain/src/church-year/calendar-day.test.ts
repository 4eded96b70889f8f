import { describe, expect, it } from 'vitest';
import {
  addDays,
  countDaysBetween,
  getSundayAfter,
  getSundayOnOrBefore,
  getWeekday,
  isSunday,
  parseIsoDay,
  toIsoDay,
} from './calendar-day';

describe('calendar days', () => {
  it.each([
    ['2026-02-28', 1, '2026-03-01'],
    ['2028-02-28', 1, '2028-02-29'], // leap year
    ['2100-02-28', 1, '2100-03-01'], // no leap year
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-28', 1, '2026-03-29'], // the switch to summer time changes nothing here
    ['2026-10-25', 1, '2026-10-26'], // nor the switch back
    ['2026-11-29', -22, '2026-11-07'],
    ['2027-01-03', -7, '2026-12-27'],
  ])('%s plus %i days is %s', (day, days, expected) => {
    expect(addDays(day, days)).toBe(expected);
  });

  it.each([
    ['2026-11-29', 0], // Sunday
    ['2026-11-28', 6], // Saturday
    ['2026-02-02', 1], // Monday
    ['1583-01-01', 6], // Saturday, the first Gregorian New Year
    ['1954-04-18', 0],
  ])('%s is weekday %i', (day, weekday) => {
    expect(getWeekday(day)).toBe(weekday);
    expect(isSunday(day)).toBe(weekday === 0);
  });

  it.each([
    ['2026-12-25', '2026-12-27', '2026-12-20'],
    ['2026-12-27', '2027-01-03', '2026-12-27'],
    ['2027-02-02', '2027-02-07', '2027-01-31'],
  ])('around %s the next Sunday is %s and the Sunday on or before is %s', (day, after, onOrBefore) => {
    expect(getSundayAfter(day)).toBe(after);
    expect(getSundayOnOrBefore(day)).toBe(onOrBefore);
  });

  it('counts the days between two days', () => {
    expect(countDaysBetween('2026-05-31', '2026-11-08')).toBe(161);
    expect(countDaysBetween('2026-11-08', '2026-05-31')).toBe(-161);
  });

  it('builds and parses ISO days, also for years below 100', () => {
    expect(toIsoDay(2026, 4, 5)).toBe('2026-04-05');
    expect(toIsoDay(33, 4, 5)).toBe('0033-04-05');
    expect(parseIsoDay('2026-04-05')).toEqual({ year: 2026, month: 4, day: 5 });
  });

  it.each(['2026-02-30', '2026-13-01', '2026-4-5', '05.04.2026', ''])('rejects %j', (day) => {
    expect(() => parseIsoDay(day)).toThrow(RangeError);
  });

  it('rejects a day that does not exist', () => {
    expect(() => toIsoDay(2027, 2, 29)).toThrow(RangeError);
  });
});
