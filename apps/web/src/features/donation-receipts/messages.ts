/**
 * Texts of 'Zuwendungsbestätigungen' (administration.md §2 "Lists", §5 "Donation receipt status",
 * devices-income-kirchgeld.md "Receipt generation (bulk)") and of the donor's claim page for the
 * receipt of a device gift. The status texts are the spec's, copied exactly.
 */
import { RECEIPT_STATUS_TEXTS } from '@kollekta/domain';

/** the server's texts (packages/domain), so that the list and the Excel export say the same */
export const RECEIPT_STATUS_MESSAGES = {
  paymentPending: RECEIPT_STATUS_TEXTS.payment_pending,
  paymentConfirmed: RECEIPT_STATUS_TEXTS.payment_confirmed,
  downloaded: (date: string, user: string) => `Heruntergeladen am ${date} von ${user}`,
  unopened: RECEIPT_STATUS_TEXTS.unopened,
  archived: RECEIPT_STATUS_TEXTS.archived,
  notRequired: RECEIPT_STATUS_TEXTS.not_required,
} as const;

export const DONATION_RECEIPTS_MESSAGES = {
  title: 'Zuwendungsbestätigungen',
  intro:
    'Die Zuwendungsbestätigungen der Spenden an Ihre Organisation und die Organisationen darunter. Bestätigungen werden nach dem Zahlungseingang automatisch erstellt.',
  loading: 'Zuwendungsbestätigungen werden geladen …',
  emptyTitle: 'Es gibt noch keine Zuwendungsbestätigungen.',
  emptyExplanation:
    'Zuwendungsbestätigungen entstehen erst, wenn die Zahlungsdaten mit dem Kontoauszug abgeglichen sind: Sobald eine Zahlung bestätigt ist, wird ihre Zuwendungsbestätigung automatisch erstellt.',
  emptyContact: (email: string) => `Fragen dazu beantwortet der Support unter ${email}.`,
  emptyFiltered: 'Für diese Auswahl gibt es keine Einträge.',
  filters: {
    year: 'Jahr',
    allYears: 'Alle Jahre',
    state: 'Status',
    allStates: 'Alle',
  },
  stateLabels: {
    payment_pending: 'Warte auf Zahlungseingang',
    payment_confirmed: 'Zahlung eingegangen',
    issued: 'Erstellt',
    archived: 'Archiviert',
    not_required: 'Nicht nötig',
  },
  columns: {
    status: 'Status',
    donor: 'Spender',
    purpose: 'Zweck',
    amount: 'Betrag',
    date: 'Datum',
    number: 'Nummer',
    actions: 'Aktionen',
  },
  replaces: (number: string) => `ersetzt ${number}`,
  download: 'Herunterladen',
  downloadFor: (number: string) => `Herunterladen: ${number}`,
  downloading: 'Wird heruntergeladen …',
  archive: 'Archivieren',
  archiveFor: (number: string) => `Archivieren: ${number}`,
  correct: 'Korrigieren',
  correctFor: (number: string) => `Korrigieren: ${number}`,
  export: 'Excel-Export',
  exporting: 'Wird erstellt …',
  exportFailed: 'Die Excel-Datei konnte nicht erstellt werden.',
  zip: 'Zeitraum als ZIP herunterladen',
  cancel: 'Abbrechen',
  close: 'Schließen',
  fallbackExportName: 'Zuwendungsbestätigungen.xlsx',
  fallbackPdfName: 'Zuwendungsbestätigung.pdf',
} as const;

export const ARCHIVE_DIALOG_MESSAGES = {
  title: 'Zuwendungsbestätigung archivieren',
  question: (number: string, donor: string) =>
    `Möchten Sie die Zuwendungsbestätigung ${number} für ${donor} archivieren?`,
  irreversible:
    'Das kann nicht rückgängig gemacht werden. Die Bestätigung bleibt gespeichert, gilt aber als storniert.',
  confirm: 'Ja, archivieren',
  sending: 'Wird archiviert …',
  done: (number: string) => `Die Zuwendungsbestätigung ${number} wurde archiviert.`,
} as const;

export const CORRECT_DIALOG_MESSAGES = {
  title: 'Zuwendungsbestätigung korrigieren',
  explanation: (number: string) =>
    `Die Bestätigung ${number} wird archiviert und eine neue mit den korrigierten Angaben erstellt, die auf sie verweist.`,
  firstName: 'Vorname',
  lastName: 'Nachname',
  street: 'Straße und Hausnummer',
  postalCode: 'Postleitzahl',
  city: 'Ort',
  confirm: 'Neue Bestätigung erstellen',
  sending: 'Wird erstellt …',
  done: (number: string) => `Die korrigierte Zuwendungsbestätigung ${number} wurde erstellt.`,
} as const;

export const ZIP_DIALOG_MESSAGES = {
  title: 'Zeitraum als ZIP herunterladen',
  explanation: 'Alle in diesem Zeitraum erstellten Zuwendungsbestätigungen werden in eine ZIP-Datei gepackt.',
  dateFrom: 'Datum von (einschließlich)',
  dateBefore: 'Datum bis (ausschließlich)',
  required: 'Verpflichtend',
  invalidDay: 'Bitte ein gültiges Datum angeben.',
  start: 'ZIP erstellen',
  starting: 'Wird gestartet …',
  queued: 'Warte auf freie Serverkapazität …',
  running: (done: number, total: number) => `Zuwendungsbestätigungen werden gepackt: ${done} von ${total}`,
  finished: 'Fertig. Die ZIP-Datei wird geladen …',
  failed: 'Die ZIP-Datei konnte nicht erstellt werden.',
  downloaded: (fileName: string) => `${fileName} wurde heruntergeladen.`,
  progress: 'Fortschritt',
} as const;

export const RECEIPT_CLAIM_MESSAGES = {
  title: 'Zuwendungsbestätigung anfordern',
  intro:
    'Sie haben an einem Spendengerät gespendet und einen Bestätigungscode erhalten? Geben Sie den Code und Ihre Anschrift ein, dann erhalten Sie Ihre Zuwendungsbestätigung für das Finanzamt.',
  code: 'Bestätigungscode',
  codeHint: 'Der Code, den das Spendengerät angezeigt hat',
  firstName: 'Vorname',
  lastName: 'Nachname',
  street: 'Straße und Hausnummer',
  postalCode: 'Postleitzahl',
  city: 'Ort',
  email: 'E-Mail-Adresse (freiwillig)',
  emailHint: 'Wir senden Ihnen die Bestätigung zusätzlich per E-Mail.',
  codeRequired: 'Bitte geben Sie den Bestätigungscode ein.',
  submit: 'Zuwendungsbestätigung erstellen',
  sending: 'Wird erstellt …',
  failed: 'Die Zuwendungsbestätigung konnte nicht erstellt werden. Bitte versuchen Sie es später erneut.',
  tooManyTries: 'Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
  done: 'Ihre Zuwendungsbestätigung wurde erstellt.',
  number: (number: string) => `Nummer: ${number}`,
  amount: (amount: string) => `Betrag: ${amount}`,
  download: 'Zuwendungsbestätigung herunterladen (PDF)',
  keepHint:
    'Bitte laden Sie die Bestätigung jetzt herunter und bewahren Sie sie für Ihre Steuererklärung auf.',
} as const;
