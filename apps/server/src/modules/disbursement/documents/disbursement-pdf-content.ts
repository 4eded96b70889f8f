/**
 * What the PDF of one disbursement says, as strings: German days (Europe/Berlin) and amounts, the
 * state's label, and the blocks in their order. The layout (render-disbursement-pdf.ts) only
 * places them, so the wording is tested without reading a PDF.
 */
import {
  DISBURSEMENT_STATE_LABELS,
  formatMailInstant,
  formatMoney,
  formatReceiptDay,
  toLocalDay,
} from '@kollekta/domain';
import { oneLine } from '../../../adapters/pdf-text';
import { DISBURSEMENT_PDF_TEXTS as T } from './disbursement-document-texts';
import type { DisbursementDocumentView } from './disbursement-document-types';

export type PdfField = { label: string; lines: string[] };
export type PdfAmountRow = { label: string; amount: string; isTotal: boolean };

export type DisbursementPdfContent = {
  documentNumber: string;
  fields: PdfField[];
  amounts: PdfAmountRow[];
  countPayments: string;
  forwarding: PdfField[];
  accounting: PdfField[];
  createdAt: string;
  /** the PDF's metadata */
  title: string;
  author: string;
};

/** A plan's start or end: an ISO day, or an instant read as its Berlin day. */
export function formatCollectionDay(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatReceiptDay(value);
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? value : formatReceiptDay(toLocalDay(instant));
}

export function formatCollectionPeriod(start: string | null, end: string | null): string {
  if (start === null && end === null) return T.noPeriod;
  if (start === null) return `bis ${formatCollectionDay(end as string)}`;
  if (end === null) return `ab ${formatCollectionDay(start)}`;
  const from = formatCollectionDay(start);
  const until = formatCollectionDay(end);
  return from === until ? from : `${from} – ${until}`;
}

/** The document number that also stands in the DATEV file's Belegfeld 1. */
export function disbursementDocumentNumber(orderId: number): string {
  return `KW-${orderId}`;
}

const field = (label: string, ...lines: (string | null | undefined)[]): PdfField => ({
  label,
  lines: lines.map((line) => oneLine(line ?? '')).filter((line) => line.length > 0),
});

export function toDisbursementPdfContent(view: DisbursementDocumentView): DisbursementPdfContent {
  const money = (cents: number) => formatMoney(cents, view.currency);
  const collecting = view.collectingOrganization;
  const handling = view.handlingOrganization;
  return {
    documentNumber: disbursementDocumentNumber(view.orderId),
    fields: [
      field(T.collection, view.collectionName),
      field(T.period, formatCollectionPeriod(view.collectionStart, view.collectionEnd)),
      field(T.orderedBy, view.orderingOrganization.name),
      field(T.collectingOrganization, collecting.name, ...collecting.address),
      field(T.handlingOrganization, handling.name, ...handling.address),
      field(T.cashClosed, view.stopCashPayments ? formatMailInstant(view.stopCashPayments) : T.cashOpen),
      field(T.state, DISBURSEMENT_STATE_LABELS[view.state]),
    ],
    amounts: [
      { label: T.online, amount: money(view.ecomCents), isTotal: false },
      { label: T.pos, amount: money(view.posCents), isTotal: false },
      { label: T.cash, amount: money(view.cashCents), isTotal: false },
      { label: T.total, amount: money(view.totalCents), isTotal: true },
    ],
    countPayments: `${T.countPayments}: ${new Intl.NumberFormat('de-DE').format(view.countPayments)}`,
    forwarding: [
      field(T.forwardedAmount, money(view.totalCents)),
      field(T.forwardedFrom, collecting.name),
      field(T.forwardedVia, handling.name),
      field(T.forwardedTo, view.orderingOrganization.name),
    ],
    accounting: Object.entries(view.accounting)
      .map(([name, value]) => field(name, value))
      .filter((entry) => entry.label.trim().length > 0 && entry.lines.length > 0),
    createdAt: `${T.createdAt} ${formatMailInstant(view.createdAt)}`,
    title: `${T.title} ${disbursementDocumentNumber(view.orderId)}`,
    author: oneLine(handling.name),
  };
}
