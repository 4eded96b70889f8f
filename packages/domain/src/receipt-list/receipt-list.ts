/**
 * The list 'Zuwendungsbestätigungen' (administration.md §2 "Lists", §5 "Donation receipt status";
 * issue 15): who may read and handle an organisation's receipts, the status text of a row, the
 * checks of corrected donor data, the period of a ZIP and its file name.
 *
 * Receipts carry donors' names and addresses and are tax documents: they are for the
 * organisation's administrators (WRITE_ORG_DATA, as the other donor lists) and its treasurers
 * (WRITE, the 'Finanzen' role, which handles the money). A right on an organisation covers the
 * organisations below it, as the list shows them together.
 */
import { countDaysBetween } from '../church-year/calendar-day';
import { DEFAULT_TIME_ZONE } from '../church-year/collection-window';
import { type Actor, hasPermission } from '../permissions/permission-check';
import type { PermissionCheck } from '../permissions/permission-types';
import { readWallClock } from '../planning/zoned-days';

export const RECEIPT_LIST_PERMISSIONS: readonly PermissionCheck[] = ['WRITE_ORG_DATA', 'WRITE'];

export function canHandleDonationReceipts(actor: Actor, organizationPath: readonly number[]): boolean {
  for (let length = organizationPath.length; length > 0; length--) {
    const path = organizationPath.slice(0, length);
    if (RECEIPT_LIST_PERMISSIONS.some((check) => hasPermission(actor, path, check))) return true;
  }
  return false;
}

export const RECEIPT_LIST_MESSAGES = {
  title: 'Zuwendungsbestätigungen',
  noPermission: 'Sie haben nicht ausreichend Rechte, um die Zuwendungsbestätigungen zu sehen.',
  receiptNotFound: 'Zuwendungsbestätigung nicht gefunden.',
  alreadyArchived: 'Die Zuwendungsbestätigung ist bereits archiviert.',
  archivedCannotBeCorrected: 'Eine archivierte Zuwendungsbestätigung kann nicht mehr berichtigt werden.',
  cannotBeCorrected:
    'Diese Zuwendungsbestätigung gehört zu keiner Anforderung mit Zahlungen und kann hier nicht berichtigt werden.',
  zipNotFound: 'Der ZIP-Auftrag wurde nicht gefunden.',
  zipNotReady: 'Die ZIP-Datei ist noch nicht fertig.',
  zipFailed: 'Die ZIP-Datei konnte nicht erstellt werden. Bitte versuchen Sie es erneut.',
  zipPeriod: 'Das Ende des Zeitraums muss nach seinem Beginn liegen.',
  zipPeriodTooLong: 'Der Zeitraum darf höchstens 366 Tage umfassen.',
  tooManyRows: 'Zu viele Einträge für eine Datei.',
  firstNameRequired: 'Bitte geben Sie den Vornamen an.',
  lastNameRequired: 'Bitte geben Sie den Nachnamen an.',
  streetRequired: 'Bitte geben Sie Straße und Hausnummer an.',
  postalCodeRequired: 'Bitte geben Sie eine gültige Postleitzahl an.',
  cityRequired: 'Bitte geben Sie den Ort an.',
  tooLong: 'Höchstens 200 Zeichen.',
  checkAddress: 'Bitte prüfen Sie die Adresse.',
} as const;

/** The spec's status texts (administration.md §5 "Donation receipt status"). */
export const RECEIPT_STATUS_TEXTS = {
  payment_pending: 'Warte auf Zahlungseingang',
  payment_confirmed: 'Zahlung eingegangen. Zuwendungsbestätigung wird demnächst automatisch erstellt',
  unopened: 'Ungeöffnet',
  archived: 'Archiviert',
  not_required:
    'Keine Zuwendungsbestätigung nötig: Für Zuwendungen bis 300 € genügt der Kontoauszug als Nachweis.',
} as const;

export type ReceiptStatusInput = {
  state: 'payment_pending' | 'payment_confirmed' | 'issued' | 'archived' | 'not_required';
  firstDownload: { at: Date; user: string } | null;
};

const germanDay = (instant: Date) => {
  const [year, month, day] = readWallClock(instant, DEFAULT_TIME_ZONE).day.split('-');
  return `${day}.${month}.${year}`;
};

/** 'Heruntergeladen am {date} von {user}' after the first download, 'Ungeöffnet' before it. */
export function describeReceiptStatus(input: ReceiptStatusInput): string {
  if (input.state === 'issued') {
    return input.firstDownload
      ? `Heruntergeladen am ${germanDay(input.firstDownload.at)} von ${input.firstDownload.user}`
      : RECEIPT_STATUS_TEXTS.unopened;
  }
  if (input.state === 'archived') return RECEIPT_STATUS_TEXTS.archived;
  return RECEIPT_STATUS_TEXTS[input.state];
}

/** `{timestamp}_Zuwendungsbestätigungen.zip`, the timestamp YYYY-MM-DD_HH-mm in Berlin. */
export function receiptZipFileName(instant: Date): string {
  const { day, time } = readWallClock(instant, DEFAULT_TIME_ZONE);
  return `${day}_${time.replace(':', '-')}_Zuwendungsbestätigungen.zip`;
}

export type ReceiptDonorInput = {
  first_name: string;
  last_name: string;
  street: string;
  postal_code: string;
  city: string;
};

const MAX_FIELD_LENGTH = 200;
/** as online giving accepts them: German and foreign postcodes */
const POSTAL_CODE = /^[0-9A-Za-z][0-9A-Za-z -]{2,9}$/;

const REQUIRED: Record<keyof ReceiptDonorInput, string> = {
  first_name: RECEIPT_LIST_MESSAGES.firstNameRequired,
  last_name: RECEIPT_LIST_MESSAGES.lastNameRequired,
  street: RECEIPT_LIST_MESSAGES.streetRequired,
  postal_code: RECEIPT_LIST_MESSAGES.postalCodeRequired,
  city: RECEIPT_LIST_MESSAGES.cityRequired,
};

/**
 * Field errors of donor data for a receipt, empty when it can be printed: every part is needed for
 * an address the tax office accepts.
 */
export function checkReceiptDonor(donor: ReceiptDonorInput): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const field of Object.keys(REQUIRED) as (keyof ReceiptDonorInput)[]) {
    const value = donor[field].trim();
    if (value.length === 0) errors[field] = [REQUIRED[field]];
    else if (value.length > MAX_FIELD_LENGTH) errors[field] = [RECEIPT_LIST_MESSAGES.tooLong];
  }
  if (!errors.postal_code && !POSTAL_CODE.test(donor.postal_code.trim()))
    errors.postal_code = [RECEIPT_LIST_MESSAGES.postalCodeRequired];
  return errors;
}

const MAX_ZIP_DAYS = 366;

/** Field errors of a ZIP period: from (inclusive) before before (exclusive), at most a year and a day. */
export function checkReceiptZipPeriod(dateFrom: string, dateBefore: string): Record<string, string[]> {
  if (dateBefore <= dateFrom) return { date_before: [RECEIPT_LIST_MESSAGES.zipPeriod] };
  if (countDaysBetween(dateFrom, dateBefore) > MAX_ZIP_DAYS)
    return { date_before: [RECEIPT_LIST_MESSAGES.zipPeriodTooLong] };
  return {};
}
