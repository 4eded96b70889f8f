/** Recovery codes of one-time-code sign-in, stored only as hashes. */
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/database-schema';

export async function replaceRecoveryCodes(
  db: Kysely<Database>,
  userId: number,
  codeHashes: readonly string[],
) {
  await db.deleteFrom('otp_recovery_code').where('user_id', '=', userId).execute();
  if (codeHashes.length === 0) return;
  await db
    .insertInto('otp_recovery_code')
    .values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash })))
    .execute();
}

/** Marks an unused code as used; true when it was there to use. */
export async function useRecoveryCode(db: Kysely<Database>, userId: number, codeHash: string, now: Date) {
  const result = await db
    .updateTable('otp_recovery_code')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
