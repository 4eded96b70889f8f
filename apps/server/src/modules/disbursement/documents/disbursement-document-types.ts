/**
 * The shapes the disbursement documents are built from: the routes load them, the builders only
 * lay them out (pure, no database).
 */
import type { DisbursementState } from '@kollekta/domain';

/** Everything the PDF of one disbursement shows; the route loads it, the builder only lays it out. */
export type DisbursementDocumentView = {
  orderId: number;
  collectionName: string;
  collectionStart: string | null;
  collectionEnd: string | null;
  orderingOrganization: { name: string };
  collectingOrganization: { name: string; address: string[] };
  handlingOrganization: { name: string; address: string[] };
  state: DisbursementState;
  stopCashPayments: Date | null;
  currency: string;
  ecomCents: number;
  posCents: number;
  cashCents: number;
  totalCents: number;
  countPayments: number;
  accounting: Record<string, string | null>;
  createdAt: Date;
};

/** One order of a disbursement run, as booked. */
export type DisbursementRunBookingRow = {
  orderId: number;
  collectionName: string;
  collectingOrganizationName: string;
  /** YYYY-MM-DD, the stop-cash day */
  day: string;
  totalCents: number;
  ecomCents: number;
  posCents: number;
  cashCents: number;
  /** the plan's meta.accounting, e.g. { Kostenstelle: '4100', Sachkonto: '…' } */
  accounting: Record<string, string | null>;
};

export type DisbursementRunExport = {
  runId: number;
  handlingOrganizationName: string;
  datevConsultant: string | null;
  datevClient: string | null;
  createdAt: Date;
  currency: string;
  rows: DisbursementRunBookingRow[];
};
