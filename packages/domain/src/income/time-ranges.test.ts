import { describe, expect, it } from 'vitest';
import { firstTimeRange, formatMonthLabel, listTimeRanges, TIME_RANGE_TYPE_LABELS } from './time-ranges';

describe('time-range types of the dashboard', () => {
  it('has the spec’s labels in the spec’s order', () => {
    expect(Object.values(TIME_RANGE_TYPE_LABELS)).toEqual([
      'Gesamt',
      'ganzes Jahr',
      'Halbjahr',
      'Quartal',
      'Monat',
    ]);
  });

  it.each([
    ['all', [['Gesamt', null, null]]],
    [
      'year',
      [
        ['2026', '2026-01-01', '2027-01-01'],
        ['2025', '2025-01-01', '2026-01-01'],
      ],
    ],
    [
      'half',
      [
        ['2. Halbjahr 2026', '2026-07-01', '2027-01-01'],
        ['1. Halbjahr 2026', '2026-01-01', '2026-07-01'],
        ['2. Halbjahr 2025', '2025-07-01', '2026-01-01'],
      ],
    ],
    [
      'quarter',
      [
        ['4. Quartal 2026', '2026-10-01', '2027-01-01'],
        ['3. Quartal 2026', '2026-07-01', '2026-10-01'],
        ['2. Quartal 2026', '2026-04-01', '2026-07-01'],
        ['1. Quartal 2026', '2026-01-01', '2026-04-01'],
        ['4. Quartal 2025', '2025-10-01', '2026-01-01'],
      ],
    ],
  ] as const)(
    '%s: from the first income (23.11.2025) to today (22.11.2026), newest first',
    (type, expected) => {
      const ranges = listTimeRanges(type, '2025-11-23', '2026-11-22');
      expect(ranges.map((range) => [range.label, range.since, range.before])).toEqual(expected);
    },
  );

  it('lists months with German names, December to January across the year', () => {
    const ranges = listTimeRanges('month', '2025-11-23', '2026-01-05');
    expect(ranges.map((range) => range.label)).toEqual(['Januar 2026', 'Dezember 2025', 'November 2025']);
    expect(ranges[1]).toMatchObject({ since: '2025-12-01', before: '2026-01-01' });
  });

  it('changing the type selects the first range, the current period', () => {
    expect(firstTimeRange('quarter', '2025-11-23', '2026-11-22').label).toBe('4. Quartal 2026');
    expect(firstTimeRange('month', null, '2026-03-31').label).toBe('März 2026');
    expect(firstTimeRange('all', null, '2026-03-31').since).toBeNull();
  });

  it('names months', () => {
    expect(formatMonthLabel('2026-03')).toBe('März 2026');
    expect(formatMonthLabel('2026-12-01')).toBe('Dezember 2026');
  });
});
