/** The organisation tree (administration.md §3 "Organisation"). */
import { z } from 'zod';
import { idParams } from './common';
import { organizationLevel, permission } from './configuration';
import { contact, featureType, organizationFeature } from './notifications';
import { defineRoute } from './route';

export const organizationSummary = z.object({
  id: z.number().int(),
  url: z.string(),
  name: z.string(),
  parent: z.string().nullable(),
  parent_id: z.number().int().nullable(),
  level: organizationLevel,
  currency: z.enum(['EUR', 'CHF']),
  flags: z.array(z.string()),
  /** ids from the root to this organisation, so a client can place it without more calls */
  path: z.array(z.number().int()),
  /** what the caller may do here: the server's answer, used by the web to decide what to show */
  permissions: z.array(permission),
  is_writable: z.boolean(),
  /** null when the caller may not read locations / manage users here */
  location_count: z.number().int().nullable(),
  user_count: z.number().int().nullable(),
});
export type OrganizationSummary = z.infer<typeof organizationSummary>;

export const location = z.object({
  id: z.number().int(),
  url: z.string(),
  name: z.string(),
  organization: z.string(),
});

export const organizationDetail = organizationSummary.extend({
  children: z.array(
    z.object({ id: z.number().int(), url: z.string(), name: z.string(), level: organizationLevel }),
  ),
  locations: z.array(location),
  settings_local: z.record(z.string(), z.unknown()),
  settings_inherit: z.record(z.string(), z.unknown()),
  datev_creditor: z.string().nullable(),
  /** notification contacts; empty without READ_ORG_DATA */
  contacts: z.array(contact),
  /** features booked here and those passed down from above (valid or not) */
  features: z.array(organizationFeature),
  /** the feature types valid today */
  valid_features: z.array(featureType),
});
export type OrganizationDetail = z.infer<typeof organizationDetail>;

export const listOrganizations = defineRoute({
  method: 'GET',
  path: 'organization/',
  summary: 'Every organisation the caller may see',
  auth: true,
  status: 200,
  response: z.array(organizationSummary),
});

export const getOrganization = defineRoute({
  method: 'GET',
  path: 'organization/:id/',
  summary: 'One organisation; 404 when the caller may not see it',
  auth: true,
  params: idParams,
  status: 200,
  response: organizationDetail,
});

// Organisation administration (administration.md §2 "Organisation creation dialog", §4, §5, §6, §7):
// superusers create organisations with their first address, change switches, flags, web apps and
// the customer number, and have the plans an organisation inherits recomputed.

/**
 * The first address of a new organisation, in the fields of the address API. Emptiness and the
 * allowed values are the service's checks, so that the answer carries German texts at each field.
 */
export const newOrganizationAddress = z.object({
  type: z.string().max(20).optional(),
  /** the addressee when it differs from the organisation's name */
  name: z.string().max(500).nullable().optional(),
  supplement: z.string().max(500).nullable().optional(),
  /** street and number */
  address: z.string().max(500).optional(),
  postcode: z.string().max(50).optional(),
  locality: z.string().max(500).optional(),
  /** ISO country code; Deutschland (DE) when left out */
  country: z.string().max(50).nullable().optional(),
});

export const createOrganizationBody = z.object({
  name: z.string().max(200),
  /** the parent's url or id; null for a new root organisation */
  parent: z
    .union([z.number().int(), z.string().max(500)])
    .nullable()
    .optional(),
  level: z.string().max(50),
  /** EUR or CHF; a child organisation takes its parent's currency when left out */
  currency: z.string().max(10).nullable().optional(),
  address: newOrganizationAddress,
});
export type CreateOrganizationBody = z.input<typeof createOrganizationBody>;

export const createOrganization = defineRoute({
  method: 'POST',
  path: 'organization/',
  summary:
    'Superusers: create an organisation with its primary address, in one transaction; it inherits plans and settings at once',
  auth: true,
  body: createOrganizationBody,
  status: 201,
  response: organizationDetail,
});

/** One scope of settings: `{features?: {key: bool|null}, override?: {enable{Class}: bool|null}}`. */
const settingsScopePatch = z.record(z.string().max(50), z.unknown());

// Loose, so that a wrong scope such as `settings_global` reaches the service and is refused in
// German (administration.md §5 "Settings patch"), instead of being dropped silently.
export const updateOrganizationBody = z.looseObject({
  settings_local: settingsScopePatch.optional(),
  settings_inherit: settingsScopePatch.optional(),
  /** the wanted flags (no_inherit_collections, no_inherit_calendar, enableWA, enableWS) */
  flags: z.array(z.string().max(50)).max(20).optional(),
  /** the web apps without a device: sets or removes the flags enableWA / enableWS */
  override: z.object({ enableWA: z.boolean().optional(), enableWS: z.boolean().optional() }).optional(),
  /** the customer number; empty or null removes it */
  datev_creditor: z.string().max(100).nullable().optional(),
});
export type UpdateOrganizationBody = z.input<typeof updateOrganizationBody>;

export const updateOrganization = defineRoute({
  method: 'PATCH',
  path: 'organization/:id/',
  summary:
    'Superusers: change settings (settings_local / settings_inherit with features and override), flags, the web apps and the customer number',
  auth: true,
  params: idParams,
  body: updateOrganizationBody,
  status: 200,
  response: organizationDetail,
});

export const planInheritance = z.object({
  /** the organisation takes no plans from above (flag no_inherit_collections) */
  no_inherit_collections: z.boolean(),
  /** plans of the organisation itself that have not ended */
  own_plans: z.number().int(),
  /** plans of organisations above that reach it and have not ended */
  inherited_plans: z.number().int(),
});
export type PlanInheritance = z.infer<typeof planInheritance>;

export const recalculateCollectionPlans = defineRoute({
  method: 'POST',
  path: 'organization/:id/recalculate_cplan/',
  summary:
    'Superusers: recompute which plans the organisation inherits (after the inheritance switch); answers the counts',
  auth: true,
  params: idParams,
  status: 200,
  response: planInheritance,
});
