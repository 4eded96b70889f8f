import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  buildMandateReference,
  decimalStringToCents,
  getNextCollectionDay,
  listRecurringDebits,
  type RecurringInterval,
} from '@kollekta/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { create } from 'xmlbuilder2';
import { PAIN_008_001_08_SCHEMA, validateWithXmllint } from '../../test-support/xmllint';
import { buildPain008, type Pain008Creditor, type Pain008Debit, Pain008InputError } from './pain008';

const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'kollekta-pain008-'));
afterAll(() => fs.rmSync(directory, { recursive: true, force: true }));

function writeFile(name: string, xml: string): string {
  const file = path.join(directory, name);
  fs.writeFileSync(file, xml);
  return file;
}

function expectSchemaValid(...files: string[]): void {
  const check = validateWithXmllint(files, PAIN_008_001_08_SCHEMA);
  expect(check.output).not.toMatch(/error/i);
  expect(check.isValid).toBe(true);
}

/** What the tests read of xmlbuilder2's DOM (the server has no DOM types of its own). */
type Element = {
  textContent: string | null;
  getAttribute(name: string): string | null;
  getElementsByTagName(name: string): Iterable<Element>;
};

/** The file read back with a real XML parser: every element under its local name. */
function parse(xml: string) {
  const root = create(xml).root().node as unknown as Element;
  const all = (parent: Element, name: string) => [...parent.getElementsByTagName(name)];
  const text = (parent: Element, name: string) => all(parent, name)[0]?.textContent ?? null;
  return { root, all, text };
}

const lauffen: Pain008Creditor = {
  name: 'Ev. Kirchengemeinde Lauffen am Neckar',
  creditorIdentifier: 'DE98ZZZ09999999999',
  iban: 'DE02 1203 0000 0000 2020 51',
};

let sequence = 0;
function debit(overrides: Partial<Pain008Debit>): Pain008Debit {
  sequence += 1;
  return {
    endToEndId: `KOL-E2E-${sequence}`,
    amountCents: 1000,
    mandateReference: buildMandateReference('KOL42', sequence),
    mandateDate: '2026-01-05',
    debtorName: 'Erika Mustermann',
    debtorIban: 'DE89370400440532013000',
    remittanceText: 'Spende Kirchengemeinde Lauffen',
    sequenceType: 'RCUR',
    dueDay: '2026-03-10',
    ...overrides,
  };
}

