/**
 * Church-tax API: letters (devices-income-kirchgeld.md §3 "Letter", "Letter audit event", §4 "Letter",
 * §5 "Letter", "Letter rules", §7 `{tenant}letter/`, `{tenant}person/{id}/letters/`): the list, the
 * creation with its recipient preview, finalising in the background (it freezes the recipients with
 * their addresses and payment references), 'mark as sent', the audit, the mail-merge data (CSV or
 * XLSX) and the print-ready PDF with a GiroCode per letter. Every route has `api: 'kirchgeld'`.
 */
import { z } from 'zod';
import { paginated } from '../common';
import { defineRoute } from '../route';
import { kgTenantIdParams, kgTenantParams, kgTenantUuidParams } from './common';
import { kgBackgroundTask } from './tasks';

export const KG_LETTER_TYPE_VALUES = ['donation', 'appreciation', 'reminder'] as const;
export const KG_LETTER_STATE_VALUES = ['created', 'finalized', 'sent'] as const;
export const KG_DONATION_STATUS_VALUES = ['donated', 'not_donated', 'unimportant'] as const;

export const kgLetterType = z.enum(KG_LETTER_TYPE_VALUES, { error: 'Brieftyp auswählen' });
export const kgLetterState = z.enum(KG_LETTER_STATE_VALUES);

/** `{field: [messages]}` stand at the fields; these are only the shapes */
const idOrUrl = z.union([z.string().trim().max(500), z.number().int()]);
const booleanish = z.enum(['true', 'false', '1', '0']).optional();

export const kgLetterAdditionalFilter = z.object({
  donation_status: z.enum(KG_DONATION_STATUS_VALUES, { error: 'Spendenstatus auswählen' }),
  /** 0 to the current year; 0: no year */
  donation_year: z.coerce.number({ error: 'Das Spendenjahr muss eine Zahl sein.' }),
});
export type KgLetterAdditionalFilter = z.infer<typeof kgLetterAdditionalFilter>;

export const kgLetterOptions = z.object({
  /** false: one letter per married couple (default); true: one per person */
  separate_relation_ehe: z.boolean(),
  /** the donation status and the letter's year are the current year's */
  current_year_for_payments: z.boolean(),
  /** persons who moved away (their newest version has ended) get a letter at their last address */
  use_last_known_address: z.boolean(),
  /** url of the tenant's bank account the GiroCodes name; null: the first account */
  bank_account: z.string().nullable(),
  /** the amount the letter and its GiroCode suggest, decimal string; null: the payer chooses */
  suggested_amount: z.string().nullable(),
});
export type KgLetterOptions = z.infer<typeof kgLetterOptions>;

export const kgLetter = z.object({
  id: z.number().int(),
  url: z.string(),
  name: z.string(),
  type: kgLetterType,
  state: kgLetterState,
  /** url of the target group */
  filter: z.string(),
  filter_name: z.string(),
  additional_filter: kgLetterAdditionalFilter,
  options: kgLetterOptions,
  /** 'kein Kirchgeld': the letter asks for the special purpose instead */
  no_church_tax: z.boolean(),
  special_purpose: z.string().nullable(),
  action: z.enum(['duplicate', 'followUp']).nullable(),
  original_letter: z.string().nullable(),
  /** the frozen letters (addresses), null while created */
  recipient_count: z.number().int().nullable(),
  created_at: z.string(),
  finalized_at: z.string().nullable(),
  /** the day it was marked as sent */
  sent_on: z.string().nullable(),
  /** the running or last finalising task */
  finalize_task_id: z.string().nullable(),
  /** the running or last PDF render task, and whether the PDF of all letters is ready */
  pdf_task_id: z.string().nullable(),
  pdf_ready: z.boolean(),
});
export type KgLetter = z.infer<typeof kgLetter>;

export const kgLetterPage = paginated(kgLetter);
export type KgLetterPage = z.infer<typeof kgLetterPage>;

