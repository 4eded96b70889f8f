import { describe, expect, it } from 'vitest';
import { type KgReceiptCandidate, planReceiptGroups, validateReceiptSelector } from './receipt-selector';

describe('validateReceiptSelector', () => {
  it.each([
    [{ organizations: [1], date_from: '2025-01-01', date_before: '2026-01-01' }, {}, 0],
    [
      { organizations: [1], date_from: '2025-01-01', date_before: '2026-01-01', sum_min_amount: '50' },
      {},
      5000,
    ],
    [{ organizations: [1], date_from: '2025-01-01', date_before: '2026-01-01', sum_min_amount: '' }, {}, 0],
    [
      { organizations: [], date_from: '', date_before: '' },
      { organizations: ['Verpflichtend'], date_from: ['Verpflichtend'], date_before: ['Verpflichtend'] },
      0,
    ],
    [
      { organizations: [1], date_from: '2025-01-01', date_before: '2026-01-01', sum_min_amount: '12.50' },
      { sum_min_amount: ['Nur ganze Zahlenwerte erlaubt'] },
      0,
    ],
    [
      { organizations: [1], date_from: '2025-01-01', date_before: '2026-01-01', sum_min_amount: '-3' },
      { sum_min_amount: ['Nur ganze Zahlenwerte erlaubt'] },
      0,
    ],
    [
      { organizations: [1], date_from: '2025-01-01', date_before: '2025-01-01' },
      { date_before: ['Das Enddatum muss nach dem Anfangsdatum liegen'] },
      0,
    ],
    [
      { organizations: [1], date_from: '2025-13-01', date_before: '2026-01-01' },
      { date_from: ['Das eingegebene Datum ist ungültig'] },
      0,
    ],
  ])('%j → %j', (input, errors, minCents) => {
    expect(validateReceiptSelector(input)).toEqual({ errors, minCents });
  });
});

const candidates: KgReceiptCandidate[] = [
  { paymentId: 3, personId: 'b', bookingDate: '2025-03-01', amountCents: 1000 },
  { paymentId: 1, personId: 'a', bookingDate: '2025-05-01', amountCents: 3000 },
  { paymentId: 2, personId: 'a', bookingDate: '2025-02-01', amountCents: 2500 },
  { paymentId: 4, personId: 'a', bookingDate: '2026-01-10', amountCents: 500 },
];

describe('planReceiptGroups', () => {
  it('makes one receipt per payment in person and date order', () => {
    expect(planReceiptGroups(candidates, { minCents: 0, collective: false })).toEqual([
      { personId: 'a', kind: 'single', paymentIds: [2] },
      { personId: 'a', kind: 'single', paymentIds: [1] },
      { personId: 'a', kind: 'single', paymentIds: [4] },
      { personId: 'b', kind: 'single', paymentIds: [3] },
    ]);
  });
  it('leaves out persons below the minimum total', () => {
    expect(
      planReceiptGroups(candidates, { minCents: 2000, collective: false }).map((g) => g.personId),
    ).toEqual(['a', 'a', 'a']);
    expect(planReceiptGroups(candidates, { minCents: 6000, collective: false })).toEqual([
      { personId: 'a', kind: 'single', paymentIds: [2] },
      { personId: 'a', kind: 'single', paymentIds: [1] },
      { personId: 'a', kind: 'single', paymentIds: [4] },
    ]);
    expect(planReceiptGroups(candidates, { minCents: 6001, collective: false })).toEqual([]);
  });
  it('collects a person’s payments per year', () => {
    expect(planReceiptGroups(candidates, { minCents: 0, collective: true })).toEqual([
      { personId: 'a', kind: 'collective', paymentIds: [2, 1] },
      { personId: 'a', kind: 'single', paymentIds: [4] },
      { personId: 'b', kind: 'single', paymentIds: [3] },
    ]);
  });
});
