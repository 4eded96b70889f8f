/**
 * Church-tax API: filters and target groups (devices-income-kirchgeld.md §3 "Filter", §5 "Target
 * group", "Filter operators", §7 `{tenant}filter/`). A target group is a named filter: persisted (the
 * persons matching when it was made, frozen) or live (evaluated whenever it is used). The preview
 * answers how many persons a filter matches and the first of them.
 *
 * Filters arrive as JSON of any shape and are checked by `checkKgFilter` (packages/domain), so every
 * refusal is a German message at `filter`; `kgFilterNode` describes the shape for readers and answers.
 */
import { KG_FILTER_MESSAGES, KG_FILTER_OPERATORS, type KgFilterNode } from '@kollekta/domain';
import { z } from 'zod';
import { defineRoute } from '../route';
import { kgTenantIdParams, kgTenantParams } from './common';

export type { KgFilterNode } from '@kollekta/domain';

const criterion = z.object({
  field: z.string(),
  op: z.enum(KG_FILTER_OPERATORS).optional(),
  value: z.union([z.string(), z.number(), z.boolean()]),
  year: z.number().int().optional(),
});

/** The filter JSON (shared interface 4): and/or/not groups of criteria. */
export const kgFilterNode: z.ZodType<KgFilterNode> = z.lazy(() =>
  z.union([
    z.object({ and: z.array(kgFilterNode) }),
    z.object({ or: z.array(kgFilterNode) }),
    z.object({ not: kgFilterNode }),
    criterion,
  ]),
);

export const KG_TARGET_GROUP_TYPES = ['PersistedFilter', 'LiveFilter'] as const;
export type KgTargetGroupType = (typeof KG_TARGET_GROUP_TYPES)[number];

/** §9: the filter list is loaded with limit 1500. */
export const KG_FILTER_LIST_LIMIT = 1500;
export const KG_PREVIEW_DEFAULT_LIMIT = 10;
export const KG_PREVIEW_MAX_LIMIT = 100;

export const kgTargetGroup = z.object({
  id: z.number().int(),
  url: z.string(),
  name: z.string(),
  type: z.enum(KG_TARGET_GROUP_TYPES),
  filter: kgFilterNode,
  /** the frozen persons of a persisted group; null for a live one (it depends on the day) */
  person_count: z.number().int().nullable(),
  created_at: z.string(),
});
export type KgTargetGroup = z.infer<typeof kgTargetGroup>;

export const kgTargetGroupList = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(kgTargetGroup),
});
export type KgTargetGroupList = z.infer<typeof kgTargetGroupList>;

const filterRequired = 'Bitte einen Filter angeben.';

export const kgTargetGroupBody = z.object({
  name: z
    .string({ error: KG_FILTER_MESSAGES.nameRequired })
    .trim()
    .min(1, { error: KG_FILTER_MESSAGES.nameRequired })
    .max(200, { error: 'Der Name darf höchstens 200 Zeichen lang sein.' }),
  type: z
    .enum(KG_TARGET_GROUP_TYPES, { error: 'Bitte „Fest gespeichert“ oder „Live“ wählen.' })
    .default('PersistedFilter'),
  /** checked by the server (`checkKgFilter`), which answers German messages at `filter` */
  filter: z.unknown().refine((value) => value !== undefined && value !== null, { error: filterRequired }),
});
export type KgTargetGroupBody = Omit<z.input<typeof kgTargetGroupBody>, 'filter'> & { filter: KgFilterNode };

/** One person of the preview table (§2 "Person index"). */
export const kgFilterPreviewPerson = z.object({
  id: z.string(),
  url: z.string(),
  type: z.enum(['individual', 'company']),
  familienname: z.string().nullable(),
  vornamen: z.string().nullable(),
  strassenname: z.string().nullable(),
  hausnr: z.string().nullable(),
  plz: z.string().nullable(),
  kommune: z.string().nullable(),
  geburtsdatum: z.string().nullable(),
  kro_nr: z.string().nullable(),
  sperre: z.string().nullable(),
  inactive: z.boolean(),
});
export type KgFilterPreviewPerson = z.infer<typeof kgFilterPreviewPerson>;

export const kgFilterPreview = z.object({
  count: z.number().int(),
  results: z.array(kgFilterPreviewPerson),
});
export type KgFilterPreview = z.infer<typeof kgFilterPreview>;

/** The preview's `options` JSON. */
export const kgFilterPreviewOptions = z.object({
  limit: z.number().int().min(1).max(KG_PREVIEW_MAX_LIMIT).optional(),
  include_inactive: z.boolean().optional(),
});
export type KgFilterPreviewOptions = z.infer<typeof kgFilterPreviewOptions>;

export const kgFilterRoutes = {
  kgListFilters: defineRoute({
    method: 'GET',
    api: 'kirchgeld',
    path: 'tenant/:tenant/filter/',
    summary: "The tenant's target groups (filters), newest first",
    auth: true,
    params: kgTenantParams,
    query: z.object({
      limit: z.coerce.number().int().min(1).max(KG_FILTER_LIST_LIMIT).optional(),
      offset: z.coerce.number().int().min(0).optional(),
    }),
    status: 200,
    response: kgTargetGroupList,
  }),
  kgCreateFilter: defineRoute({
    method: 'POST',
    api: 'kirchgeld',
    path: 'tenant/:tenant/filter/',
    summary: 'Creates a target group; a PersistedFilter freezes the persons matching now',
    auth: true,
    params: kgTenantParams,
    body: kgTargetGroupBody,
    status: 201,
    response: kgTargetGroup,
  }),
  kgPreviewFilter: defineRoute({
    method: 'GET',
    api: 'kirchgeld',
    path: 'tenant/:tenant/filter/preview/',
    summary: 'How many persons a filter matches today, and the first of them',
    auth: true,
    params: kgTenantParams,
    query: z.object({
      /** the filter as JSON; without it, every active person */
      filter: z.string().max(20_000, { error: 'Der Filter ist zu lang.' }).optional(),
      /** `{limit, include_inactive}` as JSON */
      options: z.string().max(500, { error: KG_FILTER_MESSAGES.invalidOptions }).optional(),
    }),
    status: 200,
    response: kgFilterPreview,
  }),
  kgGetFilter: defineRoute({
    method: 'GET',
    api: 'kirchgeld',
    path: 'tenant/:tenant/filter/:id/',
    summary: 'One target group',
    auth: true,
    params: kgTenantIdParams,
    status: 200,
    response: kgTargetGroup,
  }),
  kgDeleteFilter: defineRoute({
    method: 'DELETE',
    api: 'kirchgeld',
    path: 'tenant/:tenant/filter/:id/',
    summary: 'Deletes a target group no letter uses',
    auth: true,
    params: kgTenantIdParams,
    status: 204,
  }),
} as const;
