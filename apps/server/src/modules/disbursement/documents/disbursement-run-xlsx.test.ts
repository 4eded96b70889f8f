/** The XLSX of a run read back with exceljs: head, one row per order, sum row, formats, guarded text. */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { DISBURSEMENT_RUN_XLSX_TEXTS as T } from './disbursement-document-texts';
import { sampleRunExport } from './disbursement-documents.test-support';
import { buildDisbursementRunXlsx, RUN_XLSX_HEADER_ROW } from './disbursement-run-xlsx';

async function load(content: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet(T.sheetName);
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

const values = (sheet: ExcelJS.Worksheet, row: number) =>
  Array.from({ length: 10 }, (_, index) => sheet.getRow(row).getCell(index + 1).value);

describe('the XLSX of a disbursement run', () => {
  it('names organisation and run, lists every order with amounts as numbers, and sums them', async () => {
    const { fileName, content } = await buildDisbursementRunXlsx(sampleRunExport());
    expect(fileName).toBe('Kollektenweiterleitung_Ev-Kirchenbezirk-Heilbronn_12.xlsx');
    const sheet = await load(content);
    expect(sheet.getCell('A1').value).toBe('Kollektenweiterleitung');
    expect(values(sheet, 2).slice(0, 2)).toEqual([T.organization, 'Ev. Kirchenbezirk Heilbronn']);
    expect(values(sheet, 3).slice(0, 2)).toEqual([T.run, 12]);
    // the Berlin wall clock of the run's creation
    expect(values(sheet, 4).slice(0, 2)).toEqual([T.createdAt, new Date('2027-01-04T09:15:00.000Z')]);
    expect(values(sheet, RUN_XLSX_HEADER_ROW)).toEqual([
      'Kollekte',
      'Gemeinde',
      'Datum',
      'Online',
      'Kartenterminal',
      'Bar',
      'Gesamt',
      'Konto',
      'Gegenkonto',
      'Kostenstelle',
    ]);
    expect(values(sheet, RUN_XLSX_HEADER_ROW + 1)).toEqual([
      'Brot für die Welt – Weihnachtskollekte',
      'Ev. Kirchengemeinde Lauffen am Neckar',
      new Date('2026-12-28T00:00:00.000Z'),
      1234.5,
      456,
      987.65,
      2678.15,
      '3720',
      '1200',
      '4100',
    ]);
    // text a user typed that starts like a formula stays text
    expect(values(sheet, RUN_XLSX_HEADER_ROW + 2)).toEqual([
      `'=HYPERLINK("http://example.org") "Diakonie"`,
      'Ev. Kirchengemeinde Brackenheim-Meimsheim',
      new Date('2026-12-30T00:00:00.000Z'),
      0,
      0.05,
      100,
      100.05,
      '1590',
      '70012',
      "'-4200",
    ]);
    const sum = values(sheet, RUN_XLSX_HEADER_ROW + 3);
    expect(sum[0]).toBe(T.sum);
    expect(sum.slice(3, 7)).toEqual([
      { formula: 'SUM(D7:D8)', result: 1234.5 },
      { formula: 'SUM(E7:E8)', result: 456.05 },
      { formula: 'SUM(F7:F8)', result: 1087.65 },
      { formula: 'SUM(G7:G8)', result: 2778.2 },
    ]);
    expect(sheet.getRow(RUN_XLSX_HEADER_ROW + 1).getCell(4).numFmt).toBe('#,##0.00 "€"');
    expect(sheet.getRow(RUN_XLSX_HEADER_ROW + 3).getCell(7).numFmt).toBe('#,##0.00 "€"');
    expect(sheet.getRow(RUN_XLSX_HEADER_ROW + 1).getCell(3).numFmt).toBe('dd.mm.yyyy');
    expect(sheet.rowCount).toBe(RUN_XLSX_HEADER_ROW + 3);
  });

  it('writes an empty run with a zero sum row and CHF in its own format', async () => {
    const { content } = await buildDisbursementRunXlsx(sampleRunExport({ rows: [], currency: 'CHF' }));
    const sheet = await load(content);
    const sum = values(sheet, RUN_XLSX_HEADER_ROW + 1);
    expect(sum[0]).toBe(T.sum);
    expect(sum.slice(3, 7)).toEqual([0, 0, 0, 0]);
    expect(sheet.getRow(RUN_XLSX_HEADER_ROW + 1).getCell(4).numFmt).toBe('#,##0.00 "CHF"');
  });
});
