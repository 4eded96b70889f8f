/**
 * The booking export of a disbursement run as a DATEV Buchungsstapel (issue 16 §3): the lines of an
 * EXTF file, format 700, category 21 'Buchungsstapel', format version 13, so that the district's
 * accountant imports the run instead of typing it. Pure text: the server encodes it as
 * Windows-1252 (what DATEV reads) and joins the lines with CRLF.
 *
 * Decisions where the format leaves a choice (DATEV's own documentation is behind a login):
 * - One booking per order: the forwarded total, 'S' (debit) on Konto against Gegenkonto. An order
 *   with nothing to forward is no booking (DATEV refuses an amount of 0).
 * - Konto comes from the plan's accounting field 'Sachkonto' (else 'Konto'), Gegenkonto from
 *   'Gegenkonto', KOST1 from 'Kostenstelle' (names compared without case). A value that is no
 *   account number (digits only, at most 9) is not used: the SKR03 default stands in, so the file
 *   always imports and the accountant rebooks rather than repairs. Defaults: 1590 'Durchlaufende
 *   Posten' (a collection for someone else is exactly that) against 1200 'Bank'.
 * - Berater- and Mandantennummer: organisations keep none yet. Unknown (or out of DATEV's ranges,
 *   1001–9999999 and 1–99999) they stay empty rather than invent one: DATEV then asks for the
 *   client at import, where a made-up number would book into a wrong client or be refused anyway.
 * - The fiscal year is the calendar year of the bookings (a parish's budget year); 'Datum vom/bis'
 *   span the first and last Belegdatum. DATEV needs a batch inside one fiscal year and writes the
 *   Belegdatum without a year, so rows of several years are refused (`bookingYearsOf` lets the
 *   caller check first).
 * - Sachkontenlänge: the longest Konto used, at least 4 (SKR03), at most 8; a longer Gegenkonto is
 *   read by DATEV as a personal account (Kreditor), which is what a creditor number should be.
 */
import { readWallClock } from '../planning/zoned-days';
import { DATEV_BOOKING_COLUMNS } from './datev-booking-columns';

export const DATEV_FORMAT = {
  marker: 'EXTF',
  version: 700,
  category: 21,
  name: 'Buchungsstapel',
  formatVersion: 13,
  origin: 'RE',
  exportedBy: 'Kollekta',
  dictation: 'KW',
  chartOfAccounts: '03',
} as const;

export const DATEV_DEFAULT_ACCOUNT = '1590';
export const DATEV_DEFAULT_CONTRA_ACCOUNT = '1200';
export const DATEV_TEXT_LIMITS = { bookingText: 60, documentField: 36, costCentre: 36, description: 30 };

const column = (name: string) => DATEV_BOOKING_COLUMNS.indexOf(name);
const COLUMN = {
  amount: column('Umsatz (ohne Soll/Haben-Kz)'),
  debitCredit: column('Soll/Haben-Kennzeichen'),
  currency: column('WKZ Umsatz'),
  account: column('Konto'),
  contraAccount: column('Gegenkonto (ohne BU-Schlüssel)'),
  documentDay: column('Belegdatum'),
  documentField: column('Belegfeld 1'),
  bookingText: column('Buchungstext'),
  costCentre: column('KOST1 - Kostenstelle'),
};

export type DatevBooking = {
  orderId: number;
  collectionName: string;
  collectingOrganizationName: string;
  /** YYYY-MM-DD: the Belegdatum */
  day: string;
  totalCents: number;
  accounting: Readonly<Record<string, string | null>>;
};

export type DatevBookingBatch = {
  consultant: string | null;
  client: string | null;
  /** written as 'Erzeugt am' (Berlin wall clock) and the day of an empty batch */
  createdAt: Date;
  currency: string;
  /** 'Bezeichnung' of the batch, cut to 30 characters */
  description: string;
  bookings: readonly DatevBooking[];
};

