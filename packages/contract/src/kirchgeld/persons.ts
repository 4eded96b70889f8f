/**
 * Church-tax API: persons (devices-income-kirchgeld.md §2 "Person detail", "Person lookup", §3 Person,
 * Person data version, Relation, §7 `{tenant}person/…`). A person's data is a series of dated versions;
 * self-created persons (`is_editable`) may be edited (a new version from now) and set inactive.
 */
import {
  KG_PAYMENT_TYPES,
  KG_PERSON_DATA_SOURCES,
  KG_PERSON_FIELD_NAMES,
  KG_PERSON_TYPES,
  KG_RELATION_TYPES,
  type KgPersonFieldName,
} from '@kollekta/domain';
import { z } from 'zod';
import { isoDay, isoInstant, paginated, pagingQuery } from '../common';
import { defineRoute } from '../route';
import { kgTenantParams, kgTenantUuidParams, kgUuid } from './common';

const nullableText = z.string().nullable();

function personFieldShape<T extends z.ZodType>(schema: T): Record<KgPersonFieldName, T> {
  return Object.fromEntries(KG_PERSON_FIELD_NAMES.map((name) => [name, schema])) as Record<
    KgPersonFieldName,
    T
  >;
}

/** `org_by_kro`: the church-tax organisation of the person's KRO number, after merges */
export const kgOrganizationRef = z.object({ url: z.string(), name: z.string() });

/** One dated version of a person's data, with every field of `KG_PERSON_FIELDS`. */
export const kgPersonVersion = z.object({
  id: z.number().int(),
  valid_from: z.string(),
  /** exclusive; null: open-ended */
  valid_before: z.string().nullable(),
  source: z.enum(KG_PERSON_DATA_SOURCES),
  eigenerfasst: z.boolean(),
  ...personFieldShape(nullableText),
  org_by_kro: kgOrganizationRef.nullable(),
});
export type KgPersonVersion = z.infer<typeof kgPersonVersion>;

/** The other side of a relation. */
export const kgRelatedPerson = z.object({
  id: z.string(),
  url: z.string(),
  type: z.enum(KG_PERSON_TYPES),
  name: z.string(),
});

export const kgRelation = z.object({
  id: z.number().int(),
  type: z.enum(KG_RELATION_TYPES),
  person: kgRelatedPerson,
  valid_from: z.string(),
  valid_before: z.string().nullable(),
  /** valid now */
  is_active: z.boolean(),
});
export type KgRelation = z.infer<typeof kgRelation>;

export const kgPerson = z.object({
  id: z.string(),
  url: z.string(),
  type: z.enum(KG_PERSON_TYPES),
  /** self-created individuals and companies: editable, and may be set inactive */
  is_editable: z.boolean(),
  /** the newest version has ended */
  inaktiv: z.boolean(),
  /** when it ended, while inactive */
  inaktiv_seit: z.string().nullable(),
  created_at: z.string(),
  legacy_contextk_stammdaten_id: z.number().int().nullable(),
  /** every version, newest first */
  data: z.array(kgPersonVersion),
  /** relations where this person is side a (e.g. part of a company) */
  relations: z.array(kgRelation),
  /** relations where this person is side b (e.g. the company its members are part of) */
  reverse_relations: z.array(kgRelation),
});
export type KgPerson = z.infer<typeof kgPerson>;

/** A row of the lookup: the person with its newest version. */
export const kgPersonListItem = z.object({
  id: z.string(),
  url: z.string(),
  type: z.enum(KG_PERSON_TYPES),
  is_editable: z.boolean(),
  inaktiv: z.boolean(),
  name: z.string(),
  latest_data: kgPersonVersion.omit({ org_by_kro: true }),
});
export type KgPersonListItem = z.infer<typeof kgPersonListItem>;

export const kgPersonFilters = ['all', 'self_created', 'company'] as const;
export type KgPersonFilter = (typeof kgPersonFilters)[number];

export const kgPersonOrderings = [
  'familienname',
  'vornamen',
  'strassenname',
  'plz',
  'kommune',
  'geburtsdatum',
  'created_at',
] as const;
const orderingValues = kgPersonOrderings.flatMap((field) => [field, `-${field}`] as const);

export const kgPersonLookupQuery = pagingQuery.extend({
  /** matches the start of words in names, street, place and postcode; case-insensitive */
  search: z.string().max(200).optional(),
  filter: z.enum(kgPersonFilters).optional(),
  include_inactive: z.enum(['true', 'false']).optional(),
  ordering: z.enum(orderingValues as [string, ...string[]]).optional(),
});
export type KgPersonLookupQuery = z.infer<typeof kgPersonLookupQuery>;

/** The data of a create or an edit: every field as text (days YYYY-MM-DD), checked by the server. */
export const kgPersonDataInput = z.object(personFieldShape(z.string().max(5000).nullable().optional()));
export type KgPersonDataInput = z.infer<typeof kgPersonDataInput>;

export const kgCreatePersonBody = z.object({
  type: z.enum(KG_PERSON_TYPES),
  data: kgPersonDataInput,
});

export const kgUpdatePersonBody = z.object({
  /** the version to change; left out: `data` becomes a new version from now */
  target: z.coerce.number().int().min(1).optional(),
  data: kgPersonDataInput.extend({
    /** with `target`: ends that version (set inactive: now) */
    valid_before: isoInstant.nullable().optional(),
  }),
});

