/**
 * A donor's gift through the collection app or the donation app (issue 14): checked field by field
 * against what the app shows and the organisation allows, then booked by SEPA direct debit at once,
 * or handed to a payment provider whose signed webhook books it later. Signed out, so it is limited
 * per client address and honours the donor's Idempotency-Key on its own (a double tap gives once).
 */
import { createHash, randomBytes } from 'node:crypto';
import type {
  DonationReceipt,
  ParsedDonationRequest,
  PublicDonationState,
  PublicGivingOptions,
} from '@kollekta/contract';
import {
  type CheckedDonation,
  centsToDecimalString,
  checkDonation,
  DONATION_PAYMENT_METHOD_LABELS,
  decideReceipt,
  describeReceiptNotRequired,
  fillThankYouText,
  getPersonDataRequirement,
  isRecurringCollection,
  ONLINE_PAYMENT_UNAVAILABLE,
  planAppLink,
  toBusinessDay,
  WEB_APP_DEVICE_CLASS,
  WEB_APP_NAMES,
  type WebApp,
} from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';
import { IDEMPOTENCY_MESSAGES } from '../../platform/idempotency';
import { createReceiptRequest, findOrganizationPath, findReceiptMinimums } from '../donation-receipts';
import { sendGiftMails } from './gift-notifications';
import { takeGivingSlot } from './giving-rate-limit';
import { type GivingState, loadGivingState } from './giving-state';
import {
  findAppDeviceId,
  findDonationByIdempotencyKey,
  findDonationByReference,
  insertDonation,
} from './online-giving.repository';
import { testPaymentProvider } from './providers';
import { type BookedSepaGift, bookSepaGift } from './sepa-gift';

export async function getGivingOptions(
  context: AppContext,
  organizationId: number,
  app: WebApp,
): Promise<PublicGivingOptions> {
  const state = await loadGivingState(context, organizationId, app);
  const now = context.clock.now();
  const personData = getPersonDataRequirement(state.settings);
  return {
    payment_methods: state.paymentMethods,
    person_data: personData,
    offer_donation_receipt: personData !== 'none',
    allow_email_contact: state.settings.allowEmailContact,
    // recurring gifts go by SEPA direct debit only
    recurring_collections: state.paymentMethods.includes('sepadd')
      ? state.collections
          .filter((collection) => isRecurringCollection(collection, state.settings, now))
          .map((collection) => collection.id)
      : [],
    sepa_creditor:
      state.creditor && state.paymentMethods.includes('sepadd')
        ? { name: state.creditor.creditor_name, creditor_identifier: state.creditor.creditor_identifier }
        : null,
    thank_you_template: state.thankYouTemplate,
    thank_you_share_template: state.shareTemplate,
    social_media: state.socialMedia,
  };
}

export type DonationCall = {
  organizationId: number;
  app: WebApp;
  body: ParsedDonationRequest;
  /** the client address the limit counts */
  address: string;
  idempotencyKey: string | null;
};

