/**
 * Every sample statement of the test data read with the right amounts, names, IBANs and references
 * (the wrong one refused in German), the same keys on a second reading, and files generated in each
 * supported kind and version; a PDF renamed .xml and an entity bomb refused by content.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCamtFile } from './camt-parser';
import { writeCamtDocument } from './camt-writer';

const fixture = (name: string) => readFileSync(new URL(`./test-fixtures/${name}`, import.meta.url));

function read(content: Uint8Array | string) {
  const result = parseCamtFile(typeof content === 'string' ? Buffer.from(content) : content);
  if (!result.ok) throw new Error(result.message);
  return result;
}

describe('the CAMT samples', () => {
  it('reads camt053.v2.minimal.xml', () => {
    const result = read(fixture('camt053.v2.minimal.xml'));
    expect(result.messageType).toBe('camt.053.001.02');
    expect(result.statements).toHaveLength(1);
    const [statement] = result.statements;
    expect(statement?.iban).toBe('NL26VAYB8060476890');
    expect(statement?.transactions).toEqual([
      expect.objectContaining({
        amountCents: 885,
        creditDebit: 'CRDT',
        bookingDate: '2014-12-31',
        valueDate: '2015-01-02',
        theirName: 'NAME NAME',
        theirIban: 'NL56AGDH9619008421',
        purpose: '4654654654654654',
        bankTransactionCode: '544',
      }),
    ]);
  });

  it('reads camt053.v2.multi.statement.xml with both statements', () => {
    const result = read(fixture('camt053.v2.multi.statement.xml'));
    expect(result.statements).toHaveLength(2);
    const transactions = result.statements.flatMap((statement) => statement.transactions);
    expect(
      transactions.map((t) => [
        t.bookingDate,
        t.amountCents,
        t.theirName,
        t.theirIban,
        t.purpose,
        t.endToEndId,
      ]),
    ).toEqual([
      ['2014-12-31', 885, 'Company Name 1', 'NL56AGDH9619008421', 'Transaction Description 1', '000000001'],
      ['2014-12-31', -700, 'Company Name 2', 'NL56AGDH9619008421', 'Transaction Description 2', '000000002'],
    ]);
  });

  it('refuses camt053.v2.wrong.xml in German', () => {
    const result = parseCamtFile(fixture('camt053.v2.wrong.xml'));
    expect(result).toEqual({
      ok: false,
      message: 'Die Datei enthält keinen Kontoauszug (das Element Stmt fehlt).',
    });
  });

  it('gives the same dedupe keys on a second reading', () => {
    const first = read(fixture('camt053.v2.multi.statement.xml'));
    const second = read(fixture('camt053.v2.multi.statement.xml'));
    expect(second.statements.map((s) => s.dedupeKeys)).toEqual(first.statements.map((s) => s.dedupeKeys));
  });
});

describe('generated files of every kind and version', () => {
  it.each([
    ['camt.053', '001.02'],
    ['camt.053', '001.08'],
    ['camt.052', '001.08'],
    ['camt.054', '001.08'],
  ] as const)('%s.%s', (kind, version) => {
    const xml = writeCamtDocument({
      kind,
      version,
      statementId: 'T-1',
      iban: 'DE89370400440532013000',
      fromDate: '2026-01-01',
      toDate: '2026-01-31',
      entries: [
        {
          bookingDate: '2026-01-05',
          amountCents: 3000,
          name: 'Hans Müller & Co',
          iban: 'DE02120300000000202051',
          purpose: 'Kirchgeld KG-12-00045 vielen Dank für alles',
        },
        {
          bookingDate: '2026-01-05',
          amountCents: 3000,
          name: 'Hans Müller & Co',
          iban: 'DE02120300000000202051',
          purpose: 'Kirchgeld KG-12-00045 vielen Dank für alles',
        },
        { bookingDate: '2026-01-06', amountCents: -450, name: 'Bank', purpose: 'Kontoführung' },
      ],
    });
    const result = read(xml);
    expect(result.messageType).toBe(`${kind}.${version}`);
    const [statement] = result.statements;
    expect(statement?.transactions.map((t) => [t.amountCents, t.theirName])).toEqual([
      [3000, 'Hans Müller & Co'],
      [3000, 'Hans Müller & Co'],
      [-450, 'Bank'],
    ]);
    expect(statement?.transactions[0]?.purpose?.replace(/\s/g, '')).toBe(
      'KirchgeldKG-12-00045vielenDankfüralles',
    );
    expect(new Set(statement?.dedupeKeys).size).toBe(3);
  });
});

describe('files that are no CAMT statement', () => {
  it.each([
    ['a PDF renamed .xml', Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj'), 'keine XML-Datei'],
    [
      'an entity bomb',
      Buffer.from(
        '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]><Document>&lol2;</Document>',
      ),
      'Dokumenttyp-Definition',
    ],
    [
      'broken XML',
      Buffer.from('<?xml version="1.0"?><Document><Stmt></Document>'),
      'XML-Datei ist fehlerhaft',
    ],
    ['another XML', Buffer.from('<?xml version="1.0"?><html><body/></html>'), 'keinen CAMT-Namensraum'],
  ])('refuses %s', (_name, content, message) => {
    const result = parseCamtFile(content);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(message);
  });
});
