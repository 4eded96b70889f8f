/** The German notice to an organisation's `direct_debit_available` contacts that a file is ready. */
import { formatMoney } from '@kollekta/domain';
import type { OutgoingMail } from '../../adapters/mail';

export type FileMailValues = {
  recipientName: string | null;
  organizationName: string;
  fileName: string;
  numberOfTransactions: number;
  controlSumCents: number;
  /** the page 'Lastschriftdateien' of the organisation */
  link: string;
};

export function renderFileMail(values: FileMailValues, to: string): OutgoingMail {
  const greeting = values.recipientName ? `Guten Tag ${values.recipientName},` : 'Guten Tag,';
  const count = `${values.numberOfTransactions} ${values.numberOfTransactions === 1 ? 'Lastschrift' : 'Lastschriften'}`;
  const text = [
    greeting,
    '',
    `für „${values.organizationName}“ steht eine neue Lastschriftdatei zum Herunterladen bereit:`,
    '',
    `Datei: ${values.fileName}`,
    `Enthält: ${count} über ${formatMoney(values.controlSumCents, 'EUR')}`,
    '',
    'Bitte laden Sie die Datei herunter und reichen Sie sie bei Ihrer Bank ein:',
    values.link,
    '',
    'Sie erhalten diese E-Mail als Kontakt für verfügbare Lastschriftdateien.',
    '',
    'Ihr Kollekta-Team',
  ].join('\n');
  return {
    to,
    subject: `Neue Lastschriftdatei: ${count} über ${formatMoney(values.controlSumCents, 'EUR')}`,
    text,
  };
}
