/**
 * Donation receipts (Zuwendungsbestätigungen; administration.md "Lists", §3 "Donation receipt
 * request", §5 "Donation receipt status", issue 15): the receipt requests of an organisation with
 * their state, the issued receipt PDF (download records the first one), archiving (one-way), a
 * correction that replaces a receipt, the Excel export, a ZIP of a period made by a job, the
 * organisation's minimum amounts (donation receipt configurations), and the public claim of a
 * receipt for an anonymous device gift with its confirmation code. Amounts are decimal strings.
 */
import { z } from 'zod';
import { entityId, idParams, isoDay, paginated, pagingQuery } from './common';
import { defineRoute } from './route';

const amount = z.string().regex(/^\d+\.\d{2}$/);

/**
 * payment_pending: 'Warte auf Zahlungseingang'; payment_confirmed: 'Zahlung eingegangen.
 * Zuwendungsbestätigung wird demnächst automatisch erstellt'; issued: a receipt exists (downloaded
 * or 'Ungeöffnet'); archived: 'Archiviert'; not_required: below the organisation's minimum amount,
 * the bank statement suffices as proof (up to the legal threshold of 300 €).
 */
export const DONATION_RECEIPT_STATES = [
  'payment_pending',
  'payment_confirmed',
  'issued',
  'archived',
  'not_required',
] as const;
export type DonationReceiptState = (typeof DONATION_RECEIPT_STATES)[number];

export const receiptPersonData = z.object({
  first_name: z.string(),
  last_name: z.string(),
  street: z.string(),
  postal_code: z.string(),
  city: z.string(),
});
export type ReceiptPersonData = z.infer<typeof receiptPersonData>;

export const issuedReceipt = z.object({
  id: z.number().int(),
  /** `donation_receipt/{id}/`; the PDF is at `{url}download/` */
  url: z.string(),
  /** e.g. 'ZB-2026-00042': gap-free per organisation and year */
  number: z.string(),
  file_name: z.string(),
  created_at: z.string(),
  /** the first download, null while 'Ungeöffnet' */
  first_download: z.object({ date: z.string(), user: z.string() }).nullable(),
  archived: z.boolean(),
  /** the number of the receipt this one corrects */
  replaces: z.string().nullable(),
});
export type IssuedReceipt = z.infer<typeof issuedReceipt>;

export const donationReceiptRequest = z.object({
  id: z.number().int(),
  person_data: receiptPersonData,
  purpose: z.object({ name: z.string() }),
  payments: z.array(z.object({ id: z.string(), amount, created_at: z.string() })),
  /** the sum of the payments */
  amount,
  currency: z.enum(['EUR', 'CHF']),
  receipt: issuedReceipt.nullable(),
  archive: z.boolean(),
  state: z.enum(DONATION_RECEIPT_STATES),
  organization: z.object({ id: z.number().int(), name: z.string() }),
  created_at: z.string(),
});
export type DonationReceiptRequest = z.infer<typeof donationReceiptRequest>;

export const donationReceiptListQuery = pagingQuery.extend({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  state: z.enum(DONATION_RECEIPT_STATES).optional(),
});

export const listDonationReceipts = defineRoute({
  method: 'GET',
  path: 'organization/:id/donation_receipts/',
  summary: 'Receipt requests of the organisation and those below it, newest first',
  auth: true,
  params: idParams,
  query: donationReceiptListQuery,
  status: 200,
  response: paginated(donationReceiptRequest),
});

export const downloadDonationReceipt = defineRoute({
  method: 'GET',
  path: 'donation_receipt/:id/download/',
  summary: 'The receipt PDF as issued; the first download is recorded with date and user',
  auth: true,
  params: idParams,
  status: 200,
});

export const archiveDonationReceipt = defineRoute({
  method: 'POST',
  path: 'donation_receipt/:id/archive/',
  summary: 'Cancels (archives) a receipt; cannot be undone',
  auth: true,
  params: idParams,
  status: 200,
  response: issuedReceipt,
});

export const correctDonationReceiptBody = z.object({ person_data: receiptPersonData });

export const correctDonationReceipt = defineRoute({
  method: 'POST',
  path: 'donation_receipt/:id/correct/',
  summary: 'Archives the receipt and issues a new one with corrected donor data that names it',
  auth: true,
  params: idParams,
  body: correctDonationReceiptBody,
  status: 201,
  response: issuedReceipt,
});

