/**
 * The wording of the SEPA core direct-debit mandate (SEPA-Lastschriftmandat) the donor agrees to, in
 * the German banking industry's standard text, naming the creditor and its creditor id. The text is
 * stored with the mandate as it was shown, so later changes to this wording never alter a given mandate.
 */

import { type IsoDay, parseIsoDay } from '../church-year/calendar-day';
import { friendlyFormatIBAN } from '../planning/ibantools-esm';

export type MandateKind = 'recurring' | 'one_off';

export type MandateTextInput = {
  kind: MandateKind;
  creditorName: string;
  creditorIdentifier: string;
  /** null while the mandate has none yet: the text then says it follows separately */
  mandateReference: string | null;
  /** the account holder and account, when the text is the signed record of the mandate */
  debtor?: { name: string; iban: string };
  mandateDate?: IsoDay;
};

export type MandateText = {
  title: string;
  /** 'Gläubiger-Identifikationsnummer: …', 'Mandatsreferenz: …' */
  identification: string[];
  /** the authorisation and the refund notice */
  paragraphs: string[];
  /** account holder, IBAN and date, when given */
  signature: string[];
  /** everything above as plain text, one blank line between the blocks */
  text: string;
};

export const MANDATE_TITLE = 'SEPA-Lastschriftmandat';
export const MANDATE_REFERENCE_FOLLOWS = 'Die Mandatsreferenz wird separat mitgeteilt.';
const REFUND_NOTICE =
  'Hinweis: Ich kann innerhalb von acht Wochen, beginnend mit dem Belastungsdatum, die Erstattung des ' +
  'belasteten Betrages verlangen. Es gelten dabei die mit meinem Kreditinstitut vereinbarten Bedingungen.';

export function buildMandateText(input: MandateTextInput): MandateText {
  const creditor = input.creditorName.trim();
  const identification = [
    `Gläubiger-Identifikationsnummer: ${input.creditorIdentifier}`,
    input.mandateReference ? `Mandatsreferenz: ${input.mandateReference}` : MANDATE_REFERENCE_FOLLOWS,
  ];
  const authorisation =
    input.kind === 'recurring'
      ? `Ich ermächtige ${creditor}, Zahlungen von meinem Konto mittels Lastschrift einzuziehen. ` +
        `Zugleich weise ich mein Kreditinstitut an, die von ${creditor} auf mein Konto gezogenen ` +
        'Lastschriften einzulösen.'
      : `Ich ermächtige ${creditor}, einmalig eine Zahlung von meinem Konto mittels Lastschrift einzuziehen. ` +
        `Zugleich weise ich mein Kreditinstitut an, die von ${creditor} auf mein Konto gezogene ` +
        'Lastschrift einzulösen.';
  const signature: string[] = [];
  if (input.debtor) {
    signature.push(`Kontoinhaber: ${input.debtor.name.trim()}`);
    signature.push(`IBAN: ${friendlyFormatIBAN(input.debtor.iban) ?? input.debtor.iban}`);
  }
  if (input.mandateDate) signature.push(`Datum: ${formatGermanDay(input.mandateDate)}`);
  const paragraphs = [authorisation, REFUND_NOTICE];
  const blocks = [[MANDATE_TITLE], identification, paragraphs, signature].filter((block) => block.length > 0);
  return {
    title: MANDATE_TITLE,
    identification,
    paragraphs,
    signature,
    text: blocks.map((block) => block.join('\n')).join('\n\n'),
  };
}

function formatGermanDay(day: IsoDay): string {
  const { year, month, day: dayOfMonth } = parseIsoDay(day);
  return `${String(dayOfMonth).padStart(2, '0')}.${String(month).padStart(2, '0')}.${year}`;
}