describe('pain.008.001.08 direct-debit file', () => {
  const debits = [
    debit({ sequenceType: 'OOFF', dueDay: '2026-03-03', amountCents: 10, debtorName: 'Jürgen Weiß' }),
    debit({ sequenceType: 'RCUR', amountCents: 2500 }),
    debit({ sequenceType: 'FRST', amountCents: 1999, debtorBic: 'cobadeffxxx' }),
    debit({ sequenceType: 'OOFF', dueDay: '2026-03-03', amountCents: 20 }),
    debit({
      sequenceType: 'RCUR',
      amountCents: 99_999_999_999,
      remittanceText: `Kollekte & Dank ${'ü'.repeat(80)}`,
    }),
    debit({
      sequenceType: 'FRST',
      amountCents: 1,
      debtorName: "Zoë O'Brien",
      debtorIban: 'CH93 0076 2011 6238 5295 7',
      debtorBic: 'UBSWCHZH80A',
    }),
    debit({ sequenceType: 'RCUR', dueDay: '2026-04-10', amountCents: 5000 }),
    debit({ sequenceType: 'RCUR', amountCents: 333 }),
  ];
  const file = buildPain008({
    creditor: lauffen,
    messageId: 'KOL-2026-03-02-0001',
    createdAt: new Date('2026-03-02T09:15:30.250Z'),
    debits,
  });

  it('passes the ISO 20022 schema (xmllint)', () => {
    expectSchemaValid(writeFile('lauffen.xml', file.xml));
  });

  it('fails the schema when broken, so the check above can fail', () => {
    const broken = writeFile(
      'broken.xml',
      file.xml.replace('<ChrgBr>SLEV</ChrgBr>', '<ChrgBr>NONE</ChrgBr>'),
    );
    const check = validateWithXmllint([broken], PAIN_008_001_08_SCHEMA);
    expect(check.isValid).toBe(false);
    expect(check.output).toContain('ChrgBr');
  });

  it('counts and sums the group header exactly, in integer cents', () => {
    const { root, text } = parse(file.xml);
    const header = parse(file.xml).all(root, 'GrpHdr')[0] as Element;
    expect(text(header, 'MsgId')).toBe('KOL-2026-03-02-0001');
    expect(text(header, 'CreDtTm')).toBe('2026-03-02T10:15:30'); // Berlin wall clock
    expect(text(header, 'NbOfTxs')).toBe('8');
    // 0.10 + 25.00 + 19.99 + 0.20 + 999,999,999.99 + 0.01 + 50.00 + 3.33
    expect(text(header, 'CtrlSum')).toBe('1000000098.62');
    expect(text(header, 'Nm')).toBe('Ev. Kirchengemeinde Lauffen am Neckar');
    expect(file.numberOfTransactions).toBe(8);
    expect(file.controlSumCents).toBe(100_000_009_862);
  });

  it('has one payment information block per sequence type and due date, each counted and summed', () => {
    const { root, all, text } = parse(file.xml);
    const blocks = all(root, 'PmtInf').map((block) => {
      const amounts = all(block, 'InstdAmt').map((amount) => decimalStringToCents(amount.textContent ?? ''));
      return {
        id: text(block, 'PmtInfId'),
        sequenceType: text(block, 'SeqTp'),
        dueDay: text(block, 'ReqdColltnDt'),
        count: text(block, 'NbOfTxs'),
        sum: text(block, 'CtrlSum'),
        transactions: all(block, 'DrctDbtTxInf').length,
        summed: amounts.reduce<number>((total, cents) => total + (cents ?? Number.NaN), 0),
      };
    });
    expect(blocks).toEqual([
      {
        id: 'KOL-2026-03-02-0001-1',
        sequenceType: 'OOFF',
        dueDay: '2026-03-03',
        count: '2',
        sum: '0.30',
        transactions: 2,
        summed: 30,
      },
      {
        id: 'KOL-2026-03-02-0001-2',
        sequenceType: 'FRST',
        dueDay: '2026-03-10',
        count: '2',
        sum: '20.00',
        transactions: 2,
        summed: 2000,
      },
      {
        id: 'KOL-2026-03-02-0001-3',
        sequenceType: 'RCUR',
        dueDay: '2026-03-10',
        count: '3',
        sum: '1000000028.32',
        transactions: 3,
        summed: 100_000_002_832,
      },
      {
        id: 'KOL-2026-03-02-0001-4',
        sequenceType: 'RCUR',
        dueDay: '2026-04-10',
        count: '1',
        sum: '50.00',
        transactions: 1,
        summed: 5000,
      },
    ]);
    expect(file.paymentInformation.map((info) => info.controlSumCents)).toEqual([
      30, 2000, 100_000_002_832, 5000,
    ]);
  });

  it('writes the SEPA core fields of every block', () => {
    const { root, all, text } = parse(file.xml);
    for (const block of all(root, 'PmtInf')) {
      expect(text(block, 'PmtMtd')).toBe('DD');
      const type = all(block, 'PmtTpInf')[0] as Element;
      expect(text(all(type, 'SvcLvl')[0] as Element, 'Cd')).toBe('SEPA');
      expect(text(all(type, 'LclInstrm')[0] as Element, 'Cd')).toBe('CORE');
      expect(text(block, 'ChrgBr')).toBe('SLEV');
      const scheme = all(block, 'CdtrSchmeId')[0] as Element;
      expect(text(all(scheme, 'Othr')[0] as Element, 'Id')).toBe('DE98ZZZ09999999999');
      expect(text(scheme, 'Prtry')).toBe('SEPA');
      expect(text(all(block, 'CdtrAcct')[0] as Element, 'IBAN')).toBe('DE02120300000000202051');
      expect(text(all(block, 'CdtrAgt')[0] as Element, 'Id')).toBe('NOTPROVIDED');
    }
  });

  it('writes each debit with mandate, debtor and remittance in the SEPA character set', () => {
    const { root, all, text } = parse(file.xml);
    const transactions = new Map(all(root, 'DrctDbtTxInf').map((tx) => [text(tx, 'EndToEndId'), tx]));
    const first = debits[0] as Pain008Debit;
    const juergen = transactions.get(first.endToEndId) as Element;
    expect(text(juergen, 'InstdAmt')).toBe('0.10');
    expect(all(juergen, 'InstdAmt')[0]?.getAttribute('Ccy')).toBe('EUR');
    expect(text(juergen, 'MndtId')).toBe(first.mandateReference);
    expect(text(juergen, 'DtOfSgntr')).toBe('2026-01-05');
    expect(text(all(juergen, 'Dbtr')[0] as Element, 'Nm')).toBe('Juergen Weiss');
    expect(text(all(juergen, 'DbtrAgt')[0] as Element, 'Id')).toBe('NOTPROVIDED');
    expect(text(juergen, 'IBAN')).toBe('DE89370400440532013000');
    expect(text(juergen, 'Ustrd')).toBe('Spende Kirchengemeinde Lauffen');

    const withBic = transactions.get((debits[2] as Pain008Debit).endToEndId) as Element;
    expect(text(withBic, 'BICFI')).toBe('COBADEFFXXX');
    const long = transactions.get((debits[4] as Pain008Debit).endToEndId) as Element;
    expect(text(long, 'InstdAmt')).toBe('999999999.99');
    expect(text(long, 'Ustrd')).toBe(`Kollekte + Dank ${'ue'.repeat(62)}`); // 140 characters
    const swiss = transactions.get((debits[5] as Pain008Debit).endToEndId) as Element;
    expect(text(all(swiss, 'Dbtr')[0] as Element, 'Nm')).toBe("Zoe O'Brien");
    expect(text(swiss, 'BICFI')).toBe('UBSWCHZH80A');
    expect(text(swiss, 'IBAN')).toBe('CH9300762011623852957');
  });
});

