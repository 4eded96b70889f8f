import { describe, expect, it } from 'vitest';
import {
  cancelAction,
  formatAmount,
  formatPeriod,
  isSelectableForRun,
  stopCashAction,
} from './disbursement-display';
import { makeOrder } from './disbursement-fixtures';

const CLOSED = '2026-11-15T09:00:00.000Z';
const WAITING =
  'Es warten noch Barsammlungen auf ihre Bestätigung. Bitte bestätigen Sie diese, bevor Sie abschließen.';
const CANCEL_WAITING =
  'Die Kollekte kann nicht abgewählt werden, solange Barsammlungen auf ihre Bestätigung warten.';

describe("the actions of an order (administration.md §4 'abschließen', 'Kollekte abwählen')", () => {
  it.each([
    ['in progress', makeOrder(), { isShown: true, blockedBy: null }, { isShown: true, blockedBy: null }],
    [
      'in progress, cash waits',
      makeOrder({ disbursement: { has_entered_cash: true } }),
      { isShown: true, blockedBy: WAITING },
      { isShown: true, blockedBy: CANCEL_WAITING },
    ],
    [
      'ready, not closed',
      makeOrder({ state: 'ready' }),
      { isShown: true, blockedBy: null },
      { isShown: true, blockedBy: null },
    ],
    [
      'ready and closed',
      makeOrder({ state: 'ready', stop_cash_payments: CLOSED }),
      { isShown: false },
      { isShown: true, blockedBy: null },
    ],
    [
      'ordered',
      makeOrder({ state: 'ordered', stop_cash_payments: CLOSED }),
      { isShown: false },
      { isShown: false },
    ],
    [
      'transferred',
      makeOrder({ state: 'transferred', stop_cash_payments: CLOSED }),
      { isShown: false },
      { isShown: false },
    ],
    ['cancelled', makeOrder({ state: 'cancelled' }), { isShown: false }, { isShown: false }],
  ])('%s', (_name, order, stop, cancel) => {
    expect(stopCashAction(order)).toEqual(stop);
    expect(cancelAction(order)).toEqual(cancel);
  });

  it('offers only closed orders of the own district for a run', () => {
    expect(isSelectableForRun(makeOrder({ state: 'ready', stop_cash_payments: CLOSED }), 3)).toBe(true);
    expect(isSelectableForRun(makeOrder({ state: 'ready' }), 3)).toBe(false);
    expect(isSelectableForRun(makeOrder({ state: 'ready', stop_cash_payments: CLOSED }), 2)).toBe(false);
    expect(isSelectableForRun(makeOrder({ state: 'ordered', stop_cash_payments: CLOSED }), 3)).toBe(false);
  });
});

describe('German amounts and periods', () => {
  it.each([
    ['1234.50', 'EUR', '1.234,50\u00a0€'],
    ['0.00', 'EUR', '0,00\u00a0€'],
    ['12.30', 'CHF', '12,30\u00a0CHF'],
  ])('%s %s → %s', (value, currency, expected) => {
    expect(formatAmount(value, currency)).toBe(expected);
  });

  it('shows the period in DD.MM.YYYY, Berlin time', () => {
    expect(formatPeriod('2026-11-07T17:00:00.000Z', '2026-11-14T16:59:00.000Z')).toBe(
      '07.11.2026 – 14.11.2026',
    );
    expect(formatPeriod('2026-11-07T23:30:00.000Z', null)).toBe('ab 08.11.2026');
    expect(formatPeriod(null, null)).toBe('');
  });
});
