/** Exclusions (Abwählen): an organisation hides another organisation's plan here and below. */
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/database-schema';

export type ExclusionRow = {
  id: number;
  plan_id: number;
  organization_id: number;
  location_id: number | null;
  inherit: boolean;
  targets: string[];
  /** materialised path of the excluding organisation */
  organization_path: string;
};

function selectExclusions(db: Kysely<Database>) {
  return db
    .selectFrom('collection_plan_exclusion as e')
    .innerJoin('organization as o', 'o.id', 'e.organization_id')
    .select([
      'e.id',
      'e.plan_id',
      'e.organization_id',
      'e.location_id',
      'e.inherit',
      'e.targets',
      'o.path as organization_path',
    ]);
}

export async function findExclusionsOfPlans(
  db: Kysely<Database>,
  planIds: readonly number[],
): Promise<ExclusionRow[]> {
  if (planIds.length === 0) return [];
  return selectExclusions(db)
    .where('e.plan_id', 'in', [...new Set(planIds)])
    .orderBy('e.id')
    .execute();
}

export async function findExclusion(
  db: Kysely<Database>,
  where: { planId: number; organizationId: number; locationId: number | null },
): Promise<ExclusionRow | undefined> {
  return selectExclusions(db)
    .where('e.plan_id', '=', where.planId)
    .where('e.organization_id', '=', where.organizationId)
    .where('e.location_id', where.locationId === null ? 'is' : '=', where.locationId)
    .executeTakeFirst();
}

export async function insertExclusion(
  db: Kysely<Database>,
  values: {
    planId: number;
    organizationId: number;
    locationId: number | null;
    inherit: boolean;
    targets: string[];
    createdBy: number | null;
    at: Date;
  },
): Promise<number> {
  const row = await db
    .insertInto('collection_plan_exclusion')
    .values({
      plan_id: values.planId,
      organization_id: values.organizationId,
      location_id: values.locationId,
      inherit: values.inherit,
      targets: values.targets,
      created_by: values.createdBy,
      created_at: values.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateExclusion(
  db: Kysely<Database>,
  id: number,
  values: { inherit: boolean; targets: string[] },
): Promise<void> {
  await db.updateTable('collection_plan_exclusion').set(values).where('id', '=', id).execute();
}

export async function findExclusionById(db: Kysely<Database>, id: number): Promise<ExclusionRow | undefined> {
  return selectExclusions(db).where('e.id', '=', id).executeTakeFirst();
}
