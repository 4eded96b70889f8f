/**
 * Church-tax API: organisations (devices-income-kirchgeld.md §3 "Organisation", §5, §7
 * `{tenant}organization/`). Creating one with `replaces` is a merge: the replaced organisations end
 * on the new one's valid-from day, and persons with their KRO numbers belong to the new one from then.
 */
import { z } from 'zod';
import { isoDay } from '../common';
import { defineRoute } from '../route';
import { kgTenantParams } from './common';

const REQUIRED = 'Verpflichtend';

export const kgOrganization = z.object({
  id: z.number().int(),
  url: z.string(),
  name: z.string(),
  kro_nr: z.string(),
  valid_from: z.string(),
  valid_before: z.string().nullable(),
  external_id: z.string().nullable(),
  /** urls of the organisations this one replaces */
  replaces: z.array(z.string()),
  /** url of the organisation that replaced this one, if any */
  replaced_by: z.string().nullable(),
});
export type KgOrganization = z.infer<typeof kgOrganization>;

export const kgOrganizationList = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(kgOrganization),
});
export type KgOrganizationList = z.infer<typeof kgOrganizationList>;

export const kgOrganizationBody = z.object({
  name: z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED }).max(200),
  valid_from: z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED }).pipe(isoDay),
  kro_nr: z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED }).max(20),
  external_id: z.string().trim().max(100).nullish(),
  /** urls (or ids) of the tenant's organisations the new one replaces */
  replaces: z
    .array(z.union([z.string().max(500), z.number().int()]))
    .max(50)
    .optional(),
});
export type KgOrganizationBody = z.input<typeof kgOrganizationBody>;

export const kgOrganizationRoutes = {
  kgListOrganizations: defineRoute({
    method: 'GET',
    api: 'kirchgeld',
    path: 'tenant/:tenant/organization/',
    summary: "The tenant's church-tax organisations (KRO numbers, validity, merges)",
    auth: true,
    params: kgTenantParams,
    query: z.object({
      limit: z.coerce.number().int().min(1).max(1000).optional(),
      offset: z.coerce.number().int().min(0).optional(),
    }),
    status: 200,
    response: kgOrganizationList,
  }),
  kgCreateOrganization: defineRoute({
    method: 'POST',
    api: 'kirchgeld',
    path: 'tenant/:tenant/organization/',
    summary:
      'Creates a church-tax organisation; with replaces, it merges those organisations from its valid_from',
    auth: true,
    params: kgTenantParams,
    body: kgOrganizationBody,
    status: 201,
    response: kgOrganization,
  }),
} as const;
