/** Collection plan extensions: what an organisation keeps about a plan per device class (its display priority). */
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/database-schema';

export type ExtensionRow = {
  id: number;
  plan_id: number;
  organization_id: number;
  location_id: number | null;
  device_class: string;
  meta: Record<string, unknown>;
  settings_local: Record<string, unknown>;
};

const COLUMNS = [
  'id',
  'plan_id',
  'organization_id',
  'location_id',
  'device_class',
  'meta',
  'settings_local',
] as const;

/** The extensions of these plans kept by these organisations (the viewer and those above it). */
export async function findExtensionsOfPlans(
  db: Kysely<Database>,
  planIds: readonly number[],
  organizationIds: readonly number[],
): Promise<ExtensionRow[]> {
  if (planIds.length === 0 || organizationIds.length === 0) return [];
  return db
    .selectFrom('collection_plan_extension')
    .select(COLUMNS)
    .where('plan_id', 'in', [...new Set(planIds)])
    .where('organization_id', 'in', [...new Set(organizationIds)])
    .orderBy('id')
    .execute();
}

export async function findExtensionById(db: Kysely<Database>, id: number): Promise<ExtensionRow | undefined> {
  return db.selectFrom('collection_plan_extension').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function findExtension(
  db: Kysely<Database>,
  where: { planId: number; organizationId: number; locationId: number | null; deviceClass: string },
): Promise<ExtensionRow | undefined> {
  return db
    .selectFrom('collection_plan_extension')
    .select(COLUMNS)
    .where('plan_id', '=', where.planId)
    .where('organization_id', '=', where.organizationId)
    .where('location_id', where.locationId === null ? 'is' : '=', where.locationId)
    .where('device_class', '=', where.deviceClass)
    .executeTakeFirst();
}

export async function insertExtension(
  db: Kysely<Database>,
  values: {
    planId: number;
    organizationId: number;
    locationId: number | null;
    deviceClass: string;
    meta: Record<string, unknown>;
    settingsLocal: Record<string, unknown>;
    userId: number | null;
    at: Date;
  },
): Promise<number> {
  const row = await db
    .insertInto('collection_plan_extension')
    .values({
      plan_id: values.planId,
      organization_id: values.organizationId,
      location_id: values.locationId,
      device_class: values.deviceClass,
      meta: JSON.stringify(values.meta),
      settings_local: JSON.stringify(values.settingsLocal),
      created_by: values.userId,
      created_at: values.at,
      updated_by: values.userId,
      updated_at: values.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateExtension(
  db: Kysely<Database>,
  id: number,
  values: {
    meta?: Record<string, unknown>;
    settingsLocal?: Record<string, unknown>;
    userId: number | null;
    at: Date;
  },
): Promise<void> {
  await db
    .updateTable('collection_plan_extension')
    .set({
      ...(values.meta === undefined ? {} : { meta: JSON.stringify(values.meta) }),
      ...(values.settingsLocal === undefined ? {} : { settings_local: JSON.stringify(values.settingsLocal) }),
      updated_by: values.userId,
      updated_at: values.at,
    })
    .where('id', '=', id)
    .execute();
}

export async function deleteExtension(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('collection_plan_extension').where('id', '=', id).execute();
}

/**
 * The extensions in force at an organisation, per plan: its own (for the organisation and for its
 * locations) and those of the organisations above it made for their whole organisation.
 */
export async function findExtensionsInForce(
  db: Kysely<Database>,
  planIds: readonly number[],
  organizationPath: readonly number[],
): Promise<Map<number, ExtensionRow[]>> {
  const ownId = organizationPath[organizationPath.length - 1];
  const rows = await findExtensionsOfPlans(db, planIds, organizationPath);
  const byPlan = new Map<number, ExtensionRow[]>();
  for (const row of rows) {
    if (row.location_id !== null && row.organization_id !== ownId) continue;
    byPlan.set(row.plan_id, [...(byPlan.get(row.plan_id) ?? []), row]);
  }
  return byPlan;
}
