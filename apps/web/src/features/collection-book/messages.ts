/**
 * Texts of the collection book page (administration.md §2 "Lists"; issue 16 point 4). The column
 * heads and state words are the domain's, so that the page, the XLSX and the PDF say the same.
 */
import { COLLECTION_BOOK_LABELS } from '@kollekta/domain';

export const COLLECTION_BOOK_MESSAGES = {
  title: COLLECTION_BOOK_LABELS.title,
  intro:
    'Alle Kollekten Ihrer Organisation in einem Jahr – eigene und angeordnete – mit Bargeld, Kartenzahlungen und Online-Spenden sowie dem weitergeleiteten Betrag.',
  year: 'Jahr',
  loading: 'Kollektenbuch wird geladen …',
  downloadXlsx: 'Excel herunterladen',
  downloadPdf: 'PDF herunterladen',
  downloading: 'Wird heruntergeladen …',
  downloadFailed: 'Die Datei konnte nicht heruntergeladen werden.',
  columns: {
    date: COLLECTION_BOOK_LABELS.date,
    purpose: COLLECTION_BOOK_LABELS.purpose,
    orderedBy: COLLECTION_BOOK_LABELS.orderedBy,
    cash: COLLECTION_BOOK_LABELS.cash,
    card: COLLECTION_BOOK_LABELS.card,
    online: COLLECTION_BOOK_LABELS.online,
    total: COLLECTION_BOOK_LABELS.total,
    forwarded: COLLECTION_BOOK_LABELS.forwarded,
    state: COLLECTION_BOOK_LABELS.state,
  },
  totals: COLLECTION_BOOK_LABELS.totals,
  empty: COLLECTION_BOOK_LABELS.empty,
  unconfirmedNote: COLLECTION_BOOK_LABELS.unconfirmedNote,
  cashNote: 'Bargeld zählt, sobald die Barsammlung von einer zweiten Person bestätigt ist.',
  fallbackXlsxName: 'Kollektenbuch.xlsx',
  fallbackPdfName: 'Kollektenbuch.pdf',
} as const;
