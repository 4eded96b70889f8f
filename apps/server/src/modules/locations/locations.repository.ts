/** Places inside an organisation, usually church buildings. */
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/database-schema';

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
