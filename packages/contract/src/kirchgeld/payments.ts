/**
 * Church-tax API: payments of persons, receipts, bulk receipts and special purposes
 * (devices-income-kirchgeld.md §3 "Payment", "Donation receipt", "Special purpose", "Receipt
 * selector"; §4; §5; §7): issue 20.
 */
import { z } from 'zod';
import { defineRoute } from '../route';
import { kgTenantIdParams, kgTenantParams } from './common';
import { kgPaymentReceipt, kgPersonPayment } from './persons';
import { kgBackgroundTask } from './tasks';

const REQUIRED = 'Verpflichtend';

/** A special purpose (Verwendungsschlüssel) of the tenant's payments. */
export const kgSpecialPurpose = z.object({
  id: z.number().int(),
  url: z.string(),
  special_purpose: z.string(),
});
export type KgSpecialPurpose = z.infer<typeof kgSpecialPurpose>;

export const kgSpecialPurposeList = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(kgSpecialPurpose),
});
export type KgSpecialPurposeList = z.infer<typeof kgSpecialPurposeList>;

export const kgSpecialPurposeBody = z.object({
  special_purpose: z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED }).max(100),
});
export type KgSpecialPurposeBody = z.input<typeof kgSpecialPurposeBody>;

const optionalText = z.string().max(5000).nullable().optional();

/**
 * 'Zahlung erfassen' (§7 `POST {tenant}payment/`): a manual payment. Fields are checked by the
 * server's rules (German messages at their fields); `person` is the person's url or id.
 */
export const kgCreatePaymentBody = z.object({
  person: z.string({ error: REQUIRED }).min(1, { error: REQUIRED }).max(500),
  booking_date: z.string().max(50).nullable().optional(),
  /** decimal string, e.g. '25.00' */
  amount: z
    .union([z.string().max(50), z.number()])
    .nullable()
    .optional(),
  /** cash (Bar) or parish_account (Gemeindekonto) */
  type: z.string().max(50).nullable().optional(),
  special_purpose: optionalText,
  purpose: optionalText,
  comment: optionalText,
  disallow_receipt: z.boolean().optional(),
  /** always 'completed' */
  state: z.string().max(50).optional(),
});
export type KgCreatePaymentBody = z.input<typeof kgCreatePaymentBody>;

/** The receipt selector (§3) or a list of payments (urls or ids). */
export const kgGenerateReceiptsBody = z.object({
  /** the tenant's church-tax organisations (urls or ids) */
  organizations: z
    .array(z.union([z.string().max(500), z.number()]))
    .max(1000)
    .optional(),
  /** YYYY-MM-DD, inclusive */
  date_from: z.string().max(50).nullable().optional(),
  /** YYYY-MM-DD, exclusive */
  date_before: z.string().max(50).nullable().optional(),
  /** whole euros */
  sum_min_amount: z
    .union([z.string().max(50), z.number()])
    .nullable()
    .optional(),
  /** instead of the selector: these payments */
  payments: z
    .array(z.union([z.string().max(500), z.number()]))
    .max(100_000)
    .optional(),
  /** one Sammelbestätigung per person and year instead of one receipt per payment */
  collective: z.boolean().optional(),
});
export type KgGenerateReceiptsBody = z.input<typeof kgGenerateReceiptsBody>;

export const kgMultiDownloadBody = z.object({
  /** receipt urls or ids */
  donation_receipts: z
    .array(z.union([z.string().max(500), z.number()]))
    .min(1, { error: 'Bitte mindestens eine Zuwendungsbestätigung wählen.' })
    .max(100_000),
});

/** An audit entry of generated receipts: who, when, how many. */
export const kgReceiptAuditEntry = z.object({
  id: z.number().int(),
  action: z.string(),
  created_at: z.string(),
  user: z.string().nullable(),
  count: z.number().int(),
  data: z.record(z.string(), z.unknown()),
});
export type KgReceiptAuditEntry = z.infer<typeof kgReceiptAuditEntry>;

export const kgReceiptAuditList = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(kgReceiptAuditEntry),
});

export const kgReceiptAuditQuery = z.object({
  ordering: z.enum(['-created_at', 'created_at']).optional(),
  include_action: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});

