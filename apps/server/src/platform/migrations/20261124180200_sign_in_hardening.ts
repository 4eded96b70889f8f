/**
 * Sign-in hardening (issue 11):
 * - app_user.username_key: the username normalised (NFKC, without invisible format characters)
 *   in lower case, unique, so that `ADMIN` or `admin` with a zero-width space cannot become a
 *   second account beside `admin`. Existing usernames are normalised the same way; if two of them
 *   fall together the migration stops and names them, for an operator to rename one first.
 * - request_log: mail-sending requests (password reset, QR-code announcement) per requester and
 *   per target, for their rate limits.
 */
import { type Kysely, sql } from 'kysely';

// A frozen copy of the rule in @kollekta/domain (usernameKey) as it was when this ran: a merged
// migration must not change its meaning when the rule later changes.
const INVISIBLE = /\p{Cf}|\u034F|[\u115F\u1160\u17B4\u17B5\u3164\uFFA0]|[\u180B-\u180F]|[\uFE00-\uFE0F]/gu;
const normalize = (name: string) => name.normalize('NFKC').replace(INVISIBLE, '').trim();

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('app_user').addColumn('username_key', 'text').execute();

  const users = await sql<{ id: number; username: string }>`select id, username from app_user order by id`
    .execute(db)
    .then((result) => result.rows);
  // All names are checked before any is rewritten, so that a clash is reported as such and not
  // as a violation of the old unique index on username halfway through.
  const byKey = new Map<string, string>();
  const updates: { id: number; username: string; key: string }[] = [];
  for (const user of users) {
    const username = normalize(user.username);
    const key = username.toLowerCase();
    const clash = byKey.get(key);
    if (clash !== undefined || username.length === 0) {
      throw new Error(
        `Usernames "${clash ?? ''}" and "${user.username}" are the same name after normalisation; rename one before migrating.`,
      );
    }
    byKey.set(key, user.username);
    updates.push({ id: user.id, username, key });
  }
  for (const update of updates) {
    await sql`update app_user set username = ${update.username}, username_key = ${update.key} where id = ${update.id}`.execute(
      db,
    );
  }
  await db.schema
    .alterTable('app_user')
    .alterColumn('username_key', (column) => column.setNotNull())
    .execute();
  await db.schema
    .createIndex('app_user_username_lookalike')
    .on('app_user')
    .column('username_key')
    .unique()
    .execute();

  await db.schema
    .createTable('request_log')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('bucket', 'text', (column) => column.notNull())
    .addColumn('key', 'text', (column) => column.notNull())
    .addColumn('requested_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('request_log_lookup')
    .on('request_log')
    .columns(['bucket', 'key', 'requested_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('request_log').execute();
  await db.schema.dropIndex('app_user_username_lookalike').execute();
  await db.schema.alterTable('app_user').dropColumn('username_key').execute();
}
