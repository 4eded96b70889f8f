/**
 * What the mail merge and the print need of a finalised letter: the parish and its account, the
 * letter's year, and its frozen recipients read page by page in sequence.
 */
import {
  canRenderLetter,
  type KgLetterType,
  letterPaymentYear,
  KG_LETTER_MESSAGES as M,
  toBusinessDay,
} from '@kollekta/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/database-schema';
import { DomainError } from '../../../platform/errors';
import type { LetterPdfRecipient, LetterPdfSetting } from './letter-pdf';
import { readLetterSettings } from './letter-settings';
import { findBankAccount, type LetterRow, listRecipients, type RecipientRow } from './letters.repository';

export function requireRenderable(letter: LetterRow) {
  if (!canRenderLetter(letter.state)) throw new DomainError('conflict', M.renderNeedsFinalized);
}

export async function letterPdfSetting(
  db: Kysely<Database>,
  tenant: { id: number; name: string },
  letter: LetterRow,
): Promise<LetterPdfSetting> {
  const finalizedAt = new Date(letter.finalized_at ?? letter.created_at);
  const day = toBusinessDay(finalizedAt);
  const account = await findBankAccount(db, tenant.id, letter.bank_account_id);
  return {
    parishName: tenant.name,
    letterName: letter.name,
    type: letter.type as KgLetterType,
    year: letterPaymentYear(readLetterSettings(letter), Number(day.slice(0, 4))),
    specialPurpose: letter.no_church_tax ? letter.special_purpose : null,
    date: `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`,
    account: account ? { holder: tenant.name, iban: account.iban, bic: account.bic } : null,
    createdAt: finalizedAt,
  };
}

export type FrozenAddress = {
  salutation: string;
  lines: string[];
  names: string[];
  street: string;
  postcode: string;
  town: string;
};

export function readAddress(row: RecipientRow): FrozenAddress {
  const value = (
    typeof row.address === 'string' ? JSON.parse(row.address) : row.address
  ) as Partial<FrozenAddress>;
  return {
    salutation: value.salutation ?? 'Sehr geehrte Damen und Herren',
    lines: value.lines ?? [],
    names: value.names ?? [],
    street: value.street ?? '',
    postcode: value.postcode ?? '',
    town: value.town ?? '',
  };
}

export function toPdfRecipient(row: RecipientRow): LetterPdfRecipient {
  const address = readAddress(row);
  return {
    reference: row.reference,
    salutation: address.salutation,
    lines: address.lines,
    suggestedAmountCents: row.suggested_amount_cents === null ? null : Number(row.suggested_amount_cents),
  };
}

const PAGE = 2000;

/** The recipients in sequence, a page at a time. */
export async function* eachRecipient(
  db: Kysely<Database>,
  letterId: number,
  limit = Number.POSITIVE_INFINITY,
): AsyncGenerator<RecipientRow> {
  let after = 0;
  let given = 0;
  for (;;) {
    const rows = await listRecipients(db, letterId, {
      afterSequence: after,
      limit: Math.min(PAGE, limit - given),
    });
    for (const row of rows) yield row;
    given += rows.length;
    if (rows.length < PAGE || given >= limit) return;
    after = rows[rows.length - 1]?.sequence ?? after;
  }
}
