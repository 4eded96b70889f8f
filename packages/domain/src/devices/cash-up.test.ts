import { describe, expect, it } from 'vitest';
import { isWorkingDay, recommendedManualCashUpDay } from './cash-up';

describe('manual Kassenschnitt 3 working days before month end (devices-income-kirchgeld.md §4)', () => {
  it.each([
    // November 2026 ends on a Monday: Fri 27, Thu 26, Wed 25
    ['2026-11-22', '2026-11-25'],
    // December 2026: the 31st is a Thursday; 25 and 26 are holidays: Wed 30, Tue 29, Mon 28
    ['2026-12-01', '2026-12-28'],
    // January 2027 ends on a Sunday: Fri 29, Thu 28, Wed 27
    ['2027-01-15', '2027-01-27'],
    // March 2027: Easter is 28 March, Good Friday 26 March, Easter Monday 29 March; the 31st a Wednesday
    ['2027-03-02', '2027-03-24'],
    // May 2026: the 31st is a Sunday (Whit Sunday is 24 May, Whit Monday 25 May): Fri 29, Thu 28, Wed 27
    ['2026-05-10', '2026-05-27'],
  ])('in the month of %s: %s', (day, expected) => {
    expect(recommendedManualCashUpDay(day)).toBe(expected);
  });

  it.each([
    ['2026-11-23', true],
    ['2026-11-22', false],
    ['2026-10-03', false],
    ['2027-05-06', false], // Ascension Day 2027
    ['2026-12-24', true],
  ])('%s is a working day: %s', (day, expected) => {
    expect(isWorkingDay(day)).toBe(expected);
  });
});
