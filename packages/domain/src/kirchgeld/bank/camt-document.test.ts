import { describe, expect, it } from 'vitest';
import { buildCamtDedupeKeys } from './camt-dedupe';
import { readCamtDocument, readCamtNamespace } from './camt-document';

const IBAN = 'DE89370400440532013000';

function statement(entries: unknown[], extra: Record<string, unknown> = {}) {
  return {
    Document: {
      BkToCstmrStmt: {
        Stmt: [{ Id: 'S1', Acct: { Id: { IBAN }, Ccy: 'EUR' }, Ntry: entries, ...extra }],
      },
    },
  };
}

const credit = (overrides: Record<string, unknown> = {}) => ({
  Amt: { '#text': '25.00', '@_Ccy': 'EUR' },
  CdtDbtInd: 'CRDT',
  Sts: 'BOOK',
  BookgDt: { Dt: '2026-03-02' },
  NtryDtls: [
    {
      TxDtls: [
        {
          Refs: { EndToEndId: 'E2E-1' },
          RltdPties: { Dbtr: { Nm: 'Hans Müller' }, DbtrAcct: { Id: { IBAN: 'DE02120300000000202051' } } },
          RmtInf: { Ustrd: ['Kirchgeld KG-12-', '00045'] },
        },
      ],
    },
  ],
  ...overrides,
});

describe('readCamtNamespace', () => {
  it.each([
    ['<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">', 'camt.053.001.02'],
    ["<x:Document xmlns:x='urn:iso:std:iso:20022:tech:xsd:camt.054.001.08'>", 'camt.054.001.08'],
    ['<Document>', null],
  ])('%s → %s', (head, expected) => expect(readCamtNamespace(head)).toBe(expected));
});

