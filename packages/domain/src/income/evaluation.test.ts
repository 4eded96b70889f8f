import { describe, expect, it } from 'vitest';
import {
  type EvaluatedPayment,
  evaluatePayments,
  evaluationMonths,
  evaluationRange,
  sortNewestFirst,
} from './evaluation';
import { computeFeeRatio } from './fee-ratio';
import { paymentTypeLabel, toCollectionKind, truncateName } from './payment-kinds';

const payment = (overrides: Partial<EvaluatedPayment>): EvaluatedPayment => ({
  date: '2026-11-01T10:00:00.000Z',
  amountCents: 1000,
  feeCents: 0,
  isReconciled: true,
  state: 'completed',
  paymentType: 'girocard',
  device: 'bag',
  ...overrides,
});

describe('evaluatePayments', () => {
  it('counts, averages and finds the highest donation and the best day, without reversed payments', () => {
    const evaluation = evaluatePayments([
      payment({ amountCents: 1000, feeCents: 12 }),
      payment({ amountCents: 2550, date: '2026-11-01T23:30:00.000Z', paymentType: 'applepay' }), // 00:30 on 2 Nov in Berlin
      payment({ amountCents: 500, date: '2026-11-02T08:00:00.000Z', feeCents: 6, isReconciled: false }),
      payment({ amountCents: 99_900, state: 'reversed', feeCents: 999 }),
    ]);
    expect(evaluation).toMatchObject({
      payments: 3,
      reversed: 1,
      totalCents: 4050,
      averageCents: 1350,
      highestCents: 2550,
      bestDay: { day: '2026-11-02', amountCents: 3050, payments: 2 },
      feeCents: 12,
    });
    expect(evaluation.byPaymentType).toEqual([
      { key: 'applepay', amountCents: 2550, payments: 1 },
      { key: 'girocard', amountCents: 1500, payments: 2 },
    ]);
    expect(evaluation.feeRatio).toBeCloseTo((12 / 4050) * 100, 10);
  });

  it('has no highest donation, best day or fee ratio without payments', () => {
    expect(evaluatePayments([payment({ state: 'reversed' })])).toMatchObject({
      payments: 0,
      totalCents: 0,
      averageCents: 0,
      highestCents: 0,
      bestDay: null,
      feeRatio: null,
    });
  });

  it('rounds the average to whole cents', () => {
    expect(
      evaluatePayments([payment({ amountCents: 100 }), payment({ amountCents: 101 })]).averageCents,
    ).toBe(101);
  });

  it('lists newest first', () => {
    const sorted = sortNewestFirst([
      payment({ date: '2026-01-01T00:00:00.000Z' }),
      payment({ date: '2026-03-01T00:00:00.000Z' }),
    ]);
    expect(sorted.map((entry) => entry.date)).toEqual([
      '2026-03-01T00:00:00.000Z',
      '2026-01-01T00:00:00.000Z',
    ]);
  });
});

describe('fee ratio (planning.md §9)', () => {
  it.each([
    [120, 10_000, 1.2],
    [0, 10_000, 0],
    [50, 0, null],
  ])('%i cents of fees on %i cents → %s %', (fee, donations, ratio) => {
    expect(computeFeeRatio(fee, donations)).toBe(ratio);
  });
});

describe('labels', () => {
  it.each([
    ['creditcard', null, 'Kreditkarte'],
    ['sepadd', 'ecom', 'SEPA-Lastschrift'],
    ['girocard', 'pos', 'girocard'],
    [null, 'cash', 'Bargeld'],
    ['bitcoin', 'ecom', 'unbekannter Typ'],
    [null, 'pos', 'unbekannter Typ'],
  ])('%s (%s) → %s', (online, type, label) => {
    expect(paymentTypeLabel(online, type)).toBe(label);
  });

  it.each([
    ['collection', 'inner', 'inner'],
    ['collection', 'outer', 'outer'],
    ['collection', 'x', 'x'],
    ['donation', null, 'donation'],
    [null, null, 'none'],
  ])('%s/%s is of kind %s', (type, variant, kind) => {
    expect(toCollectionKind(type, variant)).toBe(kind);
  });

  it('cuts names at 40 characters', () => {
    const long = 'Diakonisches Werk der Evangelischen Landeskirche in Württemberg';
    expect([...truncateName(long)]).toHaveLength(40);
    expect(truncateName(long).endsWith('…')).toBe(true);
    expect(truncateName('Orgelsanierung')).toBe('Orgelsanierung');
  });
});

describe('evaluationRange: from the plan’s start to its end, at most today', () => {
  const at = (iso: string | null) => (iso === null ? null : new Date(iso));
  it.each([
    [
      'a plan of last week, still running',
      '2026-11-15T17:00:00Z',
      null,
      { since: '2026-11-15', before: '2026-11-23' },
    ],
    [
      'a plan started at 00:30 Berlin time',
      '2026-10-31T23:30:00Z',
      '2026-11-30T12:00:00Z',
      { since: '2026-11-01', before: '2026-11-23' },
    ],
    [
      'a standing purpose of years ago: back to its start',
      '2023-01-01T00:00:00Z',
      null,
      { since: '2023-01-01', before: '2026-11-23' },
    ],
    [
      'a collection that ended in March: up to its last day',
      '2026-03-07T17:00:00Z',
      '2026-03-14T16:59:00Z',
      { since: '2026-03-07', before: '2026-03-15' },
    ],
    ['a plan without start: the last 12 months', null, null, { since: '2025-12-01', before: '2026-11-23' }],
    [
      'a plan that starts next week reads nothing',
      '2026-11-28T17:00:00Z',
      null,
      { since: '2026-11-23', before: '2026-11-23' },
    ],
  ] as const)('%s', (_name, start, end, range) => {
    expect(evaluationRange({ start: at(start), end: at(end) }, '2026-11-22')).toEqual(range);
  });
});

describe('evaluationMonths (spec §7: "called month by month going backwards until the plan start")', () => {
  it.each([
    [
      'within one month',
      { since: '2026-11-15', before: '2026-11-23' },
      [{ since: '2026-11-15', before: '2026-11-23' }],
    ],
    [
      'across a year end, newest first',
      { since: '2025-12-24', before: '2026-02-10' },
      [
        { since: '2026-02-01', before: '2026-02-10' },
        { since: '2026-01-01', before: '2026-02-01' },
        { since: '2025-12-24', before: '2026-01-01' },
      ],
    ],
    [
      'ending on a month’s first day',
      { since: '2026-10-05', before: '2026-11-01' },
      [{ since: '2026-10-05', before: '2026-11-01' }],
    ],
    ['nothing to read', { since: '2026-11-23', before: '2026-11-23' }, []],
  ] as const)('%s', (_name, range, months) => {
    expect(evaluationMonths(range)).toEqual(months);
  });
});
