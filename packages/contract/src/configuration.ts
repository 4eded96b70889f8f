/** Static configuration and health: what a client needs to know before anyone signs in. */
import { COMPOSITE_PERMISSIONS, ORGANIZATION_LEVELS, PERMISSIONS, ROLE_TYPES } from '@kollekta/domain';
import { z } from 'zod';
import { defineRoute } from './route';

export const DEPLOYMENTS = ['development', 'demo', 'production'] as const;
export const PRODUCT_VARIANTS = ['collection', 'kirchgeld', 'marketing'] as const;

export const roleType = z.enum(ROLE_TYPES);
export const permission = z.enum(PERMISSIONS);
export const organizationLevel = z.enum(ORGANIZATION_LEVELS);

const rolePermissions = z.object({
  own: z.array(permission),
  ancestors: z.array(permission),
  descendants: z.array(permission),
});

export const staticConfiguration = z.object({
  enums: z.object({
    RoleType: z.record(roleType, z.string()),
    Permission: z.record(permission, z.string()),
    OrganizationLevel: z.record(organizationLevel, z.string()),
  }),
  permission_parts: z.record(z.enum(COMPOSITE_PERMISSIONS), z.array(permission)),
  permissions_map: z.record(roleType, rolePermissions),
  deployment: z.enum(DEPLOYMENTS),
  variant: z.enum(PRODUCT_VARIANTS),
  version: z.string(),
  support_email: z.string(),
  /** the product's own mail domain: its addresses are left out of user e-mail lists */
  internal_email_domain: z.string().optional(),
  /** the event app (Veranstaltungs-App) the submenu links to; null: none configured */
  event_app_url: z.string().nullable().optional(),
});
export type StaticConfiguration = z.infer<typeof staticConfiguration>;

export const getStaticConfiguration = defineRoute({
  method: 'GET',
  path: 'configuration/static',
  summary: 'Enums, permission parts and the permissions map of every role',
  auth: false,
  status: 200,
  response: staticConfiguration,
});

export const health = z.object({
  status: z.literal('ok'),
  version: z.string(),
  database: z.enum(['pglite', 'postgres']),
});

export const getHealth = defineRoute({
  method: 'GET',
  path: 'health/',
  summary:
    'Liveness, server version and database; 503 with a German `detail` while the database is unreachable',
  auth: false,
  status: 200,
  response: health,
});