describe('readCamtDocument', () => {
  it('reads a credit with name, IBAN, reference and amount', () => {
    const reading = readCamtDocument('camt.053.001.02', statement([credit()]));
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    expect(reading.statements[0]?.iban).toBe(IBAN);
    expect(reading.statements[0]?.transactions).toEqual([
      expect.objectContaining({
        amountCents: 2500,
        creditDebit: 'CRDT',
        bookingDate: '2026-03-02',
        theirName: 'Hans Müller',
        theirIban: 'DE02120300000000202051',
        purpose: 'Kirchgeld KG-12- 00045',
        endToEndId: 'E2E-1',
        isReturn: false,
      }),
    ]);
  });

  it('splits a batch into its transactions and keeps the charges on the first', () => {
    const batch = credit({
      Amt: { '#text': '30.00', '@_Ccy': 'EUR' },
      Chrgs: { TtlChrgsAndTaxAmt: { '#text': '0.35', '@_Ccy': 'EUR' } },
      NtryDtls: [
        {
          Btch: { NbOfTxs: '2' },
          TxDtls: [
            { Amt: { '#text': '10.00', '@_Ccy': 'EUR' }, RltdPties: { Dbtr: { Pty: { Nm: 'A Eins' } } } },
            { Amt: { '#text': '20.00', '@_Ccy': 'EUR' }, RltdPties: { Dbtr: { Pty: { Nm: 'B Zwei' } } } },
          ],
        },
      ],
    });
    const reading = readCamtDocument('camt.053.001.08', statement([batch]));
    if (!reading.ok) throw new Error(reading.message);
    const transactions = reading.statements[0]?.transactions ?? [];
    expect(transactions.map((t) => [t.amountCents, t.theirName, t.chargesCents, t.batchSize])).toEqual([
      [1000, 'A Eins', 35, 2],
      [2000, 'B Zwei', null, 2],
    ]);
  });

  it('marks returns, keeps a debit negative and the instructed foreign amount', () => {
    const returned = credit({
      CdtDbtInd: 'DBIT',
      Amt: { '#text': '25.00', '@_Ccy': 'EUR' },
      NtryDtls: [{ TxDtls: [{ RtrInf: { Rsn: { Cd: 'AC04' } }, RltdPties: { Cdtr: { Nm: 'X' } } }] }],
    });
    const foreign = credit({
      Amt: { '#text': '9.12', '@_Ccy': 'EUR' },
      NtryDtls: [{ TxDtls: [{ AmtDtls: { InstdAmt: { Amt: { '#text': '10.00', '@_Ccy': 'CHF' } } } }] }],
    });
    const reversal = credit({ RvslInd: 'true', CdtDbtInd: 'DBIT' });
    const reading = readCamtDocument('camt.053.001.02', statement([returned, foreign, reversal]));
    if (!reading.ok) throw new Error(reading.message);
    const [first, second, third] = reading.statements[0]?.transactions ?? [];
    expect(first).toMatchObject({ amountCents: -2500, isReturn: true, returnReason: 'AC04', theirName: 'X' });
    expect(second).toMatchObject({
      amountCents: 912,
      instructedAmountCents: 1000,
      instructedCurrency: 'CHF',
    });
    expect(third).toMatchObject({
      amountCents: -2500,
      isReversal: true,
      isReturn: true,
      theirName: 'Hans Müller',
    });
  });

  it('leaves pending entries for a later statement (camt.052) and reads v8 status codes', () => {
    const tree = {
      Document: {
        BkToCstmrAcctRpt: {
          Rpt: {
            Id: 'R1',
            Acct: { Id: { IBAN } },
            Ntry: [credit({ Sts: { Cd: 'PDNG' } }), credit({ Sts: { Cd: 'BOOK' } })],
          },
        },
      },
    };
    const reading = readCamtDocument('camt.052.001.08', tree);
    if (!reading.ok) throw new Error(reading.message);
    expect(reading.statements[0]).toMatchObject({ kind: 'camt.052', skippedEntries: 1 });
    expect(reading.statements[0]?.transactions).toHaveLength(1);
  });

  it.each([
    [null, statement([]), 'keinen CAMT-Namensraum'],
    ['pain.008.001.02', statement([]), 'kein Kontoauszug im CAMT-Format (gefunden: pain.008.001.02)'],
    ['camt.053.001.13', statement([]), 'Die CAMT-Version camt.053.001.13 wird nicht unterstützt'],
    ['camt.053.001.02', { Document: { BkToCstmrStmt: { GrpHdr: {} } } }, 'das Element Stmt fehlt'],
    ['camt.054.001.08', statement([]), 'kein Element BkToCstmrDbtCdtNtfctn'],
    [
      'camt.053.001.02',
      { Document: { BkToCstmrStmt: { Stmt: { Id: 'S9', Acct: { Id: { Othr: {} } } } } } },
      'fehlt die IBAN',
    ],
    ['camt.053.001.02', statement([credit({ Amt: '1.234' })]), 'mehr als zwei Nachkommastellen'],
    ['camt.053.001.02', statement([credit({ CdtDbtInd: 'X' })]), 'Buchung 1 im Kontoauszug S1: Soll/Haben'],
  ])('refuses %s in German', (type, tree, message) => {
    const reading = readCamtDocument(type, tree);
    expect(reading.ok).toBe(false);
    if (!reading.ok) expect(reading.message).toContain(message);
  });
});

describe('buildCamtDedupeKeys', () => {
  it('tells two identical payments of a day apart and gives the same keys for the same file', () => {
    const plain = credit({ NtryDtls: [{ TxDtls: [{ RltdPties: { Dbtr: { Nm: 'A' } } }] }] });
    const reading = readCamtDocument('camt.053.001.02', statement([plain, plain, credit()]));
    if (!reading.ok) throw new Error(reading.message);
    const transactions = reading.statements[0]?.transactions ?? [];
    const keys = buildCamtDedupeKeys(IBAN, transactions);
    expect(new Set(keys).size).toBe(3);
    expect(buildCamtDedupeKeys(IBAN, transactions)).toEqual(keys);
    expect(keys[2]).toContain('e2e|');
  });
});
