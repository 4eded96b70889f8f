/**
 * Every text of the cash collection dialogs. Texts quoted by planning.md and administration.md come
 * from the domain's CASH_MESSAGES, so that the spec and the screen compare line by line.
 */
import { CASH_MESSAGES, CASH_PAYMENT_STATE_LABELS } from '@kollekta/domain';

export const CASH_UI_MESSAGES = {
  // the card action
  action: 'Barsammlung',
  actionTooltip: (plan: string) => `Barsammlungen für „${plan}“ eintragen und bestätigen`,
  featureMissing: CASH_MESSAGES.featureMissing,
  waiting: 'Bargeld wartet auf Bestätigung',
  // the cash dialog (planning.md §2 "Cash collection dialog")
  dialogTitle: 'Barsammlungen',
  loading: 'Barsammlungen werden geladen …',
  empty: 'Für diese Sammlung ist noch kein Bargeld eingetragen.',
  newCollection: 'Neue Barsammlung eintragen',
  close: 'Schließen',
  columnTime: 'Gezählt am',
  columnAmount: 'Betrag',
  columnEnteredBy: 'Eingetragen von',
  columnState: 'Status',
  columnActions: 'Aktionen',
  sum: 'Summe',
  stillOpen: (amount: string) => `davon noch zu bestätigen: ${amount}`,
  states: CASH_PAYMENT_STATE_LABELS,
  confirmedBy: (name: string, date: string) => `Bestätigt von ${name} am ${date}`,
  edit: 'Bearbeiten',
  confirm: 'Bestätigen',
  fourEyes: CASH_MESSAGES.fourEyes,
  lastChanger: CASH_MESSAGES.lastChanger,
  // confirmation (planning.md §2, administration.md §8)
  confirmTitle: 'Barsammlung bestätigen?',
  confirmQuestion: CASH_MESSAGES.confirmQuestion,
  confirmNo: 'Nein, abbrechen',
  confirmYes: 'Ja, bestätigen',
  confirmAmount: (amount: string) => `Zu bestätigender Betrag: ${amount}`,
  changedMeanwhile: CASH_MESSAGES.changedMeanwhile,
  confirmed: CASH_MESSAGES.confirmed,
  // the add / edit dialog (planning.md §2 "Add cash collection dialog")
  addTitle: 'Barsammlung eintragen',
  editTitle: 'Barsammlung bearbeiten',
  entryFor: (plan: string, organization: string) => `${plan} · ${organization}`,
  timestamp: 'Zeitpunkt der Sammlung',
  timestampLocked: 'Der Zeitpunkt einer eingetragenen Barsammlung kann nicht geändert werden.',
  tabSum: 'Summe',
  tabCalculator: 'Rechner',
  amount: 'Betrag',
  amountHelp: 'z.B. 1.234,56',
  count: (denomination: string) => `Anzahl ${denomination}`,
  subtotal: (amount: string) => `= ${amount}`,
  calculatorSum: 'Summe',
  submit: (amount: string) => `${amount} eintragen`,
  cancel: 'Abbrechen',
  // planning.md §8
  saved: (amount: string, date: string) =>
    `Sie haben erfolgreich eine Barsammlung in der Höhe von ${amount} am ${date} eingetragen. Vielen Dank`,
  saveFailed: CASH_MESSAGES.saveFailed,
} as const;

/** Texts of the plain form rules (cash-form.ts). */
export const CASH_FORM_MESSAGES = {
  decimalPointRead: (amount: string) => `Gelesen als ${amount}: der Punkt zählt als Komma.`,
} as const;
