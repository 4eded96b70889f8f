/**
 * Reads a parsed CAMT document (camt.052 account report, camt.053 statement, camt.054 notification;
 * versions 001.02 to 001.08) into bank transactions. The input is the tree fast-xml-parser makes with
 * namespace prefixes removed, attributes as `@_name`, text as `#text` and no value conversion (amounts
 * stay strings), which the server does in a worker thread. This is the pure part: which element means
 * what, across the versions, for batches, charges, returns and foreign currencies.
 */
import { normalizeIban } from '../../sepa/sepa-account';
import { KG_BANK_MESSAGES as M } from './bank-messages';
import type {
  KgCamtMessageKind,
  KgCamtReading,
  KgCamtStatement,
  KgCamtTransaction,
} from './camt-reading-types';

type Node = Record<string, unknown>;

/** The elements the parser must always read as lists, whatever their count in a file. */
export const KG_CAMT_LIST_ELEMENTS = [
  'Stmt',
  'Rpt',
  'Ntfctn',
  'Ntry',
  'NtryDtls',
  'TxDtls',
  'Ustrd',
  'Strd',
  'Rcrd',
  'Bal',
  'AdrLine',
] as const;

const KINDS: Record<KgCamtMessageKind, { root: string; statement: string }> = {
  'camt.052': { root: 'BkToCstmrAcctRpt', statement: 'Rpt' },
  'camt.053': { root: 'BkToCstmrStmt', statement: 'Stmt' },
  'camt.054': { root: 'BkToCstmrDbtCdtNtfctn', statement: 'Ntfctn' },
};
const SUPPORTED_VERSIONS = new Set(['001.02', '001.03', '001.04', '001.05', '001.06', '001.07', '001.08']);
/** ISO bank transaction sub-families and German GVC codes of returns and reversals */
const RETURN_SUBFAMILIES = new Set(['RRTN', 'RPCR', 'UPDD', 'PRDD', 'UPCT', 'ARET', 'AREV']);
const RETURN_GVC = new Set(['108', '109', '159', '160', '161', '162']);

/** 'urn:iso:std:iso:20022:tech:xsd:camt.053.001.02' → 'camt.053.001.02'; null when there is none. */
export function readCamtNamespace(xmlHead: string): string | null {
  const match =
    /xmlns(?::\w+)?\s*=\s*["']urn:iso:std:iso:20022:tech:xsd:([a-z]{4}\.\d{3}\.\d{3}\.\d{2})["']/.exec(
      xmlHead,
    );
  return match?.[1] ?? null;
}

export function readCamtDocument(messageType: string | null, tree: unknown): KgCamtReading {
  if (!messageType) return { ok: false, message: M.noNamespace };
  const [family, number, major, minor] = messageType.split('.');
  const kind = `${family}.${number}` as KgCamtMessageKind;
  if (family !== 'camt' || !(kind in KINDS)) return { ok: false, message: M.notCamt(messageType) };
  if (!SUPPORTED_VERSIONS.has(`${major}.${minor}`))
    return { ok: false, message: M.unsupportedVersion(messageType) };
  const { root, statement } = KINDS[kind];
  const document = node(node(tree)?.Document);
  const body = node(document?.[root]);
  if (!body) return { ok: false, message: M.wrongRoot(messageType, root) };
  const rawStatements = list(body[statement]);
  if (rawStatements.length === 0) return { ok: false, message: M.noStatement(statement) };
  const statements: KgCamtStatement[] = [];
  for (const [index, raw] of rawStatements.entries()) {
    const read = readStatement(kind, raw, index);
    if (typeof read === 'string') return { ok: false, message: read };
    statements.push(read);
  }
  return { ok: true, messageType, statements };
}

