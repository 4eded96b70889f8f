/**
 * 'Testzahlung': a payment provider for development and demo installations, where no money moves.
 * It behaves as a real one does: a payment gets the provider's id and a page of the provider's own
 * (served by this server) where the donor confirms or cancels; the provider then reports the
 * outcome through the signed webhook every provider uses, and only that books the gift.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { API_PREFIX } from '@kollekta/contract';
import { isTestPaymentEnabled } from '@kollekta/domain';
import { z } from 'zod';
import type { AppContext } from '../../../platform/app-context';
import type { PaymentProvider, ProviderEventType, WebhookHeaders } from './payment-provider';
import { getWebhookSecret } from './webhook-secret';
import { checkWebhookSignature, SIGNATURE_HEADER, signWebhook } from './webhook-signature';

export const TEST_PAYMENT_PROVIDER = 'testpay';

const eventBody = z.object({
  id: z.string().min(1).max(100),
  type: z.enum(['payment.completed', 'payment.failed']),
  data: z.object({ payment_id: z.string().min(1).max(100) }),
});

export const testPaymentProvider: PaymentProvider = {
  name: TEST_PAYMENT_PROVIDER,
  isEnabled: (context) => isTestPaymentEnabled(context.config.deployment),
  async createPayment(context) {
    const providerPaymentId = `tp_${randomBytes(18).toString('base64url')}`;
    return {
      providerPaymentId,
      redirectUrl: `${context.config.publicUrl}${API_PREFIX}public/testpay/${providerPaymentId}/`,
    };
  },
  async verifyWebhook(context, rawBody, headers) {
    const secret = await getWebhookSecret(context);
    const check = checkWebhookSignature(secret, rawBody, headers[SIGNATURE_HEADER], context.clock.now());
    if (check !== 'valid') return { ok: false, reason: check };
    let parsed: z.infer<typeof eventBody>;
    try {
      parsed = eventBody.parse(JSON.parse(rawBody));
    } catch {
      return { ok: false, reason: 'malformed' };
    }
    return {
      ok: true,
      event: { id: parsed.id, type: parsed.type, providerPaymentId: parsed.data.payment_id },
    };
  },
};

/** The webhook the test provider sends when its page is confirmed or cancelled: body and headers as signed. */
export async function buildTestPaymentWebhook(
  context: AppContext,
  providerPaymentId: string,
  type: ProviderEventType,
): Promise<{ rawBody: string; headers: WebhookHeaders & Record<string, string> }> {
  const rawBody = JSON.stringify({
    id: `evt_${randomUUID()}`,
    type,
    created: context.clock.now().toISOString(),
    data: { payment_id: providerPaymentId },
  });
  const signature = signWebhook(await getWebhookSecret(context), rawBody, context.clock.now());
  return { rawBody, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature } };
}