export const kgPaymentRoutes = {
  kgCreatePayment: defineRoute({
    method: 'POST',
    api: 'kirchgeld',
    path: 'tenant/:tenant/payment/',
    summary: "'Zahlung erfassen': a manual payment (Bar or Gemeindekonto) of a person",
    auth: true,
    params: kgTenantParams,
    body: kgCreatePaymentBody,
    status: 201,
    response: kgPersonPayment,
  }),
  kgDeletePayment: defineRoute({
    method: 'DELETE',
    api: 'kirchgeld',
    path: 'tenant/:tenant/payment/:id/',
    summary: 'Deletes a manual, not cancelled payment without an active receipt',
    auth: true,
    params: kgTenantIdParams,
    status: 204,
  }),
  kgCreatePaymentReceipt: defineRoute({
    method: 'POST',
    api: 'kirchgeld',
    path: 'tenant/:tenant/payment/:id/donation_receipt/',
    summary: 'Issues the receipt of a completed payment that allows one and has none active',
    auth: true,
    params: kgTenantIdParams,
    status: 201,
    response: kgPaymentReceipt,
  }),
  kgDownloadReceipt: defineRoute({
    method: 'GET',
    api: 'kirchgeld',
    path: 'tenant/:tenant/donation_receipt/:id/download/',
    summary: 'The receipt PDF as issued',
    auth: true,
    params: kgTenantIdParams,
    status: 200,
  }),
  kgArchiveReceipt: defineRoute({
    method: 'POST',
    api: 'kirchgeld',
    path: 'tenant/:tenant/donation_receipt/:id/archive/',
    summary: 'Cancels (archives) a receipt; cannot be undone',
    auth: true,
    params: kgTenantIdParams,
    status: 200,
    response: kgPaymentReceipt,
  }),
  kgGenerateReceipts: defineRoute({
    method: 'POST',
    api: 'kirchgeld',
    path: 'tenant/:tenant/donation_receipt/generate/',
    summary: 'Bulk receipts of the selector or a payments list, as a background task (answers task_id)',
    auth: true,
    params: kgTenantParams,
    query: z.object({ background: z.string().max(10).optional() }),
    body: kgGenerateReceiptsBody,
    // the run is created: Idempotency-Key makes a repeated click answer the same task
    status: 201,
    response: kgBackgroundTask,
  }),
  kgMultiDownloadReceipts: defineRoute({
    method: 'POST',
    api: 'kirchgeld',
    path: 'tenant/:tenant/donation_receipt/multi_download/',
    summary: 'A ZIP of the receipts ({timestamp}_Zuwendungsbestätigungen.zip)',
    auth: true,
    params: kgTenantParams,
    body: kgMultiDownloadBody,
    status: 200,
  }),
  kgListReceiptAudit: defineRoute({
    method: 'GET',
    api: 'kirchgeld',
    path: 'tenant/:tenant/audit/',
    summary: 'The audit of generated receipts (include_action=DonationReceiptAPIAction.GENERATED)',
    auth: true,
    params: kgTenantParams,
    query: kgReceiptAuditQuery,
    status: 200,
    response: kgReceiptAuditList,
  }),
  kgListSpecialPurposes: defineRoute({
    method: 'GET',
    api: 'kirchgeld',
    path: 'tenant/:tenant/special_purpose/',
    summary: "The tenant's special purposes (Verwendungsschlüssel) of payments",
    auth: true,
    params: kgTenantParams,
    query: z.object({
      limit: z.coerce.number().int().min(1).max(1000).optional(),
      offset: z.coerce.number().int().min(0).optional(),
    }),
    status: 200,
    response: kgSpecialPurposeList,
  }),
  kgCreateSpecialPurpose: defineRoute({
    method: 'POST',
    api: 'kirchgeld',
    path: 'tenant/:tenant/special_purpose/',
    summary: 'Creates a special purpose (Verwendungsschlüssel) of the tenant',
    auth: true,
    params: kgTenantParams,
    body: kgSpecialPurposeBody,
    status: 201,
    response: kgSpecialPurpose,
  }),
} as const;
