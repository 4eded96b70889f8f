import { describe, expect, it } from 'vitest';
import { toBusinessDay } from './business-day';

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
