/**
 * Recurring donations (Dauerspenden; administration.md §2 "Lists", §3 "Recurring donation", §7, §8):
 * the list 'Übersicht über Ihre Dauerspenden' of an organisation and those below it, stopping one
 * (one-way), and the donor's own stop through the link in their mail (signed out, by its token).
 */
import { RECURRING_INTERVALS, RECURRING_PAYMENT_STATES } from '@kollekta/domain';
import { z } from 'zod';
import { entityId, idParams, paginated, pagingQuery } from './common';
import { defineRoute } from './route';

const amount = z.string().regex(/^\d+\.\d{2}$/);
const reference = z.object({ id: z.number().int(), url: z.string(), name: z.string() });

export const recurringPayment = z.object({
  id: z.number().int(),
  url: z.string(),
  created_at: z.string(),
  /** monthly, quarterly, half_yearly, yearly */
  schedule: z.enum(RECURRING_INTERVALS),
  email: z.string().nullable(),
  /** the account holder who gave the mandate */
  name: z.string(),
  plan: reference,
  amount,
  currency: z.enum(['EUR', 'CHF']),
  collection_name: z.string(),
  /** the plan's type: collection or donation */
  collection_type: z.string(),
  /** Added: active or cancelled (stopping is one-way) */
  state: z.enum(RECURRING_PAYMENT_STATES),
  cancelled_at: z.string().nullable(),
  /** Added: the organisation the gift goes to (the list holds those below the one asked for too) */
  organization: reference,
  /** Added: whether the caller may stop it now */
  can_cancel: z.boolean(),
});
export type RecurringPayment = z.infer<typeof recurringPayment>;

export const recurringPaymentsQuery = pagingQuery.extend({
  organization: entityId,
  state: z.enum(RECURRING_PAYMENT_STATES).optional(),
});
export type RecurringPaymentsQuery = z.infer<typeof recurringPaymentsQuery>;

export const recurringPaymentPage = paginated(recurringPayment);
export type RecurringPaymentPage = z.infer<typeof recurringPaymentPage>;

export const listRecurringPayments = defineRoute({
  method: 'GET',
  path: 'payment/recurring_payment/',
  summary:
    'Recurring donations of an organisation and those below it, newest first, in pages (administrators and above)',
  auth: true,
  query: recurringPaymentsQuery,
  status: 200,
  response: recurringPaymentPage,
});

export const getRecurringPayment = defineRoute({
  method: 'GET',
  path: 'payment/recurring_payment/:id/',
  summary: 'One recurring donation; 404 when the caller may not read its organisation’s donors',
  auth: true,
  params: idParams,
  status: 200,
  response: recurringPayment,
});

export const cancelRecurringPayment = defineRoute({
  method: 'POST',
  path: 'payment/recurring_payment/:id/cancel/',
  summary: 'Stops a recurring donation for good: no later debit; 409 when it is stopped already',
  auth: true,
  params: idParams,
  status: 200,
  response: recurringPayment,
});

export const recurringCancelToken = z.object({
  /** the token of the link in the donor's mail */
  token: z.string().trim().min(1, { error: 'Dieser Link ist unvollständig.' }).max(200),
});

export const cancelRecurringPaymentByToken = defineRoute({
  method: 'POST',
  path: 'public/recurring_payment/cancel/',
  summary:
    'The donor stops their recurring donation with the token of their mail; answers nothing about the gift',
  auth: false,
  body: recurringCancelToken,
  status: 200,
  response: z.object({ detail: z.string() }),
});

/** Added: which donor lists the organisation's submenu offers the caller (feature on and allowed). */
export const donorListAvailability = z.object({
  /** allow_recurring_payments: 'Dauerspenden' */
  recurring_payments: z.boolean(),
  /** allow_email_contact: 'Informationsanforderungen' */
  information_requests: z.boolean(),
});
export type DonorListAvailability = z.infer<typeof donorListAvailability>;

export const getDonorListAvailability = defineRoute({
  method: 'GET',
  path: 'organization/:id/donor_lists/',
  summary: 'Which donor lists (recurring donations, information requests) the caller may open here',
  auth: true,
  params: idParams,
  status: 200,
  response: donorListAvailability,
});
