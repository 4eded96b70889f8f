/**
 * Billing documents ('Abrechnungen'; administration.md §2 "Lists", §3 "Billing document", §7): the
 * booking reports ('Abgleichliste', XLSX) and invoices ('Rechnung', PDF) the platform issues to an
 * organisation per billing period, their download (the first one is recorded), and a superuser's
 * run that makes the documents of a period now instead of waiting for the monthly schedule.
 */
import { z } from 'zod';
import { entityId, idParams, isoDay } from './common';
import { defineRoute } from './route';

const amount = z.string().regex(/^\d+\.\d{2}$/);

export const billingDocument = z.object({
  id: z.number().int(),
  url: z.string(),
  /** `{url}download/`: the PDF or XLSX as issued */
  download_url: z.string(),
  organization_id: z.number().int(),
  period_start: z.string(),
  period_end: z.string(),
  /** the file name, e.g. 'Rechnung_RE-2026-00001.pdf' */
  name: z.string(),
  type: z.enum(['booking-report', 'invoice']),
  /** 'Abgleichliste' or 'Rechnung' */
  label: z.string(),
  /** the invoice number, null for a booking report */
  number: z.string().nullable(),
  /** gross total of the invoice (the report carries the same fees), e.g. '32.65' */
  gross_total: amount,
  /** the first download, null while 'Ungeöffnet' */
  first_download: z.object({ date: z.string(), user: z.string() }).nullable(),
  archived: z.boolean(),
});
export type BillingDocument = z.infer<typeof billingDocument>;

export const billingDocumentsQuery = z.object({ organization: entityId });

export const listBookingReports = defineRoute({
  method: 'GET',
  path: 'billing/export/booking_report',
  summary: "The organisation's booking reports ('Abgleichliste'), newest period first",
  auth: true,
  query: billingDocumentsQuery,
  status: 200,
  response: z.array(billingDocument),
});

export const listInvoices = defineRoute({
  method: 'GET',
  path: 'billing/invoice/',
  summary: "The organisation's invoices ('Rechnung'), newest period first",
  auth: true,
  query: billingDocumentsQuery,
  status: 200,
  response: z.array(billingDocument),
});

export const downloadBillingDocument = defineRoute({
  method: 'GET',
  path: 'billing_document/:id/download/',
  summary: 'The PDF or XLSX of a billing document as issued; the first download is recorded',
  auth: true,
  params: idParams,
  status: 200,
});

export const billingRunBody = z.object({
  /** one organisation's contracts; all contracts when left out */
  organization: entityId.optional(),
  /** the first day of the period to bill (a month's or a year's first day, by each plan's type) */
  period_start: isoDay,
});

export const billingRun = z.object({
  /** the job's id; null when a run of the same selection is already under way */
  id: z.string().nullable(),
  organization: z.number().int().nullable(),
  period_start: z.string(),
});
export type BillingRun = z.infer<typeof billingRun>;

export const startBillingRun = defineRoute({
  method: 'POST',
  path: 'billing/run/',
  summary: 'Superusers: queue the job that makes the billing documents of a period (idempotent)',
  auth: true,
  body: billingRunBody,
  status: 201,
  response: billingRun,
});
