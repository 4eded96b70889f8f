import { describe, expect, it } from 'vitest';
import { isTestPaymentEnabled, listDonationPaymentMethods } from './payment-methods';

describe('payment methods', () => {
  it.each([
    ['development', true],
    ['demo', true],
    ['production', false],
  ])('the test provider in %s: %s', (deployment, expected) => {
    expect(isTestPaymentEnabled(deployment)).toBe(expected);
  });
  it.each([
    [true, true, ['sepadd', 'testpay']],
    [true, false, ['sepadd']],
    [false, true, ['testpay']],
    [false, false, []],
  ])('creditor %s, test provider %s → %j', (hasSepaCreditor, testPay, expected) => {
    expect(listDonationPaymentMethods({ hasSepaCreditor, isTestPaymentEnabled: testPay })).toEqual(expected);
  });
});
