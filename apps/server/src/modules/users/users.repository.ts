/** Queries of users and their roles. */
import { normalizeUsername, usernameKey } from '@kollekta/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/database-schema';
import { ATTACHMENT_SUMMARY } from './outbox.repository';

const USER_COLUMNS = [
  'id',
  'username',
  'name',
  'email',
  'password_hash',
  'is_superuser',
  'is_active',
  'otp_secret',
  'pw_check_status',
  'pw_check_data',
  'otp_pending_secret',
  'otp_last_time_step',
  'last_login',
] as const;

export type UserRow = {
  id: number;
  username: string;
  name: string;
  email: string;
  password_hash: string | null;
  is_superuser: boolean;
  is_active: boolean;
  otp_secret: string | null;
  pw_check_status: string;
  pw_check_data: Record<string, unknown>;
  otp_pending_secret: string | null;
  otp_last_time_step: number | null;
  last_login: Date | null;
};

export type RoleRow = { organization_id: number; role: string; path: string };

export async function findUserById(db: Kysely<Database>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('app_user').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** By username as typed: look-alike spellings (case, invisible characters) find the same user. */
export async function findUserByUsername(
  db: Kysely<Database>,
  username: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('app_user')
    .select(USER_COLUMNS)
    .where('username_key', '=', usernameKey(username))
    .executeTakeFirst();
}

export async function findActiveUsersByEmail(db: Kysely<Database>, email: string): Promise<UserRow[]> {
  return db
    .selectFrom('app_user')
    .select(USER_COLUMNS)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .where('is_active', '=', true)
    .execute();
}

export async function findRolesOfUser(db: Kysely<Database>, userId: number): Promise<RoleRow[]> {
  return db
    .selectFrom('user_role')
    .innerJoin('organization', 'organization.id', 'user_role.organization_id')
    .select(['user_role.organization_id', 'user_role.role', 'organization.path'])
    .where('user_role.user_id', '=', userId)
    .orderBy('organization.path')
    .execute();
}

export async function insertUser(
  db: Kysely<Database>,
  values: {
    username: string;
    name: string;
    email: string;
    passwordHash: string | null;
    isSuperuser: boolean;
  },
): Promise<UserRow> {
  return db
    .insertInto('app_user')
    .values({
      username: normalizeUsername(values.username),
      username_key: usernameKey(values.username),
      name: values.name,
      email: values.email,
      password_hash: values.passwordHash,
      is_superuser: values.isSuperuser,
      is_active: true,
      pw_check_status: 'not_checked',
    })
    .returning(USER_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function insertRole(db: Kysely<Database>, userId: number, organizationId: number, role: string) {
  await db
    .insertInto('user_role')
    .values({ user_id: userId, organization_id: organizationId, role })
    .onConflict((conflict) => conflict.constraint('user_role_unique').doNothing())
    .execute();
}

/** A new password passed the policy and the breach list when it was set: its check is ok. */
export async function updatePasswordHash(
  db: Kysely<Database>,
  userId: number,
  passwordHash: string,
  now: Date,
) {
  await db
    .updateTable('app_user')
    .set({
      password_hash: passwordHash,
      pw_check_status: 'ok',
      pw_check_data: JSON.stringify({ pwnedpasswords: { pwned: false } }),
      pw_checked_at: now,
    })
    .where('id', '=', userId)
    .execute();
}

export async function recordLastLogin(db: Kysely<Database>, userId: number, at: Date) {
  await db.updateTable('app_user').set({ last_login: at }).where('id', '=', userId).execute();
}

export async function recordPasswordCheck(
  db: Kysely<Database>,
  userId: number,
  check: { status: string; data: Record<string, unknown>; at: Date },
) {
  await db
    .updateTable('app_user')
    .set({
      pw_check_status: check.status,
      pw_check_data: JSON.stringify(check.data),
      pw_checked_at: check.at,
    })
    .where('id', '=', userId)
    .execute();
}

/** Ids of users that have at least one passkey, among the given ones. */
export async function findUsersWithPasskeys(
  db: Kysely<Database>,
  userIds: readonly number[],
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('webauthn_credential')
    .select('user_id')
    .distinct()
    .where('user_id', 'in', userIds)
    .execute();
  return new Set(rows.map((row) => row.user_id));
}

export async function findRolesOfUsers(db: Kysely<Database>, userIds: readonly number[]) {
  if (userIds.length === 0) return new Map<number, RoleRow[]>();
  const rows = await db
    .selectFrom('user_role')
    .innerJoin('organization', 'organization.id', 'user_role.organization_id')
    .select(['user_role.user_id', 'user_role.organization_id', 'user_role.role', 'organization.path'])
    .where('user_role.user_id', 'in', userIds)
    .orderBy('organization.path')
    .execute();
  const byUser = new Map<number, RoleRow[]>();
  for (const { user_id, ...role } of rows) byUser.set(user_id, [...(byUser.get(user_id) ?? []), role]);
  return byUser;
}

/**
 * Users for the administration list, ordered by name. `organizationPaths` limits to users with a
 * role on one of these organisations (exactly, or anywhere below with `below`); null is everyone.
 */
export async function findUsersForAdministration(
  db: Kysely<Database>,
  scope: { organizationIds: readonly number[] | null; search: string | undefined; onlyActive: boolean },
): Promise<UserRow[]> {
  let query = db.selectFrom('app_user').select(USER_COLUMNS.map((column) => `app_user.${column}` as const));
  if (scope.onlyActive) query = query.where('app_user.is_active', '=', true);
  if (scope.organizationIds !== null) {
    const ids = scope.organizationIds;
    if (ids.length === 0) return [];
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('user_role')
          .select('user_role.id')
          .whereRef('user_role.user_id', '=', 'app_user.id')
          .where('user_role.organization_id', 'in', ids),
      ),
    );
  }
  const search = scope.search?.trim().toLowerCase();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['app_user.name']), 'like', pattern),
        eb(eb.fn('lower', ['app_user.username']), 'like', pattern),
        eb(eb.fn('lower', ['app_user.email']), 'like', pattern),
        eb.exists(
          eb
            .selectFrom('user_role')
            .innerJoin('organization', 'organization.id', 'user_role.organization_id')
            .select('user_role.id')
            .whereRef('user_role.user_id', '=', 'app_user.id')
            .where((inner) => inner(inner.fn('lower', ['organization.name']), 'like', pattern)),
        ),
      ]),
    );
  }
  return query.orderBy('app_user.name').orderBy('app_user.id').execute();
}