export const kgLetterBody = z.object({
  name: z.string({ error: 'Name des Briefes eingeben' }).max(200, { error: 'Höchstens 200 Zeichen' }),
  /** the target group: its url or id */
  filter: idOrUrl.nullish(),
  type: kgLetterType,
  additional_filter: kgLetterAdditionalFilter.partial().optional(),
  options: z
    .object({
      separate_relation_ehe: z.boolean(),
      current_year_for_payments: z.boolean(),
      use_last_known_address: z.boolean(),
      bank_account: idOrUrl.nullable(),
      suggested_amount: z.string().trim().max(20).nullable(),
    })
    .partial()
    .optional(),
  no_church_tax: z.boolean().optional(),
  special_purpose: z.string().trim().max(200).nullish(),
  action: z.enum(['duplicate', 'followUp']).nullish(),
  /** url or id of the letter duplicated or followed up */
  original_letter: idOrUrl.nullish(),
});
export type KgLetterBody = z.input<typeof kgLetterBody>;

/** Only `state: 'sent'` changes a finalised letter; a new letter may be renamed. */
export const kgLetterPatch = z
  .object({ state: kgLetterState.optional(), name: z.string().max(200).optional() })
  .catchall(z.unknown());
export type KgLetterPatch = z.input<typeof kgLetterPatch>;

export const kgLetterListQuery = z.object({
  search: z.string().max(200).optional(),
  state: z.enum(['all', ...KG_LETTER_STATE_VALUES]).optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});

/** The recipients a letter would have now (the stepper's preview): all fields optional, checked by the server. */
export const kgLetterPreviewQuery = z.object({
  filter: z.string().max(500).optional(),
  type: z.string().max(20).optional(),
  donation_status: z.string().max(20).optional(),
  donation_year: z.string().max(10).optional(),
  separate_relation_ehe: booleanish,
  current_year_for_payments: booleanish,
  use_last_known_address: booleanish,
  action: z.string().max(20).optional(),
  original_letter: z.string().max(500).optional(),
});
export type KgLetterPreviewQuery = z.input<typeof kgLetterPreviewQuery>;

export const kgLetterPreviewItem = z.object({
  salutation: z.string(),
  lines: z.array(z.string()),
});
export const kgLetterPreview = z.object({
  /** persons of the target group the letter reaches */
  person_count: z.number().int(),
  /** letters, i.e. addresses (a couple gets one) */
  letter_count: z.number().int(),
  /** persons without a deliverable address, left out */
  skipped_count: z.number().int(),
  results: z.array(kgLetterPreviewItem),
});
export type KgLetterPreview = z.infer<typeof kgLetterPreview>;

export const kgLetterAuditEvent = z.object({
  action: z.enum(['finalized', 'sent']),
  /** 'Brief abgeschlossen' / 'Brief versendet' */
  action_label: z.string(),
  created_at: z.string(),
  user: z.string(),
});
export type KgLetterAuditEvent = z.infer<typeof kgLetterAuditEvent>;
export const kgLetterAudit = paginated(kgLetterAuditEvent);
export type KgLetterAudit = z.infer<typeof kgLetterAudit>;

export const kgPersonLetter = z.object({
  id: z.number().int(),
  url: z.string(),
  name: z.string(),
  type: kgLetterType,
  state: kgLetterState,
  /** the payment reference on this person's letter */
  reference: z.string(),
  /** sent day, else the day it was finalised */
  date: z.string().nullable(),
});
export type KgPersonLetter = z.infer<typeof kgPersonLetter>;
export const kgPersonLetterPage = paginated(kgPersonLetter);
export type KgPersonLetterPage = z.infer<typeof kgPersonLetterPage>;

