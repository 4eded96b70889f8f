/**
 * The booking report ('Abgleichliste', XLSX): every payment of the period with its date, type,
 * amount and the fee it carries, then the fee per scope as on the invoice, so that the treasurer can
 * reconcile the invoice against the income line by line. Texts from the database are guarded
 * against formula injection (writeText).
 */
import {
  BILLING_SCOPE_LABELS,
  type BillingFees,
  type BillingPeriod,
  formatBasisPoints,
  formatBillingPeriod,
  paymentTypeLabel,
  readWallClock,
  VAT_LABEL,
  writeText,
} from '@kollekta/domain';
import { writeXlsx, type XlsxCell } from '../../../adapters/xlsx';
import type { BillablePaymentRow } from '../billing-documents.repository';

export const BOOKING_REPORT_SHEETS = { payments: 'Zahlungen', summary: 'Zusammenfassung' } as const;

export type BookingReportInput = {
  organizationName: string;
  customerNumber: string | null;
  period: BillingPeriod;
  planName: string;
  payments: readonly BillablePaymentRow[];
  fees: BillingFees;
  invoiceNumber: string | null;
  createdAt: Date;
};

const TYPE_LABELS: Record<string, string> = { ecom: 'Online', pos: 'Gerät', cash: 'Bargeld' };

/** The Berlin wall clock of an instant in the UTC fields: what spreadsheets show as the time. */
function toSheetDate(instant: Date): Date {
  const reading = readWallClock(instant);
  return new Date(`${reading.day}T${reading.time}:00.000Z`);
}

const euros = (cents: number) => cents / 100;

export async function renderBookingReport(input: BookingReportInput): Promise<Buffer> {
  const paymentRows: XlsxCell[][] = input.payments.map((payment, index) => [
    toSheetDate(payment.created_at),
    TYPE_LABELS[payment.type] ?? writeText(payment.type),
    payment.type === 'ecom' ? writeText(paymentTypeLabel(payment.online_payment_type, payment.type)) : null,
    euros(payment.amount_cents),
    euros(input.fees.paymentFeesCents[index] ?? 0),
    writeText(payment.id),
  ]);
  const summaryRows: XlsxCell[][] = [
    ['Organisation', writeText(input.organizationName), null, null],
    ['Kundennummer', writeText(input.customerNumber ?? '–'), null, null],
    ['Zeitraum', formatBillingPeriod(input.period), null, null],
    ['Abrechnungsplan', writeText(input.planName), null, null],
    ['Rechnungsnummer', writeText(input.invoiceNumber ?? '–'), null, null],
    [null, null, null, null],
    ['Bereich', 'Einnahmen', 'Grundgebühr', 'Prozentsatz', 'Gebühr'],
    ...input.fees.lines.map((line) => [
      BILLING_SCOPE_LABELS[line.scope],
      line.scope === 'organization' ? null : euros(line.incomeCents),
      euros(line.baseFeeCents),
      `${formatBasisPoints(line.percentageBasisPoints).replace('.', ',')} %`,
      euros(line.feeCents),
    ]),
    ['Summe netto', null, null, null, euros(input.fees.netCents)],
    [VAT_LABEL, null, null, null, euros(input.fees.vatCents)],
    ['Summe brutto', null, null, null, euros(input.fees.grossCents)],
  ];
  return writeXlsx(
    [
      {
        name: BOOKING_REPORT_SHEETS.payments,
        columns: [
          { header: 'Datum', width: 18, format: 'datetime' },
          { header: 'Art', width: 12 },
          { header: 'Zahlungsart', width: 18 },
          { header: 'Betrag', width: 14, format: 'euro' },
          { header: 'Gebühr', width: 12, format: 'euro' },
          { header: 'Zahlungs-ID', width: 14 },
        ],
        rows: paymentRows,
      },
      {
        name: BOOKING_REPORT_SHEETS.summary,
        columns: [
          { header: 'Abgleichliste', width: 22 },
          { header: '', width: 30 },
          { header: '', width: 14, format: 'euro' },
          { header: '', width: 12 },
          { header: '', width: 14, format: 'euro' },
        ],
        rows: summaryRows,
      },
    ],
    {
      creator: 'Kollekta',
      created: input.createdAt,
      title: `Abgleichliste ${formatBillingPeriod(input.period)}`,
    },
  );
}