describe('a year of gifts into files', () => {
  const SIGNED = '2025-12-20';
  const gifts: [RecurringInterval, number][] = [
    ['monthly', 1500],
    ['quarterly', 5000],
    ['half_yearly', 12_000],
    ['yearly', 25_050],
  ];
  const recurring = gifts.flatMap(([interval, amountCents], giftIndex) =>
    listRecurringDebits({ interval, mandateDate: SIGNED }, '2026-01-01', '2026-12-31').map(
      (scheduled, index) =>
        debit({
          endToEndId: `DS${giftIndex + 1}-${scheduled.dueDay}`,
          mandateReference: buildMandateReference('KOL42-DS', giftIndex + 1),
          mandateDate: SIGNED,
          amountCents,
          sequenceType: scheduled.sequenceType,
          dueDay: scheduled.dueDay,
          remittanceText: `Dauerspende ${index + 1}`,
        }),
    ),
  );
  // a one-off gift on Monday 2 March 2026, 10:00 in Berlin
  const oneOff = debit({
    endToEndId: 'GIFT-1',
    sequenceType: 'OOFF',
    mandateDate: '2026-03-02',
    dueDay: getNextCollectionDay(new Date('2026-03-02T09:00:00Z')),
    amountCents: 4242,
  });

  it('makes one valid file per creditor with a block per due date and sequence type', () => {
    const lauffenFile = buildPain008({
      creditor: lauffen,
      messageId: 'KOL-2026-YEAR',
      createdAt: new Date('2025-12-22T08:00:00Z'),
      debits: [...recurring, oneOff],
    });
    const heilbronnFile = buildPain008({
      creditor: {
        name: 'Ev. Kirchenbezirk Heilbronn',
        creditorIdentifier: 'DE98ZZZ09999999999',
        iban: 'DE12500105170648489890',
        bic: 'INGDDEFFXXX',
      },
      messageId: 'KOL-2026-HN',
      createdAt: new Date('2026-03-02T09:00:00Z'),
      debits: [oneOff],
    });
    expectSchemaValid(writeFile('year.xml', lauffenFile.xml), writeFile('heilbronn.xml', heilbronnFile.xml));

    expect(lauffenFile.numberOfTransactions).toBe(12 + 4 + 2 + 1 + 1);
    expect(lauffenFile.controlSumCents).toBe(12 * 1500 + 4 * 5000 + 2 * 12_000 + 25_050 + 4242);
    const blocks = lauffenFile.paymentInformation.map(
      (info) => `${info.dueDay} ${info.sequenceType} ${info.numberOfTransactions}`,
    );
    expect(blocks).toEqual([
      '2026-01-12 FRST 2', // monthly and quarterly start on Monday 12 January (the 10th is a Saturday)
      '2026-02-10 FRST 1', // half-yearly
      '2026-02-10 RCUR 1',
      '2026-03-03 OOFF 1', // the one-off gift, D-1 after Monday
      '2026-03-10 FRST 1', // yearly
      '2026-03-10 RCUR 1',
      '2026-04-10 RCUR 2',
      '2026-05-11 RCUR 1',
      '2026-06-10 RCUR 1',
      '2026-07-10 RCUR 2',
      '2026-08-10 RCUR 2',
      '2026-09-10 RCUR 1',
      '2026-10-12 RCUR 2',
      '2026-11-10 RCUR 1',
      '2026-12-10 RCUR 1',
    ]);
    const { root, text } = parse(heilbronnFile.xml);
    expect(text(root, 'BICFI')).toBe('INGDDEFFXXX');
  });
});

