/**
 * Small text helpers for PDF documents (receipts, disbursement documents): one place that sets
 * font, size and colour, so that a block is measured with exactly the style it is drawn with
 * (layouts are measured first and drawn second, which is how a document is kept on its page).
 */
import { PDF_FONT_BOLD, PDF_FONT_REGULAR } from './pdf';

export const INK = '#1a1a1a';
export const MUTED = '#5c5c5c';
export const RULE = '#8f8f8f';
export const HAIRLINE = '#c8c8c8';

export type TextStyle = { size: number; isBold?: boolean; color?: string };

/** Font and size only: what measuring needs. It writes nothing into the page. */
function applyFont(pdf: PDFKit.PDFDocument, style: TextStyle): void {
  pdf.font(style.isBold ? PDF_FONT_BOLD : PDF_FONT_REGULAR).fontSize(style.size);
}

/** Font, size and colour for drawing (the colour goes into the page's content at once). */
export function applyStyle(pdf: PDFKit.PDFDocument, style: TextStyle): void {
  applyFont(pdf, style);
  pdf.fillColor(style.color ?? INK);
}

// Heights depend only on text, font, size and width, and most texts of the form are the same on
// every document: remembering them spares the line wrapper much of its work in a bulk run. This is
// safe for the bytes because measuring writes nothing into the document (no colour, no glyph
// enters the font subset before it is drawn); a test renders one receipt before and after others.
const measuredHeights = new Map<string, number>();
const MAX_MEASURED_HEIGHTS = 4000;

/** The height a text takes in a column of this width. */
export function measureText(pdf: PDFKit.PDFDocument, text: string, width: number, style: TextStyle): number {
  const key = `${style.isBold ? 'b' : 'r'}${style.size}|${width.toFixed(3)}|${text}`;
  const known = measuredHeights.get(key);
  if (known !== undefined) return known;
  applyFont(pdf, style);
  const height = pdf.heightOfString(text, { width, lineGap: 0 });
  if (measuredHeights.size >= MAX_MEASURED_HEIGHTS) measuredHeights.clear();
  measuredHeights.set(key, height);
  return height;
}

/** The height of one line in this style. */
export function lineHeight(pdf: PDFKit.PDFDocument, style: TextStyle): number {
  applyFont(pdf, style);
  return pdf.currentLineHeight(true);
}

/** Draws a text block at a position; `maxLines` cuts it with an ellipsis. */
export function drawText(
  pdf: PDFKit.PDFDocument,
  text: string,
  at: { x: number; y: number; width: number },
  style: TextStyle,
  options: { align?: 'left' | 'right'; maxLines?: number } = {},
): void {
  applyStyle(pdf, style);
  // Half a line of slack: pdfkit stops before a line whose bottom passes the height.
  const height = options.maxLines ? pdf.currentLineHeight(true) * (options.maxLines + 0.5) : undefined;
  pdf.text(text, at.x, at.y, {
    width: at.width,
    lineGap: 0,
    align: options.align ?? 'left',
    ...(height ? { height, ellipsis: '…' } : {}),
  });
}

/** The height of a block drawn with `maxLines`. */
export function measureCappedText(
  pdf: PDFKit.PDFDocument,
  text: string,
  width: number,
  style: TextStyle,
  maxLines: number,
): number {
  return Math.min(measureText(pdf, text, width, style), lineHeight(pdf, style) * maxLines);
}

export function drawLine(
  pdf: PDFKit.PDFDocument,
  from: { x: number; y: number },
  to: { x: number; y: number },
  options: { color?: string; width?: number } = {},
): void {
  pdf
    .moveTo(from.x, from.y)
    .lineTo(to.x, to.y)
    .lineWidth(options.width ?? 0.5)
    .strokeColor(options.color ?? RULE)
    .stroke();
}

/** Names and addresses on one line each: line breaks and runs of spaces from the input become one space. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
