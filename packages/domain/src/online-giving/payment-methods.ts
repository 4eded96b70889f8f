/**
 * Which ways to pay an organisation's donor apps offer: SEPA direct debit wherever the organisation
 * or an ancestor is a SEPA creditor (it needs no third party), and the test provider 'Testzahlung'
 * only in development and demo installations, where no money moves.
 */
import type { DonationPaymentMethod } from './donation-check';

export const TEST_PAYMENT_DEPLOYMENTS: readonly string[] = ['development', 'demo'];

export function isTestPaymentEnabled(deployment: string): boolean {
  return TEST_PAYMENT_DEPLOYMENTS.includes(deployment);
}

export function listDonationPaymentMethods(options: {
  hasSepaCreditor: boolean;
  isTestPaymentEnabled: boolean;
}): DonationPaymentMethod[] {
  const methods: DonationPaymentMethod[] = [];
  if (options.hasSepaCreditor) methods.push('sepadd');
  if (options.isTestPaymentEnabled) methods.push('testpay');
  return methods;
}
