import { describe, expect, it } from 'vitest';
import {
  addYearsMinusOneDay,
  computeBillingAmount,
  defaultBillingWindow,
  findOverlappingWindow,
  findWindowOn,
  formatBasisPoints,
  isWindowOrdered,
  parseFee,
  parsePercentage,
  validateBillingPlan,
  windowsOverlap,
} from './billing-rules';

describe('the validity of a billing association (§9: 4 years minus 1 day)', () => {
  it.each([
    ['2026-11-24', '2030-11-23'],
    ['2026-01-01', '2029-12-31'],
    ['2026-03-01', '2030-02-28'],
    ['2028-02-29', '2032-02-28'],
    ['2027-03-01', '2031-02-28'],
  ])('from %s runs until %s', (today, until) => {
    expect(defaultBillingWindow(today)).toEqual({ validFrom: today, validNotafter: until });
  });

  it('adds any number of years', () => {
    expect(addYearsMinusOneDay('2026-11-24', 1)).toBe('2027-11-23');
  });

  it('refuses a window that ends before it begins; a one-day window is fine', () => {
    expect(isWindowOrdered({ validFrom: '2026-11-24', validNotafter: '2026-11-23' })).toBe(false);
    expect(isWindowOrdered({ validFrom: '2026-11-24', validNotafter: '2026-11-24' })).toBe(true);
    expect(isWindowOrdered({ validFrom: '2026-11-24', validNotafter: null })).toBe(true);
  });
});

describe('overlap between associations of one contract', () => {
  const a = { validFrom: '2026-01-01', validNotafter: '2026-12-31' };
  it.each([
    [{ validFrom: '2027-01-01', validNotafter: '2027-12-31' }, false],
    [{ validFrom: '2026-12-31', validNotafter: '2027-12-31' }, true],
    [{ validFrom: '2025-01-01', validNotafter: '2025-12-31' }, false],
    [{ validFrom: '2025-01-01', validNotafter: '2026-01-01' }, true],
    [{ validFrom: '2026-03-01', validNotafter: '2026-04-01' }, true],
    [{ validFrom: '2025-01-01', validNotafter: null }, true],
    [{ validFrom: '2027-01-01', validNotafter: null }, false],
  ])('%j overlaps 2026: %s', (b, expected) => {
    expect(windowsOverlap(a, b)).toBe(expected);
    expect(windowsOverlap(b, a)).toBe(expected);
  });

  it('finds the overlapping association, leaving out the one being changed', () => {
    const existing = [
      { id: 1, ...a },
      { id: 2, validFrom: '2027-01-01', validNotafter: null },
    ];
    const candidate = { validFrom: '2026-06-01', validNotafter: '2027-05-31' };
    expect(findOverlappingWindow(existing, candidate)?.id).toBe(1);
    expect(findOverlappingWindow(existing, candidate, 1)?.id).toBe(2);
    expect(findOverlappingWindow(existing, { validFrom: '2024-01-01', validNotafter: '2024-12-31' })).toBe(
      undefined,
    );
  });

  it('finds the association valid on a day', () => {
    const windows = [
      { id: 1, ...a },
      { id: 2, validFrom: '2027-01-01', validNotafter: null },
    ];
    expect(findWindowOn(windows, '2026-12-31')?.id).toBe(1);
    expect(findWindowOn(windows, '2040-01-01')?.id).toBe(2);
    expect(findWindowOn(windows, '2025-12-31')).toBe(undefined);
  });
});

describe('billing plans', () => {
  it.each([
    ['2,5', 250],
    ['2.50', 250],
    ['0', 0],
    ['100', 10_000],
    ['100.01', null],
    ['-1', null],
    ['1.234', null],
    ['abc', null],
  ])('reads the percentage %s as %s basis points', (text, points) => {
    expect(parsePercentage(text)).toBe(points);
  });

  it.each([
    ['12,00', 1200],
    ['49.9', 4990],
    ['0', 0],
    ['100000', 10_000_000],
    ['100000.01', null],
    ['12,345', null],
    ['', null],
  ])('reads the base fee %s as %s cents', (text, cents) => {
    expect(parseFee(text)).toBe(cents);
  });

  it('formats basis points as the API sends them', () => {
    expect(formatBasisPoints(250)).toBe('2.50');
    expect(formatBasisPoints(5)).toBe('0.05');
  });

  it('accepts a monthly plan with a base fee and a share of online income', () => {
    const result = validateBillingPlan({
      name: ' Gemeinde  Standard ',
      type: 'monthly',
      conditions: [
        { scope: 'online', base_fee: '0', percentage: '2,5' },
        { scope: 'organization', base_fee: '19,90', percentage: '0' },
      ],
    });
    expect(result.errors).toBe(null);
    expect(result.values).toEqual({
      name: 'Gemeinde Standard',
      type: 'monthly',
      conditions: [
        { scope: 'organization', baseFeeCents: 1990, percentageBasisPoints: 0 },
        { scope: 'online', baseFeeCents: 0, percentageBasisPoints: 250 },
      ],
    });
  });

  it('puts every error at its field', () => {
    const result = validateBillingPlan({
      name: '  ',
      type: 'weekly',
      conditions: [
        { scope: 'online', base_fee: 'x', percentage: '120' },
        { scope: 'online', base_fee: '1', percentage: '1' },
        { scope: 'bar', base_fee: '1', percentage: '1' },
      ],
    });
    expect(result.errors).toEqual({
      name: ['Bitte geben Sie einen Namen an.'],
      type: ['Bitte wählen Sie monatlich oder jährlich.'],
      'conditions.0.base_fee': [expect.stringContaining('Grundgebühr')],
      'conditions.0.percentage': [expect.stringContaining('Prozentsatz')],
      'conditions.1.scope': ['Jeder Bereich darf nur eine Kondition haben.'],
      'conditions.2.scope': ['Bitte wählen Sie einen Bereich aus der Liste.'],
    });
    expect(validateBillingPlan({ name: 'A', type: 'yearly', conditions: [] }).errors).toEqual({
      conditions: ['Bitte legen Sie mindestens eine Kondition an.'],
    });
  });

  it('computes what a period costs: base fees plus shares, rounded to the cent', () => {
    const conditions = [
      { scope: 'organization' as const, baseFeeCents: 1990, percentageBasisPoints: 0 },
      { scope: 'online' as const, baseFeeCents: 0, percentageBasisPoints: 250 },
    ];
    expect(computeBillingAmount(conditions, { online: 123_45 })).toBe(1990 + 309);
    expect(computeBillingAmount(conditions, {})).toBe(1990);
  });
});
