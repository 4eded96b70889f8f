import type { DayEntry } from '@kollekta/contract';
import { describe, expect, it } from 'vitest';
import { buildChartData, findBestDay, listChartDays, listChartTicks } from './income-chart-data';

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

describe('ticks of the chart (issue 12)', () => {
  it('marks every month of a year, February included, on its first day', () => {
    const ticks = listChartTicks(listChartDays('2026-01-01', '2027-01-01'));
    expect(ticks?.map((tick) => tick.day)).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
      '2026-04-01',
      '2026-05-01',
      '2026-06-01',
      '2026-07-01',
      '2026-08-01',
      '2026-09-01',
      '2026-10-01',
      '2026-11-01',
      '2026-12-01',
    ]);
    expect(ticks?.map((tick) => tick.label).slice(0, 4)).toEqual(['Jan. 2026', 'Feb.', 'März', 'Apr.']);
  });

  it('names the year on the first tick and on each January', () => {
    const ticks = listChartTicks(listChartDays('2026-11-01', '2027-03-01'));
    expect(ticks?.map((tick) => tick.label)).toEqual(['Nov. 2026', 'Dez.', 'Jan. 2027', 'Feb.']);
  });

  it('thins out to quarters and years over long ranges', () => {
    const quarters = listChartTicks(listChartDays('2024-01-01', '2026-01-01'));
    expect(quarters?.map((tick) => tick.day).slice(0, 3)).toEqual(['2024-01-01', '2024-04-01', '2024-07-01']);
    const years = listChartTicks(listChartDays('2020-01-01', '2026-01-01'));
    expect(years?.map((tick) => tick.label)).toEqual(['2020', '2021', '2022', '2023', '2024', '2025']);
  });

  it('leaves a month or less to the chart', () => {
    expect(listChartTicks(listChartDays('2026-02-01', '2026-03-01'))).toBeNull();
  });
});
