import { describe, expect, it } from 'vitest';
import { listDays, periodStart, splitIntoPeriods } from './period-split';

const p = (period: string, since: string, before: string) => ({ period, since, before });

describe('splitIntoPeriods', () => {
  it.each([
    ['a calendar year: one year', '2025-01-01', '2026-01-01', [p('year', '2025-01-01', '2026-01-01')], []],
    [
      'twelve rolling months: months to a quarter, quarters, a month',
      '2025-11-01',
      '2026-11-01',
      [
        p('month', '2025-11-01', '2026-01-01'),
        p('quarter', '2026-01-01', '2026-10-01'),
        p('month', '2026-10-01', '2026-11-01'),
      ],
      [],
    ],
    [
      'two years and a bit, cut at both ends',
      '2024-11-23',
      '2026-11-23',
      [
        p('month', '2024-12-01', '2025-01-01'),
        p('year', '2025-01-01', '2026-01-01'),
        p('quarter', '2026-01-01', '2026-10-01'),
        p('month', '2026-10-01', '2026-11-01'),
      ],
      [
        { since: '2024-11-23', before: '2024-12-01' },
        { since: '2026-11-01', before: '2026-11-23' },
      ],
    ],
    ['a quarter', '2026-04-01', '2026-07-01', [p('quarter', '2026-04-01', '2026-07-01')], []],
    ['two months inside a quarter', '2026-04-01', '2026-06-01', [p('month', '2026-04-01', '2026-06-01')], []],
    ['inside one month', '2026-03-05', '2026-03-20', [], [{ since: '2026-03-05', before: '2026-03-20' }]],
    [
      'across one month boundary only',
      '2026-03-05',
      '2026-04-10',
      [],
      [{ since: '2026-03-05', before: '2026-04-10' }],
    ],
    ['empty', '2026-03-05', '2026-03-05', [], []],
  ])('%s', (_name, since, before, periods, edges) => {
    expect(splitIntoPeriods({ since, before })).toEqual({ periods, edges });
  });

  it.each([
    ['2025-11-23', '2026-11-23'],
    ['2023-02-14', '2026-08-09'],
    ['2026-01-01', '2026-01-02'],
    ['2024-12-31', '2025-01-01'],
  ])('covers every day of %s … %s exactly once', (since, before) => {
    const split = splitIntoPeriods({ since, before });
    const covered = [...split.periods, ...split.edges].flatMap(listDays).sort();
    expect(covered).toEqual(listDays({ since, before }));
    for (const range of split.periods) expect(periodStart(range.since, range.period)).toBe(range.since);
  });

  it('finds the start of the period a day lies in', () => {
    expect(periodStart('2026-11-22', 'month')).toBe('2026-11-01');
    expect(periodStart('2026-11-22', 'quarter')).toBe('2026-10-01');
    expect(periodStart('2026-11-22', 'year')).toBe('2026-01-01');
  });
});
