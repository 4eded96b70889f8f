/**
 * Writes CAMT documents as banks deliver them (camt.053 statement, camt.052 report, camt.054
 * notification; version 001.02 or 001.08), for the demo world, the tests and the benchmark: they are
 * then imported through the real upload code.
 */

export type CamtWriterEntry = {
  bookingDate: string;
  /** signed: credits positive */
  amountCents: number;
  name: string;
  iban?: string | null;
  purpose?: string | null;
  endToEndId?: string | null;
  accountServicerReference?: string | null;
};

export type CamtWriterStatement = {
  kind?: 'camt.052' | 'camt.053' | 'camt.054';
  version?: '001.02' | '001.08';
  statementId: string;
  iban: string;
  fromDate: string;
  toDate: string;
  entries: readonly CamtWriterEntry[];
};

const ROOTS = {
  'camt.052': ['BkToCstmrAcctRpt', 'Rpt'],
  'camt.053': ['BkToCstmrStmt', 'Stmt'],
  'camt.054': ['BkToCstmrDbtCdtNtfctn', 'Ntfctn'],
} as const;

export function writeCamtDocument(statement: CamtWriterStatement): string {
  const kind = statement.kind ?? 'camt.053';
  const version = statement.version ?? '001.08';
  const [root, element] = ROOTS[kind];
  const isV8 = version === '001.08';
  const parts: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<Document xmlns="urn:iso:std:iso:20022:tech:xsd:${kind}.${version}">`,
    `<${root}><GrpHdr><MsgId>${escapeXml(statement.statementId)}</MsgId><CreDtTm>${statement.toDate}T18:00:00+01:00</CreDtTm></GrpHdr>`,
    `<${element}><Id>${escapeXml(statement.statementId)}</Id><CreDtTm>${statement.toDate}T18:00:00+01:00</CreDtTm>`,
    `<FrToDt><FrDtTm>${statement.fromDate}T00:00:00+01:00</FrDtTm><ToDtTm>${statement.toDate}T23:59:59+01:00</ToDtTm></FrToDt>`,
    `<Acct><Id><IBAN>${statement.iban}</IBAN></Id><Ccy>EUR</Ccy></Acct>`,
  ];
  for (const entry of statement.entries) parts.push(writeEntry(entry, isV8));
  parts.push(`</${element}></${root}></Document>`);
  return parts.join('\n');
}

function writeEntry(entry: CamtWriterEntry, isV8: boolean): string {
  const isCredit = entry.amountCents > 0;
  const amount = amountText(Math.abs(entry.amountCents));
  const side = isCredit ? 'Dbtr' : 'Cdtr';
  const party = isV8
    ? `<${side}><Pty><Nm>${escapeXml(entry.name)}</Nm></Pty></${side}>`
    : `<${side}><Nm>${escapeXml(entry.name)}</Nm></${side}>`;
  const account = entry.iban ? `<${side}Acct><Id><IBAN>${entry.iban}</IBAN></Id></${side}Acct>` : '';
  const status = isV8 ? '<Sts><Cd>BOOK</Cd></Sts>' : '<Sts>BOOK</Sts>';
  const refs = [
    entry.accountServicerReference
      ? `<AcctSvcrRef>${escapeXml(entry.accountServicerReference)}</AcctSvcrRef>`
      : '',
    `<EndToEndId>${escapeXml(entry.endToEndId ?? 'NOTPROVIDED')}</EndToEndId>`,
  ].join('');
  const purpose = entry.purpose
    ? `<RmtInf>${chunk(entry.purpose, 35)
        .map((line) => `<Ustrd>${escapeXml(line)}</Ustrd>`)
        .join('')}</RmtInf>`
    : '';
  const detailAmount = isV8
    ? `<Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>${isCredit ? 'CRDT' : 'DBIT'}</CdtDbtInd>`
    : '';
  return [
    `<Ntry><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>${isCredit ? 'CRDT' : 'DBIT'}</CdtDbtInd><RvslInd>false</RvslInd>${status}`,
    `<BookgDt><Dt>${entry.bookingDate}</Dt></BookgDt><ValDt><Dt>${entry.bookingDate}</Dt></ValDt>`,
    `<BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>${isCredit ? 'RCDT' : 'ICDT'}</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>`,
    `<NtryDtls><TxDtls><Refs>${refs}</Refs>${detailAmount}<RltdPties>${party}${account}</RltdPties>${purpose}</TxDtls></NtryDtls></Ntry>`,
  ].join('');
}

function amountText(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

function chunk(text: string, size: number): string[] {
  const lines: string[] = [];
  for (let at = 0; at < text.length; at += size) lines.push(text.slice(at, at + size));
  return lines;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
