/**
 * The plan as a spreadsheet and the plan's direct links (planning.md §2 'Kollektenplan
 * herunterladen' and "direct link and QR dialog", §5 export permission, §7 the template and export
 * calls). Added beyond the spec: importing a filled template.
 */
import { z } from 'zod';
import { entityId, idParams, isoDay } from './common';
import { defineRoute } from './route';

export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const exportPlans = defineRoute({
  method: 'GET',
  path: 'organization/:id/export_collection_plans/',
  summary:
    'The plans the organisation sees that start in [start__gte, start__lt) as an XLSX file (export permission READ_CPLAN or superuser)',
  auth: true,
  params: idParams,
  query: z.object({ start__gte: isoDay, start__lt: isoDay }),
  status: 200,
});

export const getPlanTemplate = defineRoute({
  method: 'GET',
  path: 'organization/:id/kollektenplan_template/',
  summary: 'An empty plan spreadsheet with the columns of the organisation and a sheet Hinweise',
  auth: true,
  params: idParams,
  status: 200,
});

export const planImportPlan = z.object({
  /** the row of the spreadsheet */
  row: z.number().int(),
  /** null in a dry run */
  id: z.number().int().nullable(),
  name: z.string(),
  start: z.string().nullable(),
  end: z.string().nullable(),
});

export const planImportResult = z.object({
  dry_run: z.boolean(),
  /** plans written (0 in a dry run) */
  created: z.number().int(),
  plans: z.array(planImportPlan),
});
export type PlanImportResult = z.infer<typeof planImportResult>;

/**
 * A refused import answers 400 with `rows`: one German line per problem ('Zeile 4, Spalte „Ende“: …'),
 * and `file` for a problem of the file itself. Nothing is written then.
 */
export const planImportErrors = z.object({
  file: z.array(z.string()).optional(),
  rows: z.array(z.string()).optional(),
});

export const importPlans = defineRoute({
  method: 'POST',
  path: 'organization/:id/import_collection_plans/',
  summary:
    'Creates the plans of a filled template (multipart: file) for the organisation, all or none; dry_run=true only checks',
  auth: true,
  params: idParams,
  query: z.object({ dry_run: z.enum(['true', 'false']).optional() }),
  status: 200,
  response: planImportResult,
});

export const planDirectLinkEntry = z.object({
  /** john = collection app (WA), bart = donation app (WS) */
  app: z.enum(['john', 'bart']),
  device_class: z.enum(['WA', 'WS']),
  url: z.string(),
  /** the QR code as SVG markup */
  qr_svg: z.string(),
  /** the QR code as a PNG data URL, to download */
  qr_png: z.string(),
});
export type PlanDirectLinkEntry = z.infer<typeof planDirectLinkEntry>;

export const planDirectLinks = z.object({
  plan: z.number().int(),
  organization: z.number().int(),
  /** one per web app the plan runs on; empty without web-app targets */
  links: z.array(planDirectLinkEntry),
});
export type PlanDirectLinks = z.infer<typeof planDirectLinks>;

export const getPlanDirectLinks = defineRoute({
  method: 'GET',
  path: 'collection_plan/:id/direct_link/',
  summary:
    'Direct links of a plan in the web apps it runs on (/p/{org}?collection={plan}, /o/{org}?collection={plan}) with QR codes',
  auth: true,
  params: idParams,
  /** the organisation whose web apps show the plan (one it is inherited into); default: the plan's own */
  query: z.object({ organization: entityId.optional() }),
  status: 200,
  response: planDirectLinks,
});
