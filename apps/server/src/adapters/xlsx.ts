/**
 * Spreadsheets (XLSX) through exceljs: writing sheets with a header row, and reading the cells of a
 * sheet back. Date cells carry a wall-clock reading in their UTC fields (spreadsheets know no time
 * zones); what the reading means is the caller's business.
 */
import type * as ExcelJS from 'exceljs';
import { lazyPackage } from '../platform/lazy-package';

const excel = lazyPackage<typeof ExcelJS>('exceljs');

/** An empty exceljs workbook, for sheets laid out by hand. */
export function createWorkbook(): ExcelJS.Workbook {
  return new (excel().Workbook)();
}

export type XlsxCell = string | number | boolean | Date | null;

export type XlsxColumn = {
  header: string;
  /** width in characters */
  width: number;
  format?: 'date' | 'datetime' | 'wrap' | 'euro' | undefined;
};

export type XlsxSheet = {
  name: string;
  columns: readonly XlsxColumn[];
  rows: readonly (readonly XlsxCell[])[];
};

const NUMBER_FORMATS = {
  date: 'dd.mm.yyyy',
  datetime: 'dd.mm.yyyy hh:mm',
  euro: '#,##0.00 "€"',
} as const;
const HEADER_FILL = 'FFE8E0EC';

export async function writeXlsx(
  sheets: readonly XlsxSheet[],
  properties: { creator: string; created: Date; title: string },
): Promise<Buffer> {
  const workbook = createWorkbook();
  workbook.creator = properties.creator;
  workbook.created = properties.created;
  workbook.modified = properties.created;
  workbook.title = properties.title;
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    worksheet.columns = sheet.columns.map((column) => ({
      header: column.header,
      width: column.width,
      style: styleOf(column),
    }));
    for (const row of sheet.rows) worksheet.addRow([...row]);
    const header = worksheet.getRow(1);
    header.font = { bold: true };
    header.alignment = { vertical: 'top', wrapText: true };
    header.eachCell((cell) => {
      cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: HEADER_FILL } };
    });
    if (sheet.columns.length > 0) {
      worksheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.columns.length } };
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function styleOf(column: XlsxColumn): Partial<ExcelJS.Style> {
  if (column.format === 'date' || column.format === 'datetime' || column.format === 'euro')
    return { numFmt: NUMBER_FORMATS[column.format] };
  if (column.format === 'wrap') return { alignment: { vertical: 'top', wrapText: true } };
  return {};
}

/** XLSX files are ZIP archives: they start with 'PK\x03\x04'. */
export function looksLikeXlsx(content: Buffer): boolean {
  return content.length > 4 && content.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
}

export class XlsxReadError extends Error {
  override readonly name = 'XlsxReadError';
}

/**
 * The cells of the sheet named `preferredName`, else of the first sheet: rows of values, the first
 * array being row 1. Formulas give their cached result, rich text its plain text.
 */
export async function readXlsxSheet(
  content: Buffer,
  options: { preferredName: string; maxRows: number; maxColumns: number },
): Promise<XlsxCell[][] | null> {
  const workbook = createWorkbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch (error) {
    throw new XlsxReadError(error instanceof Error ? error.message : String(error));
  }
  const worksheet = workbook.getWorksheet(options.preferredName) ?? workbook.worksheets[0];
  if (!worksheet) return null;
  const rows: XlsxCell[][] = [];
  const lastRow = Math.min(worksheet.rowCount, options.maxRows);
  const lastColumn = Math.min(worksheet.columnCount, options.maxColumns);
  for (let rowNumber = 1; rowNumber <= lastRow; rowNumber++) {
    const row = worksheet.getRow(rowNumber);
    const cells: XlsxCell[] = [];
    for (let columnNumber = 1; columnNumber <= lastColumn; columnNumber++) {
      cells.push(toCell(row.getCell(columnNumber).value));
    }
    rows.push(cells);
  }
  return rows;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Text as a user could have typed it: the escape `_x0000_` decodes to NUL, which no database column
 * can hold and no spreadsheet program writes, and a lone surrogate is no character at all.
 */
function toText(text: string): string {
  return text.replaceAll('\0', '').replace(LONE_SURROGATE, '\uFFFD');
}

function toCell(value: ExcelJS.CellValue): XlsxCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return toText(value);
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  if (typeof value === 'object') {
    if ('richText' in value) return toText(value.richText.map((part) => part.text).join(''));
    if ('text' in value && typeof value.text === 'string') return toText(value.text);
    if ('result' in value) return toCell((value.result ?? null) as ExcelJS.CellValue);
    if ('error' in value) return null;
  }
  return null;
}
