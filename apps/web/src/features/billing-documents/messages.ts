/** Texts of the page 'Abrechnungen' (administration.md §2 "Lists", §3 "Billing document"). */
export const BILLING_DOCUMENT_PAGE_MESSAGES = {
  title: 'Abrechnungen',
  intro:
    'Hier finden Sie die Rechnungen und Abgleichlisten Ihrer Organisation. Sie entstehen zu Beginn jedes Monats für den vergangenen Abrechnungszeitraum.',
  loading: 'Abrechnungen werden geladen …',
  empty: 'Es sind noch keine Abrechnungen vorhanden.',
  table: 'Abrechnungen',
  columns: {
    period: 'Zeitraum',
    type: 'Art',
    number: 'Rechnungsnummer',
    amount: 'Betrag (brutto)',
    state: 'Status',
    action: 'Aktion',
  },
  downloaded: (date: string, user: string) => `Heruntergeladen am ${date} von ${user}`,
  unopened: 'Ungeöffnet',
  download: 'Herunterladen',
  downloading: 'Wird heruntergeladen …',
} as const;
