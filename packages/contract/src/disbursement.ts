/**
 * Collection forwarding (Kollektenweiterleitung; administration.md "Disbursement", §3 "Disbursement",
 * "Disbursement order", "Statistics", §4 "Disbursement states", §6, issue 16): the orders of the
 * collections a parish holds on behalf of an organisation above it, closing cash ('abschließen'),
 * deselecting ('Kollekte abwählen'), the parent's statistics, ordering a run of transfers with its
 * booking export (DATEV Buchungsstapel CSV and XLSX), confirming the transfer and its receipt, and the
 * PDF per disbursement. Amounts are decimal strings with two digits.
 */
import { z } from 'zod';
import { entityId, idParams } from './common';
import { defineRoute } from './route';

const amount = z.string().regex(/^-?\d+\.\d{2}$/);

export const DISBURSEMENT_ORDER_STATES = [
  'in_progress',
  'ready',
  'ordered',
  'confirmed',
  'transferred',
  'cancelled',
] as const;
export type DisbursementOrderState = (typeof DISBURSEMENT_ORDER_STATES)[number];

const organizationRef = z.object({ id: z.number().int(), url: z.string(), name: z.string() });

export const disbursementDocument = z.object({
  name: z.string(),
  /** `{disbursement url}download/` */
  url: z.string(),
});

/** The money of one order: live sums while cash is open, fixed sums once it is closed. */
export const disbursement = z.object({
  id: z.number().int(),
  /** `disbursementorder/disbursement/{id}/` (the id is the order's) */
  url: z.string(),
  state: z.enum(DISBURSEMENT_ORDER_STATES),
  sum_amount_total: amount,
  sum_amount_cash: amount,
  sum_amount_pos: amount,
  sum_amount_ecom: amount,
  currency: z.string(),
  documents: z.array(disbursementDocument),
  /** when cash was closed; null until then */
  stop_cash_payments: z.string().nullable(),
  /** 'Kollekte abwählen' is offered */
  cancellable: z.boolean(),
  /** cash in state entered waits for its confirmation (cancelling and closing are disabled) */
  has_entered_cash: z.boolean(),
  count_payments: z.number().int(),
});
export type Disbursement = z.infer<typeof disbursement>;

export const disbursementOrder = z.object({
  id: z.number().int(),
  /** `disbursementorder/order/{id}/` */
  url: z.string(),
  plan: z.object({
    id: z.number().int(),
    url: z.string(),
    name: z.string(),
    start_at: z.string().nullable(),
    end_at: z.string().nullable(),
    /** the organisation that ordered the collection */
    organization: organizationRef,
  }),
  organization: organizationRef,
  handling_organization: organizationRef,
  state: z.enum(DISBURSEMENT_ORDER_STATES),
  stop_cash_payments: z.string().nullable(),
  /** the transfer run the order belongs to once ordered */
  run: z.number().int().nullable(),
  disbursement: disbursement,
});
export type DisbursementOrder = z.infer<typeof disbursementOrder>;

export const disbursementOrderListQuery = z.object({
  /** comma-separated organisation ids: the orders of these collecting organisations */
  organization: z
    .string()
    .regex(/^\d+(,\d+)*$/)
    .optional(),
  /** the orders of one collection plan (the parent's view of a collection) */
  plan: entityId.optional(),
  /** the orders handled by this organisation (district or region) */
  handling_organization: entityId.optional(),
  state: z.enum(DISBURSEMENT_ORDER_STATES).optional(),
});

export const listDisbursementOrders = defineRoute({
  method: 'GET',
  path: 'disbursementorder/order/',
  summary:
    'Disbursement orders the caller may see (DISBURSEMENT_ORDER on the collecting or the handling organisation)',
  auth: true,
  query: disbursementOrderListQuery,
  status: 200,
  response: z.array(disbursementOrder),
});

export const getDisbursementOrder = defineRoute({
  method: 'GET',
  path: 'disbursementorder/order/:id/',
  summary: 'One disbursement order',
  auth: true,
  params: idParams,
  status: 200,
  response: disbursementOrder,
});

export const getDisbursement = defineRoute({
  method: 'GET',
  path: 'disbursementorder/disbursement/:id/',
  summary: 'The money of one order',
  auth: true,
  params: idParams,
  status: 200,
  response: disbursement,
});

export const downloadDisbursement = defineRoute({
  method: 'GET',
  path: 'disbursementorder/disbursement/:id/download/',
  summary: 'The PDF of a disbursement: what was collected, how, and what is forwarded by whom',
  auth: true,
  params: idParams,
  status: 200,
});

export const stopCashPayments = defineRoute({
  method: 'PATCH',
  path: 'disbursementorder/order/:id/stop_cash_payments/',
  summary: "Closes cash ('abschließen'): the sums are fixed, cannot be undone",
  auth: true,
  params: idParams,
  status: 200,
  response: disbursementOrder,
});

