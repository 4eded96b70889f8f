/**
 * Receipt documents for tests and benchmarks: a single receipt for one gift, a collective receipt
 * for a year of gifts, and the hard names of the issue (200 characters, umlauts, ß, accents).
 */
import type { ReceiptDocument, ReceiptGift } from './receipt-document';

/** 200 characters of umlauts, ß and accents, with spaces where a name has them. */
export const LONG_DONOR_NAME =
  'Maximiliane-Éléonore Ångström-Müller-Lüdenscheidt Weißgerber-Çelik Øresund-Núñez '.repeat(3).slice(0, 200);

export function sampleSingleReceipt(overrides: Partial<ReceiptDocument> = {}): ReceiptDocument {
  return {
    kind: 'single',
    number: 'ZB-2026-00042',
    issuer: {
      name: 'Evangelische Kirchengemeinde Lauffen am Neckar',
      supplement: 'Evangelisches Pfarramt',
      street: 'Kirchbergstraße 3',
      postalCode: '74348',
      city: 'Lauffen am Neckar',
    },
    donor: {
      firstName: 'Jürgen',
      lastName: 'Weiß',
      street: 'Hölderlinstraße 12',
      postalCode: '74348',
      city: 'Lauffen am Neckar',
    },
    amountCents: 12_550,
    gifts: [{ day: '2026-10-04', amountCents: 12_550, kind: 'Geldzuwendung', waiver: false }],
    purpose: 'kirchlicher Zwecke (Diakonie in der eigenen Gemeinde)',
    place: 'Lauffen am Neckar',
    issuedOn: '2026-11-24',
    replacesNumber: null,
    ...overrides,
  };
}

/** A year of gifts, every few one a membership fee or with a waiver, on distinct days. */
export function sampleGifts(count: number, year = 2026): ReceiptGift[] {
  return Array.from({ length: count }, (_, index) => {
    const day = new Date(Date.UTC(year, 0, 1 + Math.floor((index * 364) / Math.max(1, count))));
    return {
      day: day.toISOString().slice(0, 10),
      amountCents: 1_000 + ((index * 7_919) % 25_000),
      kind: index % 6 === 5 ? 'Mitgliedsbeitrag' : 'Geldzuwendung',
      waiver: index % 9 === 4,
    };
  });
}

export function sampleCollectiveReceipt(
  giftCount = 12,
  overrides: Partial<ReceiptDocument> = {},
): ReceiptDocument {
  const gifts = sampleGifts(giftCount);
  return sampleSingleReceipt({
    kind: 'collective',
    number: 'ZB-2026-00043',
    gifts,
    amountCents: gifts.reduce((sum, gift) => sum + gift.amountCents, 0),
    period: { from: '2026-01-01', until: '2026-12-31' },
    ...overrides,
  });
}

const FIRST_NAMES = ['Jürgen', 'Zoë', 'Siobhán', 'Hans-Peter', 'Ilse', 'François', 'Åsa', 'Mehmet'];
const LAST_NAMES = [
  'Weiß',
  'Çelik',
  "O'Brien",
  'Müller-Lüdenscheidt',
  'Groß',
  'Lefèvre',
  'Øvergård',
  'Yılmaz',
];
const STREETS = ['Hölderlinstraße', 'Am Kirchberg', 'Schillerstraße', 'Weinbergweg', 'Neckarstraße'];
const PURPOSES = [
  'kirchlicher Zwecke (Diakonie in der eigenen Gemeinde)',
  'kirchlicher Zwecke (Kirchenmusik)',
  'mildtätiger Zwecke (Brot für die Welt)',
  'kirchlicher Zwecke (Jugendarbeit)',
];

/**
 * The index-th receipt of a run, as a bulk job makes them: numbered in sequence, donors, amounts
 * and purposes varying, every tenth a collective receipt for twelve gifts.
 */
export function sampleReceiptForIndex(index: number): ReceiptDocument {
  const pick = <T>(list: readonly T[], salt: number): T => list[(index * salt) % list.length] as T;
  const number = `ZB-2026-${String(index + 1).padStart(5, '0')}`;
  const donor = {
    firstName: pick(FIRST_NAMES, 3),
    lastName: pick(LAST_NAMES, 5),
    street: `${pick(STREETS, 7)} ${1 + (index % 97)}`,
    postalCode: String(74_300 + (index % 90)),
    city: index % 2 === 0 ? 'Lauffen am Neckar' : 'Brackenheim',
  };
  if (index % 10 === 9) return sampleCollectiveReceipt(12, { number, donor, purpose: pick(PURPOSES, 11) });
  const amountCents = 500 + ((index * 7_919) % 250_000);
  return sampleSingleReceipt({
    number,
    donor,
    amountCents,
    gifts: [{ day: '2026-10-04', amountCents, kind: 'Geldzuwendung', waiver: index % 13 === 0 }],
    purpose: pick(PURPOSES, 11),
  });
}