export async function createDonation(context: AppContext, call: DonationCall): Promise<DonationReceipt> {
  await takeGivingSlot(context, 'donationPerAddress', call.address);
  const state = await loadGivingState(context, call.organizationId, call.app);
  const idempotency = call.idempotencyKey === null ? null : hashIdempotency(call);
  if (idempotency) {
    const replay = await findReplay(context, idempotency);
    if (replay) return replay;
  }
  if (state.paymentMethods.length === 0) {
    throw new DomainError('validation', undefined, {
      fieldErrors: { payment_method: [ONLINE_PAYMENT_UNAVAILABLE] },
    });
  }
  const check = checkDonation(call.body, {
    collections: state.collections,
    bounds: state.bounds,
    settings: state.settings,
    paymentMethods: state.paymentMethods,
    now: context.clock.now(),
  });
  if (!check.ok) throw new DomainError('validation', undefined, { fieldErrors: check.fieldErrors });
  const donation = check.donation;
  const collection = state.collections.find((candidate) => candidate.id === donation.collectionId);
  if (!collection) throw new Error('checked collection vanished');
  const deviceId = await findAppDeviceId(context.db, state.organization.id, WEB_APP_DEVICE_CLASS[call.app]);
  const reference = randomBytes(24).toString('base64url');
  const texts = {
    ...thankYouTexts(context, state, donation, collection.text),
    receipt_note: await describeReceiptWish(context, state, donation),
  };
  try {
    if (donation.paymentMethod === 'sepadd' && donation.sepa) {
      const sepaDonation = { ...donation, sepa: donation.sepa };
      const toReceipt = (booked: BookedSepaGift): DonationReceipt => ({
        reference,
        state: 'completed',
        amount: centsToDecimalString(donation.amountCents),
        currency: 'EUR',
        payment_method: 'sepadd',
        redirect_url: null,
        ...texts,
        mandate_reference: booked.mandateReference,
        first_due_day: booked.firstDueDay,
      });
      const booked = await bookSepaGift(context, {
        state,
        donation: sepaDonation,
        reference,
        deviceId,
        collectionName: collection.text,
        idempotency: idempotency && { ...idempotency, answer: (result) => JSON.stringify(toReceipt(result)) },
      });
      // Booked and committed: a mail that fails now must not turn the answer into an error, or the
      // donor would give again. The outbox keeps what was written; the rest is in the log.
      await sendGiftMails(context, {
        state,
        donation: sepaDonation,
        collection: collection.text,
        booked,
      }).catch((error: unknown) => console.error('online giving: mails after a booked gift failed', error));
      return toReceipt(booked);
    }
    return await startProviderPayment(context, {
      state,
      donation,
      reference,
      deviceId,
      collection: collection.text,
      idempotency,
      texts,
    });
  } catch (error) {
    // a repeat that raced the first request to the same key: answer what the first one booked
    if (idempotency && isUniqueViolation(error)) {
      const replay = await findReplay(context, idempotency);
      if (replay) return replay;
    }
    throw error;
  }
}

/** Only whether the gift went through: the reference is the donor's, and it tells nothing about them. */
export async function getDonationState(context: AppContext, reference: string): Promise<PublicDonationState> {
  const donation = await findDonationByReference(context.db, reference);
  if (!donation) throw new DomainError('not_found');
  return { reference: donation.reference, state: donation.state };
}

async function startProviderPayment(
  context: AppContext,
  values: {
    state: GivingState;
    donation: CheckedDonation;
    reference: string;
    deviceId: number | null;
    collection: string;
    idempotency: IdempotencyHashes | null;
    texts: ReturnType<typeof thankYouTexts> & { receipt_note: string | null };
  },
): Promise<DonationReceipt> {
  const { state, donation, reference } = values;
  const provider = testPaymentProvider;
  const payment = await provider.createPayment(context, {
    reference,
    amountCents: donation.amountCents,
    currency: state.organization.currency === 'CHF' ? 'CHF' : 'EUR',
    description: `Spende: ${values.collection}`,
    returnUrl: planAppLink(context.config.publicUrl, state.app, {
      planId: donation.collectionId,
      organizationId: state.organization.id,
    }),
  });
  const receipt: DonationReceipt = {
    reference,
    state: 'pending',
    amount: centsToDecimalString(donation.amountCents),
    currency: state.organization.currency === 'CHF' ? 'CHF' : 'EUR',
    payment_method: donation.paymentMethod,
    redirect_url: payment.redirectUrl,
    ...values.texts,
    mandate_reference: null,
    first_due_day: null,
  };
  await context.db.transaction().execute(async (trx) => {
    const donationId = await insertDonation(trx, {
      reference,
      organization_id: state.organization.id,
      collection_plan_id: donation.collectionId,
      device_id: values.deviceId,
      app: state.app,
      amount_cents: donation.amountCents,
      currency: receipt.currency,
      payment_method: donation.paymentMethod,
      // booked when the provider's webhook says it is paid
      state: 'pending',
      email: donation.email,
      wants_donation_receipt: donation.wantsDonationReceipt,
      person: donation.person ? JSON.stringify(donation.person) : null,
      wants_information: donation.wantsInformation,
      provider_payment_id: payment.providerPaymentId,
      created_at: context.clock.now(),
      idempotency_key_hash: values.idempotency?.keyHash ?? null,
      request_hash: values.idempotency?.requestHash ?? null,
      idempotency_response: values.idempotency ? JSON.stringify(receipt) : null,
    });
    // the receipt wish waits for the provider's webhook, which links the payment and confirms it
    if (donation.wantsDonationReceipt && donation.person) {
      await createReceiptRequest(trx, {
        organizationId: state.organization.id,
        onlineDonationId: donationId,
        person: donation.person,
        email: donation.email,
        purposeName: values.collection,
        amountCents: donation.amountCents,
        currency: receipt.currency,
        paymentId: null,
        at: context.clock.now(),
      });
    }
  });
  return receipt;
}

