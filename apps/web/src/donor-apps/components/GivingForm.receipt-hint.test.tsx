// @vitest-environment happy-dom
import type { PublicGivingOptions } from '@kollekta/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GivingForm } from './GivingForm';

afterEach(cleanup);

const options = (overrides: Partial<PublicGivingOptions> = {}): PublicGivingOptions => ({
  payment_methods: ['testpay'],
  person_data: 'optional',
  offer_donation_receipt: true,
  allow_email_contact: false,
  recurring_collections: [],
  sepa_creditor: null,
  thank_you_template: '',
  thank_you_share_template: '',
  social_media: [],
  ...overrides,
});

const HINT =
  'Für Spenden bis 300 € genügt dem Finanzamt Ihr Kontoauszug als Nachweis (vereinfachter Zuwendungsnachweis).';

function renderForm(cents: number, giving = options(), currency = 'EUR') {
  render(
    <GivingForm
      options={giving}
      collectionId={12}
      cents={cents}
      currency={currency}
      send={vi.fn()}
      onGiven={vi.fn()}
    />,
  );
}

describe('the receipt wish and the 300 € threshold (issue 15, § 50 Abs. 4 EStDV)', () => {
  it.each([
    [2500, true],
    [30000, true],
    [30001, false],
  ])('%i cents: hint shown %s', (cents, isShown) => {
    renderForm(cents);
    expect(screen.getByLabelText('Ich möchte eine Zuwendungsbestätigung erhalten')).toBeTruthy();
    expect(screen.queryByText(HINT) !== null).toBe(isShown);
  });

  it('says nothing where no receipt is offered, or for francs', () => {
    renderForm(2500, options({ offer_donation_receipt: false }));
    expect(screen.queryByText(HINT)).toBeNull();
    cleanup();
    renderForm(2500, options(), 'CHF');
    expect(screen.queryByText(HINT)).toBeNull();
  });
});
