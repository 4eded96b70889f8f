/**
 * Tokens of the public pages (issue 17 "Build" 1): a link in a mail lets someone without an account
 * fill in a collection's accounting fields, enter counted cash, or close a forwarding order's cash.
 * A token has 256 random bits, only its SHA-256 is stored; it is bound to one purpose, one object and
 * one organisation, expires, and an administrator may revoke it. Every way a token can be wrong
 * (unknown, expired, revoked, another purpose or object) gives the same not-found answer, so a
 * guesser learns nothing, and the public calls are counted per client address.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { RequestLimit } from '@kollekta/domain';
import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../../platform/app-context';
import type { Database } from '../../platform/database-schema';
import type { PublicTokenPurpose } from '../../platform/database-schema-money-onward';
import { DomainError } from '../../platform/errors';
import { takeCountedRequest } from '../auth';
import { PUBLIC_PAGE_MESSAGES } from './public-pages-messages';

export type { PublicTokenPurpose };

/** How long a link works unless the caller says otherwise. */
export const PUBLIC_TOKEN_VALID_DAYS = 30;
/**
 * Public token calls (right or wrong) from one client address: ample for a volunteer who loads,
 * saves and loads again, nothing for guessing 256 bits.
 */
export const PUBLIC_TOKEN_LIMIT: RequestLimit = { limit: 60, windowMs: 15 * 60 * 1000 };
const LIMIT_BUCKET = 'publicTokenPerAddress';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const hashPublicToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type IssuePublicTokenInput = {
  purpose: PublicTokenPurpose;
  /** the collection plan (accounting fields, cash payment) or the disbursement order (stop cash) */
  objectId: number;
  organizationId: number;
  createdBy: number | null;
  now: Date;
  validDays?: number;
};

export async function issuePublicToken(
  db: Kysely<Database> | Transaction<Database>,
  input: IssuePublicTokenInput,
): Promise<{ token: string; expiresAt: Date; id: number }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(
    input.now.getTime() + (input.validDays ?? PUBLIC_TOKEN_VALID_DAYS) * 24 * 60 * 60 * 1000,
  );
  const row = await db
    .insertInto('public_token')
    .values({
      token_hash: hashPublicToken(token),
      purpose: input.purpose,
      object_id: input.objectId,
      organization_id: input.organizationId,
      expires_at: expiresAt,
      created_at: input.now,
      created_by: input.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { token, expiresAt, id: row.id };
}

/** The page of the administration app (hash routing) that the link in a mail opens. */
export function publicPageUrl(
  publicUrl: string,
  purpose: PublicTokenPurpose,
  token: string,
  organizationId: number,
): string {
  const base = publicUrl.replace(/\/$/, '');
  const encoded = encodeURIComponent(token);
  switch (purpose) {
    case 'accounting_fields':
      return `${base}/#/misc/accounting_fields/${encoded}`;
    case 'cash_payment':
      return `${base}/#/cash_payment_submission/${encoded}/`;
    case 'stop_cash_payments':
      return `${base}/#/securely_stop_cash_payments/${encoded}/?organization_id=${organizationId}`;
  }
}

export type ResolvedPublicToken = {
  id: number;
  purpose: PublicTokenPurpose;
  objectId: number;
  organizationId: number;
  expiresAt: Date;
};

export type ResolvePublicTokenInput = {
  token: string;
  purpose: PublicTokenPurpose;
  now: Date;
  /** when the link names its organisation (stop cash payments): it must be the token's */
  organizationId?: number;
  /** when the caller already knows the object: it must be the token's */
  objectId?: number;
};

/**
 * The token's object, or the one not-found answer for every kind of wrong token. Not rate-limited
 * itself: the public handlers take a slot first (takePublicTokenSlot).
 */
export async function resolvePublicToken(
  db: Kysely<Database> | Transaction<Database>,
  input: ResolvePublicTokenInput,
  notFoundMessage: string = PUBLIC_PAGE_MESSAGES.linkInvalid,
): Promise<ResolvedPublicToken> {
  const notFound = () => new DomainError('not_found', notFoundMessage);
  if (!TOKEN_PATTERN.test(input.token)) throw notFound();
  const row = await db
    .selectFrom('public_token')
    .select(['id', 'purpose', 'object_id', 'organization_id', 'expires_at', 'revoked_at'])
    .where('token_hash', '=', hashPublicToken(input.token))
    .executeTakeFirst();
  if (!row || row.purpose !== input.purpose || row.revoked_at !== null) throw notFound();
  const expiresAt = new Date(row.expires_at);
  if (expiresAt.getTime() <= input.now.getTime()) throw notFound();
  if (input.organizationId !== undefined && input.organizationId !== row.organization_id) throw notFound();
  if (input.objectId !== undefined && input.objectId !== row.object_id) throw notFound();
  return {
    id: row.id,
    purpose: row.purpose,
    objectId: row.object_id,
    organizationId: row.organization_id,
    expiresAt,
  };
}

/** Counts one public token call of the address, right or wrong; 429 with a German text when used up. */
export async function takePublicTokenSlot(context: AppContext, address: string): Promise<void> {
  await takeCountedRequest(context, {
    bucket: LIMIT_BUCKET,
    key: address,
    limit: PUBLIC_TOKEN_LIMIT,
    message: PUBLIC_PAGE_MESSAGES.tooManyRequests,
  });
}
