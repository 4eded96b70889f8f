import { describe, expect, it } from 'vitest';
import type { Actor } from '../permissions/permission-check';
import {
  canHandleDonationReceipts,
  checkReceiptDonor,
  checkReceiptZipPeriod,
  describeReceiptStatus,
  RECEIPT_LIST_MESSAGES,
  receiptZipFileName,
} from './receipt-list';

const LAUFFEN = [1, 2, 3, 10];
const actor = (role: 'admin' | 'treasurer' | 'user' | 'viewer', path: number[]): Actor => ({
  isSuperuser: false,
  grants: [{ role, organizationPath: path }],
});

describe('canHandleDonationReceipts', () => {
  it.each([
    ['the parish admin', actor('admin', LAUFFEN), true],
    ['the district admin above', actor('admin', [1, 2, 3]), true],
    ['the treasurer (Finanzen)', actor('treasurer', LAUFFEN), true],
    ['the treasurer of the district above', actor('treasurer', [1, 2, 3]), true],
    ['a plain user', actor('user', LAUFFEN), false],
    ['a viewer', actor('viewer', LAUFFEN), false],
    ['the admin of a neighbouring parish', actor('admin', [1, 2, 4, 11]), false],
    ['the superuser', { isSuperuser: true, grants: [] }, true],
  ] as const)('%s: %s', (_, who, expected) => {
    expect(canHandleDonationReceipts(who, LAUFFEN)).toBe(expected);
  });
});

describe('describeReceiptStatus', () => {
  it.each([
    [{ state: 'payment_pending', firstDownload: null }, 'Warte auf Zahlungseingang'],
    [
      { state: 'payment_confirmed', firstDownload: null },
      'Zahlung eingegangen. Zuwendungsbestätigung wird demnächst automatisch erstellt',
    ],
    [{ state: 'issued', firstDownload: null }, 'Ungeöffnet'],
    [
      // 23:30 UTC is already the next day in Berlin
      { state: 'issued', firstDownload: { at: new Date('2026-03-04T23:30:00Z'), user: 'Petra Schulz' } },
      'Heruntergeladen am 05.03.2026 von Petra Schulz',
    ],
    [{ state: 'archived', firstDownload: null }, 'Archiviert'],
  ] as const)('%o', (input, text) => {
    expect(describeReceiptStatus(input)).toBe(text);
  });
});

describe('receiptZipFileName', () => {
  it.each([
    ['2026-11-24T09:05:00Z', '2026-11-24_10-05_Zuwendungsbestätigungen.zip'],
    ['2026-07-01T22:30:00Z', '2026-07-02_00-30_Zuwendungsbestätigungen.zip'],
  ])('%s', (instant, name) => {
    expect(receiptZipFileName(new Date(instant))).toBe(name);
  });
});

describe('checkReceiptDonor', () => {
  const donor = {
    first_name: 'Jürgen',
    last_name: 'Weiß',
    street: 'Bahnhofstraße 1',
    postal_code: '74348',
    city: 'Lauffen am Neckar',
  };
  it('accepts a complete address', () => {
    expect(checkReceiptDonor(donor)).toEqual({});
  });
  it('puts each error at its field', () => {
    expect(checkReceiptDonor({ ...donor, postal_code: ' ', city: '' })).toEqual({
      postal_code: [RECEIPT_LIST_MESSAGES.postalCodeRequired],
      city: [RECEIPT_LIST_MESSAGES.cityRequired],
    });
    expect(checkReceiptDonor({ ...donor, postal_code: '#' })).toEqual({
      postal_code: [RECEIPT_LIST_MESSAGES.postalCodeRequired],
    });
    expect(checkReceiptDonor({ ...donor, last_name: 'ß'.repeat(201) })).toEqual({
      last_name: [RECEIPT_LIST_MESSAGES.tooLong],
    });
  });
});

describe('checkReceiptZipPeriod', () => {
  it.each([
    ['2026-01-01', '2027-01-01', {}],
    ['2026-01-01', '2026-01-01', { date_before: [RECEIPT_LIST_MESSAGES.zipPeriod] }],
    ['2026-02-01', '2026-01-01', { date_before: [RECEIPT_LIST_MESSAGES.zipPeriod] }],
    ['2025-01-01', '2027-01-01', { date_before: [RECEIPT_LIST_MESSAGES.zipPeriodTooLong] }],
  ])('%s to %s', (from, before, errors) => {
    expect(checkReceiptZipPeriod(from, before)).toEqual(errors);
  });
});
