/**
 * Issuing one donation receipt inside the caller's transaction (issue 15 "Build" 1): the issuer's
 * postal address and the donor's address are checked, the next number of the organisation's Berlin
 * year is taken from the locked counter, the official form is rendered and stored as issued (a file,
 * receipt-files.ts) with its SHA-256, never to change. Reused by receipt requests, device codes,
 * corrections and the church-tax area; the caller decides whether the gift may have a receipt
 * (confirmed, not covered). The bulk issue stores a batch at once (issueReceipts): per batch one
 * address read per issuer, one block of numbers per organisation and year, one insert.
 */
import {
  findDonorAddressGap,
  formatReceiptNumber,
  RECEIPT_MESSAGES,
  receiptFileName,
  receiptPurposeClause,
  toBusinessDay,
  toBusinessYear,
} from '@kollekta/domain';
import type { InsertObject, Selectable, Transaction } from 'kysely';
import type { FileStorage } from '../../adapters/file-storage';
import type { Database } from '../../platform/database-schema';
import type { DonationReceiptTable } from '../../platform/database-schema-donation-receipts';
import type { DonorPerson } from '../../platform/database-schema-online-giving';
import { DomainError } from '../../platform/errors';
import { findPostalAddress } from '../addresses';
import type { ReceiptAddress, ReceiptDocument, ReceiptGift } from './document/receipt-document';
import { renderReceiptPdf } from './document/render-receipt-pdf';
import { receiptFileKey, sha256Of } from './receipt-files';
import { takeReceiptSequences } from './receipt-numbering';

export type IssueReceiptInput = {
  organizationId: number;
  kind: 'single' | 'collective';
  donor: DonorPerson;
  /** one for a single receipt; the annex of a collective one */
  gifts: readonly ReceiptGift[];
  purpose: string;
  currency: string;
  /** the moment of issue: its Berlin year numbers the receipt */
  issuedAt: Date;
  /** null when a job or a donor's claim issued it */
  createdBy: number | null;
  /** the receipt this one corrects (the caller archives that one) */
  replacesId?: number | null;
};

/** The stored receipt without its PDF bytes. */
export type IssuedReceiptRow = Omit<Selectable<DonationReceiptTable>, 'pdf' | 'file_key'>;

export async function issueReceipt(
  trx: Transaction<Database>,
  files: FileStorage,
  input: IssueReceiptInput,
): Promise<IssuedReceiptRow> {
  const [receipt] = await issueReceipts(trx, files, [input]);
  if (!receipt) throw new Error('no receipt issued');
  return receipt;
}

/**
 * Several receipts in one go (the bulk issue's batch): the issuer's address is read once per
 * organisation, each organisation's year takes its block of numbers in one statement (in the order
 * of the inputs), and all are stored in one insert. All or none: one bad input refuses the lot
 * (its files stay behind, named by no row: receipt-files.ts).
 */
