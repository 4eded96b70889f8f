/**
 * The rules of the giving form of the donor apps, apart from its looks: which fields the
 * organisation's options ask for, what the browser checks before sending (the same domain rules
 * the server applies, e.g. validateSepaIban), the request body, and where the server's field errors go.
 */
import type { DonationPaymentMethod, DonationRequest, PublicGivingOptions } from '@kollekta/contract';
import {
  centsToDecimalString,
  GIVING_MESSAGES,
  isValidSettingEmail,
  normalizeIban,
  type RecurringInterval,
  validateAccountHolder,
  validateSepaIban,
} from '@kollekta/domain';
import { readDetail, readFieldErrors } from '../lib/api-client';
import { GIVING_FORM_MESSAGES } from './messages';

export type GivingFrequency = 'once' | RecurringInterval;

export type GivingValues = {
  frequency: GivingFrequency;
  paymentMethod: DonationPaymentMethod | null;
  accountHolder: string;
  iban: string;
  mandateAccepted: boolean;
  wantsReceipt: boolean;
  firstName: string;
  lastName: string;
  street: string;
  postalCode: string;
  city: string;
  wantsInformation: boolean;
  email: string;
};

/** Fields that can carry an error, in the order the form shows them (the first one gets focus). */
export const GIVING_FIELDS = [
  'payment_method',
  'frequency',
  'account_holder',
  'iban',
  'mandate_accepted',
  'first_name',
  'last_name',
  'street',
  'postal_code',
  'city',
  'email',
] as const;
export type GivingField = (typeof GIVING_FIELDS)[number];
export type GivingErrors = Partial<Record<GivingField, string>>;

export function initialGivingValues(options: PublicGivingOptions): GivingValues {
  return {
    frequency: 'once',
    paymentMethod: options.payment_methods[0] ?? null,
    accountHolder: '',
    iban: '',
    mandateAccepted: false,
    wantsReceipt: false,
    firstName: '',
    lastName: '',
    street: '',
    postalCode: '',
    city: '',
    wantsInformation: false,
    email: '',
  };
}

/** What the form shows for these options and choices. */
export type GivingLayout = {
  /** a plan in recurring_collections, paid by SEPA: the only way a recurring gift is collected */
  canRecur: boolean;
  showSepa: boolean;
  /** 'Ich möchte eine Zuwendungsbestätigung erhalten' as a choice */
  offerReceiptChoice: boolean;
  /** name and address, required whenever shown */
  showPerson: boolean;
  /** what the request says: a receipt offered, and the person data for it given */
  wantsReceipt: boolean;
  offerInformation: boolean;
  showEmail: boolean;
  /** the receipt and the information are sent by e-mail */
  requiresEmail: boolean;
};

/** The server's rule for a postal code (checkDonation), so both sides agree. */
const POSTAL_CODE = /^[0-9A-Za-z][0-9A-Za-z -]{2,9}$/;

export function describeGivingLayout(
  options: PublicGivingOptions,
  collectionId: number,
  values: GivingValues,
): GivingLayout {
  const showSepa = values.paymentMethod === 'sepadd' && options.sepa_creditor !== null;
  const canRecur = showSepa && options.recurring_collections.includes(collectionId);
  // with require_pdata the person data are asked anyway, and a receipt offered goes with them
  const offerReceiptChoice = options.offer_donation_receipt && options.person_data !== 'required';
  const showPerson = options.person_data === 'required' || (offerReceiptChoice && values.wantsReceipt);
  const wantsReceipt = options.offer_donation_receipt && showPerson;
  const offerInformation = options.allow_email_contact;
  const isRecurring = canRecur && values.frequency !== 'once';
  const requiresEmail = (offerInformation && values.wantsInformation) || wantsReceipt;
  // a recurring gift's mail carries the link that ends it: asked for, though not a must
  const showEmail = requiresEmail || isRecurring;
  return {
    canRecur,
    showSepa,
    offerReceiptChoice,
    showPerson,
    wantsReceipt,
    offerInformation,
    showEmail,
    requiresEmail,
  };
}

