/** Texts of the recurring donations (administration.md §2 "Lists", §8) and of the donor's stop page. */
import { RECURRING_INTERVAL_LABELS, RECURRING_PAYMENT_MESSAGES } from '@kollekta/domain';

export const RECURRING_PAYMENTS_MESSAGES = {
  title: 'Übersicht über Ihre Dauerspenden',
  intro:
    'Dauerspenden, die Spenderinnen und Spender per SEPA-Lastschrift eingerichtet haben, auch die der Organisationen darunter. Eine beendete Dauerspende kann nicht wieder aufgenommen werden.',
  loading: 'Dauerspenden werden geladen …',
  empty: 'Es gibt noch keine Dauerspenden.',
  columns: {
    createdAt: 'Eingerichtet am',
    name: 'Spender/in und E-Mail-Adresse',
    collection: 'Sammlungszweck',
    collectionType: 'Art',
    amount: 'Betrag',
    schedule: 'Intervall',
    state: 'Status',
    organization: 'Organisation',
  },
  active: 'Aktiv',
  cancelledOn: (day: string) => `Beendet am ${day}`,
  noEmail: 'Keine Angabe',
  stop: 'Beenden',
  stopLabel: (name: string) => `Dauerspende von ${name} beenden`,
  // the confirmation before a one-way stop
  confirmTitle: 'Dauerspende beenden?',
  confirmText: (name: string, amount: string, interval: string, collection: string) =>
    `Möchten Sie die Dauerspende von ${name} über ${amount} (${interval}) für „${collection}“ wirklich beenden? Danach werden keine weiteren Lastschriften erstellt. Das kann nicht rückgängig gemacht werden.`,
  confirmStop: 'Dauerspende beenden',
  cancel: 'Abbrechen',
  /** administration.md §8, snackbar 4 seconds */
  stopped: RECURRING_PAYMENT_MESSAGES.cancelled,
  stopFailed: RECURRING_PAYMENT_MESSAGES.cancelFailed,
  scheduleLabels: RECURRING_INTERVAL_LABELS,
} as const;

/** The public page of the link in the donor's mail (`#/dauerspende/beenden/{token}`). */
export const RECURRING_CANCEL_PAGE_MESSAGES = {
  title: 'Dauerspende beenden',
  question: 'Möchten Sie Ihre Dauerspende wirklich beenden?',
  explanation:
    'Danach werden keine weiteren Lastschriften für diese Dauerspende erstellt. Das kann nicht rückgängig gemacht werden.',
  confirm: 'Ja, Dauerspende beenden',
  sending: 'Wird beendet …',
  done: RECURRING_PAYMENT_MESSAGES.cancelled,
  doneHint:
    'Wenn Sie bei Ihrer Spende eine E-Mail-Adresse angegeben haben, erhalten Sie eine Bestätigung per E-Mail.',
  failed: RECURRING_PAYMENT_MESSAGES.cancelFailed,
} as const;
