/**
 * Writes SEPA core direct-debit files in ISO 20022 pain.008.001.08, the version German banks take
 * today. One file belongs to one creditor; its debits are grouped into one payment information block
 * per sequence type and due date, because a bank books each block as one collection on one day.
 * Names and remittance texts are brought into the SEPA character set here (a donor called Jürgen is
 * not an error); ids, accounts, amounts and dates must already be right, and anything wrong throws
 * before a byte is written, so a file either passes the schema or does not exist.
 */
import {
  centsToDecimalString,
  type IsoDay,
  isValidSepaIdentifier,
  normalizeBic,
  normalizeCreditorIdentifier,
  normalizeIban,
  parseIsoDay,
  readWallClock,
  SEPA_IDENTIFIER_MAX_LENGTH,
  SEPA_SEQUENCE_TYPES,
  type SepaSequenceType,
  sanitizeSepaName,
  sanitizeSepaRemittance,
} from '@kollekta/domain';
import type * as XmlBuilder from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import { lazyPackage } from '../../platform/lazy-package';

export const PAIN_008_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.008.001.08';
/** EPC upper limit of one SEPA transaction: 999.999.999,99 €. */
export const MAX_DEBIT_CENTS = 99_999_999_999;
/** What banks expect in place of a BIC they do not need (IBAN only inside the EEA). */
const xmlBuilder = lazyPackage<typeof XmlBuilder>('xmlbuilder2');
const BIC_NOT_PROVIDED = 'NOTPROVIDED';

export type Pain008Creditor = {
  name: string;
  creditorIdentifier: string;
  iban: string;
  bic?: string | null;
};

export type Pain008Debit = {
  endToEndId: string;
  amountCents: number;
  mandateReference: string;
  mandateDate: IsoDay;
  debtorName: string;
  debtorIban: string;
  debtorBic?: string | null;
  remittanceText: string;
  sequenceType: SepaSequenceType;
  dueDay: IsoDay;
};

export type Pain008Input = {
  creditor: Pain008Creditor;
  messageId: string;
  createdAt: Date;
  debits: readonly Pain008Debit[];
};

export type Pain008PaymentInformation = {
  id: string;
  sequenceType: SepaSequenceType;
  dueDay: IsoDay;
  numberOfTransactions: number;
  controlSumCents: number;
};

export type Pain008File = {
  xml: string;
  numberOfTransactions: number;
  controlSumCents: number;
  paymentInformation: Pain008PaymentInformation[];
};

/** Input that cannot make a valid file; `problems` says each thing that is wrong. */
export class Pain008InputError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`pain.008 not written: ${problems.slice(0, 5).join('; ')}${problems.length > 5 ? ' …' : ''}`);
    this.name = 'Pain008InputError';
    this.problems = problems;
  }
}

type CleanAccount = { name: string; iban: string; bic: string | null };
type CleanDebit = Pain008Debit & { debtor: CleanAccount; remittance: string };
type Block = { info: Pain008PaymentInformation; debits: CleanDebit[] };

export function buildPain008(input: Pain008Input): Pain008File {
  const problems: string[] = [];
  const creditor = cleanCreditor(input.creditor, problems);
  if (!isValidSepaIdentifier(input.messageId)) problems.push(`message id ${JSON.stringify(input.messageId)}`);
  if (input.debits.length === 0) problems.push('no debits');
  const debits = input.debits.map((debit, index) => cleanDebit(debit, index, problems));
  const endToEndIds = new Set<string>();
  for (const debit of input.debits) {
    if (endToEndIds.has(debit.endToEndId)) problems.push(`end-to-end id ${debit.endToEndId} twice`);
    endToEndIds.add(debit.endToEndId);
  }
  if (problems.length > 0) throw new Pain008InputError(problems);

  const blocks = groupIntoBlocks(input.messageId, debits);
  const controlSumCents = sumCents(blocks.map((block) => block.info.controlSumCents));
  const document = xmlBuilder()
    .create({ version: '1.0', encoding: 'UTF-8' })
    .ele(PAIN_008_NAMESPACE, 'Document')
    .ele('CstmrDrctDbtInitn');
  const header = document.ele('GrpHdr');
  header.ele('MsgId').txt(input.messageId);
  header.ele('CreDtTm').txt(formatCreationTime(input.createdAt));
  header.ele('NbOfTxs').txt(String(debits.length));
  header.ele('CtrlSum').txt(centsToDecimalString(controlSumCents));
  header.ele('InitgPty').ele('Nm').txt(creditor.name);
  for (const block of blocks)
    writePaymentInformation(document, block, creditor, input.creditor.creditorIdentifier);

  return {
    // Not pretty-printed: a third smaller and faster to write, and banks read it the same.
    xml: document.end(),
    numberOfTransactions: debits.length,
    controlSumCents,
    paymentInformation: blocks.map((block) => block.info),
  };
}

