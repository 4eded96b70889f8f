/**
 * Public token pages (administration.md §2 "Public pages", §7 "Public token pages", issue 17): a link
 * with a token lets someone without an account fill in a collection's accounting fields or enter
 * counted cash; administrators list, create and revoke the links of their organisation. The stop-cash
 * link's routes are in ./disbursement (getSecureDisbursement, stopCashPaymentsBySecureLink).
 * Every wrong token answers 404 'Sammlung nicht gefunden. Der Link ist entweder abgelaufen oder falsch.'
 */
import { CASH_MESSAGES, CURRENCIES } from '@kollekta/domain';
import { z } from 'zod';
import { cashMeta } from './cash';
import { entityId, idParams } from './common';
import { defineRoute } from './route';

export const PUBLIC_TOKEN_PURPOSE_VALUES = [
  'accounting_fields',
  'cash_payment',
  'stop_cash_payments',
] as const;
export type PublicTokenPurposeValue = (typeof PUBLIC_TOKEN_PURPOSE_VALUES)[number];

const tokenParams = z.object({ token: z.string().min(1).max(200) });

/** One link as administrators see it: never the token itself (only its hash is stored). */
export const publicTokenInfo = z.object({
  id: z.number().int(),
  purpose: z.enum(PUBLIC_TOKEN_PURPOSE_VALUES),
  /** the collection plan (accounting fields, cash) or the disbursement order (stop cash) */
  object_id: z.number().int(),
  /** the collection's name */
  object_name: z.string(),
  organization_id: z.number().int(),
  created_at: z.string(),
  created_by_name: z.string().nullable(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  state: z.enum(['active', 'expired', 'revoked']),
});
export type PublicTokenInfo = z.infer<typeof publicTokenInfo>;

export const listPublicTokens = defineRoute({
  method: 'GET',
  path: 'organization/:id/public_tokens/',
  summary: 'The public links of an organisation, newest first (WRITE), without the tokens',
  auth: true,
  params: idParams,
  status: 200,
  response: z.array(publicTokenInfo),
});

export const createPublicTokenBody = z.object({
  purpose: z.enum(PUBLIC_TOKEN_PURPOSE_VALUES, { error: 'Bitte eine gültige Art des Links angeben.' }),
  object_id: entityId,
  valid_days: z.number().int().min(1).max(365).optional(),
});
export type CreatePublicTokenBody = z.input<typeof createPublicTokenBody>;

export const createdPublicToken = publicTokenInfo.extend({
  /** the page's address with the token: shown once, never stored */
  url: z.string(),
});
export type CreatedPublicToken = z.infer<typeof createdPublicToken>;

export const createPublicToken = defineRoute({
  method: 'POST',
  path: 'organization/:id/public_tokens/',
  summary: 'Creates a public link for a collection plan or disbursement order of the organisation (WRITE)',
  auth: true,
  params: idParams,
  body: createPublicTokenBody,
  status: 201,
  response: createdPublicToken,
});

export const revokePublicToken = defineRoute({
  method: 'POST',
  path: 'public_token/:id/revoke/',
  summary: 'Revokes a public link at once (WRITE on its organisation)',
  auth: true,
  params: idParams,
  status: 200,
  response: publicTokenInfo,
});

/** One accounting field of the organisation: name, type and the collection's value. */
export const accountingField = z.object({
  name: z.string(),
  /** 'text' unless the organisation's extra_fields say otherwise; 'confirmed' is never sent */
  type: z.string(),
  value: z.string().nullable(),
});
export type AccountingField = z.infer<typeof accountingField>;

export const accountingFieldsPage = z.object({
  id: z.number().int(),
  name: z.string(),
  organization_name: z.string(),
  fields: z.array(accountingField),
});
export type AccountingFieldsPage = z.infer<typeof accountingFieldsPage>;

export const accountingFieldsBody = z.object({
  meta: z.object({
    /** field name → text (at most 100 characters, trimmed, empty is null) */
    accounting: z.record(z.string().max(200), z.string().max(1000).nullable()),
  }),
});
export type AccountingFieldsBody = z.input<typeof accountingFieldsBody>;

export const getAccountingFieldsByToken = defineRoute({
  method: 'GET',
  path: 'collection_plan/fill_accounting_fields/:token/',
  summary: 'The collection and its accounting fields behind a link (no sign-in)',
  auth: false,
  params: tokenParams,
  status: 200,
  response: accountingFieldsPage,
});

export const fillAccountingFieldsByToken = defineRoute({
  method: 'PATCH',
  path: 'collection_plan/fill_accounting_fields/:token/',
  summary: 'Saves the accounting fields of the collection behind a link (no sign-in)',
  auth: false,
  params: tokenParams,
  body: accountingFieldsBody,
  status: 200,
  response: accountingFieldsPage,
});

export const cashSubmissionPage = z.object({
  organization_name: z.string(),
  name: z.string(),
  currency: z.enum(CURRENCIES),
});
export type CashSubmissionPage = z.infer<typeof cashSubmissionPage>;

export const cashSubmissionBody = z.object({
  /** '79.50'; a number is taken as well */
  amount: z.union([z.string().max(40), z.number()], { error: CASH_MESSAGES.invalidAmount }),
  currency: z.enum(CURRENCIES).optional(),
  /** when the cash was collected; now when left out */
  collection_datetime: z.iso.datetime({ offset: true, error: CASH_MESSAGES.invalidTimestamp }).optional(),
  meta: cashMeta.optional(),
});
export type CashSubmissionBody = z.input<typeof cashSubmissionBody>;

export const cashSubmission = z.object({
  created_at: z.string(),
  amount: z.string(),
  currency: z.enum(CURRENCIES),
  collection_datetime: z.string(),
});
export type CashSubmission = z.infer<typeof cashSubmission>;

export const getCashSubmissionByToken = defineRoute({
  method: 'GET',
  path: 'collection_plan/cash_payment/:token/',
  summary: 'The collection a cash link is for (no sign-in)',
  auth: false,
  params: tokenParams,
  status: 200,
  response: cashSubmissionPage,
});

export const submitCashByToken = defineRoute({
  method: 'POST',
  path: 'collection_plan/cash_payment/:token/',
  summary: 'Enters counted cash through a link (state entered, confirmed by a user of the parish)',
  auth: false,
  params: tokenParams,
  body: cashSubmissionBody,
  status: 201,
  response: cashSubmission,
});
