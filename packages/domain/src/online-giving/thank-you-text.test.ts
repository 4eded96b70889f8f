import { describe, expect, it } from 'vitest';
import { fillThankYouText } from './thank-you-text';

const values = {
  organization: 'Ev. Kirchengemeinde Lauffen',
  amountCents: 2500,
  currency: 'EUR' as const,
  device: 'Spenden-App',
  paymentType: 'SEPA-Lastschrift',
  collection: 'Brot für die Welt',
  link: 'https://example.org/o/4?collection=7',
};

describe('fillThankYouText', () => {
  it('fills every placeholder of §10', () => {
    expect(
      fillThankYouText(
        '{organization} dankt für {amount} {currency} ({payment_type}, {device}) für {collection}: {link}',
        values,
      ),
    ).toBe(
      'Ev. Kirchengemeinde Lauffen dankt für 25,00 € (SEPA-Lastschrift, Spenden-App) für Brot für die Welt: https://example.org/o/4?collection=7',
    );
  });
  it('writes thousands the German way and leaves unknown placeholders as written', () => {
    expect(
      fillThankYouText('{amount} {currency} {unbekannt}', {
        ...values,
        amountCents: 123456,
        currency: 'CHF',
      }),
    ).toBe('1.234,56 CHF {unbekannt}');
  });
});
