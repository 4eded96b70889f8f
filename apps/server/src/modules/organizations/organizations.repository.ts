/** Queries of the organisation tree. Ancestors and descendants are prefix lookups on the indexed path. */
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../platform/database-schema';
import { formatPath, parsePath } from './organization-path';

export type OrganizationRow = {
  id: number;
  name: string;
  parent_id: number | null;
  level: string;
  currency: string;
  path: string;
  flags: string[];
  settings_local: Record<string, unknown>;
  settings_inherit: Record<string, unknown>;
  datev_creditor: string | null;
};

const COLUMNS = [
  'id',
  'name',
  'parent_id',
  'level',
  'currency',
  'path',
  'flags',
  'settings_local',
  'settings_inherit',
  'datev_creditor',
] as const;

export async function findAllOrganizations(db: Kysely<Database>): Promise<OrganizationRow[]> {
  return db.selectFrom('organization').select(COLUMNS).orderBy('path').execute();
}

/** Organisations at, below or above any of the given paths: all a holder of roles there can see. */
export async function findOrganizationsRelatedTo(
  db: Kysely<Database>,
  grantPaths: readonly string[],
): Promise<OrganizationRow[]> {
  if (grantPaths.length === 0) return [];
  const ancestorIds = [...new Set(grantPaths.flatMap(parsePath))];
  return db
    .selectFrom('organization')
    .select(COLUMNS)
    .where((eb) =>
      eb.or([...grantPaths.map((path) => eb('path', 'like', `${path}%`)), eb('id', 'in', ancestorIds)]),
    )
    .orderBy('path')
    .execute();
}

export async function findOrganizationById(
  db: Kysely<Database>,
  id: number,
): Promise<OrganizationRow | undefined> {
  return db.selectFrom('organization').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function findOrganizationsByIds(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<OrganizationRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('organization')
    .select(COLUMNS)
    .where('id', 'in', [...new Set(ids)])
    .orderBy('path')
    .execute();
}

/** Switches a flag such as no_inherit_collections on or off. */
export async function setOrganizationFlag(
  db: Kysely<Database>,
  id: number,
  flag: string,
  enabled: boolean,
): Promise<void> {
  await db
    .updateTable('organization')
    .set((eb) => ({
      flags: enabled
        ? sql<string[]>`array_append(array_remove(${eb.ref('flags')}, ${flag}), ${flag})`
        : sql<string[]>`array_remove(${eb.ref('flags')}, ${flag})`,
    }))
    .where('id', '=', id)
    .execute();
}

/** Replaces the settings of an organisation (device and web app settings, per device type). */
export async function updateOrganizationSettings(
  db: Kysely<Database>,
  id: number,
  settings: { local: Record<string, unknown>; inherit: Record<string, unknown> },
): Promise<void> {
  await db
    .updateTable('organization')
    .set({
      settings_local: JSON.stringify(settings.local),
      settings_inherit: JSON.stringify(settings.inherit),
    })
    .where('id', '=', id)
    .execute();
}

export async function findChildren(db: Kysely<Database>, parentId: number) {
  return db
    .selectFrom('organization')
    .select(['id', 'name', 'level'])
    .where('parent_id', '=', parentId)
    .orderBy('name')
    .execute();
}

export async function countLocations(db: Kysely<Database>, organizationIds: readonly number[]) {
  if (organizationIds.length === 0) return new Map<number, number>();
  const rows = await db
    .selectFrom('location')
    .select(['organization_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('organization_id', 'in', organizationIds)
    .groupBy('organization_id')
    .execute();
  return new Map(rows.map((row) => [row.organization_id, Number(row.count)]));
}

/** Active users holding a role on each organisation. */
export async function countUsers(db: Kysely<Database>, organizationIds: readonly number[]) {
  if (organizationIds.length === 0) return new Map<number, number>();
  const rows = await db
    .selectFrom('user_role')
    .innerJoin('app_user', 'app_user.id', 'user_role.user_id')
    .select([
      'user_role.organization_id',
      (eb) => eb.fn.count<number>('user_role.user_id').distinct().as('count'),
    ])
    .where('user_role.organization_id', 'in', organizationIds)
    .where('app_user.is_active', '=', true)
    .groupBy('user_role.organization_id')
    .execute();
  return new Map(rows.map((row) => [row.organization_id, Number(row.count)]));
}

/** Inserts an organisation with its path; inside the caller's transaction (the path needs the id first). */
export async function insertOrganization(
  trx: Transaction<Database>,
  values: {
    name: string;
    parentId: number | null;
    parentPath: string | null;
    level: string;
    currency: string;
  },
): Promise<OrganizationRow> {
  // The path contains the new id, so the id is drawn first.
  const { id } = await trx
    .selectNoFrom((eb) => eb.fn<number>('nextval', [eb.val('organization_id_seq')]).as('id'))
    .executeTakeFirstOrThrow();
  const path = `${values.parentPath ?? '/'}${id}/`;
  return trx
    .insertInto('organization')
    .values({
      id: Number(id),
      name: values.name,
      parent_id: values.parentId,
      level: values.level,
      currency: values.currency,
      path,
      settings_local: '{}',
      settings_inherit: '{}',
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Sets what a superuser changes on an organisation: flags, settings, the customer number. */
export async function updateOrganizationAdministration(
  db: Kysely<Database>,
  id: number,
  values: {
    flags?: string[];
    settingsLocal?: Record<string, unknown>;
    settingsInherit?: Record<string, unknown>;
    datevCreditor?: string | null;
  },
): Promise<void> {
  const set = {
    ...(values.flags !== undefined ? { flags: values.flags } : {}),
    ...(values.settingsLocal !== undefined ? { settings_local: JSON.stringify(values.settingsLocal) } : {}),
    ...(values.settingsInherit !== undefined
      ? { settings_inherit: JSON.stringify(values.settingsInherit) }
      : {}),
    ...(values.datevCreditor !== undefined ? { datev_creditor: values.datevCreditor } : {}),
  };
  if (Object.keys(set).length === 0) return;
  await db.updateTable('organization').set(set).where('id', '=', id).execute();
}

/** The organisation's row locked for a change (read-modify-write of flags and settings). */
export async function findOrganizationForUpdate(
  trx: Transaction<Database>,
  id: number,
): Promise<OrganizationRow | undefined> {
  return trx.selectFrom('organization').select(COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
}

export { formatPath, parsePath };
