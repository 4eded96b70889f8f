/** Identity: password check results, one-time codes with recovery codes, passkeys and their ceremonies. */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('app_user')
    .addColumn('pw_check_data', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('pw_checked_at', 'timestamptz')
    .addColumn('otp_pending_secret', 'text')
    // the time step of the last accepted code: a code is never accepted twice
    .addColumn('otp_last_time_step', 'bigint')
    .execute();

  await db.schema
    .createTable('otp_recovery_code')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('user_id', 'integer', (column) =>
      column.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('code_hash', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('otp_recovery_code_user').on('otp_recovery_code').column('user_id').execute();

  await db.schema
    .createTable('webauthn_credential')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('user_id', 'integer', (column) =>
      column.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('credential_id', 'text', (column) => column.notNull().unique())
    .addColumn('public_key', 'text', (column) => column.notNull())
    .addColumn('counter', 'bigint', (column) => column.notNull().defaultTo(0))
    // comma-separated, e.g. 'internal,hybrid'
    .addColumn('transports', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('device_type', 'text', (column) => column.notNull())
    .addColumn('backed_up', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen', 'timestamptz')
    .addCheckConstraint(
      'webauthn_credential_device_type_check',
      sql`device_type in ('single_device','multi_device')`,
    )
    .execute();
  await db.schema
    .createIndex('webauthn_credential_user')
    .on('webauthn_credential')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('webauthn_ceremony')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('key_hash', 'text', (column) => column.notNull().unique())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('user_id', 'integer', (column) => column.references('app_user.id').onDelete('cascade'))
    .addColumn('challenge', 'text', (column) => column.notNull())
    .addColumn('rp_id', 'text', (column) => column.notNull())
    .addColumn('origin', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('ended_at', 'timestamptz')
    .addCheckConstraint('webauthn_ceremony_kind_check', sql`kind in ('registration','authentication')`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('webauthn_ceremony').execute();
  await db.schema.dropTable('webauthn_credential').execute();
  await db.schema.dropTable('otp_recovery_code').execute();
  await db.schema
    .alterTable('app_user')
    .dropColumn('pw_check_data')
    .dropColumn('pw_checked_at')
    .dropColumn('otp_pending_secret')
    .dropColumn('otp_last_time_step')
    .execute();
}
