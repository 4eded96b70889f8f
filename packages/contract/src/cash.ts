/**
 * Cash collections (Barsammlung; planning.md §3 "Cash payment", §7; administration.md §7): staff
 * enter counted cash for a collection, a second person confirms it, and then it is income.
 * Amounts are decimal strings with two digits; the split maps a bill or coin (cents, as text)
 * to how many were counted.
 */
import { CASH_MESSAGES, CASH_PAYMENT_STATES, CURRENCIES } from '@kollekta/domain';
import { z } from 'zod';
import { entityId, idParams, MAX_ID } from './common';
import { defineRoute } from './route';

/** 'Dieses Feld ist erforderlich.' when the field is missing, `invalid` when it is there but wrong. */
const requiredOr = (invalid: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === '' ? CASH_MESSAGES.required : invalid;

/** A url of the API (`…/collection_plan/12/`) or the bare id. */
const reference = z.union([z.string().max(500), z.number().int().positive().max(MAX_ID)], {
  error: requiredOr('Ungültiger Verweis.'),
});

export const cashSplit = z.record(z.string().max(12), z.unknown());

export const cashMeta = z.object({
  cash: z.object({ split: cashSplit.nullable().optional() }).optional(),
});

export const cashPaymentBody = z.object({
  /** '79.50'; a number is taken as well */
  amount: z.union([z.string().max(40), z.number()], { error: requiredOr(CASH_MESSAGES.invalidAmount) }),
  plan: reference,
  organization: reference,
  collection_datetime: z.iso.datetime({
    offset: true,
    error: requiredOr(CASH_MESSAGES.invalidTimestamp),
  }),
  meta: cashMeta.optional(),
});
export type CashPaymentBody = z.input<typeof cashPaymentBody>;

/** The `version` a client read (issue 11): a whole number from 1, counted up by every change. */
const version = z.number({ error: CASH_MESSAGES.invalidVersion }).int().positive().max(2_147_483_647);

/**
 * The same body; what is left out stays. The timestamp never changes when editing (planning.md §4):
 * a `collection_datetime` sent along is ignored. Organisation and plan cannot change.
 * Added: `version`, the version the client edited; when given and no longer current the answer is
 * 409 'Die Barsammlung wurde inzwischen geändert. Bitte prüfen Sie sie erneut.' instead of
 * overwriting a change the client never saw. Left out, the edit applies to the current version.
 */
export const cashPaymentPatch = cashPaymentBody.partial().extend({ version: version.optional() });
export type CashPaymentPatch = z.input<typeof cashPaymentPatch>;

/**
 * Added (issue 11): what the confirmer saw, so that only that is booked: the payment's `version`
 * (what the web sends) or its `amount` ('79.50'), or both. When the payment has changed since,
 * the answer is 409 'Die Barsammlung wurde inzwischen geändert. Bitte prüfen Sie sie erneut.'
 * The spec's call `PATCH {cash payment url}confirm/` has no body (administration.md §7); for
 * compatibility no body (or `{}`) is still taken, but only for a payment nobody has changed since it
 * was entered: whatever such a caller read was that one version. Once it was changed, a
 * confirmation without version or amount answers that 409 too.
 */
export const cashConfirmationBody = z
  .object({
    version: version.optional(),
    amount: z.union([z.string().max(40), z.number()], { error: CASH_MESSAGES.invalidAmount }).optional(),
  })
  // Fastify hands a request without a body on as null
  .nullish();
export type CashConfirmationBody = z.input<typeof cashConfirmationBody>;

const amount = z.string().regex(/^\d+\.\d{2}$/);

export const cashPayment = z.object({
  id: z.number().int(),
  url: z.string(),
  amount,
  currency: z.enum(CURRENCIES),
  state: z.enum(CASH_PAYMENT_STATES),
  created_at: z.string(),
  /** url of the user who entered it; null when entered anonymously */
  created_by: z.string().nullable(),
  /** Added: id and name of that user (null name: unknown) */
  created_by_id: z.number().int().nullable(),
  created_by_name: z.string().nullable(),
  changed_at: z.string().nullable(),
  changed_by: z.string().nullable(),
  changed_by_name: z.string().nullable(),
  confirmed_at: z.string().nullable(),
  confirmed_by: z.string().nullable(),
  confirmed_by_name: z.string().nullable(),
  /** Added: id of who last changed amount or split (they may not confirm it: four eyes) */
  changed_by_id: z.number().int().nullable(),
  /** Added: 1 as entered, counted up by every change; sent back when confirming or editing */
  version: z.number().int(),
  organization: z.string(),
  organization_id: z.number().int(),
  plan: z.string(),
  plan_id: z.number().int(),
  plan_name: z.string(),
  collection_datetime: z.string(),
  meta: z.object({ cash: z.object({ split: z.record(z.string(), z.number().int()).nullable() }) }),
  /** Added: what the caller may do with it (the server decides; the web only shows) */
  can_edit: z.boolean(),
  can_confirm: z.boolean(),
});
export type CashPayment = z.infer<typeof cashPayment>;

export const cashPaymentsQuery = z.object({
  organization: entityId.optional(),
  plan: entityId.optional(),
  state: z.enum(CASH_PAYMENT_STATES).optional(),
});
export type CashPaymentsQuery = z.infer<typeof cashPaymentsQuery>;

export const listCashPayments = defineRoute({
  method: 'GET',
  path: 'cash/cash_payment/',
  summary: 'Cash payments the caller may read, newest collection first; filter by organisation, plan, state',
  auth: true,
  query: cashPaymentsQuery,
  status: 200,
  response: z.array(cashPayment),
});

export const createCashPayment = defineRoute({
  method: 'POST',
  path: 'cash/cash_payment/',
  summary: 'Enter counted cash for a collection (state entered)',
  auth: true,
  body: cashPaymentBody,
  status: 201,
  response: cashPayment,
});

export const getCashPayment = defineRoute({
  method: 'GET',
  path: 'cash/cash_payment/:id/',
  summary: 'One cash payment',
  auth: true,
  params: idParams,
  status: 200,
  response: cashPayment,
});

export const updateCashPayment = defineRoute({
  method: 'PATCH',
  path: 'cash/cash_payment/:id/',
  summary: 'Change amount and split of an entered cash payment (the timestamp stays)',
  auth: true,
  params: idParams,
  body: cashPaymentPatch,
  status: 200,
  response: cashPayment,
});

export const confirmCashPayment = defineRoute({
  method: 'PATCH',
  path: 'cash/cash_payment/:id/confirm/',
  summary:
    'Confirm an entered cash payment as seen (version or amount; a second person who did not change it last; superusers may confirm their own): it becomes income',
  auth: true,
  params: idParams,
  body: cashConfirmationBody,
  status: 200,
  response: cashPayment,
});