function writePaymentInformation(
  document: XMLBuilder,
  block: Block,
  creditor: CleanAccount,
  creditorIdentifier: string,
): void {
  const payment = document.ele('PmtInf');
  payment.ele('PmtInfId').txt(block.info.id);
  payment.ele('PmtMtd').txt('DD');
  payment.ele('NbOfTxs').txt(String(block.info.numberOfTransactions));
  payment.ele('CtrlSum').txt(centsToDecimalString(block.info.controlSumCents));
  const type = payment.ele('PmtTpInf');
  type.ele('SvcLvl').ele('Cd').txt('SEPA');
  type.ele('LclInstrm').ele('Cd').txt('CORE');
  type.ele('SeqTp').txt(block.info.sequenceType);
  payment.ele('ReqdColltnDt').txt(block.info.dueDay);
  payment.ele('Cdtr').ele('Nm').txt(creditor.name);
  payment.ele('CdtrAcct').ele('Id').ele('IBAN').txt(creditor.iban);
  writeAgent(payment.ele('CdtrAgt'), creditor.bic);
  payment.ele('ChrgBr').txt('SLEV');
  const scheme = payment.ele('CdtrSchmeId').ele('Id').ele('PrvtId').ele('Othr');
  scheme.ele('Id').txt(creditorIdentifier);
  scheme.ele('SchmeNm').ele('Prtry').txt('SEPA');
  for (const debit of block.debits) writeTransaction(payment, debit);
}

function writeTransaction(payment: XMLBuilder, debit: CleanDebit): void {
  const transaction = payment.ele('DrctDbtTxInf');
  transaction.ele('PmtId').ele('EndToEndId').txt(debit.endToEndId);
  transaction.ele('InstdAmt', { Ccy: 'EUR' }).txt(centsToDecimalString(debit.amountCents));
  const mandate = transaction.ele('DrctDbtTx').ele('MndtRltdInf');
  mandate.ele('MndtId').txt(debit.mandateReference);
  mandate.ele('DtOfSgntr').txt(debit.mandateDate);
  writeAgent(transaction.ele('DbtrAgt'), debit.debtor.bic);
  transaction.ele('Dbtr').ele('Nm').txt(debit.debtor.name);
  transaction.ele('DbtrAcct').ele('Id').ele('IBAN').txt(debit.debtor.iban);
  if (debit.remittance !== '') transaction.ele('RmtInf').ele('Ustrd').txt(debit.remittance);
}

function writeAgent(agent: XMLBuilder, bic: string | null): void {
  const institution = agent.ele('FinInstnId');
  if (bic) institution.ele('BICFI').txt(bic);
  else institution.ele('Othr').ele('Id').txt(BIC_NOT_PROVIDED);
}

/** Blocks by due day, then FRST, RCUR, OOFF; debits keep their order inside a block. */
function groupIntoBlocks(messageId: string, debits: readonly CleanDebit[]): Block[] {
  const byKey = new Map<string, CleanDebit[]>();
  for (const debit of debits) {
    const key = `${debit.dueDay} ${SEPA_SEQUENCE_TYPES.indexOf(debit.sequenceType)} ${debit.sequenceType}`;
    const group = byKey.get(key);
    if (group) group.push(debit);
    else byKey.set(key, [debit]);
  }
  return [...byKey.keys()].sort().map((key, index) => {
    const group = byKey.get(key) ?? [];
    const [first] = group;
    return {
      info: {
        id: toPaymentInformationId(messageId, index + 1),
        sequenceType: first?.sequenceType ?? 'OOFF',
        dueDay: first?.dueDay ?? '',
        numberOfTransactions: group.length,
        controlSumCents: sumCents(group.map((debit) => debit.amountCents)),
      },
      debits: group,
    };
  });
}

