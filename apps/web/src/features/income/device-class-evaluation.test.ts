import type { DayEntry } from '@kollekta/contract';
import { describe, expect, it } from 'vitest';
import { isEvaluableDeviceClass, lastMonths, sumDaysPerMonth } from './device-class-evaluation';

const day = (date: string, amount: string, payments: number, currency = 'EUR'): DayEntry => ({
  date,
  amount,
  currency,
  payments,
  count: payments,
  collection_type: 'collection',
  collection_variant: 'inner',
});

describe('sumDaysPerMonth', () => {
  const months = lastMonths('2026-02-15', 3);

  it('sums the days of each month in cents, newest month first, 0 for a month without income', () => {
    const days = [
      day('2025-12-31', '0.10', 1),
      day('2026-01-01', '0.20', 1),
      day('2026-01-01', '40.01', 3),
      day('2026-01-31', '19.99', 2),
      day('2026-02-28', '5.00', 1),
    ];
    expect(sumDaysPerMonth(days, months, 'EUR')).toEqual([
      { month: '2026-02', amount: '5.00', payments: 1 },
      { month: '2026-01', amount: '60.20', payments: 6 },
      { month: '2025-12', amount: '0.10', payments: 1 },
    ]);
    // 0.1 + 0.2 in floating point is 0.30000000000000004: cents add up exactly
    expect(
      sumDaysPerMonth([day('2026-02-01', '0.10', 1), day('2026-02-02', '0.20', 1)], months, 'EUR')[0]?.amount,
    ).toBe('0.30');
    expect(sumDaysPerMonth([], months, 'EUR').map((month) => month.amount)).toEqual(['0.00', '0.00', '0.00']);
  });

  it('leaves out days of another currency and outside the months', () => {
    const days = [
      day('2026-02-01', '7.00', 1, 'CHF'),
      day('2025-11-30', '9.00', 1),
      day('2026-03-01', '9.00', 1),
    ];
    expect(sumDaysPerMonth(days, months, 'EUR').map((month) => month.payments)).toEqual([0, 0, 0]);
    expect(sumDaysPerMonth(days, months, 'CHF')[0]).toEqual({
      month: '2026-02',
      amount: '7.00',
      payments: 1,
    });
  });
});

describe('lastMonths', () => {
  it('counts back 12 months from the month of today, across the year', () => {
    const months = lastMonths('2026-02-15');
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ month: '2026-02', since: '2026-02-01', before: '2026-03-01' });
    expect(months[1]).toEqual({ month: '2026-01', since: '2026-01-01', before: '2026-02-01' });
    expect(months[2]).toEqual({ month: '2025-12', since: '2025-12-01', before: '2026-01-01' });
    expect(months[11]?.month).toBe('2025-03');
  });
});

describe('isEvaluableDeviceClass', () => {
  it.each([
    ['KB', true],
    ['WA', true],
    ['XX', false],
    [null, false],
  ] as const)('%s: %s', (value, expected) => {
    expect(isEvaluableDeviceClass(value)).toBe(expected);
  });
});
