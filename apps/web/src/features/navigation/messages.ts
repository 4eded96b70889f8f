/** Texts of 'Dokumente & Listen' and 'Auswertungen' (administration.md §2 "Main layout", "Lists"). */
export const DOCUMENTS_MESSAGES = {
  title: 'Dokumente & Listen',
  intro: 'Die Dokumente und Listen dieser Organisation, soweit Sie sie einsehen dürfen.',
  loading: 'Dokumente und Listen werden geladen …',
} as const;

/** What each list holds, by the key of its submenu entry. */
const DOCUMENT_DESCRIPTIONS = new Map<string, string>(
  Object.entries({
    donationReceipts: 'Zuwendungsbestätigungen der Spenderinnen und Spender mit Download und Excel-Export.',
    directDebits: 'SEPA-Lastschriftdateien zum Herunterladen.',
    invoicing: 'Abrechnungen: Rechnungen und Abgleichlisten zum Herunterladen.',
    recurringDonations: 'Übersicht über Ihre Dauerspenden.',
    subscribers: 'Übersicht über die Bitte nach weiteren Informationen.',
    book: 'Das Kollektenbuch: jede Sammlung eines Jahres mit ihren Beträgen.',
    disbursementOrders: 'Aufträge zur Kollektenweiterleitung.',
  }),
);

export function documentDescription(key: string): string | undefined {
  return DOCUMENT_DESCRIPTIONS.get(key);
}

export const EVALUATIONS_MESSAGES = {
  title: 'Auswertungen',
  intro: 'Die Auswertungen der Einnahmen dieser Organisation.',
  overview: 'Übersicht',
  overviewDescription: 'Einnahmen aller Geräte und Sammlungen im gewählten Zeitraum.',
  income: 'Einnahmen',
  incomeDescription: 'Einnahmen nach Monaten, mit jeder einzelnen Zahlung.',
  deviceClasses: 'Nach Geräteklasse',
  deviceClassDescription: 'Einnahmen, Spenden und Durchschnitt dieser Geräte, auch der letzten 12 Monate.',
  collections: 'Sammlungsauswertung',
  collectionsIntro:
    'Die Sammlungen der letzten 12 Monate mit den höchsten Einnahmen. Ein Klick öffnet die Auswertung.',
  noCollections: 'In den letzten 12 Monaten gab es keine Einnahmen aus Sammlungen.',
  loading: 'Auswertungen werden geladen …',
  noPermission:
    'Sie haben nicht ausreichend Rechte, um diese Seite anzuzeigen. Wenden Sie sich an Ihren Administrator.',
} as const;