export async function issueReceipts(
  trx: Transaction<Database>,
  files: FileStorage,
  inputs: readonly IssueReceiptInput[],
): Promise<IssuedReceiptRow[]> {
  const donors = inputs.map((input) => {
    const donor = trimDonor(input.donor);
    const gap = findDonorAddressGap(donor);
    if (gap) throw new DomainError('validation', gap);
    if (input.gifts.length === 0) throw new Error('a receipt needs at least one gift');
    return donor;
  });
  const issuers = new Map<string, ReceiptAddress>();
  for (const input of inputs) {
    const key = `${input.organizationId}:${input.issuedAt.getTime()}`;
    if (!issuers.has(key)) issuers.set(key, await findIssuer(trx, input.organizationId, input.issuedAt));
  }
  // numbers: one block per organisation and year, locked in a fixed order (no deadlock between jobs)
  const years = inputs.map((input) => toBusinessYear(input.issuedAt));
  const counts = new Map<string, { organizationId: number; year: number; count: number }>();
  inputs.forEach((input, index) => {
    const key = `${input.organizationId}:${years[index]}`;
    const entry = counts.get(key) ?? {
      organizationId: input.organizationId,
      year: years[index] ?? 0,
      count: 0,
    };
    entry.count += 1;
    counts.set(key, entry);
  });
  const nextSequence = new Map<string, number>();
  for (const [key, entry] of [...counts].sort(
    ([, a], [, b]) => a.organizationId - b.organizationId || a.year - b.year,
  )) {
    nextSequence.set(key, await takeReceiptSequences(trx, entry.organizationId, entry.year, entry.count));
  }

  const rows: InsertObject<Database, 'donation_receipt'>[] = [];
  const keys: string[] = [];
  for (const [index, input] of inputs.entries()) {
    const donor = donors[index] as DonorPerson;
    const year = years[index] as number;
    const counterKey = `${input.organizationId}:${year}`;
    const sequence = nextSequence.get(counterKey) as number;
    nextSequence.set(counterKey, sequence + 1);
    const issuer = issuers.get(`${input.organizationId}:${input.issuedAt.getTime()}`) as ReceiptAddress;
    const replacesNumber = input.replacesId ? await findReceiptNumber(trx, input.replacesId) : null;
    const number = formatReceiptNumber(year, sequence);
    const amountCents = input.gifts.reduce((sum, gift) => sum + gift.amountCents, 0);
    const document: ReceiptDocument = {
      kind: input.kind,
      number,
      issuer,
      donor: {
        firstName: donor.first_name,
        lastName: donor.last_name,
        street: donor.street,
        postalCode: donor.postal_code,
        city: donor.city,
      },
      amountCents,
      gifts: [...input.gifts],
      // the form's sentence needs the favoured purpose in the genitive, not a bare collection name
      purpose: receiptPurposeClause(input.purpose),
      place: issuer.city,
      issuedOn: toBusinessDay(input.issuedAt),
      replacesNumber,
    };
    const pdf = await renderReceiptPdf(document);
    const sha256 = sha256Of(pdf);
    const fileKey = receiptFileKey({ organizationId: input.organizationId, year, number, sha256 });
    // written before the row: a row never names a file that is not there. The write is also the
    // event loop's turn after each page (a batch of 25 held it for up to 0.9 s on the embedded
    // database otherwise, keeping requests that need no database, MQTT and websockets waiting)
    await files.put(fileKey, pdf);
    keys.push(`${input.organizationId}:${number}`);
    rows.push({
      organization_id: input.organizationId,
      year,
      sequence,
      number,
      kind: input.kind,
      donor: JSON.stringify(donor),
      amount_cents: amountCents,
      currency: input.currency,
      file_name: receiptFileName(number, donor.last_name),
      file_key: fileKey,
      sha256,
      created_at: input.issuedAt,
      created_by: input.createdBy,
      replaces_id: input.replacesId ?? null,
    });
  }
  if (rows.length === 0) return [];
  const stored = await trx
    .insertInto('donation_receipt')
    .values(rows)
    .returning([
      'id',
      'organization_id',
      'year',
      'sequence',
      'number',
      'kind',
      'donor',
      'amount_cents',
      'currency',
      'file_name',
      'sha256',
      'created_at',
      'created_by',
      'replaces_id',
      'archived_at',
      'archived_by',
      'first_download_at',
      'first_download_by',
    ])
    .execute();
  // in the order of the inputs (RETURNING promises no order): the number identifies each
  const byNumber = new Map(stored.map((row) => [`${row.organization_id}:${row.number}`, row]));
  return keys.map((key) => {
    const receipt = byNumber.get(key);
    if (!receipt) throw new Error(`receipt ${key} was not stored`);
    return receipt;
  });
}

async function findIssuer(
  trx: Transaction<Database>,
  organizationId: number,
  at: Date,
): Promise<ReceiptAddress> {
  const address = await findPostalAddress(trx, organizationId, at);
  if (!address?.street.trim() || !address.postal_code.trim() || !address.city.trim()) {
    throw new DomainError('validation', RECEIPT_MESSAGES.noIssuerAddress);
  }
  return {
    name: address.name,
    supplement: address.supplement,
    street: address.street,
    postalCode: address.postal_code,
    city: address.city,
  };
}

function trimDonor(donor: DonorPerson): DonorPerson {
  return {
    first_name: (donor.first_name ?? '').trim(),
    last_name: (donor.last_name ?? '').trim(),
    street: (donor.street ?? '').trim(),
    postal_code: (donor.postal_code ?? '').trim(),
    city: (donor.city ?? '').trim(),
  };
}

async function findReceiptNumber(trx: Transaction<Database>, id: number): Promise<string | null> {
  const row = await trx
    .selectFrom('donation_receipt')
    .select('number')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.number ?? null;
}
