/**
 * The wording of the receipt, after the BMF's binding model forms (BMF-Schreiben vom 7. November
 * 2013, Muster für Zuwendungen an inländische juristische Personen des öffentlichen Rechts oder
 * öffentliche Dienststellen, and its collective variant). The model's words and order must not be
 * changed (§ 50 Absatz 1 EStDV); only the passages that apply are taken: a Kirchengemeinde uses the
 * gift itself, so the passage on passing it on to another body is left out, and as a public-law
 * body it has no Freistellungsbescheid, so the sentence about the validity of one is left out too.
 */

export const RECEIPT_TEXTS = {
  titleSingle: 'Bestätigung über Geldzuwendungen',
  titleCollective: 'Sammelbestätigung über Geldzuwendungen',
  legalBasis:
    'im Sinne des § 10b des Einkommensteuergesetzes an inländische juristische Personen des öffentlichen Rechts oder inländische öffentliche Dienststellen',
  issuerLabel: 'Aussteller',
  donorLabel: 'Name und Anschrift des Zuwendenden:',
  amountLabelSingle: 'Betrag der Zuwendung – in Ziffern –',
  amountLabelCollective: 'Gesamtbetrag der Zuwendung – in Ziffern –',
  amountWordsLabel: '– in Buchstaben –',
  dayLabel: 'Tag der Zuwendung:',
  periodLabel: 'Zeitraum der Sammelbestätigung:',
  waiverQuestion: 'Es handelt sich um den Verzicht auf Erstattung von Aufwendungen:',
  yes: 'Ja',
  no: 'Nein',
  purposeBefore: 'Es wird bestätigt, dass die Zuwendung nur zur Förderung ',
  purposeAfter: ' verwendet wird.',
  usedDirectly: 'Die Zuwendung wird von uns unmittelbar für den angegebenen Zweck verwendet.',
  noOtherReceipts:
    'Es wird bestätigt, dass über die in der Gesamtsumme enthaltenen Zuwendungen keine weiteren Bestätigungen, weder formelle Zuwendungsbestätigungen noch Beitragsquittungen oder ähnliches ausgestellt wurden und werden.',
  waiverInAnnex:
    'Ob es sich um den Verzicht auf Erstattung von Aufwendungen handelt, ist der Anlage zur Sammelbestätigung zu entnehmen.',
  signatureCaption: '(Ort, Datum und Unterschrift des Zuwendungsempfängers)',
  machineMade: 'Diese Zuwendungsbestätigung wurde maschinell erstellt und ist ohne Unterschrift gültig.',
  noticeLabel: 'Hinweis:',
  notice:
    'Wer vorsätzlich oder grob fahrlässig eine unrichtige Zuwendungsbestätigung erstellt oder veranlasst, dass Zuwendungen nicht zu den in der Zuwendungsbestätigung angegebenen steuerbegünstigten Zwecken verwendet werden, haftet für die entgangene Steuer (§ 10b Absatz 4 EStG, § 9 Absatz 3 KStG, § 9 Nummer 5 GewStG).',
  numberLabel: 'Nummer',
  issuedOnLabel: 'Datum',
  replacesLabel: 'Ersetzt Nr.',
  footerSingle: 'Zuwendungsbestätigung Nr.',
  footerCollective: 'Sammelbestätigung Nr.',
  annexTitle: 'Anlage zur Sammelbestätigung vom',
  annexContinued: '(Fortsetzung)',
  annexColumns: {
    day: 'Datum der Zuwendung',
    kind: 'Art der Zuwendung',
    waiver: 'Verzicht auf die Erstattung von Aufwendungen (ja/nein)',
    amount: 'Betrag',
  },
  annexTotal: 'Gesamtsumme',
  yesLower: 'ja',
  noLower: 'nein',
  checked: '☒',
  unchecked: '☐',
} as const;

/** 'Diese Bestätigung ersetzt die Zuwendungsbestätigung Nr. ZB-2026-00041, die hiermit ungültig wird.' */
export function replacesText(number: string): string {
  return `Diese Bestätigung ersetzt die Zuwendungsbestätigung Nr. ${number}, die hiermit ungültig wird.`;
}

/** 'Anlage zur Sammelbestätigung vom 24.11.2026' */
export function annexTitle(issuedOn: string): string {
  return `${RECEIPT_TEXTS.annexTitle} ${issuedOn}`;
}

/** 'Seite 1 von 2' */
export function pageText(page: number, pages: number): string {
  return `Seite ${page} von ${pages}`;
}
