/**
 * The PDF of one disbursement: what a parish collected for whom, by which channel, and what is
 * forwarded by whom to whom, with the plan's accounting fields, for the files of both sides.
 * A4, DejaVu Sans (umlauts, ß, €). Blocks flow down the page and move whole to a new page when
 * they do not fit; long names wrap and are cut with an ellipsis after a few lines, so nothing runs
 * off the page. The same view renders to the same bytes (the creation date is the view's).
 */
import { createPdfDocument, finishPdf, mm } from '../../../adapters/pdf';
import {
  drawLine,
  drawText,
  HAIRLINE,
  lineHeight,
  MUTED,
  measureCappedText,
  RULE,
  type TextStyle,
} from '../../../adapters/pdf-text';
import { DISBURSEMENT_PDF_TEXTS as T } from './disbursement-document-texts';
import type { DisbursementDocumentView } from './disbursement-document-types';
import { type PdfAmountRow, type PdfField, toDisbursementPdfContent } from './disbursement-pdf-content';

type Pdf = PDFKit.PDFDocument;

/** millimetres from the top left corner */
export const DISBURSEMENT_PDF_LAYOUT = {
  left: 20,
  right: 190,
  top: 20,
  /** blocks end above this line; the footer stands below it */
  contentBottom: 274,
  footerTop: 280,
  labelWidth: 52,
  amountTable: { labelWidth: 70, amountWidth: 40 },
} as const;
const L = DISBURSEMENT_PDF_LAYOUT;

const STYLES = {
  title: { size: 18, isBold: true },
  number: { size: 9, color: MUTED },
  heading: { size: 11.5, isBold: true },
  label: { size: 9, color: MUTED },
  value: { size: 10 },
  strong: { size: 10, isBold: true },
  small: { size: 9, color: MUTED },
  footer: { size: 7.5, color: MUTED },
} satisfies Record<string, TextStyle>;

/** the first line of a field (a name) may wrap this often, address lines and labels less */
const MAX_LINES = { first: 4, further: 2, label: 3 } as const;

/** Where the next block starts; a block that does not fit starts a new page. */
class Cursor {
  y = mm(L.top);
  constructor(private readonly pdf: Pdf) {}

  reserve(height: number): number {
    if (this.y + height > mm(L.contentBottom)) {
      this.pdf.addPage();
      this.y = mm(L.top);
    }
    return this.y;
  }
}

const x0 = mm(L.left);
const fullWidth = mm(L.right - L.left);

function drawTitle(pdf: Pdf, cursor: Cursor, title: string, documentNumber: string): void {
  drawText(pdf, title, { x: x0, y: cursor.y, width: fullWidth * 0.7 }, STYLES.title, { maxLines: 1 });
  const numberText = `${T.documentNumber} ${documentNumber}`;
  const numberTop = cursor.y + lineHeight(pdf, STYLES.title) - lineHeight(pdf, STYLES.number) - mm(1);
  drawText(
    pdf,
    numberText,
    { x: x0 + fullWidth * 0.7, y: numberTop, width: fullWidth * 0.3 },
    STYLES.number,
    {
      align: 'right',
      maxLines: 1,
    },
  );
  cursor.y += lineHeight(pdf, STYLES.title) + mm(2);
  drawLine(pdf, { x: x0, y: cursor.y }, { x: x0 + fullWidth, y: cursor.y }, { color: RULE, width: 0.8 });
  cursor.y += mm(5);
}

function drawHeading(pdf: Pdf, cursor: Cursor, heading: string, firstBlockHeight: number): void {
  const height = lineHeight(pdf, STYLES.heading) + mm(2.5);
  // A heading never stands alone at the foot of a page: it moves with its first block.
  const top = cursor.reserve(height + firstBlockHeight);
  drawText(pdf, heading, { x: x0, y: top, width: fullWidth }, STYLES.heading, { maxLines: 1 });
  const lineY = top + lineHeight(pdf, STYLES.heading) + mm(0.5);
  drawLine(pdf, { x: x0, y: lineY }, { x: x0 + fullWidth, y: lineY }, { color: HAIRLINE });
  cursor.y = top + height;
}

const valueX = x0 + mm(L.labelWidth);
const valueWidth = fullWidth - mm(L.labelWidth);
const labelWidth = mm(L.labelWidth - 3);

function valueLines(field: PdfField): { text: string; maxLines: number }[] {
  return field.lines.map((text, index) => ({
    text,
    maxLines: index === 0 ? MAX_LINES.first : MAX_LINES.further,
  }));
}

