import { describe, expect, it } from 'vitest';
import { toBusinessDay, toBusinessYear } from './business-day';

describe('toBusinessDay', () => {
  it.each([
    ['2026-11-22T22:59:59Z', '2026-11-22'], // 23:59:59 in winter time
    ['2026-11-22T23:00:00Z', '2026-11-23'], // midnight in Berlin
    ['2026-07-01T21:59:59Z', '2026-07-01'], // 23:59:59 in summer time
    ['2026-07-01T22:00:00Z', '2026-07-02'],
    ['2026-03-29T00:30:00Z', '2026-03-29'], // the night of the switch to summer time
    ['2026-12-31T23:30:00Z', '2027-01-01'],
  ])('%s falls on %s', (instant, day) => {
    expect(toBusinessDay(new Date(instant))).toBe(day);
  });
});

describe('toBusinessYear', () => {
  it.each([
    ['2026-12-31T22:59:59Z', 2026], // 23:59:59 on New Year's Eve in Berlin
    ['2026-12-31T23:00:00Z', 2027], // already New Year in Berlin, still 2026 in UTC
    ['2026-06-15T12:00:00Z', 2026],
  ])('%s falls in %i', (instant, year) => {
    expect(toBusinessYear(new Date(instant))).toBe(year);
  });
});
