/**
 * The mails of online giving, in German: to the donor of a recurring gift (with the link that ends
 * it), to the organisation's `recurring_payments` contacts for a new recurring gift, and to its
 * `newsletter_signup` contacts for a donor who asks for more information. The IBAN is never mailed.
 */
import { formatMoney, RECURRING_INTERVAL_LABELS, type RecurringInterval } from '@kollekta/domain';
import type { OutgoingMail } from '../../adapters/mail';

const SIGNATURE = ['', 'Ihr Kollekta-Team'];

function formatDay(day: string): string {
  const [year, month, dayOfMonth] = day.split('-');
  return `${dayOfMonth}.${month}.${year}`;
}

export type RecurringGiftMailValues = {
  organizationName: string;
  collection: string;
  amountCents: number;
  currency: string;
  interval: RecurringInterval;
  creditorName: string;
  creditorIdentifier: string;
  mandateReference: string;
  firstDueDay: string;
  cancelUrl: string;
};

export function renderDonorRecurringMail(values: RecurringGiftMailValues, to: string): OutgoingMail {
  const text = [
    'Guten Tag,',
    '',
    `vielen Dank für Ihre Dauerspende an ${values.organizationName}!`,
    '',
    `Sammlungszweck: ${values.collection}`,
    `Betrag: ${formatMoney(values.amountCents, values.currency)} ${RECURRING_INTERVAL_LABELS[values.interval]}`,
    `Erste Abbuchung: ${formatDay(values.firstDueDay)}`,
    `Zahlungsempfänger: ${values.creditorName}`,
    `Gläubiger-Identifikationsnummer: ${values.creditorIdentifier}`,
    `Mandatsreferenz: ${values.mandateReference}`,
    '',
    'Die Beträge werden per SEPA-Lastschrift von Ihrem Konto eingezogen. Sie können Ihre Dauerspende jederzeit über diesen Link beenden:',
    values.cancelUrl,
    '',
    'Bitte geben Sie den Link nicht weiter: Wer ihn kennt, kann die Dauerspende beenden.',
    ...SIGNATURE,
  ].join('\n');
  return { to, subject: `Ihre Dauerspende an ${values.organizationName}`, text };
}

/** A one-off gift's confirmation, which is also the SEPA pre-notification of its debit. */
export function renderDonorOneOffMail(
  values: Omit<RecurringGiftMailValues, 'interval' | 'cancelUrl'>,
  to: string,
): OutgoingMail {
  const text = [
    'Guten Tag,',
    '',
    `vielen Dank für Ihre Spende an ${values.organizationName}!`,
    '',
    `Sammlungszweck: ${values.collection}`,
    `Betrag: ${formatMoney(values.amountCents, values.currency)}`,
    `Abbuchung am: ${formatDay(values.firstDueDay)}`,
    `Zahlungsempfänger: ${values.creditorName}`,
    `Gläubiger-Identifikationsnummer: ${values.creditorIdentifier}`,
    `Mandatsreferenz: ${values.mandateReference}`,
    '',
    'Der Betrag wird einmalig per SEPA-Lastschrift von Ihrem Konto eingezogen.',
    ...SIGNATURE,
  ].join('\n');
  return { to, subject: `Ihre Spende an ${values.organizationName}`, text };
}

export function renderNewRecurringGiftMail(
  values: Pick<
    RecurringGiftMailValues,
    'organizationName' | 'collection' | 'amountCents' | 'currency' | 'interval' | 'firstDueDay'
  > & {
    donorName: string;
  },
  to: string,
): OutgoingMail {
  const text = [
    'Guten Tag,',
    '',
    `für ${values.organizationName} ist eine neue Dauerspende eingegangen:`,
    '',
    `Spender: ${values.donorName}`,
    `Sammlungszweck: ${values.collection}`,
    `Betrag: ${formatMoney(values.amountCents, values.currency)} ${RECURRING_INTERVAL_LABELS[values.interval]}`,
    `Erste Abbuchung: ${formatDay(values.firstDueDay)}`,
    '',
    'Alle Dauerspenden finden Sie in Kollekta unter „Dauerspenden“.',
    '',
    'Sie erhalten diese E-Mail als Kontakt für Dauerspenden.',
    ...SIGNATURE,
  ].join('\n');
  return { to, subject: `Neue Dauerspende für ${values.organizationName}`, text };
}

export function renderInformationRequestMail(
  values: { organizationName: string; collection: string; email: string; name: string | null },
  to: string,
): OutgoingMail {
  const text = [
    'Guten Tag,',
    '',
    `eine Spenderin oder ein Spender von ${values.organizationName} möchte weitere Informationen erhalten:`,
    '',
    ...(values.name ? [`Name: ${values.name}`] : []),
    `E-Mail-Adresse: ${values.email}`,
    `Sammlungszweck: ${values.collection}`,
    '',
    'Alle Anfragen finden Sie in Kollekta unter „Informationsanforderungen“.',
    '',
    'Sie erhalten diese E-Mail als Kontakt für Newsletter-Anmeldungen.',
    ...SIGNATURE,
  ].join('\n');
  return { to, subject: `Bitte um weitere Informationen für ${values.organizationName}`, text };
}
