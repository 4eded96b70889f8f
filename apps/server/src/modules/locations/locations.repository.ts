/** Places inside an organisation, usually church buildings. */
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/database-schema';

export type LocationRow = {
  id: number;
  name: string;
  organization_id: number;
  organization_name: string;
  organization_path: string;
};

export async function findLocationsOf(db: Kysely<Database>, organizationId: number) {
  return db
    .selectFrom('location')
    .select(['id', 'name', 'organization_id'])
    .where('organization_id', '=', organizationId)
    .orderBy('name')
    .execute();
}

export async function insertLocation(db: Kysely<Database>, organizationId: number, name: string) {
  return db
    .insertInto('location')
    .values({ organization_id: organizationId, name })
    .returning(['id', 'name', 'organization_id'])
    .executeTakeFirstOrThrow();
}

function selectLocations(db: Kysely<Database>) {
  return db
    .selectFrom('location')
    .innerJoin('organization', 'organization.id', 'location.organization_id')
    .select([
      'location.id',
      'location.name',
      'location.organization_id',
      'organization.name as organization_name',
      'organization.path as organization_path',
    ]);
}

export async function findLocationById(db: Kysely<Database>, id: number): Promise<LocationRow | undefined> {
  return selectLocations(db).where('location.id', '=', id).executeTakeFirst();
}

/**
 * Locations of the organisations at or below the given paths ('/1/3/'), or of the given
 * organisations only, or every location ('all'); by organisation name, then location name.
 */
export async function findLocations(
  db: Kysely<Database>,
  scope: { below: readonly string[] } | { organizationIds: readonly number[] } | 'all',
): Promise<LocationRow[]> {
  let query = selectLocations(db);
  if (scope !== 'all') {
    if ('below' in scope) {
      if (scope.below.length === 0) return [];
      query = query.where((eb) =>
        eb.or(scope.below.map((path) => eb('organization.path', 'like', `${path}%`))),
      );
    } else {
      if (scope.organizationIds.length === 0) return [];
      query = query.where('location.organization_id', 'in', [...scope.organizationIds]);
    }
  }
  return query.orderBy('organization.name').orderBy('location.name').orderBy('location.id').execute();
}
