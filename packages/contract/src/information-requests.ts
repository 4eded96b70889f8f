/**
 * Information requests (administration.md §2 "Lists" 'Übersicht über die Bitte nach weiteren
 * Informationen', §3 "Subscriber entry", §7): donors who asked for more information, as a list and
 * as an XLSX file, and the gifts that came with a wish (information or a donation receipt).
 */
import { z } from 'zod';
import { idParams, paginated, pagingQuery } from './common';
import { defineRoute } from './route';

const amount = z.string().regex(/^\d+\.\d{2}$/);

export const subscriberEntry = z.object({
  id: z.number().int(),
  created_at: z.string(),
  email: z.string(),
  /** Added: the donor's name, when they gave one */
  name: z.string().nullable(),
  /** null when the request came without a collection */
  collection_name: z.string().nullable(),
  collection_type: z.string().nullable(),
  /** the gift it came with; null without one */
  amount: amount.nullable(),
  currency: z.enum(['EUR', 'CHF']).nullable(),
  /** Added: the organisation asked (the list holds those below it too) */
  organization_name: z.string(),
});
export type SubscriberEntry = z.infer<typeof subscriberEntry>;

export const subscriberPage = paginated(subscriberEntry);
export type SubscriberPage = z.infer<typeof subscriberPage>;

export const listSubscribers = defineRoute({
  method: 'GET',
  path: 'organization/:id/subscriber_details/',
  summary: 'Donors who asked for more information, of the organisation and those below it, newest first',
  auth: true,
  params: idParams,
  query: pagingQuery,
  status: 200,
  response: subscriberPage,
});

export const exportSubscribers = defineRoute({
  method: 'GET',
  path: 'organization/:id/subscriber_details_xlsx/',
  summary: 'The same list as an XLSX file',
  auth: true,
  params: idParams,
  status: 200,
});

export const paymentDetail = z.object({
  id: z.number().int(),
  created_at: z.string(),
  amount,
  currency: z.enum(['EUR', 'CHF']),
  collection_name: z.string(),
  collection_type: z.string(),
  email: z.string().nullable(),
  /** first and last name from the person data; null without */
  name: z.string().nullable(),
  wants_information: z.boolean(),
  wants_donation_receipt: z.boolean(),
  payment_method: z.string(),
  /** pending until the provider confirms; completed once booked */
  state: z.enum(['pending', 'completed', 'failed']),
  organization_name: z.string(),
});
export type PaymentDetail = z.infer<typeof paymentDetail>;

export const paymentDetailPage = paginated(paymentDetail);

export const listPaymentDetails = defineRoute({
  method: 'GET',
  path: 'organization/:id/payment_details/',
  summary:
    'Online gifts that came with a wish (information or a donation receipt), of the organisation and those below it',
  auth: true,
  params: idParams,
  query: pagingQuery,
  status: 200,
  response: paymentDetailPage,
});