/** 123456 → '1234,56': no thousands separator, a decimal comma, always two digits. */
export function formatDatevAmount(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not a whole number of cents: ${cents}`);
  const absolute = Math.abs(cents);
  return `${Math.trunc(absolute / 100)},${String(absolute % 100).padStart(2, '0')}`;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function splitDay(day: string): [string, string, string] {
  const match = ISO_DAY.exec(day);
  if (!match) throw new RangeError(`not a day (YYYY-MM-DD): ${day}`);
  return [match[1] as string, match[2] as string, match[3] as string];
}

/** '2026-11-29' → '2911': the Belegdatum, its year given by the batch's period. */
export function formatDatevDocumentDay(day: string): string {
  const [, month, date] = splitDay(day);
  return `${date}${month}`;
}

/** '2026-11-29' → '20261129': the header's days. */
export function formatDatevHeaderDay(day: string): string {
  return splitDay(day).join('');
}

/** 'Erzeugt am': YYYYMMDDHHMMSSFFF of the Berlin wall clock. */
export function formatDatevTimestamp(instant: Date): string {
  const { day, time, restMs } = readWallClock(instant);
  const seconds = String(Math.trunc(restMs / 1000)).padStart(2, '0');
  const millis = String(restMs % 1000).padStart(3, '0');
  return `${formatDatevHeaderDay(day)}${time.replace(':', '')}${seconds}${millis}`;
}

/**
 * A text field: in double quotes, quotes inside doubled, line breaks and runs of spaces as one
 * space (a line break would end the booking), cut to `limit` characters.
 */
export function formatDatevText(text: string, limit?: number): string {
  const oneLine = text.normalize('NFC').replace(/\s+/g, ' ').trim();
  const cut = limit === undefined ? oneLine : cutToCharacters(oneLine, limit);
  return `"${cut.replaceAll('"', '""')}"`;
}

function cutToCharacters(text: string, limit: number): string {
  const characters = Array.from(text);
  return characters.length <= limit ? text : characters.slice(0, limit).join('').trimEnd();
}

/** 'Kollekte, Gemeinde' in 60 characters: the parish keeps up to 24 of them, the collection the rest. */
export function buildDatevBookingText(collectionName: string, organizationName: string): string {
  const collection = collectionName.replace(/\s+/g, ' ').trim();
  const parish = organizationName.replace(/\s+/g, ' ').trim();
  const limit = DATEV_TEXT_LIMITS.bookingText;
  const full = parish ? `${collection}, ${parish}` : collection;
  if (Array.from(full).length <= limit) return full;
  if (!parish) return cutToCharacters(collection, limit);
  const parishLength = Math.max(
    Math.min(Array.from(parish).length, 24),
    limit - 2 - Array.from(collection).length,
  );
  const parishPart = cutToCharacters(parish, parishLength);
  return `${cutToCharacters(collection, limit - 2 - Array.from(parishPart).length)}, ${parishPart}`;
}

function accountingValue(
  accounting: Readonly<Record<string, string | null>>,
  ...names: string[]
): string | null {
  for (const name of names) {
    for (const [key, value] of Object.entries(accounting)) {
      const trimmed = value?.trim();
      if (key.trim().toLowerCase() === name.toLowerCase() && trimmed) return trimmed;
    }
  }
  return null;
}

const ACCOUNT_NUMBER = /^\d{1,9}$/;

export type DatevAccounts = { account: string; contraAccount: string; costCentre: string | null };

/** Konto, Gegenkonto and KOST1 of a booking from the plan's accounting fields (see the header). */
export function resolveDatevAccounts(accounting: Readonly<Record<string, string | null>>): DatevAccounts {
  const account = accountingValue(accounting, 'Sachkonto', 'Konto');
  const contraAccount = accountingValue(accounting, 'Gegenkonto');
  const costCentre = accountingValue(accounting, 'Kostenstelle');
  return {
    account: account && ACCOUNT_NUMBER.test(account) ? account : DATEV_DEFAULT_ACCOUNT,
    contraAccount:
      contraAccount && ACCOUNT_NUMBER.test(contraAccount) ? contraAccount : DATEV_DEFAULT_CONTRA_ACCOUNT,
    costCentre: costCentre
      ? cutToCharacters(costCentre.replace(/\s+/g, ' '), DATEV_TEXT_LIMITS.costCentre)
      : null,
  };
}

/** A Berater- or Mandantennummer inside DATEV's range, else empty (see the header). */
export function formatDatevNumber(value: string | null, range: { min: number; max: number }): string {
  const digits = value?.trim() ?? '';
  if (!/^\d{1,7}$/.test(digits)) return '';
  const number = Number(digits);
  return number >= range.min && number <= range.max ? String(number) : '';
}

export const DATEV_CONSULTANT_RANGE = { min: 1001, max: 9_999_999 };
export const DATEV_CLIENT_RANGE = { min: 1, max: 99_999 };

/** The calendar years the bookings fall in, ascending: a batch may cover one. */
export function bookingYearsOf(bookings: readonly Pick<DatevBooking, 'day'>[]): number[] {
  return [...new Set(bookings.map((booking) => Number(splitDay(booking.day)[0])))].sort((a, b) => a - b);
}

