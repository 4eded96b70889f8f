import { describe, expect, it } from 'vitest';
import { buildMandateText } from './mandate-text';

const creditor = { creditorName: 'Ev. Kirchengemeinde Lauffen', creditorIdentifier: 'DE98ZZZ09999999999' };

describe('the SEPA core mandate text', () => {
  it('names the creditor and its creditor id in the standard wording', () => {
    const mandate = buildMandateText({
      ...creditor,
      kind: 'recurring',
      mandateReference: 'KOL42-00000017',
      debtor: { name: 'Erika Mustermann', iban: 'DE89370400440532013000' },
      mandateDate: '2026-03-02',
    });
    expect(mandate.text).toBe(
      [
        'SEPA-Lastschriftmandat',
        '',
        'Gläubiger-Identifikationsnummer: DE98ZZZ09999999999',
        'Mandatsreferenz: KOL42-00000017',
        '',
        'Ich ermächtige Ev. Kirchengemeinde Lauffen, Zahlungen von meinem Konto mittels Lastschrift einzuziehen. ' +
          'Zugleich weise ich mein Kreditinstitut an, die von Ev. Kirchengemeinde Lauffen auf mein Konto ' +
          'gezogenen Lastschriften einzulösen.',
        'Hinweis: Ich kann innerhalb von acht Wochen, beginnend mit dem Belastungsdatum, die Erstattung des ' +
          'belasteten Betrages verlangen. Es gelten dabei die mit meinem Kreditinstitut vereinbarten Bedingungen.',
        '',
        'Kontoinhaber: Erika Mustermann',
        'IBAN: DE89 3704 0044 0532 0130 00',
        'Datum: 02.03.2026',
      ].join('\n'),
    );
  });

  it('words a one-off mandate for one payment and says when the reference follows', () => {
    const mandate = buildMandateText({ ...creditor, kind: 'one_off', mandateReference: null });
    expect(mandate.identification).toEqual([
      'Gläubiger-Identifikationsnummer: DE98ZZZ09999999999',
      'Die Mandatsreferenz wird separat mitgeteilt.',
    ]);
    expect(mandate.paragraphs[0]).toBe(
      'Ich ermächtige Ev. Kirchengemeinde Lauffen, einmalig eine Zahlung von meinem Konto mittels Lastschrift ' +
        'einzuziehen. Zugleich weise ich mein Kreditinstitut an, die von Ev. Kirchengemeinde Lauffen auf mein ' +
        'Konto gezogene Lastschrift einzulösen.',
    );
    expect(mandate.signature).toEqual([]);
    expect(mandate.text.endsWith('vereinbarten Bedingungen.')).toBe(true);
  });
});
