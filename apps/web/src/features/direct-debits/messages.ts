/** Texts of the page 'Lastschriftdateien' (administration.md "Direct debits"). */
import { DIRECT_DEBIT_MESSAGES } from '@kollekta/domain';

export const DIRECT_DEBIT_PAGE_MESSAGES = {
  title: DIRECT_DEBIT_MESSAGES.title,
  intro:
    'Hier finden Sie die SEPA-Lastschriftdateien Ihrer Organisation. Laden Sie jede Datei herunter und reichen Sie sie bei Ihrer Bank ein.',
  loading: 'Lastschriftdateien werden geladen …',
  empty: 'Es gibt noch keine Lastschriftdateien.',
  columns: {
    fileName: 'Datei',
    createdAt: 'Erstellt am',
    transactions: 'Lastschriften',
    controlSum: 'Summe',
    state: 'Status',
    action: 'Aktion',
  },
  download: 'Herunterladen',
  downloadAgain: 'Erneut herunterladen',
  downloading: 'Wird heruntergeladen …',
  processed: DIRECT_DEBIT_MESSAGES.processed,
  notProcessed: 'Neu',
  collected: (day: string) => `Eingezogen am ${day}`,
  collect: 'Eingezogen bestätigen',
  collectTitle: 'Einzug bestätigen',
  collectQuestion: (count: number, sum: string) =>
    `Hat Ihre Bank ${count === 1 ? 'die Lastschrift' : `die ${count} Lastschriften`} über ${sum} eingezogen? Die Zahlungen gelten dann als bestätigt. Eine Rücklastschrift können Sie auch danach noch erfassen.`,
  collectConfirm: 'Ja, eingezogen',
  collectDone: 'Der Einzug wurde bestätigt.',
  cancel: 'Abbrechen',
  createNow: 'Dateien jetzt erstellen',
  runStarted: 'Die Lastschriftdateien werden erstellt.',
  runStates: {
    created: 'Erstellung der Lastschriftdateien geplant …',
    retry: 'Erstellung der Lastschriftdateien wird wiederholt …',
    active: 'Lastschriftdateien werden erstellt …',
    completed: 'Die Lastschriftdateien wurden erstellt.',
    cancelled: 'Die Erstellung der Lastschriftdateien wurde abgebrochen.',
    failed: 'Die Lastschriftdateien konnten nicht erstellt werden.',
  },
  progress: (done: number, total: number) => `${done} von ${total} Gläubigern`,
  notAllowed: DIRECT_DEBIT_MESSAGES.forbidden,
  table: 'Lastschriftdateien',
} as const;
