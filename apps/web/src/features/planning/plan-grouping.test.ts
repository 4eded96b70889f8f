import type { ChurchDate } from '@kollekta/contract';
import { canAddPlanForDate, DEFAULT_CALENDAR_SETTING, DEVICE_CLASSES } from '@kollekta/domain';
import { describe, expect, it } from 'vitest';
import { makeChurchDate, makePlan } from '../../test-support/planning-fixtures';
import { findWindow } from './calendar-setting';
import {
  buildDayGroups,
  countPages,
  createDayLookup,
  filterByDeviceClasses,
  findPageOfToday,
  findPlanDay,
  NO_DAY_KEY,
  pageOf,
} from './plan-grouping';

const dates: ChurchDate[] = [
  makeChurchDate('2027-05-02', 'Rogate'),
  makeChurchDate('2027-05-06', 'Christi Himmelfahrt', 'feast'),
  makeChurchDate('2027-05-09', 'Exaudi'),
];
const lookup = createDayLookup(dates, (day) => findWindow(day, DEFAULT_CALENDAR_SETTING));

describe('findPlanDay', () => {
  it.each([
    ['its date_day', { date_day: '2027-05-02' }, '2027-05-02'],
    ['the day in a church-year date url', { date: 'http://x/api/v2/date/2027-05-09/' }, '2027-05-09'],
    [
      // Saturday 18:00 to the next Saturday 17:59: the window of Rogate, not the Saturday it starts on
      'the named date whose window it has',
      { start: '2027-05-01T16:00:00.000Z', end: '2027-05-08T15:59:00.000Z' },
      '2027-05-02',
    ],
    ['else the day it starts in Berlin', { start: '2027-05-03T22:30:00.000Z', end: null }, '2027-05-04'],
    ['none without a start', { start: null, end: null }, null],
  ] as const)('%s', (_name, patch, day) => {
    expect(findPlanDay(makePlan(1, patch), lookup)).toBe(day);
  });
});

describe('buildDayGroups', () => {
  const plans = [
    makePlan(1, { date_day: '2027-05-09', collection_variant: 'x', name: 'B' }),
    makePlan(2, { date_day: '2027-05-09', collection_variant: 'inner', name: 'A' }),
    makePlan(3, { type: 'donation', collection_variant: null, start: null, end: null }),
    makePlan(4, { date_day: '2027-05-02', collection_variant: 'outer' }),
  ];

  it('groups by day in order, plans without a start first, main collections before free ones', () => {
    const groups = buildDayGroups({ plans, dates, lookup, includeEmptyDates: true });
    expect(groups.map((group) => group.key)).toEqual([NO_DAY_KEY, '2027-05-02', '2027-05-06', '2027-05-09']);
    expect(groups[3]?.plans.map((plan) => plan.id)).toEqual([2, 1]);
    expect(groups[2]?.dates.map((date) => date.name)).toEqual(['Christi Himmelfahrt']);
  });

  it('leaves out the named days without plans when asked (archive, search, hidden day rows)', () => {
    const groups = buildDayGroups({ plans, dates, lookup, includeEmptyDates: false });
    expect(groups.map((group) => group.key)).toEqual([NO_DAY_KEY, '2027-05-02', '2027-05-09']);
    expect(groups[1]?.dates.map((date) => date.name)).toEqual(['Rogate']);
  });
});

describe('filterByDeviceClasses', () => {
  it('keeps the plans that run on one of the chosen classes', () => {
    const plans = [makePlan(1, { targets: ['KB'] }), makePlan(2, { targets: ['WA', 'WS'] })];
    expect(filterByDeviceClasses(plans, new Set(['WS'])).map((plan) => plan.id)).toEqual([2]);
    expect(filterByDeviceClasses(plans, new Set(DEVICE_CLASSES))).toHaveLength(2);
  });
});

describe('paging (planning.md §2: 10 a page, 0 or less shows all)', () => {
  const items = Array.from({ length: 23 }, (_, index) => index);
  it.each([
    [10, 0, 10, 3],
    [10, 2, 3, 3],
    [0, 0, 23, 1],
    [-1, 0, 23, 1],
  ])('page size %d, page %d: %d items of %d pages', (size, page, count, pages) => {
    expect(pageOf(items, size, page)).toHaveLength(count);
    expect(countPages(items.length, size)).toBe(pages);
  });

  it('opens on the page of today, or the first one when the year is over', () => {
    const groups = Array.from({ length: 25 }, (_, index) => ({
      key: `d${index}`,
      day: `2027-01-${String(index + 1).padStart(2, '0')}`,
      dates: [],
      plans: [],
    }));
    expect(findPageOfToday(groups, '2027-01-15', 10)).toBe(1);
    expect(findPageOfToday(groups, '2026-12-01', 10)).toBe(0);
    expect(findPageOfToday(groups, '2027-12-01', 10)).toBe(0);
  });
});

describe("'+ Neue Sammlung an {day name}' (planning.md §2)", () => {
  it.each([
    ['a named future day', { day: '2027-05-02', name: 'Rogate' }, false, true],
    ['in the archive', { day: '2027-05-02', name: 'Rogate' }, true, false],
    ['today', { day: '2027-04-20', name: 'Rogate' }, false, false],
    ['a past day', { day: '2027-04-01', name: 'Rogate' }, false, false],
    ['a day without a name', { day: '2027-05-02', name: ' ' }, false, false],
  ])('%s', (_name, date, isArchiveView, expected) => {
    expect(canAddPlanForDate(date, { today: '2027-04-20', isArchiveView })).toBe(expected);
  });
});