export const exportDonationReceipts = defineRoute({
  method: 'GET',
  path: 'pdata/donation_receipt/xlsx/',
  summary: 'The receipt requests of an organisation as an XLSX file',
  auth: true,
  query: z.object({ organization: entityId }),
  status: 200,
});

export const RECEIPT_ZIP_STATES = ['queued', 'running', 'finished', 'failed'] as const;

export const receiptZipJob = z.object({
  id: z.string(),
  state: z.enum(RECEIPT_ZIP_STATES),
  done: z.number().int(),
  total: z.number().int(),
  /** German, when the job failed */
  error: z.string().nullable(),
  /** set once finished: `{timestamp}_Zuwendungsbestätigungen.zip` */
  file_name: z.string().nullable(),
  download_url: z.string().nullable(),
});
export type ReceiptZipJob = z.infer<typeof receiptZipJob>;

export const receiptZipBody = z.object({
  organization: entityId,
  /** inclusive */
  date_from: isoDay,
  /** exclusive */
  date_before: isoDay,
});

export const startReceiptZip = defineRoute({
  method: 'POST',
  path: 'donation_receipt/zip/',
  summary: 'Starts a job that puts the receipts issued in a period into one ZIP',
  auth: true,
  body: receiptZipBody,
  status: 201,
  response: receiptZipJob,
});

export const getReceiptZip = defineRoute({
  method: 'GET',
  path: 'donation_receipt/zip/:job/',
  summary: 'State and progress of a ZIP job',
  auth: true,
  params: z.object({ job: z.string() }),
  status: 200,
  response: receiptZipJob,
});

export const downloadReceiptZip = defineRoute({
  method: 'GET',
  path: 'donation_receipt/zip/:job/download/',
  summary: 'The finished ZIP',
  auth: true,
  params: z.object({ job: z.string() }),
  status: 200,
});

export const donationReceiptConfiguration = z.object({
  id: z.number().int(),
  /** the smallest online gift that gets a receipt */
  min_amount_donation: amount,
  /** the smallest collection gift (device) that gets a receipt */
  min_amount_collection: amount,
  valid_from: isoDay,
  /** null: open-ended */
  valid_notafter: isoDay.nullable(),
});
export type DonationReceiptConfiguration = z.infer<typeof donationReceiptConfiguration>;

export const donationReceiptConfigurationBody = donationReceiptConfiguration.omit({ id: true });

export const listDonationReceiptConfigurations = defineRoute({
  method: 'GET',
  path: 'organization/:id/donation_receipt_configurations/',
  summary: 'The organisation’s minimum amounts for receipts, by validity',
  auth: true,
  params: idParams,
  status: 200,
  response: z.array(donationReceiptConfiguration),
});

export const createDonationReceiptConfiguration = defineRoute({
  method: 'POST',
  path: 'organization/:id/donation_receipt_configurations/',
  summary: 'Adds minimum amounts valid from a day (superusers)',
  auth: true,
  params: idParams,
  body: donationReceiptConfigurationBody,
  status: 201,
  response: donationReceiptConfiguration,
});

/** A donor claims the receipt of an anonymous device gift with the code the device showed. */
export const receiptClaimBody = receiptPersonData.extend({
  code: z.string(),
  email: z.string().optional(),
});

export const receiptClaim = z.object({
  /** the receipt's number */
  number: z.string(),
  amount,
  /** a public link to the PDF, valid for a limited time */
  download_url: z.string(),
});
export type ReceiptClaim = z.infer<typeof receiptClaim>;

export const claimDeviceReceipt = defineRoute({
  method: 'POST',
  path: 'public/donation_receipt/claim/',
  summary: 'Issues the receipt of a device gift for its confirmation code (once per code)',
  auth: false,
  body: receiptClaimBody,
  status: 201,
  response: receiptClaim,
});

/** The PDF of a claimed receipt through the signed, time-limited link the claim answered. */
export const downloadClaimedReceipt = defineRoute({
  method: 'GET',
  path: 'public/donation_receipt/:token/download/',
  summary: 'The PDF of a claimed device receipt, for the signed link of the claim (expires)',
  auth: false,
  params: z.object({ token: z.string().max(200) }),
  status: 200,
});
