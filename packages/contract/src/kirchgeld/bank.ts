/**
 * Church-tax API: bank accounts, CAMT statements and reconciliation ('Abgleich')
 * (devices-income-kirchgeld.md §3 "Bank transaction", "Bank account", §4, §5 "Bank assignment", §7):
 * `{tenant}bank_account/`, `{tenant}bank_statement/` (upload, multipart `file`), `…/query/`,
 * `{camtFileUrl}assign/` and `unassign/`, and the suggestions with their preview and apply.
 */
import { z } from 'zod';
import { isoDay, paginated } from '../common';
import { defineRoute } from '../route';
import { kgTenantIdParams, kgTenantParams } from './common';

const REQUIRED = 'Verpflichtend';
const decimalAmount = z.string();

export const kgBankAccount = z.object({
  id: z.number().int(),
  url: z.string(),
  name: z.string(),
  iban: z.string(),
  bic: z.string().nullable(),
  created_at: z.string(),
});
export type KgBankAccount = z.infer<typeof kgBankAccount>;
export const kgBankAccountPage = paginated(kgBankAccount);

export const kgBankAccountBody = z.object({
  name: z.string({ error: REQUIRED }).max(200),
  iban: z.string({ error: REQUIRED }).max(60),
  bic: z.string().max(20).nullish(),
});
export type KgBankAccountBody = z.input<typeof kgBankAccountBody>;

export const kgBankStatement = z.object({
  id: z.number().int(),
  url: z.string(),
  file_name: z.string(),
  file_size: z.number().int(),
  sha256: z.string(),
  message_type: z.string(),
  statement_ids: z.array(z.string()),
  from_date: z.string().nullable(),
  to_date: z.string().nullable(),
  /** transactions in the file, those new, those already known (the same file or an overlapping one) */
  transaction_count: z.number().int(),
  imported_count: z.number().int(),
  duplicate_count: z.number().int(),
  /** entries not booked yet (pending), left for a later statement */
  skipped_count: z.number().int(),
  created_at: z.string(),
});
export type KgBankStatement = z.infer<typeof kgBankStatement>;
export const kgBankStatementPage = paginated(kgBankStatement);

export const kgBankTransactionState = z.enum(['unassigned', 'assigned', 'partial', 'ignored']);
export type KgBankTransactionStateValue = z.infer<typeof kgBankTransactionState>;

export const kgBankTransactionPayment = z.object({
  /** the assignment's id (for unassigning one part of a split) */
  id: z.number().int(),
  /** the CAMTPayment's url */
  payment: z.string(),
  person: z.string(),
  person_name: z.string(),
  letter: z.string().nullable(),
  letter_name: z.string().nullable(),
  target_purpose: z.string().nullable(),
  special_purpose: z.string().nullable(),
  amount: decimalAmount,
  has_receipt: z.boolean(),
});

export const kgBankTransaction = z.object({
  id: z.number().int(),
  url: z.string(),
  camt_file: z.string(),
  account: z.string(),
  amount: decimalAmount,
  currency: z.string(),
  /** what is still to assign */
  open_amount: decimalAmount,
  state: kgBankTransactionState,
  is_assignable: z.boolean(),
  is_return: z.boolean(),
  return_reason: z.string().nullable(),
  charges: decimalAmount.nullable(),
  instructed_amount: decimalAmount.nullable(),
  instructed_currency: z.string().nullable(),
  payments: z.array(kgBankTransactionPayment),
  booking_date: z.string(),
  value_date: z.string().nullable(),
  their_name: z.string().nullable(),
  their_iban: z.string().nullable(),
  purpose: z.string().nullable(),
  end_to_end_id: z.string().nullable(),
});
export type KgBankTransaction = z.infer<typeof kgBankTransaction>;
export const kgBankTransactionPage = paginated(kgBankTransaction);
export type KgBankTransactionPage = z.infer<typeof kgBankTransactionPage>;

const accountList = z
  .union([z.string().max(500), z.array(z.string().max(500)).max(50)])
  .optional()
  .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]));

export const kgBankQuery = z.object({
  start: isoDay.optional(),
  end: isoDay.optional(),
  ordering: z.enum(['booking_date', '-booking_date']).optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  offset: z.coerce.number().int().min(0).optional(),
  /** bank account urls or ids, repeated */
  account: accountList,
  state: kgBankTransactionState.optional(),
});
export type KgBankQuery = z.input<typeof kgBankQuery>;
export type KgBankQueryValues = z.output<typeof kgBankQuery>;

export const kgBankAssignBody = z.object({
  /** the transaction's url or id */
  bank_transaction: z.union([z.string().max(500), z.number().int()], { error: REQUIRED }),
  state: z.literal('ignored').optional(),
  /** a person's url or id (uuid) */
  person: z.string().max(500).optional(),
  disallow_receipt: z.boolean().optional(),
  /** the part to assign (decimal, step 0.01); all that is open when left out */
  amount: z.union([z.string().max(30), z.number()]).nullish(),
  /** a special purpose's url or id */
  special_purpose: z.union([z.string().max(500), z.number().int()]).nullish(),
  /** a letter's url or id */
  letter: z.union([z.string().max(500), z.number().int()]).nullish(),
});
export type KgBankAssignBody = z.input<typeof kgBankAssignBody>;

export const kgBankUnassignBody = z.object({
  bank_transaction: z.union([z.string().max(500), z.number().int()], { error: REQUIRED }),
  /** one assignment's id; all of the transaction's when left out (and an ignored one becomes unassigned) */
  assignment: z.number().int().optional(),
});
export type KgBankUnassignBody = z.input<typeof kgBankUnassignBody>;

