/**
 * app_user.preferences (issue 12): the user preferences of administration.md §2 (level filter,
 * recursive flag, orgapanels, orgafilter) kept with the user, so they follow the user to every
 * browser. An empty document means the defaults; the code reads it field by field.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('app_user')
    .addColumn('preferences', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('app_user').dropColumn('preferences').execute();
}
