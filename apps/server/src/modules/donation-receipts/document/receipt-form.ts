/**
 * The receipt form itself, below the address field: title, the fields of the model form in framed
 * boxes (donor; amount in figures, in words; day or period), the waiver, the purpose, the
 * declarations, place and date with the note for machine-made receipts. The same function measures
 * (draw = false) and draws, so the caller can pick the largest font size that keeps the form on
 * the first page, as the BMF requires (a receipt may not exceed one A4 page).
 */
import { mm, PDF_FONT_BOLD, PDF_FONT_REGULAR } from '../../../adapters/pdf';
import { RECEIPT_LAYOUT as L } from './receipt-layout';
import { drawLine, drawText, INK, MUTED, measureText, RULE, type TextStyle } from './receipt-pdf-text';
import { replacesText, RECEIPT_TEXTS as T } from './receipt-texts';
import type { ReceiptView } from './receipt-view';

type Pdf = PDFKit.PDFDocument;
type Cell = { width: number; label: string; value: string; isBold?: boolean };
type Flow = { pdf: Pdf; draw: boolean; x: number; width: number; y: number; size: number };

function paragraph(flow: Flow, text: string, style: TextStyle, gapAfter: number): void {
  if (flow.draw) drawText(flow.pdf, text, { x: flow.x, y: flow.y, width: flow.width }, style);
  flow.y += measureText(flow.pdf, text, flow.width, style) + gapAfter;
}

/** A row of framed fields, each with a small label above its value (the boxes of the model form). */
function fieldRow(flow: Flow, cells: readonly Cell[], gapAfter: number): void {
  const { pdf } = flow;
  const pad = mm(1.8);
  const labelStyle: TextStyle = { size: Math.max(6.5, flow.size * 0.72), color: MUTED };
  const inner = (cell: Cell) => cell.width - 2 * pad;
  const labelHeights = cells.map((cell) => measureText(pdf, cell.label, inner(cell), labelStyle));
  const valueStyle = (cell: Cell): TextStyle => ({ size: flow.size, isBold: cell.isBold ?? false });
  const heights = cells.map(
    (cell, index) =>
      (labelHeights[index] ?? 0) + mm(1) + measureText(pdf, cell.value, inner(cell), valueStyle(cell)),
  );
  const height = Math.max(...heights) + 2 * pad;
  if (flow.draw) {
    let x = flow.x;
    cells.forEach((cell, index) => {
      pdf.rect(x, flow.y, cell.width, height).lineWidth(0.5).strokeColor(RULE).stroke();
      drawText(pdf, cell.label, { x: x + pad, y: flow.y + pad, width: inner(cell) }, labelStyle);
      const valueY = flow.y + pad + (labelHeights[index] ?? 0) + mm(1);
      drawText(pdf, cell.value, { x: x + pad, y: valueY, width: inner(cell) }, valueStyle(cell));
      x += cell.width;
    });
  }
  flow.y += height + gapAfter;
}

/** 'Es wird bestätigt, dass die Zuwendung nur zur Förderung **{purpose}** verwendet wird.' */
function purposeSentence(flow: Flow, purpose: string, gapAfter: number): void {
  const { pdf } = flow;
  const text = `${T.purposeBefore}${purpose}${T.purposeAfter}`;
  // Measured in bold throughout: never less than the mixed line needs.
  const height = measureText(pdf, text, flow.width, { size: flow.size, isBold: true });
  if (flow.draw) {
    pdf.font(PDF_FONT_REGULAR).fontSize(flow.size).fillColor(INK);
    pdf.text(T.purposeBefore, flow.x, flow.y, { width: flow.width, lineGap: 0, continued: true });
    pdf.font(PDF_FONT_BOLD).text(purpose, { continued: true });
    pdf.font(PDF_FONT_REGULAR).text(T.purposeAfter);
  }
  flow.y += height + gapAfter;
}

function signature(flow: Flow, view: ReceiptView): void {
  const { size } = flow;
  flow.y += mm(size * 1.3);
  paragraph(flow, view.placeAndDate, { size }, mm(1.2));
  if (flow.draw) {
    drawLine(flow.pdf, { x: flow.x, y: flow.y }, { x: flow.x + mm(85), y: flow.y }, { width: 0.5 });
  }
  flow.y += mm(0.8);
  paragraph(flow, T.signatureCaption, { size: Math.max(6.5, size * 0.72), color: MUTED }, mm(size * 0.35));
  paragraph(flow, T.machineMade, { size: size * 0.9 }, 0);
}

/** Lays the form out from the body top at a base font size; answers where it ends (points). */
export function layOutForm(pdf: Pdf, view: ReceiptView, size: number, draw: boolean): number {
  const flow: Flow = {
    pdf,
    draw,
    size,
    x: mm(L.textLeft),
    width: mm(L.textRight - L.textLeft),
    y: mm(L.bodyTop),
  };
  const gap = mm(size * 0.55);
  paragraph(flow, view.title, { size: size * 1.45, isBold: true }, mm(0.8));
  paragraph(flow, T.legalBasis, { size: size * 0.88 }, gap * 1.3);
  if (view.replacesNumber) paragraph(flow, replacesText(view.replacesNumber), { size, isBold: true }, gap);
  fieldRow(flow, [{ width: flow.width, label: T.donorLabel, value: view.donor.oneLine }], mm(1.5));
  const figuresWidth = mm(42);
  const dayWidth = mm(view.isCollective ? 44 : 34);
  fieldRow(
    flow,
    [
      {
        width: figuresWidth,
        label: view.isCollective ? T.amountLabelCollective : T.amountLabelSingle,
        value: view.amountFigures,
        isBold: true,
      },
      { width: flow.width - figuresWidth - dayWidth, label: T.amountWordsLabel, value: view.amountWords },
      { width: dayWidth, label: view.isCollective ? T.periodLabel : T.dayLabel, value: view.dayOrPeriod },
    ],
    gap * 1.3,
  );
  if (view.waiver !== null) {
    const yes = `${T.yes} ${view.waiver ? T.checked : T.unchecked}`;
    const no = `${T.no} ${view.waiver ? T.unchecked : T.checked}`;
    paragraph(flow, `${T.waiverQuestion}   ${yes}    ${no}`, { size }, gap);
  }
  purposeSentence(flow, view.purpose, gap * 0.6);
  paragraph(flow, `${T.checked} ${T.usedDirectly}`, { size }, gap);
  if (view.isCollective) {
    paragraph(flow, T.noOtherReceipts, { size }, gap);
    paragraph(flow, T.waiverInAnnex, { size }, gap);
  }
  signature(flow, view);
  return flow.y;
}