export async function updateUserAccount(
  db: Kysely<Database>,
  userId: number,
  values: Partial<{
    name: string;
    username: string;
    email: string;
    is_superuser: boolean;
    is_active: boolean;
  }>,
) {
  if (Object.keys(values).length === 0) return;
  const { username, ...rest } = values;
  const renamed =
    username === undefined
      ? {}
      : { username: normalizeUsername(username), username_key: usernameKey(username) };
  await db
    .updateTable('app_user')
    .set({ ...rest, ...renamed })
    .where('id', '=', userId)
    .execute();
}

export async function deleteRole(db: Kysely<Database>, userId: number, organizationId: number, role: string) {
  await db
    .deleteFrom('user_role')
    .where('user_id', '=', userId)
    .where('organization_id', '=', organizationId)
    .where('role', '=', role)
    .execute();
}

/** Whether another user has this name or a look-alike of it. */
export async function isUsernameTaken(db: Kysely<Database>, username: string, exceptUserId?: number) {
  let query = db.selectFrom('app_user').select('id').where('username_key', '=', usernameKey(username));
  if (exceptUserId !== undefined) query = query.where('id', '!=', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function updateOtpState(
  db: Kysely<Database>,
  userId: number,
  values: Partial<{
    otp_secret: string | null;
    otp_pending_secret: string | null;
    otp_last_time_step: number | null;
  }>,
) {
  await db.updateTable('app_user').set(values).where('id', '=', userId).execute();
}

export async function findOrganizationPaths(db: Kysely<Database>, organizationIds: readonly number[]) {
  if (organizationIds.length === 0) return new Map<number, { path: string; name: string }>();
  const rows = await db
    .selectFrom('organization')
    .select(['id', 'path', 'name'])
    .where('id', 'in', organizationIds)
    .execute();
  return new Map(rows.map((row) => [row.id, { path: row.path, name: row.name }]));
}

export async function listOutboxMails(db: Kysely<Database>, recipient: string | undefined) {
  let query = db
    .selectFrom('mail_outbox')
    .select([
      'id',
      'recipient',
      'subject',
      'body_text',
      'body_html',
      'created_at',
      'sent_at',
      'error',
      ATTACHMENT_SUMMARY.as('attachments'),
    ])
    .orderBy('id', 'desc')
    .limit(100);
  if (recipient)
    query = query.where((eb) => eb(eb.fn('lower', ['recipient']), '=', recipient.trim().toLowerCase()));
  return query.execute();
}

/** Organisations at or below the given paths, with their paths: where an administrator may manage users. */
export async function findOrganizationsAtOrBelow(db: Kysely<Database>, paths: readonly string[]) {
  if (paths.length === 0) return [];
  return db
    .selectFrom('organization')
    .select(['id', 'path', 'name'])
    .where((eb) => eb.or(paths.map((path) => eb('path', 'like', `${path}%`))))
    .execute();
}
