/**
 * A disbursement run as a spreadsheet for the district's accountant: a head naming organisation
 * and run, one row per order with the sums by channel and the same Konto, Gegenkonto and
 * Kostenstelle as the DATEV file, and a sum row (formulas carrying their results). Names were typed
 * by users: text that starts like a formula is guarded (writeText). Amounts are numbers in a
 * currency format, days date cells.
 */
import {
  resolveDatevAccounts,
  toDisbursementFileNamePart,
  toFloatingDateTime,
  writeText,
} from '@kollekta/domain';
import type * as ExcelJS from 'exceljs';
import { createWorkbook } from '../../../adapters/xlsx';
import { DISBURSEMENT_RUN_XLSX_TEXTS as T } from './disbursement-document-texts';
import type { DisbursementRunBookingRow, DisbursementRunExport } from './disbursement-document-types';

const HEADER_FILL = 'FFE8E0EC';
/** the table's column row; the rows above name the run */
export const RUN_XLSX_HEADER_ROW = 6;

const COLUMNS: { header: string; width: number; kind: 'text' | 'day' | 'amount' }[] = [
  { header: T.columns.collection, width: 40, kind: 'text' },
  { header: T.columns.parish, width: 34, kind: 'text' },
  { header: T.columns.day, width: 12, kind: 'day' },
  { header: T.columns.online, width: 14, kind: 'amount' },
  { header: T.columns.pos, width: 15, kind: 'amount' },
  { header: T.columns.cash, width: 14, kind: 'amount' },
  { header: T.columns.total, width: 15, kind: 'amount' },
  { header: T.columns.account, width: 11, kind: 'text' },
  { header: T.columns.contraAccount, width: 12, kind: 'text' },
  { header: T.columns.costCentre, width: 16, kind: 'text' },
];
const AMOUNT_COLUMNS = [4, 5, 6, 7] as const;

function amountFormat(currency: string): string {
  return `#,##0.00 "${currency === 'EUR' ? '€' : currency}"`;
}

/** 'YYYY-MM-DD' as a date cell (midnight in the cell's UTC fields: spreadsheets know no zones). */
function toDayCell(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year as number, (month as number) - 1, date as number));
}

function toCells(row: DisbursementRunBookingRow): ExcelJS.CellValue[] {
  const { account, contraAccount, costCentre } = resolveDatevAccounts(row.accounting);
  return [
    writeText(row.collectionName),
    writeText(row.collectingOrganizationName),
    toDayCell(row.day),
    row.ecomCents / 100,
    row.posCents / 100,
    row.cashCents / 100,
    row.totalCents / 100,
    account,
    contraAccount,
    writeText(costCentre),
  ];
}

function writeHead(sheet: ExcelJS.Worksheet, run: DisbursementRunExport): void {
  sheet.getCell('A1').value = T.title;
  sheet.getCell('A1').font = { bold: true, size: 14 };
  const head: [string, ExcelJS.CellValue, string?][] = [
    [T.organization, writeText(run.handlingOrganizationName)],
    [T.run, run.runId],
    [T.createdAt, toFloatingDateTime(run.createdAt), 'dd.mm.yyyy hh:mm'],
  ];
  head.forEach(([label, value, numFmt], index) => {
    const row = sheet.getRow(index + 2);
    row.getCell(1).value = label;
    row.getCell(1).font = { bold: true };
    row.getCell(2).value = value;
    row.getCell(2).alignment = { horizontal: 'left' };
    if (numFmt) row.getCell(2).numFmt = numFmt;
  });
}

function writeTable(sheet: ExcelJS.Worksheet, run: DisbursementRunExport): void {
  const money = amountFormat(run.currency);
  const header = sheet.getRow(RUN_XLSX_HEADER_ROW);
  COLUMNS.forEach((column, index) => {
    const cell = header.getCell(index + 1);
    cell.value = column.header;
    cell.font = { bold: true };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: HEADER_FILL } };
    sheet.getColumn(index + 1).width = column.width;
  });
  run.rows.forEach((booking, index) => {
    const row = sheet.getRow(RUN_XLSX_HEADER_ROW + 1 + index);
    toCells(booking).forEach((value, column) => {
      row.getCell(column + 1).value = value;
    });
  });
  const first = RUN_XLSX_HEADER_ROW + 1;
  const last = RUN_XLSX_HEADER_ROW + run.rows.length;
  const sumRow = sheet.getRow(last + 1);
  sumRow.getCell(1).value = T.sum;
  sumRow.font = { bold: true };
  const totals = [0, 0, 0, 0];
  for (const booking of run.rows) {
    [booking.ecomCents, booking.posCents, booking.cashCents, booking.totalCents].forEach((cents, i) => {
      totals[i] = (totals[i] ?? 0) + cents;
    });
  }
  AMOUNT_COLUMNS.forEach((column, i) => {
    const letter = sheet.getColumn(column).letter;
    const result = (totals[i] ?? 0) / 100;
    sumRow.getCell(column).value =
      run.rows.length > 0 ? { formula: `SUM(${letter}${first}:${letter}${last})`, result } : result;
    sumRow.getCell(column).border = { top: { style: 'thin' } };
  });
  for (let rowNumber = first; rowNumber <= last + 1; rowNumber++) {
    for (const column of AMOUNT_COLUMNS) sheet.getRow(rowNumber).getCell(column).numFmt = money;
    sheet.getRow(rowNumber).getCell(3).numFmt = 'dd.mm.yyyy';
  }
  sheet.autoFilter = {
    from: { row: RUN_XLSX_HEADER_ROW, column: 1 },
    to: { row: Math.max(RUN_XLSX_HEADER_ROW, last), column: COLUMNS.length },
  };
}

export async function buildDisbursementRunXlsx(
  run: DisbursementRunExport,
): Promise<{ fileName: string; content: Buffer }> {
  const workbook = createWorkbook();
  workbook.creator = 'Kollekta';
  workbook.created = run.createdAt;
  workbook.modified = run.createdAt;
  workbook.title = `${T.title} ${run.runId}`;
  const sheet = workbook.addWorksheet(T.sheetName, {
    views: [{ state: 'frozen', ySplit: RUN_XLSX_HEADER_ROW }],
  });
  writeHead(sheet, run);
  writeTable(sheet, run);
  return {
    fileName: `Kollektenweiterleitung_${toDisbursementFileNamePart(run.handlingOrganizationName)}_${run.runId}.xlsx`,
    content: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}