export const kgLetterRoutes = {
  kgListLetters: defineRoute({
    method: 'GET',
    api: 'kirchgeld',
    path: 'tenant/:tenant/letter/',
    summary: "The tenant's letters, newest first; search by name, filter by state",
    auth: true,
    params: kgTenantParams,
    query: kgLetterListQuery,
    status: 200,
    response: kgLetterPage,
  }),
  kgPreviewLetter: defineRoute({
    method: 'GET',
    api: 'kirchgeld',
    path: 'tenant/:tenant/letter/preview/',
    summary:
      'How many persons and letters a letter to a target group would have now, with the first addresses',
    auth: true,
    params: kgTenantParams,
    query: kgLetterPreviewQuery,
    status: 200,
    response: kgLetterPreview,
  }),
  kgCreateLetter: defineRoute({
    method: 'POST',
    api: 'kirchgeld',
    path: 'tenant/:tenant/letter/',
    summary:
      'Creates a letter to a target group (type rules, follow-ups, duplicates); honours Idempotency-Key',
    auth: true,
    params: kgTenantParams,
    body: kgLetterBody,
    status: 201,
    response: kgLetter,
  }),
  kgGetLetter: defineRoute({
    method: 'GET',
    api: 'kirchgeld',
    path: 'tenant/:tenant/letter/:id/',
    summary: 'One letter',
    auth: true,
    params: kgTenantIdParams,
    status: 200,
    response: kgLetter,
  }),
  kgUpdateLetter: defineRoute({
    method: 'PATCH',
    api: 'kirchgeld',
    path: 'tenant/:tenant/letter/:id/',
    summary:
      "Marks a finalised letter as sent (state: sent, today's date); any other change of a finalised letter is 409",
    auth: true,
    params: kgTenantIdParams,
    body: kgLetterPatch,
    status: 200,
    response: kgLetter,
  }),
  kgFinalizeLetter: defineRoute({
    method: 'POST',
    api: 'kirchgeld',
    path: 'tenant/:tenant/letter/:id/finalize/',
    summary:
      'Finalises the letter in the background (?background=1): answers 201 with the task id; freezes the recipients',
    auth: true,
    params: kgTenantIdParams,
    query: z.object({ background: z.string().max(5).optional() }),
    // the task is created: Idempotency-Key makes a repeated click answer the same task
    status: 201,
    response: kgBackgroundTask,
  }),
  kgLetterAudit: defineRoute({
    method: 'GET',
    api: 'kirchgeld',
    path: 'tenant/:tenant/letter/:id/audit/',
    summary: 'Who finalised the letter and who marked it as sent, with display names',
    auth: true,
    params: kgTenantIdParams,
    status: 200,
    response: kgLetterAudit,
  }),
  kgRenderLetterCsv: defineRoute({
    method: 'GET',
    api: 'kirchgeld',
    path: 'tenant/:tenant/letter/:id/render_csv/',
    summary:
      'The mail-merge data of a finalised letter as CSV (default) or XLSX: salutation, address lines, reference',
    auth: true,
    params: kgTenantIdParams,
    query: z.object({ format: z.enum(['csv', 'xlsx']).optional() }),
    status: 200,
  }),
  kgRenderLetterPdf: defineRoute({
    method: 'POST',
    api: 'kirchgeld',
    path: 'tenant/:tenant/letter/:id/pdf/',
    summary: 'Renders the letters as one PDF in the background: answers 201 with the task id',
    auth: true,
    params: kgTenantIdParams,
    query: z.object({ background: z.string().max(5).optional() }),
    status: 201,
    response: kgBackgroundTask,
  }),
  kgDownloadLetterPdf: defineRoute({
    method: 'GET',
    api: 'kirchgeld',
    path: 'tenant/:tenant/letter/:id/pdf/',
    summary:
      'The letters as one print-ready PDF (DIN 5008 form B, a GiroCode each); a large letter is rendered first with POST',
    auth: true,
    params: kgTenantIdParams,
    status: 200,
  }),
  kgListPersonLetters: defineRoute({
    method: 'GET',
    api: 'kirchgeld',
    path: 'tenant/:tenant/person/:id/letters/',
    summary: 'The finalised letters a person received (also as the spouse of a couple)',
    auth: true,
    params: kgTenantUuidParams,
    query: z.object({
      limit: z.coerce.number().int().min(1).max(1000).optional(),
      offset: z.coerce.number().int().min(0).optional(),
    }),
    status: 200,
    response: kgPersonLetterPage,
  }),
} as const;
