/**
 * What a payment provider (card, wallet, PayPal …) is to online giving, shaped the way real
 * providers work: the server creates a payment and sends the donor to the provider's page; the
 * provider later tells the server, by a signed webhook, that the payment completed or failed. The
 * gift is booked only then, and only once per provider event. A real provider is one adapter of
 * this type: its API call in `createPayment`, its signature scheme in `verifyWebhook`.
 */
import type { AppContext } from '../../../platform/app-context';

export type ProviderPaymentRequest = {
  /** the gift's public reference; providers show it to the donor and send it back */
  reference: string;
  amountCents: number;
  currency: 'EUR' | 'CHF';
  /** the purpose as the donor chose it, e.g. 'Spende: Brot für die Welt' */
  description: string;
  /** where the provider sends the donor back after paying or cancelling */
  returnUrl: string;
};

export type ProviderPayment = {
  /** the provider's id of the payment: the webhook names it */
  providerPaymentId: string;
  /** the provider's page the donor pays on */
  redirectUrl: string;
};

export type ProviderEventType = 'payment.completed' | 'payment.failed';

export type ProviderEvent = {
  /** unique per provider: a replayed event is recognised by it */
  id: string;
  type: ProviderEventType;
  providerPaymentId: string;
};

export type WebhookVerification = { ok: true; event: ProviderEvent } | { ok: false; reason: string };

export type WebhookHeaders = Record<string, string | string[] | undefined>;

export type PaymentProvider = {
  /** the path segment of its webhook: public/payment_provider/{name}/webhook/ */
  name: string;
  isEnabled(context: AppContext): boolean;
  createPayment(context: AppContext, request: ProviderPaymentRequest): Promise<ProviderPayment>;
  /** checks the signature over the raw body as received, then reads the event */
  verifyWebhook(context: AppContext, rawBody: string, headers: WebhookHeaders): Promise<WebhookVerification>;
};
