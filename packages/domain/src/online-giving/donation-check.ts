/**
 * The donor form as the server checks it (issue 14 "Bad input"): every field, with the German
 * message at the field it belongs to. What the organisation's settings ask (administration.md §3
 * "Settings") decides which fields are needed: `require_pdata` makes person data a must,
 * `request_donation_receipt` offers the receipt (which needs them too), `allow_email_contact` offers
 * the information request (which needs an e-mail address), and `allow_recurring_payments` a
 * recurring gift for plans that allow it and still run six months or more.
 */

import { isValidSettingEmail } from '../devices/setting-validation';
import { checkDonationAmount, type DonationAmountBounds } from '../devices/web-app';
import { RECURRING_MIN_MONTHS } from '../planning/plan-validation';
import { shiftByCalendarMonths } from '../planning/zoned-days';
import { isRecurringInterval, type RecurringInterval } from '../sepa/recurring-schedule';
import { normalizeBic, normalizeIban, validateAccountHolder, validateSepaBic } from '../sepa/sepa-account';
import { SEPA_MESSAGES } from '../sepa/sepa-messages';
import { sanitizeSepaName } from '../sepa/sepa-text';
import { GIVING_MESSAGES } from './giving-messages';

export type DonationPaymentMethod = 'sepadd' | 'testpay';

export type GivingSettings = {
  allowRecurringPayments: boolean;
  allowEmailContact: boolean;
  requirePersonData: boolean;
  requestDonationReceipt: boolean;
};

/** A collection the app lists now, as far as giving needs it. */
export type GivingCollection = { id: number; allowRecurring: boolean; end: Date | null };

export type PersonDataRequirement = 'required' | 'optional' | 'none';

/** Person data for a donation receipt: a must with `require_pdata`, offered with `request_donation_receipt`. */
export function getPersonDataRequirement(settings: GivingSettings): PersonDataRequirement {
  if (settings.requirePersonData) return 'required';
  return settings.requestDonationReceipt ? 'optional' : 'none';
}

/**
 * Whether a donor may give to the collection every month, quarter, half year or year: the
 * organisation allows recurring gifts, the plan does, and it runs six calendar months from now or
 * without end.
 */
export function isRecurringCollection(
  collection: GivingCollection,
  settings: Pick<GivingSettings, 'allowRecurringPayments'>,
  now: Date,
): boolean {
  if (!settings.allowRecurringPayments || !collection.allowRecurring) return false;
  if (collection.end === null) return true;
  return collection.end.getTime() >= shiftByCalendarMonths(now, RECURRING_MIN_MONTHS).getTime();
}

export type DonorPersonInput = {
  first_name?: string | undefined;
  last_name?: string | undefined;
  street?: string | undefined;
  postal_code?: string | undefined;
  city?: string | undefined;
};

/** The donor's form as it arrives (already trimmed and bounded by the contract). */
export type DonationInput = {
  collection: number;
  amount: string;
  payment_method: DonationPaymentMethod;
  sepa?:
    | { account_holder?: string; iban?: string; bic?: string | undefined; mandate_accepted?: boolean }
    | undefined;
  email?: string | undefined;
  wants_donation_receipt?: boolean | undefined;
  person?: DonorPersonInput | undefined;
  wants_information?: boolean | undefined;
  recurring_interval?: string | undefined;
};

export type DonorPerson = {
  first_name: string;
  last_name: string;
  street: string;
  postal_code: string;
  city: string;
};

export type CheckedDonation = {
  collectionId: number;
  amountCents: number;
  paymentMethod: DonationPaymentMethod;
  /** SEPA only: the holder as the donor wrote it and the IBAN in electronic form */
  sepa: { accountHolder: string; iban: string; bic: string | null } | null;
  email: string | null;
  wantsDonationReceipt: boolean;
  person: DonorPerson | null;
  wantsInformation: boolean;
  recurringInterval: RecurringInterval | null;
};

export type DonationCheckContext = {
  collections: readonly GivingCollection[];
  bounds: DonationAmountBounds;
  settings: GivingSettings;
  /** the ways to pay this organisation offers now */
  paymentMethods: readonly DonationPaymentMethod[];
  now: Date;
};

export type DonationCheck =
  | { ok: true; donation: CheckedDonation }
  | { ok: false; fieldErrors: Record<string, string[]> };

const POSTAL_CODE = /^[0-9A-Za-z][0-9A-Za-z -]{2,9}$/;