describe('input that cannot make a valid file', () => {
  const valid = { creditor: lauffen, messageId: 'KOL-1', createdAt: new Date('2026-03-02T09:00:00Z') };

  it.each<[string, Partial<Pain008Debit>, RegExp]>([
    ['an invalid IBAN', { debtorIban: 'DE89370400440532013001' }, /IBAN/],
    ['an IBAN outside SEPA', { debtorIban: 'TR330006100519786457841326' }, /IBAN/],
    ['a malformed BIC', { debtorBic: 'DEUT' }, /BIC/],
    ['no amount', { amountCents: 0 }, /amount 0 cents/],
    ['a fraction of a cent', { amountCents: 10.5 }, /amount/],
    ['more than a SEPA debit may carry', { amountCents: 100_000_000_000 }, /amount/],
    ['an end-to-end id with a space', { endToEndId: 'KOL 1' }, /end-to-end id/],
    ['a mandate reference over 35 characters', { mandateReference: 'M'.repeat(36) }, /mandate reference/],
    ['a name with nothing left in the SEPA set', { debtorName: '😀' }, /no name left/],
    ['a due day that does not exist', { dueDay: '2026-02-30' }, /due day/],
    ['a mandate signed after the due day', { mandateDate: '2026-03-11' }, /after the due day/],
  ])('refuses %s', (_what, overrides, problem) => {
    expect(() => buildPain008({ ...valid, debits: [debit(overrides)] })).toThrow(problem);
  });

  it('refuses a wrong creditor id, no debits and an end-to-end id used twice, listing each problem', () => {
    const twice = debit({ endToEndId: 'SAME' });
    try {
      buildPain008({
        ...valid,
        creditor: { ...lauffen, creditorIdentifier: 'DE97ZZZ09999999999' },
        debits: [twice, twice],
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(Pain008InputError);
      expect((error as Pain008InputError).problems).toEqual([
        'creditor id "DE97ZZZ09999999999"',
        'end-to-end id SAME twice',
      ]);
    }
    expect(() => buildPain008({ ...valid, debits: [] })).toThrow(/no debits/);
    expect(() => buildPain008({ ...valid, messageId: '/KOL', debits: [debit({})] })).toThrow(/message id/);
  });
});