function thankYouTexts(
  context: AppContext,
  state: GivingState,
  donation: CheckedDonation,
  collection: string,
) {
  const values = {
    organization: state.organization.name,
    amountCents: donation.amountCents,
    currency: state.organization.currency === 'CHF' ? ('CHF' as const) : ('EUR' as const),
    device: WEB_APP_NAMES[state.app],
    paymentType: DONATION_PAYMENT_METHOD_LABELS[donation.paymentMethod],
    collection,
    link: planAppLink(context.config.publicUrl, state.app, {
      planId: donation.collectionId,
      organizationId: state.organization.id,
    }),
  };
  return {
    thank_you_text: fillThankYouText(state.thankYouTemplate, values),
    share_text: fillThankYouText(state.shareTemplate, values),
  };
}

/** With a receipt wish below the organisation's minimum for online gifts: the text telling the donor so. */
async function describeReceiptWish(
  context: AppContext,
  state: GivingState,
  donation: CheckedDonation,
): Promise<string | null> {
  if (!donation.wantsDonationReceipt || !donation.person) return null;
  const path = await findOrganizationPath(context.db, state.organization.id);
  const minimums = await findReceiptMinimums(context.db, path, toBusinessDay(context.clock.now()));
  const decision = decideReceipt({ amountCents: donation.amountCents, minimumCents: minimums.donationCents });
  if (decision === 'issue') return null;
  return describeReceiptNotRequired({
    minimumCents: minimums.donationCents,
    currency: state.organization.currency === 'CHF' ? 'CHF' : 'EUR',
    organization: state.organization.name,
  });
}

type IdempotencyHashes = { keyHash: string; requestHash: string };

/** The donor's key, bound to the app it was sent to; the body as sent decides whether a repeat is the same. */
function hashIdempotency(call: DonationCall): IdempotencyHashes {
  const sha = (text: string) => createHash('sha256').update(text).digest('hex');
  return {
    keyHash: sha(`${call.app}:${call.organizationId}:${call.idempotencyKey}`),
    requestHash: sha(stableStringify(call.body)),
  };
}

async function findReplay(
  context: AppContext,
  idempotency: IdempotencyHashes,
): Promise<DonationReceipt | null> {
  const existing = await findDonationByIdempotencyKey(context.db, idempotency.keyHash);
  if (!existing) return null;
  if (existing.request_hash !== idempotency.requestHash || existing.idempotency_response === null) {
    throw new DomainError('conflict', IDEMPOTENCY_MESSAGES.reusedKey);
  }
  return JSON.parse(existing.idempotency_response) as DonationReceipt;
}

function stableStringify(value: unknown): string {
  if (value === undefined || value === null || typeof value !== 'object')
    return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  const entries = Object.entries(value)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${stableStringify(item)}`).join(',')}}`;
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