function readStatement(kind: KgCamtMessageKind, raw: Node, index: number): KgCamtStatement | string {
  const statementId = text(raw.Id) ?? `Nr. ${index + 1}`;
  const account = node(raw.Acct);
  const rawIban = text(at(account, 'Id', 'IBAN'));
  if (!rawIban) return M.missingIban(statementId);
  const iban = normalizeIban(rawIban) ?? (/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(rawIban) ? rawIban : null);
  if (!iban) return M.invalidStatementIban(rawIban);
  const currency = text(account?.Ccy);
  const period = node(raw.FrToDt);
  const transactions: KgCamtTransaction[] = [];
  let skippedEntries = 0;
  for (const [entryIndex, entry] of list(raw.Ntry).entries()) {
    const status =
      text(entry.Sts) ?? text(at(entry, 'Sts', 'Cd')) ?? text(at(entry, 'Sts', 'Prtry')) ?? 'BOOK';
    if (status !== 'BOOK') {
      skippedEntries++;
      continue;
    }
    const read = readEntry(entry, entryIndex + 1, currency, iban);
    if (typeof read === 'string') return M.badEntry(entryIndex + 1, statementId, read);
    transactions.push(...read);
  }
  return {
    kind,
    statementId,
    iban,
    currency,
    fromDate: day(text(period?.FrDtTm) ?? text(period?.FrDt)),
    toDate: day(text(period?.ToDtTm) ?? text(period?.ToDt)),
    transactions,
    skippedEntries,
  };
}

type Amount = { cents: number; currency: string | null };

function readEntry(
  entry: Node,
  entryNumber: number,
  accountCurrency: string | null,
  accountIban: string,
): KgCamtTransaction[] | string {
  const amount = readAmount(entry.Amt);
  if (typeof amount === 'string') return amount;
  const creditDebit = readIndicator(entry.CdtDbtInd);
  if (!creditDebit) return M.missingIndicator;
  const bookingDate = day(text(at(entry, 'BookgDt', 'Dt')) ?? text(at(entry, 'BookgDt', 'DtTm')));
  const valueDate = day(text(at(entry, 'ValDt', 'Dt')) ?? text(at(entry, 'ValDt', 'DtTm')));
  if (!bookingDate && !valueDate) return M.missingBookingDate;
  const details = list(entry.NtryDtls).flatMap((group) => list(group.TxDtls));
  const isReversal = text(entry.RvslInd)?.toLowerCase() === 'true';
  const entryCode = readBankCode(node(entry.BkTxCd));
  const shared = {
    bookingDate: (bookingDate ?? valueDate) as string,
    valueDate,
    currency: amount.currency ?? accountCurrency ?? 'EUR',
    isReversal,
    entryNumber,
    entryReference: text(entry.AcctSvcrRef),
    entryCode,
    entryCharges: readCharges(entry.Chrgs),
    entryInfo: text(entry.AddtlNtryInf),
    accountIban,
  };
  // A batch is split into its transactions when each names its amount; otherwise it stays one.
  const amounts = details.map((detail) => readDetailAmount(detail));
  const isSplit = details.length > 1 && amounts.every((value) => value !== null);
  if (!isSplit) {
    return [
      buildTransaction(shared, details[0], {
        cents: amount.cents,
        creditDebit,
        batchIndex: 0,
        batchSize: Math.max(1, details.length),
        isBatchSummary: details.length > 1,
        charges: shared.entryCharges,
      }),
    ];
  }
  return details.map((detail, batchIndex) => {
    const detailIndicator = readIndicator(detail.CdtDbtInd) ?? creditDebit;
    return buildTransaction(shared, detail, {
      cents: (amounts[batchIndex] as Amount).cents,
      creditDebit: detailIndicator,
      batchIndex,
      batchSize: details.length,
      isBatchSummary: false,
      charges: batchIndex === 0 ? shared.entryCharges : null,
    });
  });
}

