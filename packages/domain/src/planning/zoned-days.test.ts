import { describe, expect, it } from 'vitest';
import { addMonthsToDay, readWallClock, shiftByCalendarDays, shiftByCalendarMonths } from './zoned-days';

describe('readWallClock in Europe/Berlin', () => {
  it.each([
    ['2026-11-20T10:00:00.000Z', '2026-11-20', '11:00', 0],
    ['2026-07-01T21:59:59.500Z', '2026-07-01', '23:59', 59_500],
    ['2026-03-29T01:00:00.000Z', '2026-03-29', '03:00', 0], // the first minute of summer time
  ])('%s reads %s %s', (instant, day, time, restMs) => {
    expect(readWallClock(new Date(instant))).toEqual({ day, time, restMs });
  });
});

describe('shiftByCalendarDays keeps the wall-clock time across daylight-saving switches', () => {
  it.each([
    // 11:00 CET on 20 November is 11:00 CEST on 21 October: 09:00Z, not 10:00Z.
    ['2026-11-20T10:00:00.000Z', -30, '2026-10-21T09:00:00.000Z'],
    // 12:00 CEST on 15 April is 12:00 CET on 16 March.
    ['2026-04-15T10:00:00.000Z', -30, '2026-03-16T11:00:00.000Z'],
    ['2026-03-28T17:00:00.000Z', 1, '2026-03-29T16:00:00.000Z'], // Saturday 18:00 → Sunday 18:00
    ['2026-11-20T10:00:30.250Z', -1, '2026-11-19T10:00:30.250Z'], // seconds are kept
  ])('%s shifted by %i days is %s', (instant, days, expected) => {
    expect(shiftByCalendarDays(new Date(instant), days).toISOString()).toBe(expected);
  });
});

describe('months', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2027-08-31', 6, '2028-02-29'],
    ['2026-11-20', 6, '2027-05-20'],
    ['2026-03-15', -3, '2025-12-15'],
  ])('%s + %i months = %s', (day, months, expected) => {
    expect(addMonthsToDay(day, months)).toBe(expected);
  });

  it('keeps the wall-clock time: 18:00 CET + 6 months is 18:00 CEST', () => {
    expect(shiftByCalendarMonths(new Date('2026-12-05T17:00:00Z'), 6).toISOString()).toBe(
      '2027-06-05T16:00:00.000Z',
    );
  });
});
