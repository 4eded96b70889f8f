/** Passkeys (WebAuthn credentials) and their registration and sign-in ceremonies. */
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/database-schema';

const CREDENTIAL_COLUMNS = [
  'id',
  'user_id',
  'credential_id',
  'public_key',
  'counter',
  'transports',
  'device_type',
  'backed_up',
  'name',
  'created_at',
  'last_seen',
] as const;

export type CredentialRow = {
  id: number;
  user_id: number;
  credential_id: string;
  public_key: string;
  counter: number;
  /** comma-separated */
  transports: string;
  device_type: string;
  backed_up: boolean;
  name: string;
  created_at: Date;
  last_seen: Date | null;
};

export async function findCredentialsOfUser(db: Kysely<Database>, userId: number): Promise<CredentialRow[]> {
  return db
    .selectFrom('webauthn_credential')
    .select(CREDENTIAL_COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function findCredentialByCredentialId(db: Kysely<Database>, credentialId: string) {
  return db
    .selectFrom('webauthn_credential')
    .select(CREDENTIAL_COLUMNS)
    .where('credential_id', '=', credentialId)
    .executeTakeFirst();
}

export async function insertCredential(
  db: Kysely<Database>,
  values: Omit<CredentialRow, 'id' | 'created_at' | 'last_seen'> & { created_at: Date },
): Promise<CredentialRow> {
  return db
    .insertInto('webauthn_credential')
    .values(values)
    .returning(CREDENTIAL_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function renameCredential(db: Kysely<Database>, userId: number, id: number, name: string) {
  return db
    .updateTable('webauthn_credential')
    .set({ name })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(CREDENTIAL_COLUMNS)
    .executeTakeFirst();
}

export async function deleteCredentialOfUser(db: Kysely<Database>, userId: number, id: number) {
  const result = await db
    .deleteFrom('webauthn_credential')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function recordCredentialUse(db: Kysely<Database>, id: number, counter: number, at: Date) {
  await db.updateTable('webauthn_credential').set({ counter, last_seen: at }).where('id', '=', id).execute();
}

export async function insertCeremony(
  db: Kysely<Database>,
  values: {
    key_hash: string;
    kind: 'registration' | 'authentication';
    user_id: number | null;
    challenge: string;
    rp_id: string;
    origin: string;
    created_at: Date;
    expires_at: Date;
  },
) {
  await db.insertInto('webauthn_ceremony').values(values).execute();
}

/** Ends an open ceremony and answers it, or undefined when it is unknown, ended or expired. */
export async function endCeremony(
  db: Kysely<Database>,
  keyHash: string,
  kind: 'registration' | 'authentication',
  now: Date,
  /** a registration belongs to one user: nobody else may end it, even holding its key */
  userId?: number,
) {
  return db
    .updateTable('webauthn_ceremony')
    .set({ ended_at: now })
    .where('key_hash', '=', keyHash)
    .where('kind', '=', kind)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', now)
    .$if(userId !== undefined, (query) => query.where('user_id', '=', userId ?? null))
    .returning(['user_id', 'challenge', 'rp_id', 'origin'])
    .executeTakeFirst();
}
