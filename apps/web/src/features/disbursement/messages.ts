/**
 * Texts of 'Kollektenweiterleitung' (administration.md §2 "Lists", §4 "Disbursement states", §6).
 * The spec's texts and the server's refusals come from `@kollekta/domain`, so the page and the
 * API say the same thing.
 */
import { DISBURSEMENT_MESSAGES } from '@kollekta/domain';

export const DISBURSEMENT_PAGE_MESSAGES = {
  title: 'Kollektenweiterleitung',
  childIntro:
    'Hier sehen Sie die Kollekten, die Ihre Gemeinde im Auftrag einer übergeordneten Organisation sammelt. Schließen Sie die Barsammlungen einer Kollekte ab, sobald alles Bargeld erfasst und bestätigt ist; danach beauftragt die übergeordnete Organisation die Überweisung.',
  parentIntro:
    'Hier sehen Sie je Kollekte, wie weit die Gemeinden mit der Weiterleitung sind. Öffnen Sie eine Kollekte, um die Aufträge der Gemeinden zu sehen und die Überweisung abgeschlossener Kollekten zu beauftragen.',
  noPermission: DISBURSEMENT_MESSAGES.noPermission,
  unsupportedLevel: 'Für Organisationen dieser Ebene gibt es keine Kollektenweiterleitung.',
  loading: 'Kollektenweiterleitung wird geladen …',
  loadingOrders: 'Aufträge werden geladen …',
  emptyChild: 'Ihre Gemeinde sammelt zurzeit keine Kollekten, die weitergeleitet werden.',
  emptyParent: 'Es gibt noch keine Kollekten, deren Weiterleitung Ihre Organisation bearbeitet.',
  emptyPlanOrders: 'Zu dieser Kollekte gibt es keine Aufträge.',
  ordersTable: 'Aufträge zur Kollektenweiterleitung',
  statisticsTable: 'Kollekten und ihre Weiterleitung',
  planOrdersTable: (name: string) => `Aufträge der Gemeinden: ${name}`,
  columns: {
    collection: 'Kollekte',
    collectionAndPeriod: 'Kollekte und Zeitraum',
    orderedBy: 'Beauftragt von',
    online: 'Online',
    pos: 'Kartenterminal',
    cash: 'Bar',
    total: 'Gesamt',
    state: 'Status',
    actions: 'Aktionen',
    end: 'Ende',
    cancelled: 'abgewählt',
    inProgress: 'in Bearbeitung',
    ready: 'unterwegs',
    transferred: 'überwiesen',
    children: 'Gemeinden',
    organization: 'Gemeinde',
    closedAt: 'Abgeschlossen am',
    select: 'Auswahl',
  },
  periodFrom: (start: string) => `ab ${start}`,
  periodUntil: (end: string) => `bis ${end}`,
  period: (start: string, end: string) => `${start} – ${end}`,
  closedAt: (date: string) => `Abgeschlossen am ${date}`,
  cancel: 'Abbrechen',

  stopCash: 'abschließen',
  stopCashFor: (name: string) => `abschließen: ${name}`,
  stopCashTitle: 'Barsammlungen abschließen',
  stopCashQuestion: (name: string) => `Möchten Sie die Barsammlungen der Kollekte „${name}“ abschließen?`,
  stopCashConsequences: [
    'Die Summen werden festgeschrieben.',
    'Es können keine Barsammlungen mehr eingetragen werden.',
    'Die Sammlung kann nicht mehr bearbeitet werden.',
  ],
  irreversible: 'Dieser Schritt kann nicht rückgängig gemacht werden.',
  stopCashConfirm: 'Ja, endgültig abschließen',
  stopCashDone: (name: string) => `Die Barsammlungen der Kollekte „${name}“ wurden abgeschlossen.`,
  cashWaiting: DISBURSEMENT_MESSAGES.cashWaiting,
  paymentsCount: (count: number) => (count === 1 ? '1 Zahlung' : `${count} Zahlungen`),

  cancelOrder: 'Kollekte abwählen',
  cancelOrderFor: (name: string) => `Kollekte abwählen: ${name}`,
  cancelOrderQuestion: (name: string, organization: string) =>
    `Möchten Sie die Kollekte „${name}“ abwählen? Ihre Gemeinde leitet dann nichts an ${organization} weiter.`,
  cancelOrderConfirm: 'Ja, abwählen',
  cancelOrderDone: (name: string) => `Die Kollekte „${name}“ wurde abgewählt.`,
  cancelCashWaiting: DISBURSEMENT_MESSAGES.cancelCashWaiting,

  confirmTransfer: 'Überweisung bestätigen',
  confirmTransferFor: (name: string) => `Überweisung bestätigen: ${name}`,
  confirmTransferQuestion: (total: string, organization: string) =>
    `Haben Sie ${total} an ${organization} überwiesen?`,
  confirmTransferConfirm: 'Ja, überwiesen',
  confirmTransferDone: 'Die Überweisung wurde bestätigt.',

  download: 'Beleg herunterladen',
  downloadFor: (name: string) => `Beleg herunterladen: ${name}`,
  downloading: 'Wird heruntergeladen …',
  fallbackPdfName: 'Kollektenweiterleitung.pdf',
  fallbackDatevName: (run: number) => `EXTF_Buchungsstapel_Lauf_${run}.csv`,
  fallbackXlsxName: (run: number) => `Kollektenweiterleitung_Lauf_${run}.xlsx`,

  showOrders: (name: string) => `Aufträge anzeigen: ${name}`,
  hideOrders: (name: string) => `Aufträge ausblenden: ${name}`,
  sums: (online: string, pos: string, cash: string) =>
    `Online ${online} · Kartenterminal ${pos} · Bar ${cash}`,
  selectOrder: (organization: string) => `Zur Überweisung auswählen: ${organization}`,
  orderRun: 'Überweisung beauftragen',
  orderRunSelected: (count: number, total: string) =>
    count === 1 ? `1 Auftrag ausgewählt (${total})` : `${count} Aufträge ausgewählt (${total})`,
  orderRunHint: 'Wählen Sie abgeschlossene Aufträge aus, um ihre Überweisung zu beauftragen.',
  orderRunDone: (run: number, count: number, total: string) =>
    `Die Überweisung wurde beauftragt: Lauf ${run} mit ${count === 1 ? '1 Auftrag' : `${count} Aufträgen`} über ${total}.`,
  markTransferred: 'Eingang bestätigen',
  markTransferredFor: (organization: string) => `Eingang bestätigen: ${organization}`,
  markTransferredDone: (organization: string) =>
    `Der Eingang der Überweisung von ${organization} wurde verbucht.`,

  runsTitle: 'Überweisungsläufe',
  runsTable: 'Überweisungsläufe',
  runsEmpty: 'Es wurden noch keine Überweisungen beauftragt.',
  runColumns: {
    run: 'Lauf',
    createdAt: 'Beauftragt am',
    createdBy: 'Beauftragt von',
    orders: 'Aufträge',
    total: 'Summe',
    downloads: 'Dateien',
  },
  runName: (id: number) => `Lauf ${id}`,
  newRun: 'neu',
  datev: 'DATEV-Buchungsstapel',
  datevFor: (id: number) => `DATEV-Buchungsstapel: Lauf ${id}`,
  xlsx: 'Excel',
  xlsxFor: (id: number) => `Excel: Lauf ${id}`,
} as const;
