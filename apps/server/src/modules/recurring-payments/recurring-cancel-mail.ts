/**
 * The German mails after a recurring donation was stopped: one to the donor (when they gave an
 * address), one to each contact of the organisation for recurring donations (notification type
 * recurring_payments). Plain text: names and purposes come from donors and are never markup.
 */
import { formatMoney, RECURRING_INTERVAL_LABELS } from '@kollekta/domain';
import type { OutgoingMail } from '../../adapters/mail';
import type { RecurringPaymentRow } from './recurring-payments.repository';

export type CancelMailValues = {
  gift: RecurringPaymentRow;
  /** 'donor' through the link in their mail; otherwise the name of the user who stopped it */
  endedBy: { kind: 'donor' } | { kind: 'user'; name: string };
};

const berlinDay = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

function describeGift(gift: RecurringPaymentRow): string[] {
  return [
    `Sammlungszweck: ${gift.plan_name}`,
    `Betrag: ${formatMoney(gift.amount_cents, gift.currency)} (${RECURRING_INTERVAL_LABELS[gift.schedule]})`,
    `Begonnen am: ${berlinDay.format(gift.created_at)}`,
    `Beendet am: ${berlinDay.format(gift.cancelled_at ?? new Date())}`,
  ];
}

export function renderDonorCancelMail(values: CancelMailValues, to: string): OutgoingMail {
  const { gift } = values;
  const text = [
    `Guten Tag ${gift.name},`,
    '',
    `Ihre Dauerspende an „${gift.organization_name}“ wurde beendet:`,
    '',
    ...describeGift(gift),
    '',
    'Für diese Dauerspende werden keine weiteren Lastschriften erstellt.',
    values.endedBy.kind === 'donor'
      ? 'Sie haben die Dauerspende selbst über den Link in unserer E-Mail beendet.'
      : 'Die Dauerspende wurde von der Organisation beendet.',
    '',
    'Vielen Dank für Ihre Unterstützung!',
    '',
    `Ihre ${gift.organization_name}`,
  ].join('\n');
  return { to, subject: 'Ihre Dauerspende wurde beendet', text };
}

export function renderContactCancelMail(
  values: CancelMailValues,
  recipient: { email: string; name: string | null },
): OutgoingMail {
  const { gift } = values;
  const text = [
    recipient.name ? `Guten Tag ${recipient.name},` : 'Guten Tag,',
    '',
    `eine Dauerspende an „${gift.organization_name}“ wurde beendet:`,
    '',
    `Spender/in: ${gift.name}${gift.email ? ` <${gift.email}>` : ''}`,
    ...describeGift(gift),
    values.endedBy.kind === 'donor'
      ? 'Beendet von: der Spenderin oder dem Spender über den Link in der E-Mail'
      : `Beendet von: ${values.endedBy.name}`,
    '',
    'Für diese Dauerspende werden keine weiteren Lastschriften erstellt.',
    '',
    'Sie erhalten diese E-Mail als Kontakt für Dauerspenden.',
    '',
    'Ihr Kollekta-Team',
  ].join('\n');
  return { to: recipient.email, subject: `Dauerspende beendet: ${gift.plan_name}`, text };
}
