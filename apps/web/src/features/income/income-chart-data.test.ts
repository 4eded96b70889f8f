import type { DayEntry } from '@kollekta/contract';
import { describe, expect, it } from 'vitest';
import { buildChartData, findBestDay, listChartDays } from './income-chart-data';

const entry = (date: string, amount: string, type: string | null, variant: string | null): DayEntry => ({
  date,
  amount,
  currency: 'EUR',
  payments: 1,
  count: 1,
  collection_type: type,
  collection_variant: variant,
});

describe('chart data of the dashboard', () => {
  const entries = [
    entry('2026-11-01', '10.00', 'collection', 'inner'),
    entry('2026-11-01', '2.50', 'donation', null),
    entry('2026-11-03', '4.00', 'collection', 'inner'),
    entry('2026-10-31', '99.00', 'collection', 'inner'), // before the range
  ];

  it('has one series per kind, a point per day, 0 on days without income', () => {
    const data = buildChartData(entries, listChartDays('2026-11-01', '2026-11-04'));
    expect(data.days).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
    expect(data.series).toEqual([
      { kind: 'inner', data: [1000, 0, 400] },
      { kind: 'donation', data: [250, 0, 0] },
    ]);
  });

  it('finds the best day over all kinds', () => {
    expect(findBestDay(entries)).toEqual({ day: '2026-10-31', cents: 9900 });
    expect(findBestDay([])).toBeNull();
  });
});
