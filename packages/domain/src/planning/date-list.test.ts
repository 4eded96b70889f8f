import { describe, expect, it } from 'vitest';
import { canAddPlanForDate, filterDateList, isInDateList } from './date-list';

const TODAY = '2026-11-20';

describe('date list (spec: "includes dates no more than 7 days in the past")', () => {
  it.each([
    ['2026-11-13', true], // exactly 7 days ago
    ['2026-11-12', false], // 8 days ago
    ['2026-11-20', true],
    ['2027-06-01', true],
    ['2026-03-29', false],
  ])('%s in the list: %s', (day, expected) => {
    expect(isInDateList(day, TODAY)).toBe(expected);
  });

  it('keeps the order and drops the old dates', () => {
    const dates = [{ day: '2026-11-08' }, { day: '2026-11-15' }, { day: '2026-11-22' }];
    expect(filterDateList(dates, TODAY)).toEqual([{ day: '2026-11-15' }, { day: '2026-11-22' }]);
  });
});

describe('adding a plan for a date (spec: "has a name, lies in the future and the view is not the archive")', () => {
  it.each([
    ['Ewigkeitssonntag', '2026-11-22', false, true],
    ['Ewigkeitssonntag', '2026-11-22', true, false], // archive view
    ['', '2026-11-22', false, false], // no name
    ['   ', '2026-11-22', false, false],
    [null, '2026-11-22', false, false],
    ['Buß- und Bettag', '2026-11-18', false, false], // in the past
    ['heute', TODAY, false, false], // today is not in the future
  ])('%j on %s, archive %s → %s', (name, day, isArchiveView, expected) => {
    expect(canAddPlanForDate({ name, day }, { today: TODAY, isArchiveView })).toBe(expected);
  });
});
