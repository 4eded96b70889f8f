/** Kysely queries of the OAuth sign-in: authorization codes and the church-tax app's login states. */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../platform/database-schema';

type Db = Kysely<Database> | Transaction<Database>;

export async function insertAuthorizationCode(
  db: Db,
  code: {
    codeHash: string;
    userId: number;
    clientId: string;
    redirectUri: string;
    codeChallenge: string;
    scope: string;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('oauth_authorization_code')
    .values({
      code_hash: code.codeHash,
      user_id: code.userId,
      client_id: code.clientId,
      redirect_uri: code.redirectUri,
      code_challenge: code.codeChallenge,
      code_challenge_method: 'S256',
      scope: code.scope,
      created_at: code.createdAt,
      expires_at: code.expiresAt,
    })
    .execute();
}

export async function insertLoginState(
  db: Db,
  state: { stateHash: string; codeVerifier: string; redirectUri: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('oauth_login_state')
    .values({
      state_hash: state.stateHash,
      code_verifier: state.codeVerifier,
      redirect_uri: state.redirectUri,
      created_at: state.createdAt,
      expires_at: state.expiresAt,
    })
    .execute();
}

export function lockLoginState(db: Db, stateHash: string) {
  return db
    .selectFrom('oauth_login_state')
    .select(['id', 'code_verifier', 'redirect_uri', 'expires_at', 'used_at'])
    .where('state_hash', '=', stateHash)
    .forUpdate()
    .executeTakeFirst();
}

export function lockAuthorizationCode(db: Db, codeHash: string) {
  return db
    .selectFrom('oauth_authorization_code')
    .select(['id', 'user_id', 'client_id', 'redirect_uri', 'code_challenge', 'expires_at', 'used_at'])
    .where('code_hash', '=', codeHash)
    .forUpdate()
    .executeTakeFirst();
}

export async function markLoginStateUsed(db: Db, id: number, at: Date): Promise<void> {
  await db.updateTable('oauth_login_state').set({ used_at: at }).where('id', '=', id).execute();
}

export async function markAuthorizationCodeUsed(db: Db, id: number, at: Date): Promise<void> {
  await db.updateTable('oauth_authorization_code').set({ used_at: at }).where('id', '=', id).execute();
}