function measureField(pdf: Pdf, field: PdfField): number {
  const label = measureCappedText(pdf, field.label, labelWidth, STYLES.label, MAX_LINES.label);
  const value = valueLines(field).reduce(
    (sum, line) => sum + measureCappedText(pdf, line.text, valueWidth, STYLES.value, line.maxLines),
    0,
  );
  return Math.max(label, value) + mm(1.8);
}

function drawField(pdf: Pdf, cursor: Cursor, field: PdfField): void {
  const top = cursor.reserve(measureField(pdf, field));
  // The label's smaller type sits on the value's first baseline.
  const labelTop = top + lineHeight(pdf, STYLES.value) - lineHeight(pdf, STYLES.label);
  drawText(pdf, field.label, { x: x0, y: labelTop, width: labelWidth }, STYLES.label, {
    maxLines: MAX_LINES.label,
  });
  let y = top;
  for (const line of valueLines(field)) {
    drawText(pdf, line.text, { x: valueX, y, width: valueWidth }, STYLES.value, { maxLines: line.maxLines });
    y += measureCappedText(pdf, line.text, valueWidth, STYLES.value, line.maxLines);
  }
  cursor.y = top + measureField(pdf, field);
}

function drawFields(pdf: Pdf, cursor: Cursor, heading: string | null, fields: PdfField[]): void {
  if (heading) drawHeading(pdf, cursor, heading, fields[0] ? measureField(pdf, fields[0]) : 0);
  for (const field of fields) drawField(pdf, cursor, field);
  cursor.y += mm(4);
}

function drawAmountTable(pdf: Pdf, cursor: Cursor, rows: PdfAmountRow[], countPayments: string): void {
  const labelColumn = mm(L.amountTable.labelWidth);
  const amountColumn = mm(L.amountTable.amountWidth);
  const rowHeight = lineHeight(pdf, STYLES.value) + mm(1.8);
  const tableHeight = rowHeight * (rows.length + 2) + mm(6);
  drawHeading(pdf, cursor, T.collectedHeading, tableHeight);
  let y = cursor.reserve(tableHeight);
  const drawRow = (label: string, amount: string, style: TextStyle) => {
    drawText(pdf, label, { x: x0, y, width: labelColumn }, style, { maxLines: 1 });
    drawText(pdf, amount, { x: x0 + labelColumn, y, width: amountColumn }, style, {
      align: 'right',
      maxLines: 1,
    });
  };
  drawRow(T.channel, T.amount, STYLES.label);
  y += rowHeight;
  for (const row of rows) {
    if (row.isTotal) {
      const ruleY = y - mm(0.9);
      drawLine(pdf, { x: x0, y: ruleY }, { x: x0 + labelColumn + amountColumn, y: ruleY }, { color: RULE });
    }
    drawRow(row.label, row.amount, row.isTotal ? STYLES.strong : STYLES.value);
    y += rowHeight;
  }
  y += mm(1);
  drawText(pdf, countPayments, { x: x0, y, width: labelColumn + amountColumn }, STYLES.small, {
    maxLines: 1,
  });
  cursor.y = y + rowHeight + mm(4);
}

function drawFooters(pdf: Pdf, createdAt: string): void {
  const { start, count } = pdf.bufferedPageRange();
  const y = mm(L.footerTop);
  for (let index = 0; index < count; index += 1) {
    pdf.switchToPage(start + index);
    drawLine(pdf, { x: x0, y: y - mm(1.5) }, { x: x0 + fullWidth, y: y - mm(1.5) }, { color: HAIRLINE });
    drawText(pdf, createdAt, { x: x0, y, width: fullWidth / 2 }, STYLES.footer, { maxLines: 1 });
    drawText(
      pdf,
      T.page(index + 1, count),
      { x: x0 + fullWidth / 2, y, width: fullWidth / 2 },
      STYLES.footer,
      {
        align: 'right',
        maxLines: 1,
      },
    );
  }
}

export async function renderDisbursementPdf(view: DisbursementDocumentView): Promise<Buffer> {
  const content = toDisbursementPdfContent(view);
  const pdf = createPdfDocument({
    title: content.title,
    author: content.author,
    subject: T.title,
    createdAt: view.createdAt,
  });
  const cursor = new Cursor(pdf);
  drawTitle(pdf, cursor, T.title, content.documentNumber);
  drawFields(pdf, cursor, null, content.fields);
  drawAmountTable(pdf, cursor, content.amounts, content.countPayments);
  drawFields(pdf, cursor, T.forwardingHeading, content.forwarding);
  drawFields(
    pdf,
    cursor,
    T.accountingHeading,
    content.accounting.length > 0 ? content.accounting : [{ label: T.noAccounting, lines: [] }],
  );
  drawFooters(pdf, content.createdAt);
  return finishPdf(pdf);
}
