import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readXlsxSheet } from './xlsx';

async function workbookWith(values: string[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Kollektenplan');
  values.forEach((value, index) => {
    sheet.getCell(index + 1, 1).value = value;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('readXlsxSheet', () => {
  it('never answers a NUL or a lone surrogate: the database cannot store them', async () => {
    // `_x0000_` is the spreadsheet escape of NUL: a crafted file can hold it in any cell.
    const content = await workbookWith(['Orgel_x0000_sanierung', 'Advent', 'Kollekte 🙏 für Grüße']);
    const rows = await readXlsxSheet(content, { preferredName: 'Kollektenplan', maxRows: 10, maxColumns: 1 });
    expect(rows).toEqual([['Orgelsanierung'], ['Advent'], ['Kollekte 🙏 für Grüße']]);
  });
});
