/**
 * Routes of payment providers that cannot go through the contract's JSON handling: the webhook,
 * whose signature is over the raw body as sent, and the test provider's HTML page with its two
 * buttons. Both are in the contract (receivePaymentProviderWebhook, getTestPaymentPage …) for the
 * documentation and the route matrix; they are registered here, in their own scope, where request
 * bodies stay text.
 */
import {
  API_PREFIX,
  cancelTestPayment,
  confirmTestPayment,
  donationReference,
  getTestPaymentPage,
  paymentProviderName,
  receivePaymentProviderWebhook,
} from '@kollekta/contract';
import { GIVING_READ_LIMIT, planAppLink } from '@kollekta/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';
import { createMemoryRateLimiter, takeGivingSlot } from './giving-rate-limit';
import { findDonationByProviderPayment, findGiftNames } from './online-giving.repository';
import { buildTestPaymentWebhook, testPaymentProvider } from './providers';
import { renderTestPaymentPage, renderTestPaymentResult, TEST_PAYMENT_TEXTS } from './providers/testpay-page';
import { receiveProviderWebhook } from './webhook.service';

const webhookUrl = (provider: string) =>
  `${API_PREFIX}${receivePaymentProviderWebhook.path.replace(':provider', provider)}`;

export async function registerPaymentProviderRoutes(
  app: FastifyInstance,
  context: AppContext,
): Promise<void> {
  await app.register(async (scope) => {
    // Bodies stay as sent: a signature is over the bytes, and the test page's forms carry nothing.
    scope.addContentTypeParser(
      ['application/json', 'application/x-www-form-urlencoded', 'text/plain'],
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, body),
    );

    scope.post(`${API_PREFIX}${receivePaymentProviderWebhook.path}`, {
      schema: { summary: receivePaymentProviderWebhook.summary },
      handler: async (request, reply) => {
        const provider = paymentProviderName.safeParse((request.params as { provider?: string }).provider);
        if (!provider.success) throw new DomainError('not_found');
        const answer = await receiveProviderWebhook(context, {
          provider: provider.data,
          rawBody: typeof request.body === 'string' ? request.body : '',
          headers: request.headers,
          address: request.ip,
        });
        return reply.status(200).send(answer);
      },
    });

    const limitRead = createMemoryRateLimiter(GIVING_READ_LIMIT);
    scope.get(`${API_PREFIX}${getTestPaymentPage.path}`, {
      schema: { summary: getTestPaymentPage.summary },
      handler: async (request, reply) => {
        limitRead(request.ip, Date.now());
        const donation = await loadTestPayment(context, request);
        if (!donation)
          return sendHtml(reply, 404, renderTestPaymentResult(TEST_PAYMENT_TEXTS.notFound, null));
        if (donation.state !== 'pending') {
          return sendHtml(
            reply,
            200,
            renderTestPaymentResult(TEST_PAYMENT_TEXTS.alreadyDone, donation.backUrl),
          );
        }
        return sendHtml(reply, 200, renderTestPaymentPage(donation));
      },
    });

    for (const [route, type] of [
      [confirmTestPayment, 'payment.completed'],
      [cancelTestPayment, 'payment.failed'],
    ] as const) {
      scope.post(`${API_PREFIX}${route.path}`, {
        schema: { summary: route.summary },
        handler: async (request, reply) => {
          await takeGivingSlot(context, 'testPaymentPerAddress', request.ip);
          const donation = await loadTestPayment(context, request);
          if (!donation)
            return sendHtml(reply, 404, renderTestPaymentResult(TEST_PAYMENT_TEXTS.notFound, null));
          if (donation.state !== 'pending') {
            return sendHtml(
              reply,
              200,
              renderTestPaymentResult(TEST_PAYMENT_TEXTS.alreadyDone, donation.backUrl),
            );
          }
          // the provider tells the server through the same signed webhook any provider uses
          const webhook = await buildTestPaymentWebhook(context, donation.providerPaymentId, type);
          const delivered = await app.inject({
            method: 'POST',
            url: webhookUrl(testPaymentProvider.name),
            headers: webhook.headers,
            payload: webhook.rawBody,
          });
          if (delivered.statusCode !== 200) {
            return sendHtml(reply, 502, renderTestPaymentResult(TEST_PAYMENT_TEXTS.failed, donation.backUrl));
          }
          const message =
            type === 'payment.completed' ? TEST_PAYMENT_TEXTS.confirmed : TEST_PAYMENT_TEXTS.cancelled;
          return sendHtml(reply, 200, renderTestPaymentResult(message, donation.backUrl));
        },
      });
    }
  });
}

/** The pending test payment of the page; null when there is none, or the provider is off here. */
async function loadTestPayment(context: AppContext, request: FastifyRequest) {
  if (!testPaymentProvider.isEnabled(context)) return null;
  const id = donationReference.safeParse((request.params as { payment?: string }).payment);
  if (!id.success) return null;
  const donation = await findDonationByProviderPayment(context.db, id.data);
  if (donation?.payment_method !== 'testpay') return null;
  const names = await findGiftNames(context.db, donation.organization_id, donation.collection_plan_id);
  return {
    providerPaymentId: id.data,
    state: donation.state,
    amountCents: Number(donation.amount_cents),
    currency: donation.currency,
    organizationName: names.organizationName,
    collectionName: names.collectionName,
    backUrl: planAppLink(context.config.publicUrl, donation.app === 'john' ? 'john' : 'bart', {
      planId: donation.collection_plan_id,
      organizationId: donation.organization_id,
    }),
  };
}

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply.status(status).type('text/html; charset=utf-8').send(html);
}