function buildTransaction(
  shared: {
    bookingDate: string;
    valueDate: string | null;
    currency: string;
    isReversal: boolean;
    entryNumber: number;
    entryReference: string | null;
    entryCode: { code: string | null; isReturn: boolean };
    entryCharges: number | null;
    entryInfo: string | null;
    accountIban: string;
  },
  detail: Node | undefined,
  part: {
    cents: number;
    creditDebit: 'CRDT' | 'DBIT';
    batchIndex: number;
    batchSize: number;
    isBatchSummary: boolean;
    charges: number | null;
  },
): KgCamtTransaction {
  const refs = node(detail?.Refs);
  const detailCode = readBankCode(node(detail?.BkTxCd));
  const returnInfo = node(detail?.RtrInf);
  // the other side: the payer of a credit, the payee of a debit (a reversal books the other way round)
  const side = (part.creditDebit === 'CRDT') !== shared.isReversal ? 'Dbtr' : 'Cdtr';
  const parties = node(detail?.RltdPties);
  const ours = readParty(parties, side);
  // Some banks fill in only one side; the other side counts when it is not this account itself.
  const other = readParty(parties, side === 'Dbtr' ? 'Cdtr' : 'Dbtr');
  const isOtherForeign = other.iban !== null && other.iban.replace(/\s/g, '') !== shared.accountIban;
  const theirName = ours.name ?? (isOtherForeign ? other.name : null);
  const rawTheirIban = ours.iban ?? (isOtherForeign ? other.iban : null);
  const instructed = readAmount(at(detail, 'AmtDtls', 'InstdAmt', 'Amt'));
  const isForeign =
    typeof instructed !== 'string' && instructed.currency !== null && instructed.currency !== shared.currency;
  const detailCharges = readCharges(detail?.Chrgs);
  const endToEndId = text(refs?.EndToEndId);
  const purpose = readPurpose(detail, shared.entryInfo, part.isBatchSummary);
  return {
    bookingDate: shared.bookingDate,
    valueDate: shared.valueDate,
    amountCents: part.creditDebit === 'CRDT' ? part.cents : -part.cents,
    currency: shared.currency,
    creditDebit: part.creditDebit,
    isReversal: shared.isReversal,
    isReturn:
      shared.isReversal || returnInfo !== undefined || shared.entryCode.isReturn || detailCode.isReturn,
    returnReason: text(at(returnInfo, 'Rsn', 'Cd')) ?? text(at(returnInfo, 'Rsn', 'Prtry')) ?? null,
    chargesCents: detailCharges ?? part.charges,
    instructedAmountCents: isForeign ? instructed.cents : null,
    instructedCurrency: isForeign ? instructed.currency : null,
    theirName: part.isBatchSummary ? null : theirName,
    theirIban: part.isBatchSummary
      ? null
      : rawTheirIban
        ? (normalizeIban(rawTheirIban) ?? rawTheirIban)
        : null,
    purpose,
    endToEndId: endToEndId && endToEndId.toUpperCase() !== 'NOTPROVIDED' ? endToEndId : null,
    accountServicerReference: text(refs?.AcctSvcrRef) ?? shared.entryReference,
    mandateId: text(refs?.MndtId),
    bankTransactionCode: detailCode.code ?? shared.entryCode.code,
    entryNumber: shared.entryNumber,
    batchIndex: part.batchIndex,
    batchSize: part.batchSize,
  };
}

function readParty(
  parties: Node | undefined,
  side: 'Dbtr' | 'Cdtr',
): { name: string | null; iban: string | null } {
  const party = node(parties?.[side]);
  const ultimate = node(parties?.[side === 'Dbtr' ? 'UltmtDbtr' : 'UltmtCdtr']);
  const name =
    text(party?.Nm) ?? text(at(party, 'Pty', 'Nm')) ?? text(ultimate?.Nm) ?? text(at(ultimate, 'Pty', 'Nm'));
  return { name, iban: text(at(parties?.[`${side}Acct`], 'Id', 'IBAN')) };
}

function readPurpose(
  detail: Node | undefined,
  entryInfo: string | null,
  isBatchSummary: boolean,
): string | null {
  const remittance = node(detail?.RmtInf);
  const unstructured = remittance?.Ustrd === undefined ? [] : asTexts(remittance.Ustrd);
  const structured = list(remittance?.Strd)
    .map((item) => text(at(item, 'CdtrRefInf', 'Ref')))
    .filter((line): line is string => !!line);
  const parts = [...unstructured, ...structured];
  if (parts.length === 0) {
    const additional = text(detail?.AddtlTxInf) ?? entryInfo;
    if (additional) parts.push(additional);
  }
  if (isBatchSummary && entryInfo && !parts.includes(entryInfo)) parts.unshift(entryInfo);
  const joined = parts.join(' ').replace(/\s+/g, ' ').trim();
  return joined === '' ? null : joined;
}

