import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatIsoDay, formatIsoDayWithWeekday, formatTime } from './date-format';

describe('German dates in Europe/Berlin, whatever the machine’s zone', () => {
  it.each([
    // winter time (UTC+1) and summer time (UTC+2)
    ['2027-01-02T17:00:00.000Z', '02.01.2027 18:00'],
    ['2027-05-08T15:59:00.000Z', '08.05.2027 17:59'],
    // the night the clocks go forward: 01:59 CET, then 03:00 CEST
    ['2027-03-28T00:59:00.000Z', '28.03.2027 01:59'],
    ['2027-03-28T01:00:00.000Z', '28.03.2027 03:00'],
    // a UTC evening that is already the next day in Berlin
    ['2026-12-31T23:30:00.000Z', '01.01.2027 00:30'],
  ])('%s → %s', (instant, expected) => {
    expect(formatDateTime(instant)).toBe(expected);
    expect(`${formatDate(instant)} ${formatTime(instant)}`).toBe(expected);
  });

  it('writes calendar days without shifting them, with the weekday', () => {
    expect(formatIsoDay('2027-05-02')).toBe('02.05.2027');
    expect(formatIsoDayWithWeekday('2027-05-02')).toBe('So., 02.05.2027');
    expect(formatIsoDayWithWeekday('2027-05-06')).toBe('Do., 06.05.2027');
  });
});
