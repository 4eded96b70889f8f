/**
 * The text of a church-tax letter by its type (donation: asking for the Kirchgeld, appreciation:
 * thanking, reminder: reminding): subject and paragraphs. The parish fills in its name and the year;
 * a letter for a special purpose ('kein Kirchgeld') names that purpose instead of the Kirchgeld.
 */
import type { KgLetterType } from '../enums';

export type KgLetterTextInput = {
  type: KgLetterType;
  year: number;
  parishName: string;
  /** the special purpose of a letter that asks for no Kirchgeld, else null */
  specialPurpose: string | null;
  /** the suggested amount, formatted ('25,00 €'), or null */
  suggestedAmount: string | null;
  reference: string;
  hasGiroCode: boolean;
};

export type KgLetterText = { subject: string; paragraphs: string[]; closing: string };

/** What the money is for, as the letter and the transfer's purpose name it. */
export function letterPurpose(input: Pick<KgLetterTextInput, 'year' | 'specialPurpose'>): string {
  return input.specialPurpose?.trim()
    ? `Spende ${input.specialPurpose.trim()} ${input.year}`
    : `Kirchgeld ${input.year}`;
}

export function letterText(input: KgLetterTextInput): KgLetterText {
  const purpose = letterPurpose(input);
  const forWhat = input.specialPurpose?.trim()
    ? `für „${input.specialPurpose.trim()}“`
    : `als Kirchgeld ${input.year}`;
  const payment = [
    input.suggestedAmount ? `Als Betrag schlagen wir ${input.suggestedAmount} vor; jeder Beitrag hilft.` : '',
    `Bitte geben Sie bei der Überweisung die Referenz ${input.reference} an, damit wir Ihre Zahlung zuordnen können.`,
    input.hasGiroCode
      ? 'Mit dem GiroCode unten können Sie die Überweisung bequem in Ihrer Banking-App ausfüllen lassen.'
      : '',
  ]
    .filter(Boolean)
    .join(' ');
  switch (input.type) {
    case 'appreciation':
      return {
        subject: `Herzlichen Dank für Ihre Unterstützung – ${purpose}`,
        paragraphs: [
          `herzlichen Dank für Ihre Gabe ${forWhat}! Mit Ihrem Beitrag unterstützen Sie die Arbeit der ${input.parishName} ganz unmittelbar hier vor Ort.`,
          'Ihre Spende kommt der Gemeindearbeit zugute: der Kinder- und Jugendarbeit, der Kirchenmusik, der Seniorenarbeit und dem Erhalt unserer Gebäude.',
          `Wenn Sie die Gemeinde noch einmal unterstützen möchten, geben Sie bitte die Referenz ${input.reference} an.${input.hasGiroCode ? ' Der GiroCode unten hilft dabei.' : ''}`,
        ],
        closing: 'Mit herzlichem Dank und freundlichen Grüßen',
      };
    case 'reminder':
      return {
        subject: `Erinnerung – ${purpose}`,
        paragraphs: [
          `vor einiger Zeit haben wir Sie um Ihren Beitrag ${forWhat} gebeten. Vielleicht ist unser Brief untergegangen – deshalb erinnern wir Sie freundlich daran.`,
          `Das Kirchgeld bleibt vollständig in der ${input.parishName} und kommt der Arbeit vor Ort zugute.`,
          payment,
          'Sollten Sie inzwischen bereits gezahlt haben, danken wir Ihnen herzlich; dann betrachten Sie dieses Schreiben bitte als gegenstandslos.',
        ],
        closing: 'Mit freundlichen Grüßen',
      };
    default:
      return {
        subject: `Bitte um Ihren Beitrag – ${purpose}`,
        paragraphs: [
          `wir bitten Sie herzlich um Ihren Beitrag ${forWhat}. Das Kirchgeld bleibt vollständig in der ${input.parishName} und kommt der Arbeit vor Ort zugute.`,
          'Damit unterstützen Sie die Kinder- und Jugendarbeit, die Kirchenmusik, die Seniorenarbeit und den Erhalt unserer Gebäude.',
          payment,
        ],
        closing: 'Mit freundlichen Grüßen',
      };
  }
}
