/**
 * Direct-debit files (Lastschriftdateien; administration.md "Direct debits", issue 14): the SEPA
 * pain.008 files a background job makes of an organisation's due debits, their download (then
 * marked processed: 'Bereits heruntergeladen'), starting a run by hand and watching it, and a
 * return (Rücklastschrift), which reverses the debit's payment. Amounts are decimal strings.
 */
import { DIRECT_DEBIT_MESSAGES } from '@kollekta/domain';
import { z } from 'zod';
import { entityId, idParams } from './common';
import { defineRoute } from './route';

const amount = z.string().regex(/^\d+\.\d{2}$/);

export const directDebitFile = z.object({
  id: z.number().int(),
  url: z.string(),
  /** url of the creditor organisation */
  organization: z.string(),
  organization_id: z.number().int(),
  file_name: z.string(),
  /** url of the XML (`{url}download/`) */
  download_url: z.string(),
  created_at: z.string(),
  number_of_transactions: z.number().int(),
  /** the file's CtrlSum, e.g. '1234.50' */
  control_sum: amount,
  /** downloaded ('Bereits heruntergeladen') */
  processed: z.boolean(),
  processed_at: z.string().nullable(),
  /** when the treasurer confirmed the bank collected it: its debits collected, their payments confirmed */
  collected_at: z.string().nullable(),
});
export type DirectDebitFile = z.infer<typeof directDebitFile>;

export const directDebitFilesQuery = z.object({ organization: entityId.optional() });

export const listDirectDebitFiles = defineRoute({
  method: 'GET',
  path: 'payment/direct_payment_pain_file/',
  summary:
    'Direct-debit files of the organisation (or of every organisation the caller administers), newest first',
  auth: true,
  query: directDebitFilesQuery,
  status: 200,
  response: z.array(directDebitFile),
});

export const downloadDirectDebitFile = defineRoute({
  method: 'GET',
  path: 'payment/direct_payment_pain_file/:id/download/',
  summary: 'The pain.008.001.08 XML of a file, as an attachment',
  auth: true,
  params: idParams,
  status: 200,
});

export const directDebitFilePatch = z.object({
  /** only true: a downloaded file stays downloaded */
  processed: z.literal(true, { error: DIRECT_DEBIT_MESSAGES.onlyProcessed }),
});

export const confirmDirectDebitFileCollected = defineRoute({
  method: 'POST',
  path: 'payment/direct_payment_pain_file/:id/collected/',
  summary:
    "Confirm the bank collected a downloaded file: its debits become collected and their payments confirmed (no longer 'noch nicht bestätigt'); returns stay possible",
  auth: true,
  params: idParams,
  status: 200,
  response: directDebitFile,
});

export const updateDirectDebitFile = defineRoute({
  method: 'PATCH',
  path: 'payment/direct_payment_pain_file/:id/',
  summary: 'Mark a file processed (downloaded)',
  auth: true,
  params: idParams,
  body: directDebitFilePatch,
  status: 200,
  response: directDebitFile,
});

export const DIRECT_DEBIT_RUN_STATES = [
  'created',
  'retry',
  'active',
  'completed',
  'cancelled',
  'failed',
] as const;

export const directDebitRun = z.object({
  id: z.string(),
  state: z.enum(DIRECT_DEBIT_RUN_STATES),
  /** creditors done of all in the run */
  progress: z.object({ done: z.number().int(), total: z.number().int() }).nullable(),
  /** German, when the last attempt failed */
  error: z.string().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type DirectDebitRun = z.infer<typeof directDebitRun>;

export const directDebitRunBody = z.object({ organization: entityId });

export const startDirectDebitRun = defineRoute({
  method: 'POST',
  path: 'payment/direct_payment_pain_file/run/',
  summary:
    "Start a run that puts the organisation's due debits into a file (answers the run already under way, if any)",
  auth: true,
  body: directDebitRunBody,
  status: 201,
  response: directDebitRun,
});

export const listDirectDebitRuns = defineRoute({
  method: 'GET',
  path: 'payment/direct_payment_pain_file/run/',
  summary: "The organisation's latest file runs with their state and progress, newest first",
  auth: true,
  query: z.object({ organization: entityId }),
  status: 200,
  response: z.array(directDebitRun),
});

export const DIRECT_DEBIT_STATES = ['due', 'collected', 'returned'] as const;

export const directDebit = z.object({
  id: z.number().int(),
  url: z.string(),
  organization: z.string(),
  end_to_end_id: z.string(),
  amount,
  due_day: z.string(),
  sequence_type: z.enum(['OOFF', 'FRST', 'RCUR']),
  state: z.enum(DIRECT_DEBIT_STATES),
  /** id of the file it is in; null while in none */
  file_id: z.number().int().nullable(),
  returned_at: z.string().nullable(),
});
export type DirectDebit = z.infer<typeof directDebit>;

export const returnDirectDebit = defineRoute({
  method: 'POST',
  path: 'payment/direct_debit/:id/return/',
  summary: "Record a return (Rücklastschrift) of a submitted debit: it reverses the debit's payment",
  auth: true,
  params: idParams,
  status: 200,
  response: directDebit,
});