function buildHeaderLine(batch: DatevBookingBatch, bookings: readonly DatevBooking[], accountLength: number) {
  const days = bookings.map((booking) => booking.day).sort();
  const from = days[0] ?? readWallClock(batch.createdAt).day;
  const until = days[days.length - 1] ?? from;
  const fields = [
    formatDatevText(DATEV_FORMAT.marker),
    String(DATEV_FORMAT.version),
    String(DATEV_FORMAT.category),
    formatDatevText(DATEV_FORMAT.name),
    String(DATEV_FORMAT.formatVersion),
    formatDatevTimestamp(batch.createdAt),
    '', // Importiert: written by DATEV
    formatDatevText(DATEV_FORMAT.origin),
    formatDatevText(DATEV_FORMAT.exportedBy),
    formatDatevText(''), // Importiert von
    formatDatevNumber(batch.consultant, DATEV_CONSULTANT_RANGE),
    formatDatevNumber(batch.client, DATEV_CLIENT_RANGE),
    `${from.slice(0, 4)}0101`, // WJ-Beginn: the calendar year
    String(accountLength),
    formatDatevHeaderDay(from),
    formatDatevHeaderDay(until),
    formatDatevText(batch.description, DATEV_TEXT_LIMITS.description),
    formatDatevText(DATEV_FORMAT.dictation),
    '1', // Buchungstyp: Finanzbuchführung
    '0', // Rechnungslegungszweck: unabhängig
    '0', // Festschreibung: none, the accountant may still correct
    formatDatevText(batch.currency),
    '',
    formatDatevText(''), // Derivatskennzeichen
    '',
    '',
    formatDatevText(DATEV_FORMAT.chartOfAccounts),
    '', // ID der Branchenlösung
    '',
    formatDatevText(''),
    formatDatevText(''), // Anwendungsinformation
  ];
  return fields.join(';');
}

function buildBookingLine(booking: DatevBooking, currency: string): string {
  const fields: string[] = new Array(DATEV_BOOKING_COLUMNS.length).fill('');
  const { account, contraAccount, costCentre } = resolveDatevAccounts(booking.accounting);
  fields[COLUMN.amount] = formatDatevAmount(booking.totalCents);
  // A negative total (never expected) is booked the other way round with its absolute amount.
  fields[COLUMN.debitCredit] = formatDatevText(booking.totalCents < 0 ? 'H' : 'S');
  fields[COLUMN.currency] = formatDatevText(currency);
  fields[COLUMN.account] = account;
  fields[COLUMN.contraAccount] = contraAccount;
  fields[COLUMN.documentDay] = formatDatevDocumentDay(booking.day);
  fields[COLUMN.documentField] = formatDatevText(`KW-${booking.orderId}`, DATEV_TEXT_LIMITS.documentField);
  fields[COLUMN.bookingText] = formatDatevText(
    buildDatevBookingText(booking.collectionName, booking.collectingOrganizationName),
    DATEV_TEXT_LIMITS.bookingText,
  );
  if (costCentre) fields[COLUMN.costCentre] = formatDatevText(costCentre);
  return fields.join(';');
}

/** The lines of the file: header, column names, one booking per order with something to forward. */
export function buildDatevBookingBatchLines(batch: DatevBookingBatch): string[] {
  const bookings = batch.bookings.filter((booking) => booking.totalCents !== 0);
  const years = bookingYearsOf(bookings);
  if (years.length > 1) {
    throw new RangeError(`a DATEV batch covers one fiscal year; these bookings fall in ${years.join(', ')}`);
  }
  const accountLength = Math.min(
    8,
    Math.max(4, ...bookings.map((booking) => resolveDatevAccounts(booking.accounting).account.length)),
  );
  return [
    buildHeaderLine(batch, bookings, accountLength),
    DATEV_BOOKING_COLUMNS.join(';'),
    ...bookings.map((booking) => buildBookingLine(booking, batch.currency)),
  ];
}

const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ß: 'ss' };

/** An organisation's name as part of a file name: plain ASCII, words joined by '-', at most 30 characters. */
export function toDisbursementFileNamePart(name: string): string {
  const short = name
    .replace(/[äöüÄÖÜß]/g, (letter) => UMLAUTS[letter] ?? letter)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 30)
    .replace(/-+$/, '');
  return short || 'Organisation';
}

/** 'EXTF_Buchungsstapel_{organisation}_{run}.csv' (see toDisbursementFileNamePart). */
export function buildDatevFileName(organizationName: string, runId: number): string {
  return `EXTF_Buchungsstapel_${toDisbursementFileNamePart(organizationName)}_${runId}.csv`;
}
