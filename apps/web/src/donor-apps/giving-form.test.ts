import type { PublicGivingOptions } from '@kollekta/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import {
  buildDonationRequest,
  describeGivingLayout,
  firstErrorField,
  type GivingValues,
  initialGivingValues,
  splitGivingRefusal,
  validateGivingValues,
} from './giving-form';

const options = (overrides: Partial<PublicGivingOptions> = {}): PublicGivingOptions => ({
  payment_methods: ['sepadd', 'testpay'],
  person_data: 'optional',
  offer_donation_receipt: true,
  allow_email_contact: true,
  recurring_collections: [12],
  sepa_creditor: { name: 'Ev. Kirchengemeinde Lauffen', creditor_identifier: 'DE98ZZZ09999999999' },
  thank_you_template: '',
  thank_you_share_template: '',
  social_media: [],
  ...overrides,
});
const values = (overrides: Partial<GivingValues> = {}): GivingValues => ({
  ...initialGivingValues(options()),
  ...overrides,
});

describe('describeGivingLayout', () => {
  it.each([
    // [what, options, collection, values, expected parts of the layout]
    [
      'SEPA with everything offered',
      options(),
      12,
      values(),
      {
        showSepa: true,
        canRecur: true,
        offerReceiptChoice: true,
        showPerson: false,
        offerInformation: true,
        showEmail: false,
      },
    ],
    ['a plan without recurring gifts', options(), 11, values(), { canRecur: false }],
    [
      'Testzahlung: no account, no recurring gift',
      options(),
      12,
      values({ paymentMethod: 'testpay' }),
      { showSepa: false, canRecur: false },
    ],
    [
      'the receipt asked for: name, address and e-mail',
      options(),
      12,
      values({ wantsReceipt: true }),
      { showPerson: true, wantsReceipt: true, showEmail: true, requiresEmail: true },
    ],
    [
      'require_pdata: the person data without a choice',
      options({ person_data: 'required' }),
      12,
      values(),
      { offerReceiptChoice: false, showPerson: true, wantsReceipt: true },
    ],
    [
      'require_pdata without receipts',
      options({ person_data: 'required', offer_donation_receipt: false }),
      12,
      values(),
      { showPerson: true, wantsReceipt: false, requiresEmail: false },
    ],
    [
      'no receipt offered',
      options({ person_data: 'none', offer_donation_receipt: false }),
      12,
      values(),
      { offerReceiptChoice: false, showPerson: false },
    ],
    [
      'information asked for',
      options(),
      12,
      values({ wantsInformation: true }),
      { showEmail: true, requiresEmail: true },
    ],
    [
      'no allow_email_contact',
      options({ allow_email_contact: false }),
      12,
      values({ wantsInformation: true }),
      { offerInformation: false, showEmail: false },
    ],
    [
      'a monthly gift: the e-mail offered for its mail',
      options(),
      12,
      values({ frequency: 'monthly' }),
      { showEmail: true, requiresEmail: false },
    ],
    [
      'no creditor: no SEPA fields',
      options({ sepa_creditor: null }),
      12,
      values(),
      { showSepa: false, canRecur: false },
    ],
  ] as const)('%s', (_what, givenOptions, collection, givenValues, expected) => {
    expect(describeGivingLayout(givenOptions, collection, givenValues)).toMatchObject(expected);
  });
});