export const kgAddRelationBody = z.object({
  type: z.enum(KG_RELATION_TYPES),
  /** the other person's id */
  person: kgUuid,
  /** the first day (default: today) */
  valid_from: isoDay.optional(),
});

export const kgEndRelationBody = z.object({
  /** the end (default: now) */
  valid_before: isoInstant.optional(),
});

/** A church-tax receipt (Zuwendungsbestätigung) of a payment: `{url}download/`, `{url}archive/`. */
export const kgPaymentReceipt = z.object({
  id: z.number().int(),
  url: z.string(),
  number: z.string(),
  file_name: z.string(),
  mime_type: z.string(),
  created_at: z.string(),
  /** cancelled: archived, one-way */
  archived: z.boolean(),
});
export type KgPaymentReceipt = z.infer<typeof kgPaymentReceipt>;

export const kgPersonPayment = z.object({
  id: z.number().int(),
  url: z.string(),
  /** the person's url */
  person: z.string(),
  payment_type: z.enum(KG_PAYMENT_TYPES),
  type: z.enum(['cash', 'parish_account']).nullable(),
  state: z.enum(['completed', 'cancelled', 'cancellation']),
  booking_date: z.string(),
  /** decimal string, two digits */
  amount: z.string(),
  currency: z.string(),
  purpose: z.string().nullable(),
  target_purpose: z.string().nullable(),
  special_purpose: z.string().nullable(),
  disallow_receipt: z.boolean(),
  comment: z.string().nullable(),
  /** newest first; at most one is not archived */
  donation_receipts: z.array(kgPaymentReceipt),
  /** a manual, not cancelled payment without an active receipt */
  can_delete: z.boolean(),
  /** a completed payment that allows a receipt and has none active */
  can_create_receipt: z.boolean(),
});
export type KgPersonPayment = z.infer<typeof kgPersonPayment>;

/**
 * A page of the lookup. A broad search is counted exactly only up to a cap (1,000, or the page's end
 * when that lies further): beyond it `count` is the cap and `count_is_lower_bound` says that more
 * match (absent or false: `count` is exact).
 */
export const kgPersonLookupPage = paginated(kgPersonListItem).extend({
  count_is_lower_bound: z.boolean().optional(),
});
export type KgPersonLookupPage = z.infer<typeof kgPersonLookupPage>;

const personParams = kgTenantUuidParams;

export const kgPersonRoutes = {
  kgListPersons: defineRoute({
    method: 'GET',
    path: 'tenant/:tenant/person/',
    summary: 'Person lookup: search, all / self-created / companies, paged',
    auth: true,
    api: 'kirchgeld',
    params: kgTenantParams,
    query: kgPersonLookupQuery,
    status: 200,
    response: kgPersonLookupPage,
  }),
  kgListEditablePersons: defineRoute({
    method: 'GET',
    path: 'tenant/:tenant/person/is_editable/',
    summary: 'The self-created individuals and companies (editable)',
    auth: true,
    api: 'kirchgeld',
    params: kgTenantParams,
    query: pagingQuery,
    status: 200,
    response: kgPersonLookupPage,
  }),
  kgGetPerson: defineRoute({
    method: 'GET',
    path: 'tenant/:tenant/person/:id/',
    summary: 'A person with every version (newest first) and relations',
    auth: true,
    api: 'kirchgeld',
    params: personParams,
    status: 200,
    response: kgPerson,
  }),
  kgCreatePerson: defineRoute({
    method: 'POST',
    path: 'tenant/:tenant/person/',
    summary: 'A self-created person or company',
    auth: true,
    api: 'kirchgeld',
    params: kgTenantParams,
    body: kgCreatePersonBody,
    status: 201,
    response: kgPerson,
  }),
  kgUpdatePerson: defineRoute({
    method: 'PATCH',
    path: 'tenant/:tenant/person/:id/',
    summary:
      'A self-created person: `data` as a new version from now; with `target` and `data.valid_before` ends that version (set inactive)',
    auth: true,
    api: 'kirchgeld',
    params: personParams,
    body: kgUpdatePersonBody,
    status: 200,
    response: kgPerson,
  }),
  kgAddPersonRelation: defineRoute({
    method: 'POST',
    path: 'tenant/:tenant/person/:id/relation/',
    summary: "A relation of the person (side a) to another person of the tenant: 'ehe' or 'part_of'",
    auth: true,
    api: 'kirchgeld',
    params: personParams,
    body: kgAddRelationBody,
    status: 201,
    response: kgPerson,
  }),
  kgEndPersonRelation: defineRoute({
    method: 'PATCH',
    path: 'tenant/:tenant/person/:id/relation/:relation/',
    summary: 'Ends a relation of the person',
    auth: true,
    api: 'kirchgeld',
    params: personParams.extend({
      relation: z.coerce
        .number()
        .int()
        .min(1)
        .max(2 ** 53),
    }),
    body: kgEndRelationBody,
    status: 200,
    response: kgPerson,
  }),
  kgListPersonPayments: defineRoute({
    method: 'GET',
    path: 'tenant/:tenant/person/:id/payments/',
    summary: "The person's church-tax payments, newest first",
    auth: true,
    api: 'kirchgeld',
    params: personParams,
    query: pagingQuery,
    status: 200,
    response: paginated(kgPersonPayment),
  }),
} as const;
