import type { MonthlyAggregate, Payment } from '@kollekta/contract';
import { describe, expect, it } from 'vitest';
import {
  daySumsOfTab,
  groupByDay,
  hasAnyFee,
  listTabs,
  overviewColumns,
  paymentColumns,
  paymentDay,
  sumTab,
} from './income-month';

const payment = (overrides: Partial<Payment>): Payment => ({
  id: 1,
  url: '',
  date: '2026-11-01T10:00:00.000Z',
  amount: '10.00',
  currency: 'EUR',
  state: 'completed',
  type: 'pos',
  online_payment_type: 'girocard',
  is_reconciled: true,
  fee_amount: '0.00',
  count: 1,
  device: null,
  collection_plan: null,
  collection_type: 'collection',
  collection_variant: 'inner',
  dst_organization: { id: 4, url: '', name: 'Lauffen' },
  ...overrides,
});

const planSum = (collectionType: string | null, collectionVariant: string | null, amount: string) => ({
  collectionPlan: null,
  id: null,
  name: null,
  organization: null,
  start: null,
  end: null,
  collectionType,
  collectionVariant,
  amount,
  currency: 'EUR',
  payments: 1,
  fee_amount: '0.00',
});

describe('the month screen', () => {
  const aggregate: MonthlyAggregate = {
    month: '2026-11',
    timerange: { from: '2026-11-01', to: '2026-12-01' },
    totals: [],
    byCollectionPlan: [
      planSum('collection', 'inner', '10.00'),
      planSum('collection', 'inner', '5.50'),
      planSum('donation', null, '3.00'),
    ],
  };

  it('shows the four tabs, and one for payments without a plan only when there are some', () => {
    expect(listTabs(aggregate)).toEqual(['inner', 'outer', 'x', 'donation']);
    expect(listTabs({ ...aggregate, byCollectionPlan: [planSum(null, null, '1.00')] })).toContain('none');
  });

  it('sums a tab', () => {
    expect(sumTab(aggregate, 'inner')).toBe(1550);
    expect(sumTab(aggregate, 'outer')).toBe(0);
  });

  it('sums the days of a tab from the daily roll-up, whatever page of payments is in view', () => {
    const day = (date: string, type: string | null, variant: string | null, amount: string) => ({
      date,
      amount,
      currency: 'EUR',
      payments: 1,
      count: 1,
      collection_type: type,
      collection_variant: variant,
    });
    const days = [
      day('2026-11-01', 'collection', 'inner', '10.00'),
      day('2026-11-01', 'collection', 'inner', '2.50'),
      day('2026-11-01', 'collection', 'x', '7.00'),
      day('2026-11-02', 'donation', null, '3.00'),
    ];
    expect([...daySumsOfTab(days, 'inner')]).toEqual([['2026-11-01', 1250]]);
    expect([...daySumsOfTab(days, 'donation')]).toEqual([['2026-11-02', 300]]);
    expect(daySumsOfTab(days, 'outer').size).toBe(0);
  });

  it('groups by Berlin day, newest first', () => {
    const groups = groupByDay(
      [
        payment({ id: 1, date: '2026-11-01T22:59:00.000Z' }),
        payment({ id: 2, date: '2026-11-01T23:01:00.000Z', amount: '2.00' }),
      ],
      paymentDay,
      (entry) => (entry.amount === '2.00' ? 200 : 1000),
    );
    expect(groups.map((group) => [group.day, group.cents, group.rows.length])).toEqual([
      ['2026-11-02', 200, 1],
      ['2026-11-01', 1000, 1],
    ]);
  });

  it('shows the fee column only when a payment has a fee', () => {
    expect(hasAnyFee([payment({})])).toBe(false);
    expect(hasAnyFee([payment({}), payment({ fee_amount: '0.12' })])).toBe(true);
  });
});

describe('the columns of the month tables (devices-income-kirchgeld.md §2, issue 12)', () => {
  it('shows the spec’s columns on a large screen, Gebühr only with a fee', () => {
    expect(overviewColumns(false)).toEqual(['icon', 'time', 'collection', 'device', 'payments', 'amount']);
    expect(paymentColumns(false, false)).toEqual([
      'icon',
      'time',
      'collection',
      'device',
      'method',
      'confirmed',
      'amount',
    ]);
    expect(paymentColumns(false, true).at(-1)).toBe('fee');
  });

  it('keeps a phone to few columns, the amount among them', () => {
    expect(overviewColumns(true)).toEqual(['icon', 'collection', 'amount']);
    expect(paymentColumns(true, true)).toEqual(['time', 'collection', 'amount']);
  });
});
