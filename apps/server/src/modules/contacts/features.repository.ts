/** Queries of the features booked for organisations. */
import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Database, OrganizationFeatureTable } from '../../platform/database-schema';

export type FeatureRow = Selectable<OrganizationFeatureTable>;

export async function findFeaturesOf(
  db: Kysely<Database>,
  organizationIds: readonly number[],
): Promise<FeatureRow[]> {
  if (organizationIds.length === 0) return [];
  return db
    .selectFrom('organization_feature')
    .selectAll()
    .where('organization_id', 'in', [...organizationIds])
    .orderBy('organization_id')
    .orderBy('id')
    .execute();
}

export async function findFeatureById(db: Kysely<Database>, id: number): Promise<FeatureRow | undefined> {
  return db.selectFrom('organization_feature').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertFeature(
  db: Kysely<Database>,
  values: {
    organization_id: number;
    type: string;
    inherit: boolean;
    valid_from: string | null;
    valid_notafter: string | null;
    created_by: number | null;
  },
): Promise<FeatureRow> {
  return db.insertInto('organization_feature').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateFeature(
  db: Kysely<Database>,
  id: number,
  values: Updateable<OrganizationFeatureTable>,
): Promise<FeatureRow> {
  return db
    .updateTable('organization_feature')
    .set(values)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteFeature(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('organization_feature').where('id', '=', id).execute();
}
