import { describe, expect, it } from 'vitest';
import { csvRowObject, parseSemicolonCsv } from './semicolon-csv';

describe('parseSemicolonCsv', () => {
  it('reads header and rows with the lines they start on', () => {
    const table = parseSemicolonCsv('\ufeffAdrID;Name\r\n1;Müller\r\n\r\n2;"Schmidt; Maier"\r\n');
    expect(table.header).toEqual(['AdrID', 'Name']);
    expect(table.rows).toEqual([
      { line: 2, values: ['1', 'Müller'] },
      { line: 4, values: ['2', 'Schmidt; Maier'] },
    ]);
  });

  it('keeps quoted line breaks and doubled quotes, and counts lines after them', () => {
    const table = parseSemicolonCsv('A;B\n"x\ny";"sagt ""ja"""\n3;4');
    expect(table.rows).toEqual([
      { line: 2, values: ['x\ny', 'sagt "ja"'] },
      { line: 4, values: ['3', '4'] },
    ]);
  });

  it('keeps formulas as text', () => {
    const table = parseSemicolonCsv('AdrID;Vorname\n1;"=HYPERLINK(""http://x"";""y"")"\n');
    expect(csvRowObject(table.header, table.rows[0] ?? { line: 0, values: [] })).toEqual({
      AdrID: '1',
      Vorname: '=HYPERLINK("http://x";"y")',
    });
  });
});
