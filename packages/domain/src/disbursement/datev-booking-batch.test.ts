import { describe, expect, it } from 'vitest';
import {
  bookingYearsOf,
  buildDatevBookingBatchLines,
  buildDatevBookingText,
  buildDatevFileName,
  type DatevBooking,
  formatDatevAmount,
  formatDatevDocumentDay,
  formatDatevNumber,
  formatDatevText,
  formatDatevTimestamp,
  resolveDatevAccounts,
} from './datev-booking-batch';
import { DATEV_BOOKING_COLUMNS } from './datev-booking-columns';

describe('DATEV amounts: decimal comma, no thousands separator, two digits', () => {
  it.each([
    [0, '0,00'],
    [5, '0,05'],
    [12_550, '125,50'],
    [123_456_789, '1234567,89'],
    [-4_200, '42,00'],
  ])('%i cents → %s', (cents, text) => {
    expect(formatDatevAmount(cents)).toBe(text);
  });

  it('refuses a fraction of a cent', () => {
    expect(() => formatDatevAmount(1.5)).toThrow(RangeError);
  });
});

describe('DATEV days', () => {
  it.each([
    ['2026-11-29', '2911'],
    ['2026-01-05', '0501'],
  ])('Belegdatum of %s is %s', (day, text) => {
    expect(formatDatevDocumentDay(day)).toBe(text);
  });

  it('refuses what is no ISO day', () => {
    expect(() => formatDatevDocumentDay('29.11.2026')).toThrow(RangeError);
  });

  it.each([
    ['2026-11-25T13:04:05.123Z', '20261125140405123'],
    ['2026-07-01T22:30:00.000Z', '20260702003000000'],
  ])("'Erzeugt am' of %s is the Berlin wall clock %s", (instant, text) => {
    expect(formatDatevTimestamp(new Date(instant))).toBe(text);
  });
});

describe('DATEV text fields', () => {
  it.each([
    ['Kollekte', undefined, '"Kollekte"'],
    ['Brot für die Welt "2026"', undefined, '"Brot für die Welt ""2026"""'],
    ['zwei\r\nZeilen  hier ', undefined, '"zwei Zeilen hier"'],
    ['abcdefghij', 4, '"abcd"'],
    ['Straße', 4, '"Stra"'],
  ])('%j (limit %s) → %s', (text, limit, field) => {
    expect(formatDatevText(text, limit)).toBe(field);
  });
});

describe('the Buchungstext: collection and parish in 60 characters', () => {
  it.each([
    ['Diakonie', 'Ev. Kirchengemeinde Lauffen', 'Diakonie, Ev. Kirchengemeinde Lauffen'],
    [
      'Brot für die Welt – Weihnachtskollekte für Projekte in Übersee',
      'Ev. Kirchengemeinde Lauffen am Neckar',
      'Brot für die Welt – Weihnachtskoll, Ev. Kirchengemeinde Lauf',
    ],
    [
      'K',
      'Ev. Kirchengemeinde Lauffen am Neckar mit Filialgemeinden',
      'K, Ev. Kirchengemeinde Lauffen am Neckar mit Filialgemeinden',
    ],
    ['Kollekte '.repeat(10), '', 'Kollekte Kollekte Kollekte Kollekte Kollekte Kollekte Kollek'],
  ])('%s / %s', (collection, parish, text) => {
    const result = buildDatevBookingText(collection, parish);
    expect(Array.from(result).length).toBeLessThanOrEqual(60);
    expect(result).toBe(text);
  });
});

describe('accounts from the plan’s accounting fields', () => {
  it.each([
    [{}, { account: '1590', contraAccount: '1200', costCentre: null }],
    [{ Kostenstelle: '4100' }, { account: '1590', contraAccount: '1200', costCentre: '4100' }],
    [
      { Sachkonto: '3720', Gegenkonto: '70012', Kostenstelle: ' 41 00 ' },
      { account: '3720', contraAccount: '70012', costCentre: '41 00' },
    ],
    [
      { konto: '3721', sachkonto: null },
      { account: '3721', contraAccount: '1200', costCentre: null },
    ],
    [
      { Sachkonto: '3720', Konto: '3721' },
      { account: '3720', contraAccount: '1200', costCentre: null },
    ],
    [
      { Sachkonto: '37 20', Gegenkonto: 'Bank' },
      { account: '1590', contraAccount: '1200', costCentre: null },
    ],
    [
      { Kostenstelle: 'x'.repeat(40) },
      { account: '1590', contraAccount: '1200', costCentre: 'x'.repeat(36) },
    ],
  ])('%j → %j', (accounting, accounts) => {
    expect(resolveDatevAccounts(accounting)).toEqual(accounts);
  });
});

