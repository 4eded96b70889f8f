/** How a legacy record reads in the table: its bookings of the chosen years with their sum. */
import type { KgLegacyBooking, KgLegacyRecord } from '@kollekta/contract';
import { decimalStringToCents } from '@kollekta/domain';

export type BookingsOfYears = { bookings: KgLegacyBooking[]; sumCents: number };

/** The bookings that count for one of the years (all, when none is chosen), and their sum in cents. */
export function bookingsOfYears(
  record: Pick<KgLegacyRecord, 'buchungen'>,
  years: readonly number[],
): BookingsOfYears {
  const bookings = record.buchungen.filter((booking) => years.length === 0 || years.includes(booking.year));
  const sumCents = bookings.reduce((sum, booking) => sum + (decimalStringToCents(booking.amount) ?? 0), 0);
  return { bookings, sumCents };
}

/** 'Kirchgeldzahler, Senioren' */
export function targetGroupsText(record: Pick<KgLegacyRecord, 'zielgruppen'>): string {
  return record.zielgruppen
    .map((group) => group.Zielgruppe ?? Object.values(group)[0])
    .filter((name): name is string => typeof name === 'string' && name !== '')
    .join(', ');
}

/** the UUID pattern of person ids (kgUuid of the contract): the 'Ungültig ID' check at the field */
export function isPersonId(text: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i.test(text.trim());
}
