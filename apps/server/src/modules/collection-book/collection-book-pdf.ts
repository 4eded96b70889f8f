/**
 * The collection book as a printable PDF (`GET organization/{id}/collection_book/pdf/`): A4
 * landscape, the embedded DejaVu Sans (umlauts, €), on every page a header with the year and the
 * organisation and the table's column heads, a footer with the organisation and 'Seite x von y';
 * the totals close the table, with a note when cash still waits for its confirmation.
 */
import {
  type CollectionBookRow,
  collectionBookFileName,
  formatMoney,
  COLLECTION_BOOK_LABELS as LABEL,
  toBusinessDay,
} from '@kollekta/domain';
import { createPdfDocument, finishPdf, mm, PDF_FONT_BOLD, PDF_FONT_REGULAR } from '../../adapters/pdf';
import type { LoadedCollectionBook } from './collection-book.service';

const PAGE = { width: mm(297), height: mm(210) } as const;
const MARGIN = mm(15);
const TABLE_TOP = MARGIN + 34;
const TABLE_BOTTOM = PAGE.height - MARGIN - 22;
const ROW_HEIGHT = 14;
const FONT_SIZE = 8;
const CELL_PADDING = 3;
const RULE_COLOR = '#9e9e9e';
const STRIPE_COLOR = '#f3eff5';

type Column = { header: string; width: number; align: 'left' | 'right' };

/** 757 points between the margins. */
const COLUMNS: readonly Column[] = [
  { header: LABEL.date, width: 52, align: 'left' },
  { header: LABEL.purpose, width: 144, align: 'left' },
  { header: LABEL.orderedBy, width: 166, align: 'left' },
  { header: LABEL.cash, width: 58, align: 'right' },
  { header: LABEL.card, width: 58, align: 'right' },
  { header: LABEL.online, width: 58, align: 'right' },
  { header: LABEL.total, width: 64, align: 'right' },
  { header: LABEL.forwarded, width: 68, align: 'right' },
  { header: LABEL.state, width: 89, align: 'left' },
];

function formatDay(day: string | null): string {
  if (day === null) return '';
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}

/** Names wrap to at most this many lines; beyond, they end with '…'. */
const MAX_LINES = 3;

/** The height of a row: its longest text wrapped in its column, at least one line. */
function measureRow(pdf: PDFKit.PDFDocument, cells: readonly string[], font: string): number {
  pdf.font(font).fontSize(FONT_SIZE);
  const lineHeight = pdf.currentLineHeight();
  let lines = 1;
  for (const [index, column] of COLUMNS.entries()) {
    if (column.align === 'right') continue;
    const height = pdf.heightOfString(cells[index] ?? '', { width: column.width - 2 * CELL_PADDING });
    lines = Math.max(lines, Math.min(MAX_LINES, Math.round(height / lineHeight)));
  }
  return ROW_HEIGHT + (lines - 1) * lineHeight;
}

function drawCells(
  pdf: PDFKit.PDFDocument,
  cells: readonly string[],
  y: number,
  font: string,
  height = ROW_HEIGHT,
): void {
  pdf.font(font).fontSize(FONT_SIZE).fillColor('black');
  let x = MARGIN;
  const top = y + (ROW_HEIGHT - FONT_SIZE) / 2 - 1;
  for (const [index, column] of COLUMNS.entries()) {
    const inner = column.width - 2 * CELL_PADDING;
    const cell = cells[index] ?? '';
    if (column.align === 'right') {
      // an amount is never cut or wrapped: a very large one is set smaller instead
      let size = FONT_SIZE;
      while (size > 5 && pdf.fontSize(size).widthOfString(cell) > inner) size -= 0.5;
      pdf.text(cell, x + CELL_PADDING, top, { width: inner, align: 'right', lineBreak: false });
      pdf.fontSize(FONT_SIZE);
    } else {
      pdf.text(cell, x + CELL_PADDING, top, {
        width: inner,
        // the row's height leaves room for its lines: what is beyond ends with '…'
        height: height - (top - y),
        ellipsis: true,
      });
    }
    x += column.width;
  }
}

function drawRule(pdf: PDFKit.PDFDocument, y: number, width = 0.5): void {
  pdf
    .moveTo(MARGIN, y)
    .lineTo(PAGE.width - MARGIN, y)
    .lineWidth(width)
    .strokeColor(RULE_COLOR)
    .stroke();
}

