/**
 * The letter around the receipt form, after DIN 5008 form B: the issuer's letterhead, the address
 * field for a window envelope (return address in small print above the donor's address), the
 * information block with number and date, fold and punch marks, the liability notice at the foot
 * and the page footer. Every text is kept inside its zone: long names wrap, shrink to the 8 pt that
 * DIN 5008 allows, and only then are cut with an ellipsis (the form repeats the full name).
 */
import { mm, PDF_FONT_BOLD, PDF_FONT_REGULAR } from '../../../adapters/pdf';
import { ADDRESS_FONT_SIZES, RECEIPT_LAYOUT as L } from './receipt-layout';
import {
  drawLine,
  drawText,
  HAIRLINE,
  INK,
  lineHeight,
  MUTED,
  measureCappedText,
  measureText,
  type TextStyle,
} from './receipt-pdf-text';
import { pageText, RECEIPT_TEXTS } from './receipt-texts';
import type { ReceiptView } from './receipt-view';

type Pdf = PDFKit.PDFDocument;

export function drawFoldMarks(pdf: Pdf): void {
  for (const top of [...L.foldMarks, L.punchMark]) {
    drawLine(
      pdf,
      { x: mm(4), y: mm(top) },
      { x: mm(top === L.punchMark ? 8 : 10), y: mm(top) },
      { width: 0.4 },
    );
  }
}

export function drawLetterhead(pdf: Pdf, view: ReceiptView): void {
  const x = mm(L.textLeft);
  const width = mm(L.letterhead.width);
  let y = mm(L.letterhead.top);
  drawText(pdf, RECEIPT_TEXTS.issuerLabel, { x, y, width }, { size: 7, color: MUTED });
  y += lineHeight(pdf, { size: 7 }) + mm(0.6);
  const nameStyle: TextStyle = { size: 12.5, isBold: true };
  drawText(pdf, view.issuer.name, { x, y, width }, nameStyle, { maxLines: 2 });
  y += measureCappedText(pdf, view.issuer.name, width, nameStyle, 2) + mm(0.8);
  const addressStyle: TextStyle = { size: 9, color: MUTED };
  const lines = [view.issuer.supplement, `${view.issuer.street} · ${view.issuer.cityLine}`];
  for (const line of lines) {
    if (!line) continue;
    drawText(pdf, line, { x, y, width }, addressStyle, { maxLines: 1 });
    y += lineHeight(pdf, addressStyle);
  }
}

export function drawInformationBlock(pdf: Pdf, view: ReceiptView): void {
  const rows: [string, string, boolean][] = [
    [RECEIPT_TEXTS.numberLabel, view.number, true],
    [RECEIPT_TEXTS.issuedOnLabel, view.issuedOn, false],
  ];
  if (view.replacesNumber) rows.push([RECEIPT_TEXTS.replacesLabel, view.replacesNumber, false]);
  const labelX = mm(L.infoBlock.left);
  const valueX = mm(L.infoBlock.left + L.infoBlock.labelWidth);
  const valueWidth = mm(L.infoBlock.valueWidth);
  let y = mm(L.infoBlock.top);
  for (const [label, value, isBold] of rows) {
    const valueStyle: TextStyle = { size: 9, isBold };
    drawText(
      pdf,
      label,
      { x: labelX, y: y + 0.9, width: mm(L.infoBlock.labelWidth) },
      { size: 8, color: MUTED },
    );
    drawText(pdf, value, { x: valueX, y, width: valueWidth }, valueStyle, { maxLines: 2 });
    y += measureCappedText(pdf, value, valueWidth, valueStyle, 2) + mm(1.4);
  }
}

/** The return address, bottom-up in the upper zone, and the donor's address in the lower zone. */
export function drawAddressField(pdf: Pdf, view: ReceiptView): void {
  const x = mm(L.textLeft);
  const width = mm(L.addressField.left + L.addressField.width - L.textLeft - 2);
  const returnAddress = [view.issuer.name, view.issuer.street, view.issuer.cityLine].join(' · ');
  // Bottom-up in the upper zone, on one line where it fits and on two where the name is long.
  const returnStyle: TextStyle = { size: 7, color: MUTED };
  const returnHeight = measureCappedText(pdf, returnAddress, width, returnStyle, 2);
  const returnY = mm(L.addressZone.top - 1.2) - returnHeight;
  drawText(pdf, returnAddress, { x, y: returnY, width }, returnStyle, { maxLines: 2 });
  drawLine(
    pdf,
    { x, y: mm(L.addressZone.top - 0.8) },
    { x: x + width, y: mm(L.addressZone.top - 0.8) },
    {
      color: HAIRLINE,
      width: 0.4,
    },
  );
  drawDonorAddress(pdf, view, { x, y: mm(L.addressZone.top + 0.6), width });
}

