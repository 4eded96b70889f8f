/**
 * Issuing one donation receipt inside the caller's transaction (issue 15 "Build" 1): the issuer's
 * postal address and the donor's address are checked, the next number of the organisation's Berlin
 * year is taken from the locked counter, the official form is rendered and stored as issued, with
 * its SHA-256, never to change. Reused by receipt requests, device codes, corrections and the
 * church-tax area; the caller decides whether the gift may have a receipt (confirmed, not covered).
 */
import { createHash } from 'node:crypto';
import {
  findDonorAddressGap,
  formatReceiptNumber,
  RECEIPT_MESSAGES,
  receiptFileName,
  receiptPurposeClause,
  toBusinessDay,
  toBusinessYear,
} from '@kollekta/domain';
import type { Selectable, Transaction } from 'kysely';
import type { Database } from '../../platform/database-schema';
import type { DonationReceiptTable } from '../../platform/database-schema-donation-receipts';
import type { DonorPerson } from '../../platform/database-schema-online-giving';
import { DomainError } from '../../platform/errors';
import { findPostalAddress } from '../addresses';
import type { ReceiptAddress, ReceiptDocument, ReceiptGift } from './document/receipt-document';
import { renderReceiptPdf } from './document/render-receipt-pdf';
import { takeNextReceiptSequence } from './receipt-numbering';

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
export type IssuedReceiptRow = Omit<Selectable<DonationReceiptTable>, 'pdf'>;

export async function issueReceipt(
  trx: Transaction<Database>,
  input: IssueReceiptInput,
): Promise<IssuedReceiptRow> {
  const donor = trimDonor(input.donor);
  const gap = findDonorAddressGap(donor);
  if (gap) throw new DomainError('validation', gap);
  if (input.gifts.length === 0) throw new Error('a receipt needs at least one gift');
  const address = await findPostalAddress(trx, input.organizationId, input.issuedAt);
  if (!address?.street.trim() || !address.postal_code.trim() || !address.city.trim()) {
    throw new DomainError('validation', RECEIPT_MESSAGES.noIssuerAddress);
  }
  const issuer: ReceiptAddress = {
    name: address.name,
    supplement: address.supplement,
    street: address.street,
    postalCode: address.postal_code,
    city: address.city,
  };
  const replacesNumber = input.replacesId ? await findReceiptNumber(trx, input.replacesId) : null;
  const year = toBusinessYear(input.issuedAt);
  const sequence = await takeNextReceiptSequence(trx, input.organizationId, year);
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
  return trx
    .insertInto('donation_receipt')
    .values({
      organization_id: input.organizationId,
      year,
      sequence,
      number,
      kind: input.kind,
      donor: JSON.stringify(donor),
      amount_cents: amountCents,
      currency: input.currency,
      file_name: receiptFileName(number, donor.last_name),
      pdf,
      sha256: createHash('sha256').update(pdf).digest('hex'),
      created_at: input.issuedAt,
      created_by: input.createdBy,
      replaces_id: input.replacesId ?? null,
    })
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
    .executeTakeFirstOrThrow();
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
