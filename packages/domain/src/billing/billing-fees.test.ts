import { describe, expect, it } from 'vitest';
import {
  billingDocumentFileName,
  billingPeriodOf,
  computeBillingFees,
  dayAfterPeriod,
  distributeByLargestRemainder,
  formatBillingPeriod,
  formatInvoiceNumber,
  percentageOfCents,
  previousBillingPeriod,
  scopeOfPaymentType,
} from './billing-fees';
import type { BillingCondition } from './billing-rules';

describe('the period of a plan type (§9: monthly, yearly; calendar, Europe/Berlin)', () => {
  it.each([
    ['monthly', '2026-02-14', '2026-02-01', '2026-02-28'],
    ['monthly', '2028-02-29', '2028-02-01', '2028-02-29'],
    ['monthly', '2026-12-31', '2026-12-01', '2026-12-31'],
    ['yearly', '2026-07-01', '2026-01-01', '2026-12-31'],
  ] as const)('%s on %s runs %s to %s', (type, day, start, end) => {
    expect(billingPeriodOf(type, day)).toEqual({ start, end });
  });

  it.each([
    ['monthly', '2026-11-03', '2026-10-01', '2026-10-31'],
    ['monthly', '2027-01-05', '2026-12-01', '2026-12-31'],
    ['yearly', '2027-01-05', '2026-01-01', '2026-12-31'],
  ] as const)('a run of %s on %s bills %s to %s', (type, today, start, end) => {
    expect(previousBillingPeriod(type, today)).toEqual({ start, end });
  });

  it.each([
    [{ start: '2026-10-01', end: '2026-10-31' }, '2026-11-01', 'Oktober 2026'],
    [{ start: '2026-12-01', end: '2026-12-31' }, '2027-01-01', 'Dezember 2026'],
    [{ start: '2026-01-01', end: '2026-12-31' }, '2027-01-01', '2026'],
  ])('%o ends before %s and reads %s', (period, after, label) => {
    expect(dayAfterPeriod(period)).toBe(after);
    expect(formatBillingPeriod(period)).toBe(label);
  });
});

describe('percentages, rounded half up to the cent', () => {
  it.each([
    [10_000, 250, 250], // 2.5 % of 100 € = 2.50 €
    [500, 250, 13], // 12.5 ct → 13 ct (half up)
    [499, 250, 12], // 12.475 ct → 12 ct
    [0, 190, 0],
    [2_490, 1_900, 473], // 19 % of 24.90 € = 4.731 € → 4.73 €
    [1_050, 1_900, 200], // 19 % of 10.50 € = 1.995 € → 2.00 €
  ])('%i ct × %i bp = %i ct', (amount, points, fee) => {
    expect(percentageOfCents(amount, points)).toBe(fee);
  });
});

describe('distributing a fee to payments by largest remainder', () => {
  it.each([
    [10, [1, 1, 1], [4, 3, 3]], // one cent left: the earlier payment on a tie
    [13, [500, 500], [7, 6]],
    [5, [100, 300], [1, 4]], // 1.25 / 3.75 → 1 + 3, the cent to .75
    [0, [100, 200], [0, 0]],
    [7, [], []],
    [3, [0, 0], [3, 0]],
  ])('%i ct over %o is %o', (total, weights, parts) => {
    const result = distributeByLargestRemainder(total, weights);
    expect(result).toEqual(parts);
    if (weights.length > 0) expect(result.reduce((a, b) => a + b, 0)).toBe(total);
  });
});

describe('the fees of a period', () => {
  const komfort: BillingCondition[] = [
    { scope: 'organization', baseFeeCents: 2_490, percentageBasisPoints: 0 },
    { scope: 'online', baseFeeCents: 0, percentageBasisPoints: 190 },
    { scope: 'devices', baseFeeCents: 100, percentageBasisPoints: 150 },
  ];

  it('charges base fees, online on ecom, devices on pos, nothing on cash, plus 19 % VAT', () => {
    const fees = computeBillingFees(komfort, [
      { type: 'ecom', amountCents: 5_000 },
      { type: 'pos', amountCents: 2_000 },
      { type: 'cash', amountCents: 10_000 },
      { type: 'ecom', amountCents: 1_500 },
    ]);
    // organization 24.90; online 1.9 % of 65.00 = 1.235 → 1.24; devices 1.00 + 1.5 % of 20.00 = 1.30
    expect(fees.lines.map((line) => [line.scope, line.incomeCents, line.feeCents])).toEqual([
      ['organization', 0, 2_490],
      ['online', 6_500, 124],
      ['devices', 2_000, 130],
    ]);
    expect(fees.netCents).toBe(2_744);
    expect(fees.vatCents).toBe(521); // 19 % of 27.44 = 5.2136
    expect(fees.grossCents).toBe(3_265);
    // the report's percentage fees sum to the lines' percentage parts; cash carries none
    expect(fees.paymentFeesCents).toEqual([95, 30, 0, 29]);
  });

  it('charges the base fee alone in a period without payments', () => {
    const fees = computeBillingFees(komfort, []);
    expect(fees.netCents).toBe(2_590);
    expect(fees.vatCents).toBe(492); // 4.921
    expect(fees.grossCents).toBe(3_082);
  });

  it('sums per-payment fees exactly to each scope fee over many odd payments', () => {
    const payments = Array.from({ length: 97 }, (_, index) => ({
      type: index % 3 === 0 ? 'pos' : 'ecom',
      amountCents: 101 + index * 37,
    }));
    const fees = computeBillingFees(komfort, payments);
    const percentageParts = fees.lines.reduce((sum, line) => sum + line.percentageFeeCents, 0);
    expect(fees.paymentFeesCents.reduce((a, b) => a + b, 0)).toBe(percentageParts);
  });

  it('maps payment types to scopes', () => {
    expect([scopeOfPaymentType('ecom'), scopeOfPaymentType('pos'), scopeOfPaymentType('cash')]).toEqual([
      'online',
      'devices',
      null,
    ]);
  });
});

describe('invoice numbers and file names', () => {
  it.each([
    [2026, 1, 'RE-2026-00001'],
    [2027, 12_345, 'RE-2027-12345'],
  ])('%i / %i is %s', (year, sequence, number) => {
    expect(formatInvoiceNumber(year, sequence)).toBe(number);
  });

  it('names the files', () => {
    const period = { start: '2026-10-01', end: '2026-10-31' };
    expect(billingDocumentFileName('invoice', period, 'RE-2026-00001')).toBe('Rechnung_RE-2026-00001.pdf');
    expect(billingDocumentFileName('booking-report', period, null)).toBe('Abgleichliste_2026-10.xlsx');
    expect(billingDocumentFileName('booking-report', { start: '2026-01-01', end: '2026-12-31' }, null)).toBe(
      'Abgleichliste_2026.xlsx',
    );
  });
});
