/** The payment providers this installation has adapters for, by the name in their webhook path. */
import type { PaymentProvider } from './payment-provider';
import { testPaymentProvider } from './testpay-provider';

export type { PaymentProvider, ProviderEvent, WebhookVerification } from './payment-provider';
export { buildTestPaymentWebhook, TEST_PAYMENT_PROVIDER, testPaymentProvider } from './testpay-provider';
export { getWebhookSecret } from './webhook-secret';
export { SIGNATURE_HEADER, signWebhook } from './webhook-signature';

const PROVIDERS: readonly PaymentProvider[] = [testPaymentProvider];

export function findPaymentProvider(name: string): PaymentProvider | null {
  return PROVIDERS.find((provider) => provider.name === name) ?? null;
}
