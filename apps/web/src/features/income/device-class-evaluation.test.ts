import type { Statistics } from '@kollekta/contract';
import { describe, expect, it } from 'vitest';
import { isEvaluableDeviceClass, lastMonths, sumDeviceClass } from './device-class-evaluation';

const statistics = {
  timerange: { from: '2026-01-01', to: '2026-02-01' },
  aggregate: [
    { amount: '100.00', currency: 'EUR', payments: 6, count: 6, fee_amount: '0.00', average: '16.67' },
  ],
  byPaymentType: [],
  byDeviceType: [
    { id: 'peter', device_class: 'KB', amount: '40.00', currency: 'EUR', payments: 3 },
    { id: 'philip', device_class: 'KB', amount: '20.01', currency: 'EUR', payments: 1 },
    { id: 'matt', device_class: 'SP', amount: '39.99', currency: 'EUR', payments: 2 },
    { id: 'peter', device_class: 'KB', amount: '5.00', currency: 'CHF', payments: 1 },
  ],
  byCollectionPlan: [],
  byCollectionType: [],
  byCollectionPlanRest: [],
} satisfies Statistics;

describe('sumDeviceClass', () => {
  it('sums the device types of a class in the organisation’s currency', () => {
    expect(sumDeviceClass(statistics, 'KB')).toEqual({
      amount: '60.01',
      currency: 'EUR',
      payments: 4,
      average: '15.00',
    });
    expect(sumDeviceClass(statistics, 'SP')?.amount).toBe('39.99');
  });
  it('is null for a class without income', () => {
    expect(sumDeviceClass(statistics, 'SD')).toBeNull();
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