describe('validateGivingValues', () => {
  it('checks the SEPA account with the domain rules and asks for the mandate', () => {
    const layout = describeGivingLayout(options(), 12, values());
    const errors = validateGivingValues(layout, values({ iban: 'DE02120300000000202052' }));
    expect(errors).toEqual({
      account_holder: 'Bitte geben Sie den Namen des Kontoinhabers an.',
      iban: 'Bitte geben Sie eine gültige IBAN ein.',
      mandate_accepted: 'Bitte erteilen Sie das SEPA-Lastschriftmandat.',
    });
    expect(firstErrorField(errors)).toBe('account_holder');
    const filled = values({
      accountHolder: 'Erika Mustermann',
      iban: 'de02 1203 0000 0000 2020 51',
      mandateAccepted: true,
    });
    expect(validateGivingValues(layout, filled)).toEqual({});
  });

  it('asks for name, address and e-mail for a receipt', () => {
    const filled = values({
      accountHolder: 'E M',
      iban: 'DE02120300000000202051',
      mandateAccepted: true,
      wantsReceipt: true,
    });
    const layout = describeGivingLayout(options(), 12, filled);
    expect(validateGivingValues(layout, { ...filled, postalCode: '7', email: 'erika@' })).toEqual({
      first_name: 'Bitte geben Sie Ihren Vornamen an.',
      last_name: 'Bitte geben Sie Ihren Nachnamen an.',
      street: 'Bitte geben Sie Straße und Hausnummer an.',
      postal_code: 'Bitte geben Sie eine gültige Postleitzahl an.',
      city: 'Bitte geben Sie den Ort an.',
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    });
  });

  it('takes a recurring gift without an e-mail address, and information only with one', () => {
    const base = values({ accountHolder: 'E M', iban: 'DE02120300000000202051', mandateAccepted: true });
    const monthly = { ...base, frequency: 'monthly' as const };
    expect(validateGivingValues(describeGivingLayout(options(), 12, monthly), monthly)).toEqual({});
    const informed = { ...base, wantsInformation: true };
    expect(validateGivingValues(describeGivingLayout(options(), 12, informed), informed)).toEqual({
      email: 'Bitte geben Sie Ihre E-Mail-Adresse an.',
    });
  });
});

describe('buildDonationRequest', () => {
  it('sends what the shown fields asked, the IBAN electronic and the amount with a comma', () => {
    const filled = values({
      frequency: 'quarterly',
      accountHolder: ' Erika Mustermann ',
      iban: 'de02 1203 0000 0000 2020 51',
      mandateAccepted: true,
      wantsReceipt: true,
      firstName: 'Erika',
      lastName: 'Mustermann',
      street: 'Heilbronner Str. 1',
      postalCode: '74348',
      city: 'Lauffen',
      wantsInformation: true,
      email: ' erika@example.org ',
    });
    const layout = describeGivingLayout(options(), 12, filled);
    expect(buildDonationRequest({ collectionId: 12, cents: 2500, layout, values: filled })).toEqual({
      collection: 12,
      amount: '25,00',
      payment_method: 'sepadd',
      sepa: { account_holder: 'Erika Mustermann', iban: 'DE02120300000000202051', mandate_accepted: true },
      email: 'erika@example.org',
      wants_donation_receipt: true,
      person: {
        first_name: 'Erika',
        last_name: 'Mustermann',
        street: 'Heilbronner Str. 1',
        postal_code: '74348',
        city: 'Lauffen',
      },
      wants_information: true,
      recurring_interval: 'quarterly',
    });
  });

  it('leaves out what hides: no account for Testzahlung, no interval where none may be chosen', () => {
    const filled = values({
      paymentMethod: 'testpay',
      frequency: 'monthly',
      accountHolder: 'x',
      iban: 'y',
      email: 'a@b.de',
    });
    const layout = describeGivingLayout(options(), 12, filled);
    expect(buildDonationRequest({ collectionId: 12, cents: 1050, layout, values: filled })).toEqual({
      collection: 12,
      amount: '10,50',
      payment_method: 'testpay',
      wants_donation_receipt: false,
      wants_information: false,
    });
  });
});

describe('splitGivingRefusal', () => {
  it('puts the server’s messages at the fields shown and keeps the rest together', () => {
    const layout = describeGivingLayout(options(), 12, values());
    const refusal = new ApiError(400, {
      'sepa.iban': ['Bitte geben Sie eine gültige IBAN ein.'],
      'person.city': ['Bitte geben Sie den Ort an.'],
      collection: ['Bitte geben Sie einen Sammlungszweck an!'],
    });
    expect(splitGivingRefusal(refusal, layout)).toEqual({
      fields: { iban: 'Bitte geben Sie eine gültige IBAN ein.' },
      rest: 'Bitte geben Sie den Ort an. Bitte geben Sie einen Sammlungszweck an!',
    });
    expect(splitGivingRefusal(new ApiError(429, { detail: 'Zu viele.' }), layout)).toEqual({
      fields: {},
      rest: 'Zu viele.',
    });
  });
});
