/** Sessions (auth tokens), reset links and sign-in attempts. */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/database-schema';

export async function insertAuthToken(
  db: Kysely<Database>,
  values: {
    userId: number;
    tokenHash: string;
    userAgent: string;
    now: Date;
    expiresAt: Date;
    impersonatorId?: number;
  },
) {
  await db
    .insertInto('auth_token')
    .values({
      user_id: values.userId,
      token_hash: values.tokenHash,
      user_agent: values.userAgent,
      impersonator_id: values.impersonatorId ?? null,
      created_at: values.now,
      last_seen: values.now,
      expires_at: values.expiresAt,
    })
    .execute();
}

export async function findSessionByTokenHash(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('auth_token')
    .innerJoin('app_user', 'app_user.id', 'auth_token.user_id')
    .select([
      'auth_token.id as token_id',
      'auth_token.last_seen',
      'auth_token.expires_at',
      'auth_token.impersonator_id',
      'app_user.id as user_id',
      'app_user.username',
      'app_user.is_superuser',
      'app_user.is_active',
      // the caller's roles come with the session: every authenticated request needs both, and the
      // embedded database answers one query at a time
      sql<{ role: string; path: string }[]>`coalesce((
        select jsonb_agg(jsonb_build_object('role', user_role.role, 'path', organization.path) order by organization.path)
        from user_role join organization on organization.id = user_role.organization_id
        where user_role.user_id = app_user.id
      ), '[]'::jsonb)`.as('roles'),
    ])
    .where('auth_token.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function touchSession(db: Kysely<Database>, tokenId: number, now: Date, expiresAt: Date) {
  await db
    .updateTable('auth_token')
    .set({ last_seen: now, expires_at: expiresAt })
    .where('id', '=', tokenId)
    .execute();
}

export async function deleteSession(db: Kysely<Database>, tokenId: number) {
  await db.deleteFrom('auth_token').where('id', '=', tokenId).execute();
}

export async function deleteOtherSessionsOfUser(
  db: Kysely<Database>,
  userId: number,
  keepTokenId: number | null,
) {
  let query = db.deleteFrom('auth_token').where('user_id', '=', userId);
  if (keepTokenId !== null) query = query.where('id', '!=', keepTokenId);
  await query.execute();
}

export async function findSessionsOfUser(db: Kysely<Database>, userId: number, now: Date) {
  return db
    .selectFrom('auth_token')
    .select(['id', 'created_at', 'last_seen', 'user_agent'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .where('impersonator_id', 'is', null)
    .orderBy('last_seen', 'desc')
    .execute();
}

export async function insertResetToken(
  db: Kysely<Database>,
  values: { userId: number; tokenHash: string; now: Date; expiresAt: Date },
) {
  await db
    .insertInto('password_reset_token')
    .values({
      user_id: values.userId,
      token_hash: values.tokenHash,
      created_at: values.now,
      expires_at: values.expiresAt,
    })
    .execute();
}

export async function findUsableResetToken(db: Kysely<Database>, tokenHash: string, now: Date) {
  return db
    .selectFrom('password_reset_token')
    .select(['id', 'user_id'])
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

export async function markResetTokenUsed(db: Kysely<Database>, id: number, now: Date) {
  await db.updateTable('password_reset_token').set({ used_at: now }).where('id', '=', id).execute();
}

export async function insertLoginAttempt(
  db: Kysely<Database>,
  values: { username: string; ipAddress: string; succeeded: boolean; at: Date },
) {
  await db
    .insertInto('login_attempt')
    .values({
      username: values.username,
      ip_address: values.ipAddress,
      succeeded: values.succeeded,
      attempted_at: values.at,
    })
    .execute();
}

/** Failure times since `since` for one scope, each counted only after that scope's last success. */
export async function findRecentFailures(
  db: Kysely<Database>,
  scope: { username?: string; ipAddress?: string },
  since: Date,
): Promise<number[]> {
  let query = db
    .selectFrom('login_attempt')
    .select(['attempted_at', 'succeeded'])
    .where('attempted_at', '>', since)
    .orderBy('attempted_at');
  if (scope.username !== undefined) query = query.where('username', '=', scope.username);
  if (scope.ipAddress !== undefined) query = query.where('ip_address', '=', scope.ipAddress);
  const rows = await query.execute();
  const failures: number[] = [];
  for (const row of rows) {
    if (row.succeeded) failures.length = 0;
    else failures.push(new Date(row.attempted_at).getTime());
  }
  return failures;
}

/** Of these token hashes, the ones of sessions still valid at `now` whose user is active. */
export async function findLiveTokenHashes(db: Kysely<Database>, tokenHashes: string[], now: Date) {
  const live: string[] = [];
  // Chunked: one query per thousand connections keeps the parameter list well below PostgreSQL's limit.
  for (let start = 0; start < tokenHashes.length; start += 1000) {
    const rows = await db
      .selectFrom('auth_token')
      .innerJoin('app_user', 'app_user.id', 'auth_token.user_id')
      .select('auth_token.token_hash')
      .where('auth_token.token_hash', 'in', tokenHashes.slice(start, start + 1000))
      .where('auth_token.expires_at', '>', now)
      .where('app_user.is_active', '=', true)
      .execute();
    live.push(...rows.map((row) => row.token_hash));
  }
  return live;
}
