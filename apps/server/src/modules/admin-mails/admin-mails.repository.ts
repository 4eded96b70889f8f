/** The contacts behind the admin mails, with their organisation and whether their address is still in use. */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/database-schema';

export type AdminMailRow = {
  id: number;
  email: string | null;
  name: string | null;
  types: string[];
  organization_id: number;
  organization_name: string;
  /** the address belongs only to deactivated user accounts */
  is_inactive: boolean;
};

/** Contacts holding any of the given types, by organisation name and address. */
export async function findContactsWithTypes(
  db: Kysely<Database>,
  types: readonly string[],
): Promise<AdminMailRow[]> {
  if (types.length === 0) return [];
  return db
    .selectFrom('contact')
    .innerJoin('organization', 'organization.id', 'contact.organization_id')
    .select([
      'contact.id',
      'contact.email',
      'contact.name',
      'contact.types',
      'contact.organization_id',
      'organization.name as organization_name',
    ])
    .select(
      sql<boolean>`(exists (select 1 from app_user u where lower(u.email) = lower(trim(contact.email)) and not u.is_active)
        and not exists (select 1 from app_user u where lower(u.email) = lower(trim(contact.email)) and u.is_active))`.as(
        'is_inactive',
      ),
    )
    .where(sql<boolean>`contact.types && ${sql.val([...types])}::text[]`)
    .orderBy('organization.name')
    .orderBy('contact.email')
    .orderBy('contact.id')
    .execute();
}
