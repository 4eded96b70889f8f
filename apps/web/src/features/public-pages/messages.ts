/**
 * Texts of the public token pages (administration.md §2 "Public pages", §8; devices spec "Accounting
 * fields form"). The spec's texts are quoted exactly; the domain holds the ones the server says too.
 */
import { DISBURSEMENT_MESSAGES, PUBLIC_ACCOUNTING_MESSAGES } from '@kollekta/domain';

export const PUBLIC_PAGE_TEXT = {
  linkInvalid: PUBLIC_ACCOUNTING_MESSAGES.notFound,
  loadFailed: PUBLIC_ACCOUNTING_MESSAGES.loadFailed,
  loading: 'Wird geladen …',
  tooManyRequests: 'Zu viele Anfragen über diesen Link. Bitte warten Sie einige Minuten.',
} as const;

export const ACCOUNTING_PAGE_TEXT = {
  title: 'Buchhaltungsdaten',
  intro: (collection: string, organization: string) =>
    `Bitte tragen Sie die Buchhaltungsdaten der Sammlung „${collection}“ (${organization}) ein.`,
  noFields: 'Für diese Sammlung sind keine Buchhaltungsfelder vorgesehen.',
  save: 'Speichern',
  saving: 'Wird gespeichert …',
  saved: 'Vielen Dank. Die Buchhaltungsdaten wurden gespeichert.',
  editAgain: 'Erneut bearbeiten',
  empty: 'nicht angegeben',
  invalidData: PUBLIC_ACCOUNTING_MESSAGES.invalidData,
  noCollectionId: PUBLIC_ACCOUNTING_MESSAGES.noCollectionId,
  noCollectionName: PUBLIC_ACCOUNTING_MESSAGES.noCollectionName,
  fieldHint: 'höchstens 100 Zeichen',
} as const;

export const CASH_PAGE_TEXT = {
  successTitle: 'Barsammlung eingetragen',
  // administration.md §8 "Public cash submission"
  success: (amount: string, date: string) =>
    `Sie haben erfolgreich eine Barsammlung in der Höhe von ${amount} am ${date} eingetragen. Vielen Dank.`,
  another: 'Weitere Barsammlung eintragen',
  waitsForConfirmation: 'Die Barsammlung wird von der Gemeinde geprüft und bestätigt.',
} as const;

export const STOP_CASH_PAGE_TEXT = {
  title: 'Barsammlungen abschließen',
  collection: 'Sammlung',
  organization: 'Organisation',
  countPayments: 'Anzahl Zahlungen',
  online: 'Online',
  pos: 'Kartenterminal',
  cash: 'Bar',
  total: 'Gesamt',
  consequence:
    'Nach dem Abschließen werden die Summen festgeschrieben und es können keine Barsammlungen mehr eingetragen werden. Dieser Schritt kann nicht rückgängig gemacht werden.',
  stop: 'abschließen',
  stopping: 'Wird abgeschlossen …',
  // administration.md §8 "Stop cash payments failure … on the public link"
  success: (collection: string) => `Sie haben die Sammlung ${collection} erfolgreich abgeschlossen.`,
  failed: 'Something went wrong',
  alreadyStopped: DISBURSEMENT_MESSAGES.alreadyStopped,
  cashWaiting: DISBURSEMENT_MESSAGES.cashWaiting,
} as const;

export const PUBLIC_LINKS_TEXT = {
  title: 'Öffentliche Links',
  intro:
    'Links, mit denen Ehrenamtliche ohne Anmeldung Bargeld eintragen, Buchhaltungsdaten ergänzen oder Barsammlungen abschließen. Ein widerrufener Link funktioniert sofort nicht mehr.',
  loading: 'Links werden geladen …',
  empty: 'Es gibt keine öffentlichen Links.',
  table: 'Öffentliche Links',
  columns: {
    purpose: 'Art',
    collection: 'Sammlung',
    createdAt: 'Erstellt',
    expiresAt: 'Gültig bis',
    state: 'Status',
    actions: 'Aktionen',
  },
  purposes: {
    accounting_fields: 'Buchhaltungsdaten',
    cash_payment: 'Barsammlung eintragen',
    stop_cash_payments: 'Barsammlungen abschließen',
  },
  states: { active: 'gültig', expired: 'abgelaufen', revoked: 'widerrufen' },
  createdBy: (name: string) => `von ${name}`,
  revoke: 'Widerrufen',
  revokeFor: (purpose: string, collection: string) => `Widerrufen: ${purpose} – ${collection}`,
  revokeTitle: 'Link widerrufen?',
  revokeQuestion:
    'Wer den Link hat, kann die Seite danach nicht mehr öffnen. Das lässt sich nicht rückgängig machen.',
  revokeConfirm: 'Ja, widerrufen',
  cancel: 'Abbrechen',
  revoked: 'Der Link wurde widerrufen.',
} as const;
