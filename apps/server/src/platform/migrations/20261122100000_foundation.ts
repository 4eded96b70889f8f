/** Organisation tree, users and roles, sessions, mail outbox, locations, devices, payments, audit log. */
import { type Kysely, sql } from 'kysely';

// Migrations describe the schema as it was on their day: they take an untyped Kysely on purpose.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('organization')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('parent_id', 'integer', (column) => column.references('organization.id').onDelete('restrict'))
    .addColumn('level', 'text', (column) => column.notNull())
    .addColumn('currency', 'text', (column) => column.notNull().defaultTo('EUR'))
    .addColumn('path', 'text', (column) => column.notNull().unique())
    .addColumn('flags', sql`text[]`, (column) => column.notNull().defaultTo(sql`'{}'`))
    .addColumn('settings_local', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('settings_inherit', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('datev_creditor', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'organization_level_check',
      sql`level in ('international','country','region','district','parish','other')`,
    )
    .addCheckConstraint('organization_currency_check', sql`currency in ('EUR','CHF')`)
    .execute();
  await sql`create index organization_path_prefix on organization (path text_pattern_ops)`.execute(db);
  await db.schema.createIndex('organization_parent').on('organization').column('parent_id').execute();

  await db.schema
    .createTable('app_user')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('username', 'text', (column) => column.notNull().unique())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('password_hash', 'text')
    .addColumn('is_superuser', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('is_active', 'boolean', (column) => column.notNull().defaultTo(true))
    .addColumn('otp_secret', 'text')
    .addColumn('pw_check_status', 'text', (column) => column.notNull().defaultTo('not_checked'))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('last_login', 'timestamptz')
    .execute();
  await sql`create index app_user_email on app_user (lower(email))`.execute(db);

  await db.schema
    .createTable('user_role')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('user_id', 'integer', (column) =>
      column.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('organization_id', 'integer', (column) =>
      column.notNull().references('organization.id').onDelete('cascade'),
    )
    .addColumn('role', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('user_role_unique', ['user_id', 'organization_id', 'role'])
    .execute();
  await db.schema.createIndex('user_role_organization').on('user_role').column('organization_id').execute();

  await db.schema
    .createTable('auth_token')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('user_id', 'integer', (column) =>
      column.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('user_agent', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('impersonator_id', 'integer', (column) => column.references('app_user.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('auth_token_user').on('auth_token').column('user_id').execute();

  await db.schema
    .createTable('password_reset_token')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('user_id', 'integer', (column) =>
      column.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('login_attempt')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('username', 'text', (column) => column.notNull())
    .addColumn('ip_address', 'text', (column) => column.notNull())
    .addColumn('succeeded', 'boolean', (column) => column.notNull())
    .addColumn('attempted_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('login_attempt_username')
    .on('login_attempt')
    .columns(['username', 'attempted_at'])
    .execute();
  await db.schema
    .createIndex('login_attempt_ip')
    .on('login_attempt')
    .columns(['ip_address', 'attempted_at'])
    .execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('recipient', 'text', (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('body_text', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('error', 'text')
    .execute();

  await db.schema
    .createTable('location')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('organization_id', 'integer', (column) =>
      column.notNull().references('organization.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('location_organization').on('location').column('organization_id').execute();

  await db.schema
    .createTable('device')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('organization_id', 'integer', (column) =>
      column.notNull().references('organization.id').onDelete('restrict'),
    )
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('device_class', 'text', (column) => column.notNull())
    .addColumn('device_type', 'text', (column) => column.notNull())
    .addColumn('mqtt_identity', 'text', (column) => column.notNull().unique())
    .addColumn('active', 'boolean', (column) => column.notNull().defaultTo(true))
    .addColumn('location_id', 'integer', (column) => column.references('location.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('device_organization').on('device').column('organization_id').execute();

  await db.schema
    .createTable('payment')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('dst_organization_id', 'integer', (column) =>
      column.notNull().references('organization.id').onDelete('restrict'),
    )
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('amount_cents', 'bigint', (column) => column.notNull())
    .addColumn('fee_cents', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('state', 'text', (column) => column.notNull())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('online_payment_type', 'text')
    .addColumn('is_reconciled', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('device_id', 'integer', (column) => column.references('device.id').onDelete('restrict'))
    .addColumn('collection_plan_id', 'integer')
    .addColumn('count', 'integer', (column) => column.notNull().defaultTo(1))
    .addCheckConstraint('payment_state_check', sql`state in ('completed','reversed')`)
    .execute();
  await db.schema
    .createIndex('payment_organization_time')
    .on('payment')
    .columns(['dst_organization_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('payment_daily_total')
    .addColumn('organization_id', 'integer', (column) =>
      column.notNull().references('organization.id').onDelete('cascade'),
    )
    .addColumn('day', 'date', (column) => column.notNull())
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('amount_cents', 'bigint', (column) => column.notNull())
    .addColumn('fee_cents', 'bigint', (column) => column.notNull())
    .addColumn('count', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('payment_daily_total_pk', ['organization_id', 'day', 'currency'])
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('actor_user_id', 'integer')
    .addColumn('impersonator_user_id', 'integer')
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('object_type', 'text', (column) => column.notNull())
    .addColumn('object_id', 'text', (column) => column.notNull())
    .addColumn('data', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  // The audit log is append-only: the database itself refuses changes and deletions.
  await sql`
    create function audit_log_refuse_change() returns trigger language plpgsql as $$
    begin raise exception 'audit_log is append-only'; end $$`.execute(db);
  await sql`
    create trigger audit_log_append_only before update or delete on audit_log
    for each row execute function audit_log_refuse_change()`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('The foundation migration cannot be undone.');
}
