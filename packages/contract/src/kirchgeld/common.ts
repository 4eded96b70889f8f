/**
 * Shapes shared by the church-tax API (`/api/kirchgeld/v1/`, devices-income-kirchgeld.md §7
 * "Church-tax area"): the tenant in the path, ids, paging. Every name exported from the church-tax
 * contract begins with `kg`/`Kg`, so it never collides with the platform's.
 */
import { z } from 'zod';
import { entityId } from '../common';

/** `{tenant}` of the spec: `tenant/{organisation id}/`; every call below it is scoped to that tenant. */
export const kgTenantParams = z.object({ tenant: entityId });

const UUID_MESSAGE = 'Ungültig ID';
/** Person ids are UUIDs (the legacy adoption's 'Ungültig ID' check). */
export const kgUuid = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i, {
    error: UUID_MESSAGE,
  });

export const kgTenantIdParams = kgTenantParams.extend({ id: entityId });
export const kgTenantUuidParams = kgTenantParams.extend({ id: kgUuid });

/** A tenant: an organisation of the platform with a valid KirchgeldDigitalFeature the caller may work on. */
export const kgTenant = z.object({
  id: z.number().int(),
  /** `{tenant}`: the absolute url every church-tax call of this tenant begins with */
  url: z.string(),
  name: z.string(),
  /** the platform's url of the organisation */
  organization: z.string(),
});
export type KgTenant = z.infer<typeof kgTenant>;
