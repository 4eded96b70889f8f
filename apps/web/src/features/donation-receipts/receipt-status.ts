/**
 * The status of a row of 'Zuwendungsbestätigungen' (administration.md §5 "Donation receipt status"):
 * the spec's text and the kind of icon. An issued receipt reads 'Heruntergeladen am {date} von
 * {user}' once someone downloaded it and 'Ungeöffnet' before; an archived request or receipt reads
 * 'Archiviert' whatever else is true of it.
 */
import type { DonationReceiptRequest } from '@kollekta/contract';
import { formatDate } from '../../lib/date-format';
import { RECEIPT_STATUS_MESSAGES as TEXT } from './messages';

export type ReceiptStatusKind =
  | 'paymentPending'
  | 'paymentConfirmed'
  | 'downloaded'
  | 'unopened'
  | 'archived'
  | 'notRequired';

export type ReceiptStatus = { kind: ReceiptStatusKind; text: string };

type StatusInput = Pick<DonationReceiptRequest, 'state' | 'archive' | 'receipt'>;

export function describeReceiptStatus(request: StatusInput): ReceiptStatus {
  if (request.state === 'archived' || request.archive || request.receipt?.archived) {
    return { kind: 'archived', text: TEXT.archived };
  }
  switch (request.state) {
    case 'payment_pending':
      return { kind: 'paymentPending', text: TEXT.paymentPending };
    case 'payment_confirmed':
      return { kind: 'paymentConfirmed', text: TEXT.paymentConfirmed };
    case 'not_required':
      return { kind: 'notRequired', text: TEXT.notRequired };
    case 'issued': {
      const download = request.receipt?.first_download;
      if (download) {
        return {
          kind: 'downloaded',
          text: TEXT.downloaded(formatDownloadDate(download.date), download.user),
        };
      }
      return { kind: 'unopened', text: TEXT.unopened };
    }
  }
}

/** The server sends an instant or a calendar day; both read as DD.MM.YYYY in Berlin. */
function formatDownloadDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : formatDate(date);
}

/** Archiving and correcting need a receipt that still counts. */
export function isReceiptActive(request: StatusInput): boolean {
  return request.receipt !== null && describeReceiptStatus(request).kind !== 'archived';
}
