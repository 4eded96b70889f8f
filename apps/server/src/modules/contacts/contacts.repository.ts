/** Queries of notification contacts, and the one organisation lookup the module needs. */
import type { Kysely, Selectable } from 'kysely';
import type { ContactTable, Database } from '../../platform/database-schema';

export type ContactRow = Selectable<ContactTable>;

export type OrganizationNode = { id: number; name: string; path: string };

/** An organisation with its materialised path ('/1/3/4/'). */
export async function findOrganizationNode(
  db: Kysely<Database>,
  id: number,
): Promise<OrganizationNode | undefined> {
  return db.selectFrom('organization').select(['id', 'name', 'path']).where('id', '=', id).executeTakeFirst();
}

export async function findOrganizationNodes(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<OrganizationNode[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('organization')
    .select(['id', 'name', 'path'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
}

/** ids from the root down to the organisation. */
export function pathIds(node: Pick<OrganizationNode, 'path'>): number[] {
  return node.path
    .split('/')
    .filter((part) => part.length > 0)
    .map(Number);
}

export async function findContactsOf(
  db: Kysely<Database>,
  organizationIds: readonly number[],
): Promise<ContactRow[]> {
  if (organizationIds.length === 0) return [];
  return db
    .selectFrom('contact')
    .selectAll()
    .where('organization_id', 'in', [...organizationIds])
    .orderBy('organization_id')
    .orderBy('id')
    .execute();
}

/** Contacts of the organisations at or below the given paths, with their organisation's path. */
export async function findContactsAtOrBelow(
  db: Kysely<Database>,
  paths: readonly string[] | 'all',
): Promise<(ContactRow & { organization_path: string })[]> {
  let query = db
    .selectFrom('contact')
    .innerJoin('organization', 'organization.id', 'contact.organization_id')
    .selectAll('contact')
    .select('organization.path as organization_path');
  if (paths !== 'all') {
    if (paths.length === 0) return [];
    query = query.where((eb) => eb.or(paths.map((path) => eb('organization.path', 'like', `${path}%`))));
  }
  return query.orderBy('contact.organization_id').orderBy('contact.id').execute();
}

export async function findContactById(db: Kysely<Database>, id: number): Promise<ContactRow | undefined> {
  return db.selectFrom('contact').selectAll().where('id', '=', id).executeTakeFirst();
}

export type ContactWrite = {
  email: string | null;
  name: string | null;
  attach_files: boolean;
  types: string[];
};

export async function insertContact(
  db: Kysely<Database>,
  values: ContactWrite & { organization_id: number; created_by: number | null; at: Date },
): Promise<ContactRow> {
  const { at, ...rest } = values;
  return db
    .insertInto('contact')
    .values({ ...rest, updated_by: values.created_by, created_at: at, updated_at: at })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateContact(
  db: Kysely<Database>,
  id: number,
  values: ContactWrite & { updated_by: number | null; updated_at: Date },
): Promise<ContactRow> {
  return db.updateTable('contact').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function deleteContact(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('contact').where('id', '=', id).execute();
}
