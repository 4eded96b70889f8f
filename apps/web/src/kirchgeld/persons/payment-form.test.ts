import { describe, expect, it } from 'vitest';
import { emptyPaymentForm, isPaymentFormComplete, normaliseAmount, toPaymentBody } from './payment-form';

const TODAY = '2026-11-28';

describe('payment-form', () => {
  it.each([
    ['25,50', '25.50'],
    ['12.5', '12.50'],
    [' 40 € ', '40.00'],
    ['abc', 'abc'],
  ])('normaliseAmount(%j) → %j', (typed, sent) => {
    expect(normaliseAmount(typed)).toBe(sent);
  });

  it.each([
    [{ bookingDate: '2026-11-28', amount: '10', type: 'cash' }, true],
    [{ bookingDate: '2026-11-29', amount: '10', type: 'cash' }, false],
    [{ bookingDate: '', amount: '10', type: 'cash' }, false],
    [{ bookingDate: '2026-01-01', amount: 'zehn', type: 'cash' }, false],
    [{ bookingDate: '2026-01-01', amount: '10', type: '' }, false],
  ])('save enabled for %j: %s', (values, enabled) => {
    expect(isPaymentFormComplete({ ...emptyPaymentForm(), ...values }, TODAY)).toBe(enabled);
  });

  it('sends a completed payment with optional fields as null', () => {
    expect(
      toPaymentBody('p-1', {
        ...emptyPaymentForm(),
        bookingDate: '2026-01-02',
        amount: '5,5',
        type: 'parish_account',
      }),
    ).toEqual({
      person: 'p-1',
      booking_date: '2026-01-02',
      amount: '5.50',
      type: 'parish_account',
      state: 'completed',
      disallow_receipt: false,
      special_purpose: null,
      comment: null,
    });
  });
});