/** '{message id}-{n}', the message id shortened where both would not fit into 35 characters. */
function toPaymentInformationId(messageId: string, number: number): string {
  const suffix = `-${number}`;
  return `${messageId.slice(0, SEPA_IDENTIFIER_MAX_LENGTH - suffix.length)}${suffix}`;
}

function sumCents(amounts: readonly number[]): number {
  let total = 0;
  for (const cents of amounts) total += cents;
  if (!Number.isSafeInteger(total))
    throw new Pain008InputError([`control sum beyond exact integers: ${total}`]);
  return total;
}

/** ISO date-time of the Berlin wall clock, without a zone, as German bank software writes it. */
function formatCreationTime(instant: Date): string {
  const { day, time, restMs } = readWallClock(instant);
  return `${day}T${time}:${String(Math.floor(restMs / 1000)).padStart(2, '0')}`;
}

function cleanCreditor(creditor: Pain008Creditor, problems: string[]): CleanAccount {
  const account = cleanAccount(creditor.name, creditor.iban, creditor.bic, 'creditor', problems);
  if (normalizeCreditorIdentifier(creditor.creditorIdentifier) !== creditor.creditorIdentifier) {
    problems.push(`creditor id ${JSON.stringify(creditor.creditorIdentifier)}`);
  }
  return account;
}

function cleanDebit(debit: Pain008Debit, index: number, problems: string[]): CleanDebit {
  const where = `debit ${index + 1}`;
  const count = problems.length;
  const debtor = cleanAccount(debit.debtorName, debit.debtorIban, debit.debtorBic, where, problems);
  if (!isValidSepaIdentifier(debit.endToEndId))
    problems.push(`${where}: end-to-end id ${JSON.stringify(debit.endToEndId)}`);
  if (!isValidSepaIdentifier(debit.mandateReference)) {
    problems.push(`${where}: mandate reference ${JSON.stringify(debit.mandateReference)}`);
  }
  if (
    !Number.isSafeInteger(debit.amountCents) ||
    debit.amountCents < 1 ||
    debit.amountCents > MAX_DEBIT_CENTS
  ) {
    problems.push(`${where}: amount ${debit.amountCents} cents`);
  }
  if (!SEPA_SEQUENCE_TYPES.includes(debit.sequenceType))
    problems.push(`${where}: sequence type ${debit.sequenceType}`);
  if (!isIsoDay(debit.dueDay)) problems.push(`${where}: due day ${debit.dueDay}`);
  if (!isIsoDay(debit.mandateDate)) problems.push(`${where}: mandate date ${debit.mandateDate}`);
  else if (problems.length === count && debit.mandateDate > debit.dueDay) {
    problems.push(`${where}: mandate signed ${debit.mandateDate}, after the due day ${debit.dueDay}`);
  }
  return { ...debit, debtor, remittance: sanitizeSepaRemittance(debit.remittanceText) };
}

function cleanAccount(
  rawName: string,
  rawIban: string,
  rawBic: string | null | undefined,
  where: string,
  problems: string[],
): CleanAccount {
  const name = sanitizeSepaName(rawName);
  const iban = normalizeIban(rawIban);
  const bic = normalizeBic(rawBic);
  if (name === '')
    problems.push(`${where}: no name left in the SEPA character set (${JSON.stringify(rawName)})`);
  if (!iban) problems.push(`${where}: IBAN ${JSON.stringify(rawIban)}`);
  if (bic === undefined) problems.push(`${where}: BIC ${JSON.stringify(rawBic)}`);
  return { name, iban: iban ?? '', bic: bic ?? null };
}

function isIsoDay(value: string): boolean {
  try {
    parseIsoDay(value);
    return true;
  } catch {
    return false;
  }
}
