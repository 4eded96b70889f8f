/**
 * A payment provider's webhook, the one way a provider payment becomes income: the signature is
 * checked over the raw body (a forgery books nothing and counts against its sender's address), the
 * event id is recorded once per provider (a replay is refused with 409), and a completed payment
 * books its pending gift through recordPayments, in one transaction that locks the gift's row, so
 * two different events about one payment cannot book it twice either.
 */
import { GIVING_MESSAGES } from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';
import { appendAudit } from '../audit';
import { confirmReceiptRequests, linkDonationPayment } from '../donation-receipts';
import { recordPayments } from '../income';
import { sendInformationRequestMails } from './gift-notifications';
import { takeGivingSlot } from './giving-rate-limit';
import { recordInformationRequest } from './information-requests';
import {
  completeDonation,
  failDonation,
  findDonationByProviderPayment,
  findGiftNames,
  type OnlineDonationRow,
  recordProviderEvent,
} from './online-giving.repository';
import { findPaymentProvider, type ProviderEvent, type WebhookVerification } from './providers';
import type { WebhookHeaders } from './providers/payment-provider';

/** The online payment type a provider's payments are counted under in income (§4 payment types). */
const PROVIDER_PAYMENT_TYPES: Record<string, string> = { testpay: 'creditcard' };

export async function receiveProviderWebhook(
  context: AppContext,
  call: { provider: string; rawBody: string; headers: WebhookHeaders; address: string },
): Promise<{ detail: string }> {
  const provider = findPaymentProvider(call.provider);
  if (!provider?.isEnabled(context)) throw new DomainError('not_found');
  let verification: WebhookVerification;
  try {
    verification = await provider.verifyWebhook(context, call.rawBody, call.headers);
  } catch {
    verification = { ok: false, reason: 'malformed' };
  }
  if (!verification.ok) {
    // counted only when refused: a provider's honest webhooks are never held back
    await takeGivingSlot(context, 'forgedWebhookPerAddress', call.address);
    throw new DomainError('validation', GIVING_MESSAGES.invalidSignature);
  }
  const event = verification.event;
  const booked = await context.db.transaction().execute(async (trx) => {
    const isNew = await recordProviderEvent(trx, provider.name, event.id, context.clock.now());
    if (!isNew) throw new DomainError('conflict', GIVING_MESSAGES.eventReplayed);
    const donation = await findDonationByProviderPayment(trx, event.providerPaymentId, { lock: true });
    // unknown: refused, and the event is not kept (the transaction rolls back)
    if (!donation) throw new DomainError('not_found', GIVING_MESSAGES.paymentNotFound);
    if (donation.state !== 'pending') return null;
    if (event.type === 'payment.failed') {
      await failDonation(trx, donation.id);
      return null;
    }
    const paid = await bookProviderPayment({ ...context, db: trx }, provider.name, donation, event);
    // the provider reports the money received: a receipt wish is confirmed and its job enqueued here
    await linkDonationPayment(trx, donation.id, paid.paymentId);
    await confirmReceiptRequests(context, trx, [paid.paymentId]);
    return paid;
  });
  if (booked?.wants_information && booked.email) {
    // booked and committed: a failing mail must not make the provider send the event again
    await sendInformationRequestMails(context, {
      organizationId: booked.organization_id,
      organizationName: booked.organizationName,
      collection: booked.collectionName,
      email: booked.email,
      name: booked.person ? `${booked.person.first_name} ${booked.person.last_name}` : null,
    }).catch((error: unknown) => console.error('online giving: mail after a booked payment failed', error));
  }
  return { detail: GIVING_MESSAGES.eventTaken };
}

async function bookProviderPayment(
  context: AppContext,
  providerName: string,
  donation: OnlineDonationRow,
  event: ProviderEvent,
) {
  const now = context.clock.now();
  const [paymentId] = await recordPayments(context, [
    {
      dst_organization_id: donation.organization_id,
      created_at: now,
      amount_cents: Number(donation.amount_cents),
      fee_cents: 0,
      currency: donation.currency,
      state: 'completed',
      type: 'ecom',
      online_payment_type: PROVIDER_PAYMENT_TYPES[providerName] ?? null,
      // the provider itself reports the money received
      is_reconciled: true,
      device_id: donation.device_id,
      collection_plan_id: donation.collection_plan_id,
      count: 1,
    },
  ]);
  if (!paymentId) throw new Error('no payment booked');
  await completeDonation(context.db, donation.id, paymentId, now);
  if (donation.wants_information && donation.email) {
    await recordInformationRequest(context.db, {
      organizationId: donation.organization_id,
      collectionPlanId: donation.collection_plan_id,
      donationId: donation.id,
      email: donation.email,
      name: donation.person ? `${donation.person.first_name} ${donation.person.last_name}` : null,
      at: now,
    });
  }
  await appendAudit(context.db, {
    actorUserId: null,
    action: 'online_donation.booked',
    objectType: 'online_donation',
    objectId: donation.id,
    data: {
      payment_id: paymentId,
      provider: providerName,
      event_id: event.id,
      amount_cents: Number(donation.amount_cents),
    },
    at: now,
  });
  const names = await findGiftNames(context.db, donation.organization_id, donation.collection_plan_id);
  return {
    ...donation,
    paymentId,
    organizationName: names.organizationName,
    collectionName: names.collectionName,
  };
}
