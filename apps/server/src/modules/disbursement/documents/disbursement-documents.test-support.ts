/** Sample inputs of the disbursement documents for their tests: Lauffen forwards to the region. */
import type {
  DisbursementDocumentView,
  DisbursementRunBookingRow,
  DisbursementRunExport,
} from './disbursement-document-types';

/** 200 characters with umlauts, ß and accents, no spaces for long stretches. */
export const LONG_NAME =
  'Evangelische Gesamtkirchengemeinde Großbottwar-Höpfigheim-Überlingen-Weißach Ærøskøbing '
    .repeat(3)
    .slice(0, 200);

export function sampleDisbursementView(
  overrides: Partial<DisbursementDocumentView> = {},
): DisbursementDocumentView {
  return {
    orderId: 4711,
    collectionName: 'Brot für die Welt – Weihnachtskollekte',
    collectionStart: '2026-12-24T15:00:00.000Z',
    collectionEnd: '2026-12-26T22:59:00.000Z',
    orderingOrganization: { name: 'Evangelische Landeskirche in Württemberg' },
    collectingOrganization: {
      name: 'Ev. Kirchengemeinde Lauffen am Neckar',
      address: ['Kirchbergstraße 4', '74348 Lauffen am Neckar'],
    },
    handlingOrganization: {
      name: 'Ev. Kirchenbezirk Heilbronn',
      address: ['Kirchbrunnenstraße 24', '74072 Heilbronn'],
    },
    state: 'ordered',
    stopCashPayments: new Date('2026-12-28T09:30:00.000Z'),
    currency: 'EUR',
    ecomCents: 123_450,
    posCents: 45_600,
    cashCents: 98_765,
    totalCents: 267_815,
    countPayments: 1234,
    accounting: { Kostenstelle: '4100', Sachkonto: '3720', Bemerkung: null },
    createdAt: new Date('2027-01-04T08:15:00.000Z'),
    ...overrides,
  };
}

export function sampleBookingRow(
  overrides: Partial<DisbursementRunBookingRow> = {},
): DisbursementRunBookingRow {
  return {
    orderId: 4711,
    collectionName: 'Brot für die Welt – Weihnachtskollekte',
    collectingOrganizationName: 'Ev. Kirchengemeinde Lauffen am Neckar',
    day: '2026-12-28',
    totalCents: 267_815,
    ecomCents: 123_450,
    posCents: 45_600,
    cashCents: 98_765,
    accounting: { Kostenstelle: '4100', Sachkonto: '3720' },
    ...overrides,
  };
}

export function sampleRunExport(overrides: Partial<DisbursementRunExport> = {}): DisbursementRunExport {
  return {
    runId: 12,
    handlingOrganizationName: 'Ev. Kirchenbezirk Heilbronn',
    datevConsultant: '29098',
    datevClient: '55003',
    createdAt: new Date('2027-01-04T08:15:00.000Z'),
    currency: 'EUR',
    rows: [
      sampleBookingRow(),
      sampleBookingRow({
        orderId: 4712,
        collectionName: '=HYPERLINK("http://example.org") "Diakonie"',
        collectingOrganizationName: 'Ev. Kirchengemeinde Brackenheim-Meimsheim',
        day: '2026-12-30',
        totalCents: 10_005,
        ecomCents: 0,
        posCents: 5,
        cashCents: 10_000,
        accounting: { Kostenstelle: '-4200', Gegenkonto: '70012' },
      }),
    ],
    ...overrides,
  };
}