/** The browser's checks, with the server's words; an empty object when the form may be sent. */
export function validateGivingValues(layout: GivingLayout, values: GivingValues): GivingErrors {
  const errors: GivingErrors = {};
  if (values.paymentMethod === null) errors.payment_method = GIVING_FORM_MESSAGES.paymentMethodRequired;
  const messages = GIVING_MESSAGES;
  if (layout.showSepa) {
    const holder = validateAccountHolder(values.accountHolder);
    if (holder) errors.account_holder = holder;
    const iban = validateSepaIban(values.iban);
    if (iban) errors.iban = iban;
    if (!values.mandateAccepted) errors.mandate_accepted = messages.mandateNotAccepted;
  }
  if (layout.showPerson) {
    if (values.firstName.trim() === '') errors.first_name = messages.firstNameRequired;
    if (values.lastName.trim() === '') errors.last_name = messages.lastNameRequired;
    if (values.street.trim() === '') errors.street = messages.streetRequired;
    if (!POSTAL_CODE.test(values.postalCode.trim())) errors.postal_code = messages.postalCodeRequired;
    if (values.city.trim() === '') errors.city = messages.cityRequired;
  }
  if (layout.showEmail) {
    const email = values.email.trim();
    if (email === '' && layout.requiresEmail) errors.email = messages.emailRequired;
    else if (email !== '' && !isValidSettingEmail(email)) errors.email = messages.emailInvalid;
  }
  return errors;
}

/** The first field with an error, in the order shown. */
export function firstErrorField(errors: GivingErrors): GivingField | null {
  return GIVING_FIELDS.find((field) => errors[field] !== undefined) ?? null;
}

/** The body of createDonation: only what the shown fields asked for. */
export function buildDonationRequest(input: {
  collectionId: number;
  cents: number;
  layout: GivingLayout;
  values: GivingValues;
}): DonationRequest {
  const { layout, values } = input;
  if (values.paymentMethod === null) throw new Error('no payment method chosen');
  const email = values.email.trim();
  return {
    collection: input.collectionId,
    // German decimal comma, as a donor types it
    amount: centsToDecimalString(input.cents).replace('.', ','),
    payment_method: values.paymentMethod,
    ...(layout.showSepa && {
      sepa: {
        account_holder: values.accountHolder.trim(),
        iban: normalizeIban(values.iban) ?? values.iban.trim(),
        mandate_accepted: values.mandateAccepted,
      },
    }),
    ...(layout.showEmail && email !== '' && { email }),
    wants_donation_receipt: layout.wantsReceipt,
    ...(layout.showPerson && {
      person: {
        first_name: values.firstName.trim(),
        last_name: values.lastName.trim(),
        street: values.street.trim(),
        postal_code: values.postalCode.trim(),
        city: values.city.trim(),
      },
    }),
    wants_information: layout.offerInformation && values.wantsInformation,
    ...(layout.canRecur && values.frequency !== 'once' && { recurring_interval: values.frequency }),
  };
}

/** The server's names of the form's fields ('sepa.iban', 'person.first_name' …). */
const SERVER_FIELDS: Record<string, GivingField> = {
  recurring_interval: 'frequency',
  payment_method: 'payment_method',
  account_holder: 'account_holder',
  iban: 'iban',
  mandate_accepted: 'mandate_accepted',
  first_name: 'first_name',
  last_name: 'last_name',
  street: 'street',
  postal_code: 'postal_code',
  city: 'city',
  email: 'email',
};

/**
 * A refusal split into messages at the form's fields and the rest (purpose, amount, `detail`) as
 * one text; a message at a field the form does not show goes to the rest, so none is lost.
 */
export function splitGivingRefusal(
  error: unknown,
  layout: GivingLayout,
): { fields: GivingErrors; rest: string | null } {
  const fields: GivingErrors = {};
  const rest: string[] = [];
  const detail = readDetail(error);
  if (detail) rest.push(detail);
  for (const [path, messages] of Object.entries(readFieldErrors(error))) {
    if (path === 'detail' || messages.length === 0) continue;
    const field = SERVER_FIELDS[path.split('.').at(-1) ?? ''];
    if (field && isShown(field, layout) && fields[field] === undefined) fields[field] = messages[0];
    else rest.push(...messages);
  }
  return { fields, rest: rest.length > 0 ? rest.join(' ') : null };
}

function isShown(field: GivingField, layout: GivingLayout): boolean {
  switch (field) {
    case 'frequency':
      return layout.canRecur;
    case 'account_holder':
    case 'iban':
    case 'mandate_accepted':
      return layout.showSepa;
    case 'first_name':
    case 'last_name':
    case 'street':
    case 'postal_code':
    case 'city':
      return layout.showPerson;
    case 'email':
      return layout.showEmail;
    case 'payment_method':
      return true;
  }
}
