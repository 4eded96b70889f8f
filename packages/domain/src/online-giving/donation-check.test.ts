import { describe, expect, it } from 'vitest';
import {
  checkDonation,
  type DonationCheckContext,
  type DonationInput,
  isRecurringCollection,
} from './donation-check';
import { GIVING_MESSAGES } from './giving-messages';

const now = new Date('2026-11-24T10:00:00Z');
const settings = {
  allowRecurringPayments: true,
  allowEmailContact: true,
  requirePersonData: false,
  requestDonationReceipt: true,
};
const context: DonationCheckContext = {
  collections: [
    { id: 1, allowRecurring: true, end: null },
    { id: 2, allowRecurring: false, end: null },
    // ends in five months: too short for a recurring gift
    { id: 3, allowRecurring: true, end: new Date('2027-04-24T10:00:00Z') },
  ],
  bounds: { min: 5, initial: 10, sliderMax: 300, max: 999 },
  settings,
  paymentMethods: ['sepadd'],
  now,
};
const sepaGift: DonationInput = {
  collection: 1,
  amount: '25,00',
  payment_method: 'sepadd',
  sepa: { account_holder: 'Erika Mustermann', iban: 'de02 1203 0000 0000 2020 51', mandate_accepted: true },
};
const person = {
  first_name: 'Erika',
  last_name: 'Mustermann',
  street: 'Hauptstr. 1',
  postal_code: '74348',
  city: 'Lauffen',
};

describe('checkDonation', () => {
  it('accepts a SEPA gift and normalises the IBAN', () => {
    const result = checkDonation(sepaGift, context);
    expect(result).toEqual({
      ok: true,
      donation: expect.objectContaining({
        collectionId: 1,
        amountCents: 2500,
        sepa: { accountHolder: 'Erika Mustermann', iban: 'DE02120300000000202051', bic: null },
        recurringInterval: null,
      }),
    });
  });

  it.each([
    ['an unknown purpose', { collection: 99 }, 'collection', GIVING_MESSAGES.collectionRequired],
    ['an amount below 5', { amount: '4,99' }, 'amount', 'Der Betrag muss mindestens 5 € betragen.'],
    ['an amount above the maximum', { amount: '1000' }, 'amount', 'Online sind höchstens 999 € möglich.'],
    ['no amount', { amount: ' ' }, 'amount', 'Bitte geben Sie einen Betrag ein.'],
    [
      'a method not offered',
      { payment_method: 'testpay' as const },
      'payment_method',
      GIVING_MESSAGES.paymentMethodUnavailable,
    ],
    [
      'a wrong IBAN',
      { sepa: { account_holder: 'E', iban: 'DE02120300000000202052', mandate_accepted: true } },
      'sepa.iban',
      'Bitte geben Sie eine gültige IBAN ein.',
    ],
    [
      'no account holder',
      { sepa: { account_holder: ' ', iban: 'DE02120300000000202051', mandate_accepted: true } },
      'sepa.account_holder',
      'Bitte geben Sie den Namen des Kontoinhabers an.',
    ],
    [
      'a mandate not given',
      { sepa: { account_holder: 'E', iban: 'DE02120300000000202051', mandate_accepted: false } },
      'sepa.mandate_accepted',
      GIVING_MESSAGES.mandateNotAccepted,
    ],
    ['information without e-mail', { wants_information: true }, 'email', GIVING_MESSAGES.emailRequired],
    ['a broken e-mail', { email: 'erika@' }, 'email', GIVING_MESSAGES.emailInvalid],
    [
      'a receipt without address',
      { wants_donation_receipt: true, email: 'e@example.org' },
      'person.street',
      GIVING_MESSAGES.streetRequired,
    ],
    [
      'recurring on a plan without it',
      { collection: 2, recurring_interval: 'monthly' },
      'recurring_interval',
      GIVING_MESSAGES.recurringUnavailable,
    ],
    [
      'recurring on a plan ending within 6 months',
      { collection: 3, recurring_interval: 'yearly' },
      'recurring_interval',
      GIVING_MESSAGES.recurringUnavailable,
    ],
    [
      'an unknown interval',
      { recurring_interval: 'weekly' },
      'recurring_interval',
      GIVING_MESSAGES.recurringUnavailable,
    ],
  ])('refuses %s at its field', (_name, change, field, message) => {
    const result = checkDonation({ ...sepaGift, ...change }, context);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fieldErrors[field]).toContain(message);
  });

  it('needs person data when the organisation requires them', () => {
    const strict = { ...context, settings: { ...settings, requirePersonData: true } };
    expect(checkDonation(sepaGift, strict).ok).toBe(false);
    const result = checkDonation({ ...sepaGift, person }, strict);
    expect(result.ok && result.donation.person).toEqual(person);
  });

  it('refuses what the organisation does not offer', () => {
    const closed = {
      ...context,
      settings: {
        allowRecurringPayments: false,
        allowEmailContact: false,
        requirePersonData: false,
        requestDonationReceipt: false,
      },
    };
    const result = checkDonation(
      {
        ...sepaGift,
        email: 'e@example.org',
        wants_information: true,
        wants_donation_receipt: true,
        recurring_interval: 'monthly',
      },
      closed,
    );
    expect(result.ok ? {} : result.fieldErrors).toEqual({
      wants_information: [GIVING_MESSAGES.informationUnavailable],
      wants_donation_receipt: [GIVING_MESSAGES.receiptUnavailable],
      recurring_interval: [GIVING_MESSAGES.recurringUnavailable],
    });
  });

  it('takes a recurring SEPA gift with a receipt and an information request', () => {
    const result = checkDonation(
      {
        ...sepaGift,
        recurring_interval: 'quarterly',
        wants_donation_receipt: true,
        wants_information: true,
        email: 'e@example.org',
        person,
      },
      context,
    );
    expect(result.ok && result.donation).toMatchObject({
      recurringInterval: 'quarterly',
      wantsDonationReceipt: true,
      wantsInformation: true,
      email: 'e@example.org',
    });
  });

  it('asks a Swiss account for its BIC', () => {
    const swiss = {
      ...sepaGift,
      sepa: { account_holder: 'Heidi', iban: 'CH9300762011623852957', mandate_accepted: true },
    };
    const result = checkDonation(swiss, context);
    expect(result.ok ? {} : result.fieldErrors).toHaveProperty('sepa.bic');
    expect(checkDonation({ ...swiss, sepa: { ...swiss.sepa, bic: 'UBSWCHZH80A' } }, context).ok).toBe(true);
  });
});

describe('isRecurringCollection', () => {
  const on = { allowRecurringPayments: true };
  it.each([
    ['open-ended', null, true],
    [
      'ending six months from now (same Berlin wall-clock time, summer time)',
      new Date('2027-05-24T09:00:00Z'),
      true,
    ],
    ['ending a minute earlier', new Date('2027-05-24T08:59:00Z'), false],
  ])('%s', (_name, end, expected) => {
    expect(isRecurringCollection({ id: 1, allowRecurring: true, end }, on, now)).toBe(expected);
  });
  it('needs the organisation and the plan to allow it', () => {
    expect(
      isRecurringCollection(
        { id: 1, allowRecurring: true, end: null },
        { allowRecurringPayments: false },
        now,
      ),
    ).toBe(false);
    expect(isRecurringCollection({ id: 1, allowRecurring: false, end: null }, on, now)).toBe(false);
  });
});
