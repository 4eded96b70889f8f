/**
 * The DATEV file of a run read back as DATEV would: Windows-1252, CRLF lines, semicolons, quoted
 * text with doubled quotes; the header line, the column line, and one booking per order with its
 * amount, accounts, Belegdatum, Belegfeld and cost centre.
 */
import { DATEV_BOOKING_COLUMNS } from '@kollekta/domain';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { buildDatevBookingBatch } from './datev-booking-batch-file';
import { sampleBookingRow, sampleRunExport } from './disbursement-documents.test-support';

/** One line of a semicolon file: quoted fields may hold semicolons and doubled quotes. */
function parseLine(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const character = line[index];
    if (quoted && character === '"' && line[index + 1] === '"') {
      field += '"';
      index += 1;
    } else if (character === '"') {
      quoted = !quoted;
    } else if (character === ';' && !quoted) {
      fields.push(field);
      field = '';
    } else {
      field += character;
    }
  }
  fields.push(field);
  return fields;
}

const column = (name: string) => DATEV_BOOKING_COLUMNS.indexOf(name);

describe('the DATEV Buchungsstapel of a run', () => {
  it('is Windows-1252 with CRLF lines: header, columns, one booking per order', () => {
    const { fileName, content } = buildDatevBookingBatch(sampleRunExport());
    expect(fileName).toBe('EXTF_Buchungsstapel_Ev-Kirchenbezirk-Heilbronn_12.csv');
    // ü is one byte (0xFC) and the dash 0x96 in Windows-1252, not UTF-8's two and three bytes.
    expect(content.includes(Buffer.from([0xfc]))).toBe(true);
    expect(content.includes(Buffer.from([0x96]))).toBe(true);
    expect(content.includes(Buffer.from('ü', 'utf8'))).toBe(false);
    const text = iconv.decode(content, 'windows-1252');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    const lines = text.slice(0, -2).split('\r\n');
    expect(lines).toHaveLength(4);

    expect(lines[0]?.startsWith('"EXTF";700;21;"Buchungsstapel";13;')).toBe(true);
    const header = parseLine(lines[0] as string);
    expect(header).toHaveLength(31);
    expect(header.slice(5, 22)).toEqual([
      '20270104091500000',
      '',
      'RE',
      'Kollekta',
      '',
      '29098',
      '55003',
      '20260101',
      '4',
      '20261228',
      '20261230',
      'Kollektenweiterleitung 12',
      'KW',
      '1',
      '0',
      '0',
      'EUR',
    ]);

    expect(parseLine(lines[1] as string)).toEqual(DATEV_BOOKING_COLUMNS);

    const first = parseLine(lines[2] as string);
    const second = parseLine(lines[3] as string);
    expect(first).toHaveLength(125);
    const pick = (fields: string[]) =>
      [
        'Umsatz (ohne Soll/Haben-Kz)',
        'Soll/Haben-Kennzeichen',
        'WKZ Umsatz',
        'Konto',
        'Gegenkonto (ohne BU-Schlüssel)',
        'Belegdatum',
        'Belegfeld 1',
        'Buchungstext',
        'KOST1 - Kostenstelle',
      ].map((name) => fields[column(name)]);
    expect(pick(first)).toEqual([
      '2678,15',
      'S',
      'EUR',
      '3720',
      '1200',
      '2812',
      'KW-4711',
      'Brot für die Welt – Weihnachtskoll, Ev. Kirchengemeinde Lauf',
      '4100',
    ]);
    expect(pick(second)).toEqual([
      '100,05',
      'S',
      'EUR',
      '1590',
      '70012',
      '3012',
      'KW-4712',
      '=HYPERLINK("http://example.org") ", Ev. Kirchengemeinde Brac',
      '-4200',
    ]);
    // the quotes of the collection's name are doubled inside the quoted field
    expect(lines[3]).toContain(';"=HYPERLINK(""http://example.org"") "", Ev. Kirchengemeinde Brac";');
    for (const fields of [first, second]) {
      expect(Array.from(fields[column('Buchungstext')] as string).length).toBeLessThanOrEqual(60);
    }
  });

  it('writes unknown consultant and client numbers empty and leaves out orders with nothing to forward', () => {
    const { content } = buildDatevBookingBatch(
      sampleRunExport({
        datevConsultant: null,
        datevClient: null,
        rows: [sampleBookingRow({ totalCents: 0, ecomCents: 0, posCents: 0, cashCents: 0 })],
      }),
    );
    const lines = iconv.decode(content, 'windows-1252').slice(0, -2).split('\r\n');
    expect(lines).toHaveLength(2);
    expect(parseLine(lines[0] as string).slice(10, 12)).toEqual(['', '']);
  });

  it('replaces a character Windows-1252 lacks instead of failing', () => {
    const { content } = buildDatevBookingBatch(
      sampleRunExport({ rows: [sampleBookingRow({ collectionName: 'Kollekte 🙏 für Łódź' })] }),
    );
    const booking = parseLine(iconv.decode(content, 'windows-1252').split('\r\n')[2] as string);
    expect(booking[column('Buchungstext')]).toMatch(/^Kollekte \?+ für \?ód\?, Ev\. Kirchengemeinde/);
  });
});
