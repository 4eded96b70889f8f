/**
 * The thank-you text after a gift and the text donors may share (devices-income-kirchgeld.md §10):
 * the organisation's template with its placeholders filled. A placeholder the server does not know
 * stays as written, so a typo shows rather than vanishing silently.
 */
import { formatMoney } from '../money/money';

export type ThankYouValues = {
  organization: string;
  amountCents: number;
  currency: 'EUR' | 'CHF';
  /** the app's name, e.g. 'Spenden-App' */
  device: string;
  paymentType: string;
  collection: string;
  link: string;
};

const CURRENCY_SYMBOLS = { EUR: '€', CHF: 'CHF' } as const;

export function fillThankYouText(template: string, values: ThankYouValues): string {
  // '25,00 €' → '25,00': the template names the currency itself with {currency}
  const amount = formatMoney(values.amountCents, values.currency)
    .replace(/\s*(€|CHF)\s*/u, '')
    .trim();
  const replacements: Record<string, string> = {
    organization: values.organization,
    amount,
    currency: CURRENCY_SYMBOLS[values.currency],
    device: values.device,
    payment_type: values.paymentType,
    collection: values.collection,
    link: values.link,
  };
  return template.replace(/\{([a-z_]+)\}/g, (whole, name: string) => replacements[name] ?? whole);
}
