/**
 * The invoice ('Rechnung', PDF, A4) after DIN 5008 form B: the platform's letterhead, the address
 * field for a window envelope (return address in small print, then the organisation's billing
 * address, else its primary one), the information block (invoice number, date, customer number,
 * period), one line per scope of the billing plan, net, 'Umsatzsteuer 19 %', gross, the payment
 * terms and the issuer's details in the footer. Embedded DejaVu Sans (umlauts, €).
 */
import {
  BILLING_SCOPE_LABELS,
  type BillingFees,
  type BillingPeriod,
  formatBasisPoints,
  formatBillingPeriod,
  formatMoney,
  type ScopeFee,
  VAT_LABEL,
  VAT_NOTE,
} from '@kollekta/domain';
import { createPdfDocument, finishPdf, mm, PDF_FONT_BOLD, PDF_FONT_REGULAR } from '../../../adapters/pdf';
import { BILLING_ISSUER } from './billing-issuer';

export type InvoiceAddress = {
  name: string;
  supplement: string | null;
  street: string;
  postalCode: string;
  city: string;
};

export type InvoiceInput = {
  number: string;
  /** the invoice date, DD.MM.YYYY */
  issuedOn: string;
  /** the payment due date, DD.MM.YYYY */
  dueOn: string;
  customerNumber: string | null;
  organizationName: string;
  address: InvoiceAddress | null;
  period: BillingPeriod;
  planName: string;
  fees: BillingFees;
  createdAt: Date;
};

const INK = '#1a1a1a';
const MUTED = '#5c5c5c';
const RULE = '#8f8f8f';
const LEFT = 25;
const RIGHT = 190;

type Pdf = PDFKit.PDFDocument;
type Style = { size: number; isBold?: boolean; color?: string };

function write(
  pdf: Pdf,
  text: string,
  at: { x: number; y: number; width: number },
  style: Style,
  align: 'left' | 'right' = 'left',
): number {
  pdf
    .font(style.isBold ? PDF_FONT_BOLD : PDF_FONT_REGULAR)
    .fontSize(style.size)
    .fillColor(style.color ?? INK);
  pdf.text(text, mm(at.x), mm(at.y), { width: mm(at.width), align, lineGap: 0 });
  return (pdf.heightOfString(text, { width: mm(at.width), lineGap: 0 }) * 25.4) / 72;
}

function rule(pdf: Pdf, y: number, width = 0.5): void {
  pdf.moveTo(mm(LEFT), mm(y)).lineTo(mm(RIGHT), mm(y)).lineWidth(width).strokeColor(RULE).stroke();
}

function drawHeader(pdf: Pdf, input: InvoiceInput): void {
  write(pdf, BILLING_ISSUER.name, { x: LEFT, y: 15, width: 95 }, { size: 14, isBold: true });
  write(
    pdf,
    `${BILLING_ISSUER.street} · ${BILLING_ISSUER.postalCode} ${BILLING_ISSUER.city}\n${BILLING_ISSUER.email}`,
    { x: LEFT, y: 22, width: 95 },
    { size: 9, color: MUTED },
  );
  // return address (Rücksendeangabe) at the bottom of the upper 17.7 mm of the address field
  write(
    pdf,
    `${BILLING_ISSUER.name} · ${BILLING_ISSUER.street} · ${BILLING_ISSUER.postalCode} ${BILLING_ISSUER.city}`,
    { x: LEFT, y: 58, width: 80 },
    { size: 7, color: MUTED },
  );
  const address = input.address;
  const lines = address
    ? [address.name, address.supplement, address.street, `${address.postalCode} ${address.city}`]
    : [input.organizationName];
  write(
    pdf,
    lines.filter((line): line is string => Boolean(line?.trim())).join('\n'),
    { x: LEFT, y: 63.5, width: 80 },
    { size: 10 },
  );
  const info: [string, string][] = [
    ['Rechnungsnummer', input.number],
    ['Rechnungsdatum', input.issuedOn],
    ['Kundennummer', input.customerNumber ?? '–'],
    ['Leistungszeitraum', formatBillingPeriod(input.period)],
  ];
  let y = 50;
  for (const [label, value] of info) {
    write(pdf, label, { x: 125, y: y + 0.4, width: 30 }, { size: 8, color: MUTED });
    write(pdf, value, { x: 155, y, width: 35 }, { size: 9, isBold: label === 'Rechnungsnummer' });
    y += 5.5;
  }
}

