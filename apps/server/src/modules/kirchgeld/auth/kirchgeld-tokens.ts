/**
 * Bearer tokens of the church-tax API (devices-income-kirchgeld.md §4 "Auth", ARCHITECTURE.md §4):
 * random, stored only as their SHA-256, with an expiry. They live in a table of their own, so a
 * platform token is never a church-tax token and the other way round.
 */

import type { RoleType } from '@kollekta/domain';
import { sql } from 'kysely';
import type { AppContext } from '../../../platform/app-context';
import type { AuthenticatedCaller } from '../../../platform/request-context';
import { generateSecretToken, hashSecretToken } from '../../auth/secret-tokens';

/** How long a church-tax token lasts: a working day; the app discards it 2 minutes before. */
export const KIRCHGELD_TOKEN_LIFETIME_MS = 10 * 60 * 60 * 1000;

export async function issueKirchgeldToken(
  context: AppContext,
  userId: number,
): Promise<{ token: string; expiresAt: Date }> {
  const token = generateSecretToken();
  const now = context.clock.now();
  const expiresAt = new Date(now.getTime() + KIRCHGELD_TOKEN_LIFETIME_MS);
  await context.db
    .insertInto('kirchgeld_token')
    .values({ token_hash: hashSecretToken(token), user_id: userId, created_at: now, expires_at: expiresAt })
    .execute();
  return { token, expiresAt };
}

/** The caller of a church-tax request, or null for a missing, unknown, expired or revoked token. */
export async function authenticateKirchgeldToken(
  context: AppContext,
  token: string,
): Promise<AuthenticatedCaller | null> {
  const session = await context.db
    .selectFrom('kirchgeld_token')
    .innerJoin('app_user', 'app_user.id', 'kirchgeld_token.user_id')
    .select([
      'kirchgeld_token.id as token_id',
      'kirchgeld_token.expires_at',
      'kirchgeld_token.revoked_at',
      'app_user.id as user_id',
      'app_user.username',
      'app_user.is_superuser',
      'app_user.is_active',
      sql<{ role: string; path: string }[]>`coalesce((
        select jsonb_agg(jsonb_build_object('role', user_role.role, 'path', organization.path) order by organization.path)
        from user_role join organization on organization.id = user_role.organization_id
        where user_role.user_id = app_user.id
      ), '[]'::jsonb)`.as('roles'),
    ])
    .where('kirchgeld_token.token_hash', '=', hashSecretToken(token))
    .executeTakeFirst();
  if (!session?.is_active || session.revoked_at !== null) return null;
  if (new Date(session.expires_at) <= context.clock.now()) return null;
  return {
    userId: session.user_id,
    username: session.username,
    tokenId: session.token_id,
    impersonatorId: null,
    isSuperuser: session.is_superuser,
    grants: session.roles.map((role) => ({
      role: role.role as RoleType,
      organizationPath: role.path.split('/').filter(Boolean).map(Number),
    })),
  };
}

/** Signing out of the church-tax app ends its token at once. */
export async function revokeKirchgeldToken(context: AppContext, tokenId: number): Promise<void> {
  await context.db
    .updateTable('kirchgeld_token')
    .set({ revoked_at: context.clock.now() })
    .where('id', '=', tokenId)
    .where('revoked_at', 'is', null)
    .execute();
}