export function checkDonation(input: DonationInput, context: DonationCheckContext): DonationCheck {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };

  const collection = context.collections.find((candidate) => candidate.id === input.collection);
  if (!collection) add('collection', GIVING_MESSAGES.collectionRequired);

  const amount = checkDonationAmount(input.amount, context.bounds);
  if (!amount.ok) add('amount', amount.message);

  const isSepa = input.payment_method === 'sepadd';
  if (!context.paymentMethods.includes(input.payment_method)) {
    add('payment_method', GIVING_MESSAGES.paymentMethodUnavailable);
  }
  let sepa: CheckedDonation['sepa'] = null;
  if (isSepa) {
    const holderProblem = validateAccountHolder(input.sepa?.account_holder);
    if (holderProblem) add('sepa.account_holder', holderProblem);
    const iban = normalizeIban(input.sepa?.iban);
    if (!iban) add('sepa.iban', SEPA_MESSAGES.invalidIban);
    // outside the EEA (Switzerland …) a debit still names the donor's bank
    const bicProblem = iban ? validateSepaBic(input.sepa?.bic, iban) : null;
    if (bicProblem) add('sepa.bic', bicProblem);
    if (input.sepa?.mandate_accepted !== true)
      add('sepa.mandate_accepted', GIVING_MESSAGES.mandateNotAccepted);
    if (!holderProblem && iban && !bicProblem) {
      const accountHolder = (input.sepa?.account_holder ?? '').trim();
      sepa = { accountHolder, iban, bic: normalizeBic(input.sepa?.bic) ?? null };
    }
  }

  const wantsReceipt = input.wants_donation_receipt === true;
  const wantsInformation = input.wants_information === true;
  const personRequirement = getPersonDataRequirement(context.settings);
  if (wantsReceipt && personRequirement === 'none') {
    add('wants_donation_receipt', GIVING_MESSAGES.receiptUnavailable);
  }
  if (wantsInformation && !context.settings.allowEmailContact) {
    add('wants_information', GIVING_MESSAGES.informationUnavailable);
  }

  const email = input.email?.trim() ?? '';
  if (email !== '' && !isValidSettingEmail(email)) add('email', GIVING_MESSAGES.emailInvalid);
  // a recurring gift needs it too: its donor is mailed the link that ends it
  else if (email === '' && (wantsInformation || wantsReceipt || input.recurring_interval !== undefined)) {
    add('email', GIVING_MESSAGES.emailRequired);
  }

  const needsPerson = personRequirement === 'required' || (wantsReceipt && personRequirement !== 'none');
  const hasPersonInput = Object.values(input.person ?? {}).some((value) => (value ?? '').trim() !== '');
  let person: DonorPerson | null = null;
  if (needsPerson || (hasPersonInput && personRequirement !== 'none')) {
    person = checkPerson(input.person ?? {}, add);
  }

  let recurringInterval: RecurringInterval | null = null;
  if (input.recurring_interval !== undefined) {
    if (!isRecurringInterval(input.recurring_interval)) {
      add('recurring_interval', GIVING_MESSAGES.recurringUnavailable);
    } else if (!isSepa) {
      add('recurring_interval', GIVING_MESSAGES.recurringNeedsSepa);
    } else if (collection && !isRecurringCollection(collection, context.settings, context.now)) {
      add('recurring_interval', GIVING_MESSAGES.recurringUnavailable);
    } else {
      recurringInterval = input.recurring_interval;
    }
  }

  if (Object.keys(errors).length > 0 || !collection || !amount.ok) {
    return { ok: false, fieldErrors: errors };
  }
  return {
    ok: true,
    donation: {
      collectionId: collection.id,
      amountCents: amount.cents,
      paymentMethod: input.payment_method,
      sepa,
      email: email === '' ? null : email,
      wantsDonationReceipt: wantsReceipt,
      person,
      wantsInformation,
      recurringInterval,
    },
  };
}

function checkPerson(
  input: DonorPersonInput,
  add: (field: string, message: string) => void,
): DonorPerson | null {
  const value = (key: keyof DonorPersonInput) => (input[key] ?? '').trim();
  const person: DonorPerson = {
    first_name: value('first_name'),
    last_name: value('last_name'),
    street: value('street'),
    postal_code: value('postal_code'),
    city: value('city'),
  };
  let isValid = true;
  const require = (field: keyof DonorPerson, ok: boolean, message: string) => {
    if (ok) return;
    isValid = false;
    add(`person.${field}`, message);
  };
  require('first_name', sanitizeSepaName(person.first_name) !== '', GIVING_MESSAGES.firstNameRequired);
  require('last_name', sanitizeSepaName(person.last_name) !== '', GIVING_MESSAGES.lastNameRequired);
  require('street', person.street !== '', GIVING_MESSAGES.streetRequired);
  require('postal_code', POSTAL_CODE.test(person.postal_code), GIVING_MESSAGES.postalCodeRequired);
  require('city', person.city !== '', GIVING_MESSAGES.cityRequired);
  return isValid ? person : null;
}