function readDetailAmount(detail: Node): Amount | null {
  const direct = readAmount(detail.Amt);
  if (typeof direct !== 'string') return direct;
  const transaction = readAmount(at(detail, 'AmtDtls', 'TxAmt', 'Amt'));
  return typeof transaction === 'string' ? null : transaction;
}

/** Total charges in cents: the total given, else the records' (or v2's list's) amounts added up. */
function readCharges(value: unknown): number | null {
  if (value === undefined) return null;
  const items = Array.isArray(value) ? (value as unknown[]) : [value];
  let total = 0;
  let found = false;
  for (const item of items) {
    const charges = node(item);
    const totalAmount = readAmount(charges?.TtlChrgsAndTaxAmt);
    if (typeof totalAmount !== 'string') {
      total += totalAmount.cents;
      found = true;
      continue;
    }
    const records = charges?.Rcrd !== undefined ? list(charges.Rcrd) : charges ? [charges] : [];
    for (const record of records) {
      const amount = readAmount(record.Amt);
      if (typeof amount === 'string') continue;
      total += amount.cents;
      found = true;
    }
  }
  return found ? total : null;
}

function readBankCode(code: Node | undefined): { code: string | null; isReturn: boolean } {
  const domain = node(code?.Domn);
  const family = node(domain?.Fmly);
  const iso = [text(domain?.Cd), text(family?.Cd), text(family?.SubFmlyCd)].filter(Boolean).join('/');
  const proprietary = text(at(code, 'Prtry', 'Cd'));
  const gvc = proprietary ? /^[A-Z]{4}\+(\d{3})/.exec(proprietary)?.[1] : undefined;
  const isReturn =
    RETURN_SUBFAMILIES.has(text(family?.SubFmlyCd) ?? '') || (gvc !== undefined && RETURN_GVC.has(gvc));
  return { code: iso || proprietary || null, isReturn };
}

/** '12.5' → 1250; amounts with more than two decimals must be whole cents ('1.230' is fine). */
function readAmount(value: unknown): Amount | string {
  const amountNode = node(value);
  const raw = amountNode ? text(amountNode['#text']) : text(value);
  const currency = amountNode ? text(amountNode['@_Ccy']) : null;
  if (!raw) return M.missingAmount;
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(raw);
  if (!match) return M.missingAmount;
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > 2 && /[1-9]/.test(fraction.slice(2))) return M.tooManyDecimals(raw);
  const cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return M.missingAmount;
  return { cents, currency };
}

function readIndicator(value: unknown): 'CRDT' | 'DBIT' | null {
  const indicator = text(value);
  return indicator === 'CRDT' || indicator === 'DBIT' ? indicator : null;
}

function day(value: string | null): string | null {
  const match = value ? /^(\d{4}-\d{2}-\d{2})/.exec(value) : null;
  return match?.[1] ?? null;
}

function node(value: unknown): Node | undefined {
  if (Array.isArray(value)) return node(value[0]);
  return value !== null && typeof value === 'object' ? (value as Node) : undefined;
}

function list(value: unknown): Node[] {
  if (value === undefined || value === null) return [];
  const items = Array.isArray(value) ? value : [value];
  return items.map((item) => node(item)).filter((item): item is Node => item !== undefined);
}

function asTexts(value: unknown): string[] {
  const items = Array.isArray(value) ? value : [value];
  return items.map((item) => text(item)).filter((item): item is string => item !== null);
}

function at(value: unknown, ...path: string[]): unknown {
  let current: unknown = value;
  for (const key of path) {
    const here = node(current);
    if (!here) return undefined;
    current = here[key];
  }
  return current;
}

function text(value: unknown): string | null {
  if (Array.isArray(value)) return text(value[0]);
  if (typeof value === 'string' || typeof value === 'number') {
    const trimmed = String(value).trim();
    return trimmed === '' ? null : trimmed;
  }
  const here = node(value);
  return here && '#text' in here ? text(here['#text']) : null;
}