/** The page's head: title and creation day, then the column heads; answers where rows start. */
function drawPageHead(pdf: PDFKit.PDFDocument, loaded: LoadedCollectionBook, createdOn: string): number {
  pdf.font(PDF_FONT_BOLD).fontSize(14).fillColor('black');
  pdf.text(LABEL.heading(loaded.year, loaded.organization.name), MARGIN, MARGIN, {
    width: PAGE.width - 2 * MARGIN - 150,
    lineBreak: false,
  });
  pdf.font(PDF_FONT_REGULAR).fontSize(9);
  pdf.text(LABEL.createdOn(createdOn), PAGE.width - MARGIN - 150, MARGIN + 4, { width: 150, align: 'right' });
  drawCells(
    pdf,
    COLUMNS.map((column) => column.header),
    TABLE_TOP - ROW_HEIGHT,
    PDF_FONT_BOLD,
  );
  drawRule(pdf, TABLE_TOP, 0.8);
  return TABLE_TOP;
}

function toCells(row: CollectionBookRow, currency: string): string[] {
  return [
    formatDay(row.day),
    row.purpose,
    row.orderingOrganization?.name ?? '',
    formatMoney(row.cashCents, currency),
    formatMoney(row.cardCents, currency),
    formatMoney(row.onlineCents, currency),
    formatMoney(row.totalCents, currency),
    row.forwardedCents === null ? '' : formatMoney(row.forwardedCents, currency),
    row.stateLabel,
  ];
}

function drawFooters(pdf: PDFKit.PDFDocument, organizationName: string): void {
  const range = pdf.bufferedPageRange();
  for (let index = 0; index < range.count; index++) {
    pdf.switchToPage(range.start + index);
    const y = PAGE.height - MARGIN - 8;
    drawRule(pdf, y - 4);
    pdf.font(PDF_FONT_REGULAR).fontSize(8).fillColor('#555555');
    pdf.text(organizationName, MARGIN, y, { width: 500, lineBreak: false });
    pdf.text(LABEL.pageOf(index + 1, range.count), PAGE.width - MARGIN - 150, y, {
      width: 150,
      align: 'right',
      lineBreak: false,
    });
  }
}

export async function renderCollectionBookPdf(
  loaded: LoadedCollectionBook,
  now: Date,
): Promise<{ fileName: string; content: Buffer }> {
  const { book, organization, year } = loaded;
  const currency = organization.currency;
  const pdf = createPdfDocument({
    title: LABEL.heading(year, organization.name),
    author: organization.name,
    subject: LABEL.title,
    createdAt: now,
    layout: 'landscape',
  });
  const createdOn = formatDay(toBusinessDay(now));
  let y = drawPageHead(pdf, loaded, createdOn);
  const nextRow = (height = ROW_HEIGHT) => {
    if (y + height > TABLE_BOTTOM) {
      pdf.addPage({ size: 'A4', layout: 'landscape', margin: 0 });
      y = drawPageHead(pdf, loaded, createdOn);
    }
  };
  if (book.rows.length === 0) {
    pdf.font(PDF_FONT_REGULAR).fontSize(10).fillColor('black');
    pdf.text(LABEL.empty(year), MARGIN, y + 8, { lineBreak: false });
    y += ROW_HEIGHT + 8;
  }
  for (const [index, row] of book.rows.entries()) {
    const cells = toCells(row, currency);
    const height = measureRow(pdf, cells, PDF_FONT_REGULAR);
    nextRow(height);
    if (index % 2 === 1) pdf.rect(MARGIN, y, PAGE.width - 2 * MARGIN, height).fill(STRIPE_COLOR);
    drawCells(pdf, cells, y, PDF_FONT_REGULAR, height);
    y += height;
  }
  nextRow();
  drawRule(pdf, y, 0.8);
  const { totals } = book;
  drawCells(
    pdf,
    [
      '',
      LABEL.totals,
      '',
      formatMoney(totals.cashCents, currency),
      formatMoney(totals.cardCents, currency),
      formatMoney(totals.onlineCents, currency),
      formatMoney(totals.totalCents, currency),
      formatMoney(totals.forwardedCents, currency),
      '',
    ],
    y,
    PDF_FONT_BOLD,
  );
  y += ROW_HEIGHT;
  if (totals.unconfirmedCashCents !== 0) {
    nextRow();
    pdf.font(PDF_FONT_REGULAR).fontSize(FONT_SIZE).fillColor('black');
    pdf.text(LABEL.unconfirmedNote(formatMoney(totals.unconfirmedCashCents, currency)), MARGIN, y + 4, {
      lineBreak: false,
    });
  }
  drawFooters(pdf, organization.name);
  return { fileName: collectionBookFileName(year, organization.name, 'pdf'), content: await finishPdf(pdf) };
}