function drawDonorAddress(pdf: Pdf, view: ReceiptView, at: { x: number; y: number; width: number }): void {
  const lines = [view.donor.name, view.donor.street, view.donor.cityLine].filter((line) => line !== '');
  const zoneHeight = mm(L.addressZone.height - 1.2);
  for (const size of ADDRESS_FONT_SIZES) {
    const heights = lines.map((line) => measureText(pdf, line, at.width, { size }));
    if (heights.reduce((sum, height) => sum + height, 0) <= zoneHeight) {
      let y = at.y;
      lines.forEach((line, index) => {
        drawText(pdf, line, { x: at.x, y, width: at.width }, { size });
        y += heights[index] ?? 0;
      });
      return;
    }
  }
  // Too long even at 8 pt: street and town keep up to two lines each, the name gets the rest.
  const style: TextStyle = { size: ADDRESS_FONT_SIZES[ADDRESS_FONT_SIZES.length - 1] ?? 8 };
  const step = lineHeight(pdf, style);
  const linesFor = (text: string) =>
    Math.min(2, Math.ceil(measureText(pdf, text, at.width, style) / step - 0.01));
  const streetLines = view.donor.street ? linesFor(view.donor.street) : 0;
  const cityLines = linesFor(view.donor.cityLine);
  const nameLines = Math.max(1, Math.floor(zoneHeight / step) - streetLines - cityLines);
  let y = at.y;
  for (const [text, maxLines] of [
    [view.donor.name, nameLines],
    [view.donor.street, streetLines],
    [view.donor.cityLine, cityLines],
  ] as const) {
    if (!text) continue;
    drawText(pdf, text, { x: at.x, y, width: at.width }, style, { maxLines });
    y += measureCappedText(pdf, text, at.width, style, maxLines);
  }
}

/** The liability notice, set at the foot of the first page; answers where it begins. */
export function drawLiabilityNotice(pdf: Pdf): number {
  const x = mm(L.textLeft);
  const width = mm(L.textRight - L.textLeft);
  const text = `${RECEIPT_TEXTS.noticeLabel} ${RECEIPT_TEXTS.notice}`;
  const height = measureText(pdf, text, width, { size: 7.5, isBold: true });
  const top = mm(L.noticeBottom) - height;
  drawLine(pdf, { x, y: top - mm(2) }, { x: x + width, y: top - mm(2) }, { color: HAIRLINE, width: 0.4 });
  pdf.font(PDF_FONT_BOLD).fontSize(7.5).fillColor(INK);
  pdf.text(`${RECEIPT_TEXTS.noticeLabel} `, x, top, { width, lineGap: 0, continued: true });
  pdf.font(PDF_FONT_REGULAR);
  pdf.text(RECEIPT_TEXTS.notice, { width, lineGap: 0 });
  return top - mm(2);
}

/** 'Zuwendungsbestätigung Nr. …' and 'Seite i von n' on every page. */
export function drawFooters(pdf: Pdf, view: ReceiptView): void {
  const label = view.isCollective ? RECEIPT_TEXTS.footerCollective : RECEIPT_TEXTS.footerSingle;
  const { start, count } = pdf.bufferedPageRange();
  const x = mm(L.textLeft);
  const width = mm(L.textRight - L.textLeft);
  const style: TextStyle = { size: 7, color: MUTED };
  for (let index = 0; index < count; index += 1) {
    pdf.switchToPage(start + index);
    drawText(pdf, `${label} ${view.number}`, { x, y: mm(L.footerTop), width: width / 2 }, style, {
      maxLines: 1,
    });
    drawText(
      pdf,
      pageText(index + 1, count),
      { x: x + width / 2, y: mm(L.footerTop), width: width / 2 },
      style,
      {
        align: 'right',
      },
    );
  }
}