export const kgSuggestionConfidence = z.enum(['sicher', 'wahrscheinlich', 'möglich']);

export const kgBankSuggestion = z.object({
  bank_transaction: z.string(),
  bank_transaction_id: z.number().int(),
  booking_date: z.string(),
  their_name: z.string().nullable(),
  purpose: z.string().nullable(),
  person: z.string(),
  person_id: z.string(),
  person_name: z.string(),
  letter: z.string().nullable(),
  letter_name: z.string().nullable(),
  amount: decimalAmount,
  step: z.enum(['reference', 'iban', 'name']),
  confidence: kgSuggestionConfidence,
  reason: z.string(),
});
export type KgBankSuggestion = z.infer<typeof kgBankSuggestion>;

export const kgBankSuggestionList = z.object({
  count: z.number().int(),
  /** of them 'sicher': what 'alle sicheren Zuordnungen übernehmen' takes over */
  certain_count: z.number().int(),
  results: z.array(kgBankSuggestion),
});
export type KgBankSuggestionList = z.infer<typeof kgBankSuggestionList>;

export const kgBankApplySuggestionsBody = z.object({
  /** the previewed suggestions the user confirmed (only 'sicher' ones are taken over) */
  suggestions: z
    .array(
      z.object({
        bank_transaction: z.union([z.string().max(500), z.number().int()]),
        person: z.string().max(500),
      }),
    )
    .max(10_000),
});

export const kgBankApplySuggestionsResult = z.object({
  applied: z.number().int(),
  skipped: z.array(z.object({ bank_transaction: z.string(), reason: z.string() })),
});
export type KgBankApplySuggestionsResult = z.infer<typeof kgBankApplySuggestionsResult>;

export const kgBankRoutes = {
  kgListBankAccounts: defineRoute({
    method: 'GET',
    api: 'kirchgeld',
    path: 'tenant/:tenant/bank_account/',
    summary: "The tenant's bank accounts",
    auth: true,
    params: kgTenantParams,
    query: z.object({
      limit: z.coerce.number().int().min(1).max(1000).optional(),
      offset: z.coerce.number().int().min(0).optional(),
    }),
    status: 200,
    response: kgBankAccountPage,
  }),
  kgCreateBankAccount: defineRoute({
    method: 'POST',
    api: 'kirchgeld',
    path: 'tenant/:tenant/bank_account/',
    summary: 'Adds a bank account (name, IBAN, optional BIC)',
    auth: true,
    params: kgTenantParams,
    body: kgBankAccountBody,
    status: 201,
    response: kgBankAccount,
  }),
  kgListBankStatements: defineRoute({
    method: 'GET',
    api: 'kirchgeld',
    path: 'tenant/:tenant/bank_statement/',
    summary: 'The uploaded CAMT files, newest first',
    auth: true,
    params: kgTenantParams,
    query: z.object({
      limit: z.coerce.number().int().min(1).max(1000).optional(),
      offset: z.coerce.number().int().min(0).optional(),
      ordering: z.enum(['created_at', '-created_at']).optional(),
    }),
    status: 200,
    response: kgBankStatementPage,
  }),
  kgUploadBankStatement: defineRoute({
    method: 'POST',
    api: 'kirchgeld',
    path: 'tenant/:tenant/bank_statement/',
    summary:
      'Uploads a CAMT file (multipart: file; camt.052/053/054, versions 001.02 to 001.08, at most 20 MB) and imports its booked transactions once',
    auth: true,
    params: kgTenantParams,
    status: 201,
    response: kgBankStatement,
  }),
  kgQueryBankTransactions: defineRoute({
    method: 'GET',
    api: 'kirchgeld',
    path: 'tenant/:tenant/bank_statement/query/',
    summary: 'Bank transactions of the accounts in a date range (reconciliation)',
    auth: true,
    params: kgTenantParams,
    query: kgBankQuery,
    status: 200,
    response: kgBankTransactionPage,
  }),
  kgAssignBankTransaction: defineRoute({
    method: 'POST',
    api: 'kirchgeld',
    path: 'tenant/:tenant/bank_statement/:id/assign/',
    summary: 'Assigns (a part of) a transaction to a person as a CAMTPayment, or ignores it (state=ignored)',
    auth: true,
    params: kgTenantIdParams,
    body: kgBankAssignBody,
    status: 201,
    response: kgBankTransaction,
  }),
  kgUnassignBankTransaction: defineRoute({
    method: 'POST',
    api: 'kirchgeld',
    path: 'tenant/:tenant/bank_statement/:id/unassign/',
    summary: 'Removes an assignment and its CAMTPayment (not when a receipt exists), or un-ignores',
    auth: true,
    params: kgTenantIdParams,
    body: kgBankUnassignBody,
    status: 200,
    response: kgBankTransaction,
  }),
  kgListBankSuggestions: defineRoute({
    method: 'GET',
    api: 'kirchgeld',
    path: 'tenant/:tenant/bank_statement/suggestions/',
    summary: 'Proposed persons for the unassigned credits (reference, known IBAN, name and amount)',
    auth: true,
    params: kgTenantParams,
    query: kgBankQuery.pick({ start: true, end: true, account: true }),
    status: 200,
    response: kgBankSuggestionList,
  }),
  kgApplyBankSuggestions: defineRoute({
    method: 'POST',
    api: 'kirchgeld',
    path: 'tenant/:tenant/bank_statement/apply_suggestions/',
    summary: "Takes over the previewed suggestions that are still 'sicher'",
    auth: true,
    params: kgTenantParams,
    body: kgBankApplySuggestionsBody,
    status: 200,
    response: kgBankApplySuggestionsResult,
  }),
} as const;
