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
