/** Queries of the preferences stored with a user. */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/database-schema';

export async function findPreferences(db: Kysely<Database>, userId: number): Promise<unknown> {
  const row = await db
    .selectFrom('app_user')
    .select('preferences')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.preferences;
}

/**
 * Merges the changed fields into the stored document in one statement, so that two browsers
 * changing different preferences at once both keep their change.
 */
export async function mergePreferences(
  db: Kysely<Database>,
  userId: number,
  changes: Record<string, unknown>,
): Promise<unknown> {
  const row = await db
    .updateTable('app_user')
    .set({ preferences: sql`preferences || ${JSON.stringify(changes)}::jsonb` })
    .where('id', '=', userId)
    .returning('preferences')
    .executeTakeFirst();
  return row?.preferences;
}