export const cancelDisbursementOrder = defineRoute({
  method: 'PATCH',
  path: 'disbursementorder/order/:id/cancel/',
  summary: "Deselects the collection ('Kollekte abwählen')",
  auth: true,
  params: idParams,
  status: 200,
  response: disbursementOrder,
});

export const confirmDisbursementTransfer = defineRoute({
  method: 'PATCH',
  path: 'disbursementorder/order/:id/confirm_transfer/',
  summary: 'The collecting organisation confirms it has sent the ordered transfer',
  auth: true,
  params: idParams,
  status: 200,
  response: disbursementOrder,
});

export const markDisbursementTransferred = defineRoute({
  method: 'PATCH',
  path: 'disbursementorder/order/:id/mark_transferred/',
  summary: 'The handling organisation records that the money has arrived',
  auth: true,
  params: idParams,
  status: 200,
  response: disbursementOrder,
});

export const disbursementStatistic = z.object({
  plan: z.object({ id: z.number().int(), url: z.string(), name: z.string(), end_at: z.string().nullable() }),
  cancelled: z.number().int(),
  in_progress: z.number().int(),
  /** closed, ordered or confirmed: on the way */
  ready: z.number().int(),
  transferred: z.number().int(),
  number_of_children: z.number().int(),
  sum_amount_total: amount,
  sum_amount_cash: amount,
  sum_amount_pos: amount,
  sum_amount_ecom: amount,
  currency: z.string(),
});
export type DisbursementStatistic = z.infer<typeof disbursementStatistic>;

export const getDisbursementStatistics = defineRoute({
  method: 'GET',
  path: 'organization/:id/disbursement_order_statistic/',
  summary: 'Per collection the organisation handles: counts by state, number of children, sums',
  auth: true,
  params: idParams,
  status: 200,
  response: z.array(disbursementStatistic),
});

export const disbursementRun = z.object({
  id: z.number().int(),
  url: z.string(),
  handling_organization: organizationRef,
  created_at: z.string(),
  created_by: z.string().nullable(),
  order_count: z.number().int(),
  total: amount,
  currency: z.string(),
  /** `{url}datev/` (Buchungsstapel CSV) and `{url}xlsx/` */
  datev_url: z.string(),
  xlsx_url: z.string(),
});
export type DisbursementRun = z.infer<typeof disbursementRun>;

export const orderDisbursementRunBody = z.object({
  handling_organization: entityId,
  /** closed orders of this handling organisation ('ready') */
  orders: z.array(entityId).min(1).max(1000),
});

export const orderDisbursementRun = defineRoute({
  method: 'POST',
  path: 'disbursementorder/run/',
  summary: 'Orders the transfer of closed orders as one run (honours Idempotency-Key)',
  auth: true,
  body: orderDisbursementRunBody,
  status: 201,
  response: disbursementRun,
});

export const listDisbursementRuns = defineRoute({
  method: 'GET',
  path: 'disbursementorder/run/',
  summary: 'The transfer runs of a handling organisation, newest first',
  auth: true,
  query: z.object({ organization: entityId }),
  status: 200,
  response: z.array(disbursementRun),
});

export const downloadDisbursementRunDatev = defineRoute({
  method: 'GET',
  path: 'disbursementorder/run/:id/datev/',
  summary: 'The run as a DATEV Buchungsstapel (EXTF CSV, Windows-1252)',
  auth: true,
  params: idParams,
  status: 200,
});

export const downloadDisbursementRunXlsx = defineRoute({
  method: 'GET',
  path: 'disbursementorder/run/:id/xlsx/',
  summary: 'The run as an XLSX booking list',
  auth: true,
  params: idParams,
  status: 200,
});

/** The public stop-cash page (issue 17): what the secure link shows. */
export const secureDisbursement = disbursement.extend({
  collection_name: z.string(),
  organization_name: z.string(),
  currency_symbol: z.string(),
});
export type SecureDisbursement = z.infer<typeof secureDisbursement>;

const secureLinkParams = z.object({ token: z.string().min(1).max(200), organization_id: entityId });

export const getSecureDisbursement = defineRoute({
  method: 'GET',
  path: 'disbursementorder/order/secure_link/:token/:organization_id/',
  summary: 'The disbursement summary behind a stop-cash link (no sign-in)',
  auth: false,
  params: secureLinkParams,
  status: 200,
  response: secureDisbursement,
});

export const stopCashPaymentsBySecureLink = defineRoute({
  method: 'PATCH',
  path: 'disbursementorder/order/secure_link/:token/:organization_id/',
  summary: 'Closes cash through the secure link (no sign-in)',
  auth: false,
  params: secureLinkParams,
  status: 200,
  response: secureDisbursement,
});
