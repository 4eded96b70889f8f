/**
 * Online giving (issue 14): what a donor sends from the collection app /p/{id} or the donation app
 * /o/{id}, what the app needs to know to ask for it, and the provider's signed webhook. Signed out;
 * the server checks every field again and answers German field errors.
 */
import { z } from 'zod';
import { entityId } from './common';
import { defineRoute } from './route';
import { webApp } from './web-apps';

/** the built-in SEPA direct debit, and the test provider (development and demo only) */
export const DONATION_PAYMENT_METHODS = ['sepadd', 'testpay'] as const;
export const donationPaymentMethod = z.enum(DONATION_PAYMENT_METHODS);
export type DonationPaymentMethod = z.infer<typeof donationPaymentMethod>;

export const RECURRING_DONATION_INTERVALS = ['monthly', 'quarterly', 'half_yearly', 'yearly'] as const;
export const recurringDonationInterval = z.enum(RECURRING_DONATION_INTERVALS);

/**
 * What the organisation's settings ask of a donor (administration.md §3 "Settings"), as the app
 * shows it: person data for a donation receipt (`require_pdata` makes it a must,
 * `request_donation_receipt` offers it), the information request (`allow_email_contact`) and
 * recurring gifts (`allow_recurring_payments`; a plan must allow them and run six months or more).
 */
export const publicGivingOptions = z.object({
  payment_methods: z.array(donationPaymentMethod),
  person_data: z.enum(['required', 'optional', 'none']),
  offer_donation_receipt: z.boolean(),
  allow_email_contact: z.boolean(),
  /** plan ids for which a recurring gift may be chosen */
  recurring_collections: z.array(z.number().int()),
  /** the SEPA creditor named in the mandate text; null when SEPA is not set up */
  sepa_creditor: z.object({ name: z.string(), creditor_identifier: z.string() }).nullable(),
  /** the thank-you texts with their placeholders (devices-income-kirchgeld.md §10) */
  thank_you_template: z.string(),
  thank_you_share_template: z.string(),
  /** share channels switched on in the settings (socialMedia) */
  social_media: z.array(z.string()),
});
export type PublicGivingOptions = z.infer<typeof publicGivingOptions>;

const text = (max: number) => z.string().trim().max(max);

export const donorPersonData = z.object({
  first_name: text(100),
  last_name: text(100),
  street: text(150),
  postal_code: text(10),
  city: text(100),
});

export const donationRequest = z.object({
  /** the running plan the gift is for */
  collection: entityId,
  /** euros as typed, e.g. '25' or '25,00'; checked against the app's limits on the server */
  amount: z.string().max(20),
  payment_method: donationPaymentMethod,
  /** only for payment_method sepadd */
  sepa: z
    .object({
      account_holder: text(70),
      iban: text(42),
      /** needed only for an account outside the EEA (Switzerland …) */
      bic: text(11).optional(),
      /** the donor accepted the mandate text shown to them */
      mandate_accepted: z.boolean(),
    })
    .optional(),
  email: text(254).optional(),
  wants_donation_receipt: z.boolean().default(false),
  person: donorPersonData.optional(),
  wants_information: z.boolean().default(false),
  /** absent for a one-off gift */
  recurring_interval: recurringDonationInterval.optional(),
});
export type DonationRequest = z.input<typeof donationRequest>;
/** the request as the server has it after validation */
export type ParsedDonationRequest = z.output<typeof donationRequest>;

export const donationReceipt = z.object({
  /** a public reference of the gift, never its database id */
  reference: z.string(),
  state: z.enum(['completed', 'pending']),
  amount: z.string(),
  currency: z.enum(['EUR', 'CHF']),
  payment_method: donationPaymentMethod,
  /** set for the test provider: the page the donor confirms the payment on */
  redirect_url: z.string().nullable(),
  /** the thank-you text with its placeholders filled */
  thank_you_text: z.string(),
  share_text: z.string(),
  /** SEPA: the mandate reference and the day the first debit is due (YYYY-MM-DD) */
  mandate_reference: z.string().nullable(),
  first_due_day: z.string().nullable(),
  /**
   * With a receipt wish below the organisation's minimum amount: why no receipt will be made (the
   * bank statement suffices up to 300 €); null or absent otherwise
   */
  receipt_note: z.string().nullable().optional(),
});
export type DonationReceipt = z.infer<typeof donationReceipt>;

export const createDonation = defineRoute({
  method: 'POST',
  path: 'public/web_app/:id/:app/donation/',
  summary: 'A donor gives through the collection app (john) or donation app (bart) of an organisation',
  auth: false,
  params: z.object({ id: entityId, app: webApp }),
  body: donationRequest,
  status: 201,
  response: donationReceipt,
});

export const getPublicGivingOptions = defineRoute({
  method: 'GET',
  path: 'public/web_app/:id/:app/giving/',
  summary: 'What the app asks of a donor and which ways to pay it offers; 404 without the app',
  auth: false,
  params: z.object({ id: entityId, app: webApp }),
  status: 200,
  response: publicGivingOptions,
});

/** What the donor app may ask about its own gift later: only whether it went through. */
export const publicDonationState = z.object({
  reference: z.string(),
  state: z.enum(['completed', 'pending', 'failed']),
});
export type PublicDonationState = z.infer<typeof publicDonationState>;

/** A gift's public reference: 32 characters of base64url, nothing a donor could guess. */
export const donationReference = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

export const getDonationState = defineRoute({
  method: 'GET',
  path: 'public/donation/:reference/',
  summary:
    'Whether a gift is booked yet (the test provider books it after its page); nothing about the donor',
  auth: false,
  params: z.object({ reference: donationReference }),
  status: 200,
  response: publicDonationState,
});

/** Providers this installation has an adapter for. */
export const paymentProviderName = z.enum(['testpay']);

/**
 * A payment provider's signed notification (payment completed, failed). The body is read raw, as
 * the provider signed it: the server registers this route itself (see online-giving/providers).
 */
export const receivePaymentProviderWebhook = defineRoute({
  method: 'POST',
  path: 'public/payment_provider/:provider/webhook/',
  summary:
    "A payment provider's signed webhook; a forged signature is refused, a replayed event books nothing",
  auth: false,
  params: z.object({ provider: paymentProviderName }),
  status: 200,
  response: z.object({ detail: z.string() }),
});

/** The test provider's page (HTML), where the donor confirms or cancels a test payment. */
export const getTestPaymentPage = defineRoute({
  method: 'GET',
  path: 'public/testpay/:payment/',
  summary: "The test provider's payment page (development and demo only; HTML)",
  auth: false,
  params: z.object({ payment: donationReference }),
  status: 200,
});

export const confirmTestPayment = defineRoute({
  method: 'POST',
  path: 'public/testpay/:payment/confirm/',
  summary: 'The donor confirms a test payment: the test provider sends its signed webhook (HTML answer)',
  auth: false,
  params: z.object({ payment: donationReference }),
  status: 200,
});

export const cancelTestPayment = defineRoute({
  method: 'POST',
  path: 'public/testpay/:payment/cancel/',
  summary: 'The donor cancels a test payment: the test provider reports it failed (HTML answer)',
  auth: false,
  params: z.object({ payment: donationReference }),
  status: 200,
});