function scopeDescription(line: ScopeFee): string {
  const details: string[] = [];
  if (line.baseFeeCents > 0) details.push(`Grundgebühr ${formatMoney(line.baseFeeCents)}`);
  if (line.scope !== 'organization' && line.percentageBasisPoints > 0)
    details.push(
      `${formatBasisPoints(line.percentageBasisPoints).replace('.', ',')} % von ${formatMoney(line.incomeCents)}`,
    );
  const label = BILLING_SCOPE_LABELS[line.scope];
  return details.length > 0 ? `${label} – ${details.join(' + ')}` : label;
}

function drawLines(pdf: Pdf, input: InvoiceInput): number {
  let y = 100;
  write(pdf, `Rechnung ${input.number}`, { x: LEFT, y, width: 165 }, { size: 13, isBold: true });
  y += 9;
  y += write(
    pdf,
    `Für die Nutzung der Plattform durch „${input.organizationName}“ im Zeitraum ${formatBillingPeriod(input.period)} (Abrechnungsplan „${input.planName}“) berechnen wir (Beträge netto, ${VAT_NOTE}):`,
    { x: LEFT, y, width: 165 },
    { size: 10 },
  );
  y += 5;
  write(pdf, 'Leistung', { x: LEFT, y, width: 120 }, { size: 9, isBold: true });
  write(pdf, 'Betrag', { x: 150, y, width: 40 }, { size: 9, isBold: true }, 'right');
  y += 5;
  rule(pdf, y);
  y += 2;
  for (const line of input.fees.lines) {
    const height = write(pdf, scopeDescription(line), { x: LEFT, y, width: 120 }, { size: 10 });
    write(pdf, formatMoney(line.feeCents), { x: 150, y, width: 40 }, { size: 10 }, 'right');
    y += Math.max(height, 4.5) + 2;
  }
  rule(pdf, y);
  y += 2;
  const totals: [string, number, boolean][] = [
    ['Summe netto', input.fees.netCents, false],
    [VAT_LABEL, input.fees.vatCents, false],
    ['Gesamtbetrag brutto', input.fees.grossCents, true],
  ];
  for (const [label, cents, isBold] of totals) {
    write(pdf, label, { x: 90, y, width: 60 }, { size: 10, isBold });
    write(pdf, formatMoney(cents), { x: 150, y, width: 40 }, { size: 10, isBold }, 'right');
    y += 6;
  }
  return y;
}

function drawTerms(pdf: Pdf, input: InvoiceInput, top: number): void {
  write(
    pdf,
    [
      `Bitte überweisen Sie den Gesamtbetrag von ${formatMoney(input.fees.grossCents)} bis zum ${input.dueOn} ohne Abzug unter Angabe der Rechnungsnummer ${input.number} auf das unten genannte Konto.`,
      'Die Einzelheiten der berechneten Zahlungen finden Sie in der Abgleichliste dieses Zeitraums unter „Abrechnungen“.',
    ].join('\n\n'),
    { x: LEFT, y: top + 6, width: 165 },
    { size: 10 },
  );
}

function drawFooter(pdf: Pdf): void {
  rule(pdf, 276, 0.3);
  const style: Style = { size: 7, color: MUTED };
  write(
    pdf,
    `${BILLING_ISSUER.name}\n${BILLING_ISSUER.street}\n${BILLING_ISSUER.postalCode} ${BILLING_ISSUER.city}`,
    { x: LEFT, y: 278, width: 50 },
    style,
  );
  write(
    pdf,
    `USt-IdNr. ${BILLING_ISSUER.vatId}\n${BILLING_ISSUER.register}`,
    { x: 80, y: 278, width: 55 },
    style,
  );
  write(
    pdf,
    `${BILLING_ISSUER.bank}\nIBAN ${BILLING_ISSUER.iban}\nBIC ${BILLING_ISSUER.bic}`,
    { x: 140, y: 278, width: 50 },
    style,
  );
}

export async function renderInvoicePdf(input: InvoiceInput): Promise<Buffer> {
  const pdf = createPdfDocument({
    title: `Rechnung ${input.number}`,
    author: BILLING_ISSUER.name,
    subject: `Rechnung ${formatBillingPeriod(input.period)} – ${input.organizationName}`,
    createdAt: input.createdAt,
  });
  // fold marks (105 and 210 mm) and the punch mark (148.5 mm) of form B
  for (const top of [105, 148.5, 210]) {
    pdf
      .moveTo(mm(4), mm(top))
      .lineTo(mm(top === 148.5 ? 8 : 10), mm(top))
      .lineWidth(0.4)
      .strokeColor(RULE)
      .stroke();
  }
  drawHeader(pdf, input);
  const bottom = drawLines(pdf, input);
  drawTerms(pdf, input, bottom);
  drawFooter(pdf);
  return finishPdf(pdf);
}
