/**
 * The annex of a collective receipt ('Anlage zur Sammelbestätigung vom …'): every gift with its
 * day, kind, waiver and amount, and the total, which equals the receipt's. Long lists go on over
 * further pages, each headed again and marked '(Fortsetzung)'.
 */
import { mm } from '../../../adapters/pdf';
import { RECEIPT_LAYOUT as L } from './receipt-layout';
import {
  drawLine,
  drawText,
  HAIRLINE,
  INK,
  lineHeight,
  MUTED,
  measureText,
  type TextStyle,
} from './receipt-pdf-text';
import { annexTitle, RECEIPT_TEXTS as T } from './receipt-texts';
import type { ReceiptView } from './receipt-view';

type Pdf = PDFKit.PDFDocument;
type Column = { label: string; width: number; align: 'left' | 'right' };

const COLUMNS: readonly Column[] = [
  { label: T.annexColumns.day, width: mm(34), align: 'left' },
  { label: T.annexColumns.kind, width: mm(42), align: 'left' },
  { label: T.annexColumns.waiver, width: mm(57), align: 'left' },
  { label: T.annexColumns.amount, width: mm(32), align: 'right' },
];
const CELL_PADDING = mm(1.5);
const ROW_STYLE: TextStyle = { size: 9 };

function drawRow(pdf: Pdf, y: number, values: readonly string[], style: TextStyle, height: number): void {
  let x = mm(L.textLeft);
  const textTop = y + (height - lineHeight(pdf, style)) / 2;
  COLUMNS.forEach((column, index) => {
    const at = { x: x + CELL_PADDING, y: textTop, width: column.width - 2 * CELL_PADDING };
    drawText(pdf, values[index] ?? '', at, style, { align: column.align, maxLines: 1 });
    x += column.width;
  });
}

/** Starts an annex page with its heading and the table head; answers where the rows begin. */
function startAnnexPage(pdf: Pdf, view: ReceiptView, isContinued: boolean): number {
  pdf.addPage({ size: 'A4', margin: 0 });
  const x = mm(L.textLeft);
  const width = mm(L.textRight - L.textLeft);
  let y = mm(L.annex.top);
  const title = `${annexTitle(view.issuedOn)}${isContinued ? ` ${T.annexContinued}` : ''}`;
  const titleStyle: TextStyle = { size: 13, isBold: true };
  drawText(pdf, title, { x, y, width }, titleStyle);
  y += measureText(pdf, title, width, titleStyle) + mm(2);
  const details = [
    `${T.footerCollective} ${view.number} · ${view.issuer.name}`,
    `${T.donorLabel} ${view.donor.oneLine}`,
    `${T.periodLabel} ${view.dayOrPeriod}`,
  ];
  const detailStyle: TextStyle = { size: 9, color: MUTED };
  for (const line of details) {
    drawText(pdf, line, { x, y, width }, detailStyle, { maxLines: 3 });
    y += Math.min(measureText(pdf, line, width, detailStyle), lineHeight(pdf, detailStyle) * 3) + mm(0.8);
  }
  y += mm(4);
  const headStyle: TextStyle = { size: 8, isBold: true };
  const headHeight =
    Math.max(
      ...COLUMNS.map((column) => measureText(pdf, column.label, column.width - 2 * CELL_PADDING, headStyle)),
    ) + mm(3);
  let columnX = x;
  for (const column of COLUMNS) {
    drawText(
      pdf,
      column.label,
      { x: columnX + CELL_PADDING, y: y + mm(1.5), width: column.width - 2 * CELL_PADDING },
      headStyle,
      { align: column.align },
    );
    columnX += column.width;
  }
  y += headHeight;
  drawLine(pdf, { x, y }, { x: x + width, y }, { color: INK, width: 0.8 });
  return y;
}

export function drawAnnex(pdf: Pdf, view: ReceiptView): void {
  const x = mm(L.textLeft);
  const width = mm(L.textRight - L.textLeft);
  const rowHeight = mm(L.annex.rowHeight);
  const bottom = mm(L.annex.rowsBottom);
  let y = startAnnexPage(pdf, view, false);
  for (const gift of view.gifts) {
    if (y + rowHeight > bottom) y = startAnnexPage(pdf, view, true);
    drawRow(
      pdf,
      y,
      [gift.day, gift.kind, gift.waiver ? T.yesLower : T.noLower, gift.amount],
      ROW_STYLE,
      rowHeight,
    );
    y += rowHeight;
    drawLine(pdf, { x, y }, { x: x + width, y }, { color: HAIRLINE, width: 0.4 });
  }
  if (y + rowHeight * 1.5 > bottom) y = startAnnexPage(pdf, view, true);
  drawLine(pdf, { x, y }, { x: x + width, y }, { color: INK, width: 0.8 });
  drawRow(pdf, y, [T.annexTotal, '', '', view.totalAmount], { size: 9, isBold: true }, rowHeight * 1.2);
}
