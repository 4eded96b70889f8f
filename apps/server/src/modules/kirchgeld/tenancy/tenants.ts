/**
 * Tenants of the church-tax area (devices-income-kirchgeld.md §7 `GET /tenant/`): an organisation
 * of the platform that the KirchgeldDigitalFeature reaches today (booked on it, or inherited from
 * above) is a tenant. Who may work on it: a superuser, or whoever holds WRITE there (its
 * administrators and treasurers); members' data is not for every volunteer. Every church-tax call
 * names its tenant in the path, and `requireTenant` checks it before anything is read.
 */
import type { KgTenant } from '@kollekta/contract';
import { type Actor, canSee, hasPermission } from '@kollekta/domain';
import type { AppContext } from '../../../platform/app-context';
import { DomainError } from '../../../platform/errors';
import { loadFeatureCheck, parsePath } from '../../organizations';

export const KIRCHGELD_FEATURE = 'KirchgeldDigitalFeature';
/** the permission that opens a tenant's church-tax data */
export const KIRCHGELD_PERMISSION = 'WRITE';

export const TENANT_MESSAGES = {
  notFound: 'Diese Organisation nutzt Kirchgeld digital nicht oder ist Ihnen nicht zugänglich.',
  forbidden: 'Sie haben keine Berechtigung für das Kirchgeld dieser Organisation.',
} as const;

export type Tenant = { id: number; name: string; path: number[] };

/** The absolute url of a tenant (`{tenant}` of the spec), given the church-tax API's base. */
export function tenantUrl(apiBase: string, tenantId: number): string {
  return `${apiBase}tenant/${tenantId}/`;
}

export function toTenantResponse(tenant: Tenant, apiBase: string): KgTenant {
  return {
    id: tenant.id,
    url: tenantUrl(apiBase, tenant.id),
    name: tenant.name,
    organization: `${apiBase.replace(/\/api\/kirchgeld\/v1\/$/, '/api/v2/')}organization/${tenant.id}/`,
  };
}

/** The tenants the caller may work on, by name. */
export async function listTenants(context: AppContext, actor: Actor): Promise<Tenant[]> {
  const reaches = await loadFeatureCheck(context, KIRCHGELD_FEATURE);
  if (reaches.bookings.length === 0) return [];
  // organisations with a booking, and those below a booking that is passed down
  const inherited = reaches.bookings
    .filter((booking) => booking.inherit)
    .map((booking) => booking.organizationId);
  const booked = reaches.bookings.map((booking) => booking.organizationId);
  let query = context.db.selectFrom('organization').select(['id', 'name', 'path']);
  query = query.where((eb) =>
    eb.or([
      eb('id', 'in', booked),
      ...inherited.map((organizationId) => eb('path', 'like', `%/${organizationId}/%`)),
    ]),
  );
  const rows = await query.orderBy('name').execute();
  return rows
    .map((row) => ({ id: row.id, name: row.name, path: parsePath(row.path) }))
    .filter((tenant) => reaches(tenant.path) && hasPermission(actor, tenant.path, KIRCHGELD_PERMISSION));
}

/**
 * The tenant named in a church-tax path, for a caller who may work on it: 404 where the caller may
 * not see the organisation or it is no tenant (nothing is learned about it), 403 where they see it
 * but hold no church-tax permission there.
 */
export async function requireTenant(context: AppContext, actor: Actor, tenantId: number): Promise<Tenant> {
  const row = await context.db
    .selectFrom('organization')
    .select(['id', 'name', 'path'])
    .where('id', '=', tenantId)
    .executeTakeFirst();
  const path = row ? parsePath(row.path) : [];
  if (!row || !canSee(actor, path)) throw new DomainError('not_found', TENANT_MESSAGES.notFound);
  const reaches = await loadFeatureCheck(context, KIRCHGELD_FEATURE);
  if (!reaches(path)) throw new DomainError('not_found', TENANT_MESSAGES.notFound);
  if (!hasPermission(actor, path, KIRCHGELD_PERMISSION))
    throw new DomainError('forbidden', TENANT_MESSAGES.forbidden);
  return { id: row.id, name: row.name, path };
}