describe('Berater- and Mandantennummer', () => {
  it.each([
    [null, { min: 1001, max: 9_999_999 }, ''],
    ['29098', { min: 1001, max: 9_999_999 }, '29098'],
    [' 1001 ', { min: 1001, max: 9_999_999 }, '1001'],
    ['1000', { min: 1001, max: 9_999_999 }, ''],
    ['55003', { min: 1, max: 99_999 }, '55003'],
    ['100000', { min: 1, max: 99_999 }, ''],
    ['0', { min: 1, max: 99_999 }, ''],
    ['12a', { min: 1, max: 99_999 }, ''],
  ])('%j in %j → %j', (value, range, text) => {
    expect(formatDatevNumber(value, range)).toBe(text);
  });
});

describe('the file name', () => {
  it.each([
    ['Ev. Kirchenbezirk Heilbronn', 7, 'EXTF_Buchungsstapel_Ev-Kirchenbezirk-Heilbronn_7.csv'],
    ['Bezirk Süd/Öhringen & Weißach', 12, 'EXTF_Buchungsstapel_Bezirk-Sued-Oehringen-Weissach_12.csv'],
    ['Évangélique', 1, 'EXTF_Buchungsstapel_Evangelique_1.csv'],
    ['***', 2, 'EXTF_Buchungsstapel_Organisation_2.csv'],
    ['Kirchenbezirk '.repeat(5), 3, 'EXTF_Buchungsstapel_Kirchenbezirk-Kirchenbezirk-Ki_3.csv'],
  ])('%s, run %i → %s', (name, runId, fileName) => {
    expect(buildDatevFileName(name, runId)).toBe(fileName);
  });
});

const booking = (overrides: Partial<DatevBooking> = {}): DatevBooking => ({
  orderId: 42,
  collectionName: 'Diakonie',
  collectingOrganizationName: 'Ev. Kirchengemeinde Lauffen',
  day: '2026-11-29',
  totalCents: 123_456,
  accounting: { Kostenstelle: '4100' },
  ...overrides,
});

describe('the batch', () => {
  const batch = {
    consultant: '29098',
    client: '55003',
    createdAt: new Date('2026-12-01T09:00:00.000Z'),
    currency: 'EUR',
    description: 'Kollektenweiterleitung 7',
  };

  it('writes the header, the 125 column names and one booking per order', () => {
    const lines = buildDatevBookingBatchLines({
      ...batch,
      bookings: [
        booking(),
        booking({ orderId: 43, day: '2026-10-04', totalCents: 5, accounting: { Sachkonto: '3720' } }),
      ],
    });
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe(
      '"EXTF";700;21;"Buchungsstapel";13;20261201100000000;;"RE";"Kollekta";"";29098;55003;20260101;4;' +
        '20261004;20261129;"Kollektenweiterleitung 7";"KW";1;0;0;"EUR";;"";;;"03";;;"";""',
    );
    expect(lines[0]?.split(';')).toHaveLength(31);
    expect(lines[1]?.split(';')).toEqual(DATEV_BOOKING_COLUMNS);
    expect(DATEV_BOOKING_COLUMNS).toHaveLength(125);
    expect(DATEV_BOOKING_COLUMNS[124]).toBe('Abw. Skontokonto');
    const first = lines[2]?.split(';') ?? [];
    expect(first).toHaveLength(125);
    expect(first.slice(0, 14)).toEqual([
      '1234,56',
      '"S"',
      '"EUR"',
      '',
      '',
      '',
      '1590',
      '1200',
      '',
      '2911',
      '"KW-42"',
      '',
      '',
      '"Diakonie, Ev. Kirchengemeinde Lauffen"',
    ]);
    expect(first[DATEV_BOOKING_COLUMNS.indexOf('KOST1 - Kostenstelle')]).toBe('"4100"');
    const second = lines[3]?.split(';') ?? [];
    expect([second[0], second[6], second[9], second[10], second[36]]).toEqual([
      '0,05',
      '3720',
      '0410',
      '"KW-43"',
      '',
    ]);
  });

  it('leaves out orders with nothing to forward and writes unknown client numbers empty', () => {
    const lines = buildDatevBookingBatchLines({
      ...batch,
      consultant: null,
      client: null,
      bookings: [booking({ totalCents: 0 })],
    });
    expect(lines).toHaveLength(2);
    const header = lines[0]?.split(';') ?? [];
    expect(header.slice(10, 16)).toEqual(['', '', '20260101', '4', '20261201', '20261201']);
  });

  it('takes the longest Sachkonto as the account length, 4 to 8', () => {
    const lines = buildDatevBookingBatchLines({
      ...batch,
      bookings: [booking({ accounting: { Sachkonto: '123456' } })],
    });
    expect(lines[0]?.split(';')[13]).toBe('6');
  });

  it('refuses bookings of two fiscal years: DATEV writes the Belegdatum without a year', () => {
    const bookings = [booking({ day: '2026-12-27' }), booking({ day: '2027-01-03' })];
    expect(bookingYearsOf(bookings)).toEqual([2026, 2027]);
    expect(() => buildDatevBookingBatchLines({ ...batch, bookings })).toThrow(/one fiscal year/);
  });
});
