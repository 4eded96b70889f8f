/**
 * The legal notice (Impressum) in the footer. Its text depends on the product variant
 * (administration.md §1); the operator is the same for all variants.
 */
import type { ProductVariant } from '../configuration';

export type LegalNoticeSection = { heading: string; lines: string[] };

export type LegalNotice = { title: string; intro: string; sections: LegalNoticeSection[] };

const OPERATOR = ['Kollekta GmbH', 'Kirchplatz 1', '70173 Stuttgart', 'Deutschland'];

export function legalNotice(variant: ProductVariant, supportEmail: string): LegalNotice {
  const product = variant === 'kirchgeld' ? 'Kollekta Kirchgeld' : 'Kollekta';
  const purpose =
    variant === 'kirchgeld'
      ? 'Kollekta Kirchgeld ist die Anwendung der Kollekta GmbH für die Verwaltung des örtlichen Kirchgelds.'
      : 'Kollekta ist die Plattform der Kollekta GmbH für Kollekten, Spenden und digitale Spendengeräte von Kirchengemeinden.';
  return {
    title: 'Impressum',
    intro: purpose,
    sections: [
      { heading: 'Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG)', lines: [...OPERATOR] },
      { heading: 'Vertreten durch', lines: ['die Geschäftsführung der Kollekta GmbH'] },
      {
        heading: 'Kontakt',
        lines: [
          `E-Mail: ${supportEmail}`,
          `Anfragen zu ${product} beantworten wir in der Regel innerhalb eines Werktags.`,
        ],
      },
      { heading: 'Registereintrag', lines: ['Eingetragen im Handelsregister des Amtsgerichts Stuttgart.'] },
      {
        heading: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
        lines: ['Kollekta GmbH, Kirchplatz 1, 70173 Stuttgart'],
      },
      {
        heading: 'Verbraucherstreitbeilegung',
        lines: [
          'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
        ],
      },
      {
        heading: 'Haftung für Inhalte',
        lines: [
          `Die Inhalte von ${product} werden mit größter Sorgfalt erstellt. Inhalte, die Organisationen und ihre Nutzerinnen und Nutzer selbst einstellen, verantworten diese Organisationen.`,
        ],
      },
    ],
  };
}
