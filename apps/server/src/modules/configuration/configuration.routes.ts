/** The static configuration (enums, permission parts, permissions map) and the health check (database included). */
import { getHealth, getStaticConfiguration } from '@kollekta/contract';
import {
  ORGANIZATION_LEVEL_LABELS,
  PERMISSION_PARTS,
  PERMISSIONS,
  PERMISSIONS_MAP,
  type Permission,
  ROLE_LABELS,
} from '@kollekta/domain';
import { pingDatabase } from '../../platform/database';
import type { RouteRegistrar } from '../../platform/http-app';

export const registerConfigurationRoutes: RouteRegistrar = (register, context) => {
  register(getStaticConfiguration, async () => ({
    enums: {
      RoleType: ROLE_LABELS,
      Permission: Object.fromEntries(PERMISSIONS.map((permission) => [permission, permission])) as Record<
        Permission,
        string
      >,
      OrganizationLevel: ORGANIZATION_LEVEL_LABELS,
    },
    permission_parts: Object.fromEntries(
      Object.entries(PERMISSION_PARTS).map(([name, parts]) => [name, [...parts]]),
    ) as Record<keyof typeof PERMISSION_PARTS, Permission[]>,
    permissions_map: Object.fromEntries(
      Object.entries(PERMISSIONS_MAP).map(([role, map]) => [
        role,
        { own: [...map.own], ancestors: [...map.ancestors], descendants: [...map.descendants] },
      ]),
    ) as Record<
      keyof typeof PERMISSIONS_MAP,
      { own: Permission[]; ancestors: Permission[]; descendants: Permission[] }
    >,
    deployment: context.config.deployment,
    variant: context.config.variant,
    version: context.config.version,
    support_email: context.config.supportEmail,
    internal_email_domain: context.config.internalEmailDomain,
    event_app_url: context.config.eventAppUrl,
  }));
  // Asks the database each time: while it is away the ping's error answers 503 with the German
  // text (http-errors.ts), so a load balancer or monitor sees the outage here.
  register(getHealth, async () => {
    await pingDatabase(context.db);
    return { status: 'ok' as const, version: context.config.version, database: context.databaseKind };
  });
};
