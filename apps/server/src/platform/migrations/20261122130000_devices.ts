/**
 * Devices: settings with inheritance, contracts, collection member state, MQTT credentials;
 * Kassenschnitt requests; uploaded images; provisioning requests of new devices.
 */
import { type Kysely, sql } from 'kysely';

// Migrations describe the schema as it was on their day: they take an untyped Kysely on purpose.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('device')
    .addColumn('bcmserno', 'text')
    .addColumn('collection_member_state', 'text')
    .addColumn('sticky_location', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('settings_local', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('settings_inherit', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('contracts', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'::jsonb`))
    // SHA-256 of the device's MQTT password; null: the device cannot sign in to the broker
    .addColumn('mqtt_secret_hash', 'text')
    .execute();
  await sql`alter table device add constraint device_collection_member_state_check
    check (collection_member_state in ('open', 'closing'))`.execute(db);

  await db.schema
    .createTable('device_cash_up')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('device_id', 'integer', (column) =>
      column.notNull().references('device.id').onDelete('cascade'),
    )
    .addColumn('request_id', 'text', (column) => column.notNull().unique())
    .addColumn('state', 'text', (column) => column.notNull())
    .addColumn('requested_at', 'timestamptz', (column) => column.notNull())
    .addColumn('requested_by', 'integer', (column) => column.references('app_user.id').onDelete('set null'))
    .addColumn('started_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .addCheckConstraint('device_cash_up_state_check', sql`state in ('requested', 'started', 'done')`)
    .execute();
  await db.schema
    .createIndex('device_cash_up_device')
    .on('device_cash_up')
    .columns(['device_id', 'requested_at'])
    .execute();

  await db.schema
    .createTable('content_image')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('hash', 'text', (column) => column.notNull())
    .addColumn('organization_id', 'integer', (column) =>
      column.notNull().references('organization.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('types', sql`text[]`, (column) => column.notNull())
    .addColumn('public', 'boolean', (column) => column.notNull().defaultTo(true))
    .addColumn('mime_type', 'text', (column) => column.notNull())
    .addColumn('width', 'integer', (column) => column.notNull())
    .addColumn('height', 'integer', (column) => column.notNull())
    .addColumn('byte_size', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('created_by', 'integer', (column) => column.references('app_user.id').onDelete('set null'))
    .addUniqueConstraint('content_image_organization_hash', ['organization_id', 'hash'])
    .execute();
  await db.schema.createIndex('content_image_hash').on('content_image').column('hash').execute();

  await db.schema
    .createTable('provisioning_request')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('state', 'text', (column) => column.notNull())
    .addColumn('pin', 'text', (column) => column.notNull())
    .addColumn('source', 'text', (column) => column.notNull())
    .addColumn('board_type', 'text', (column) => column.notNull())
    .addColumn('serial', 'text', (column) => column.notNull())
    .addColumn('claim_token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .addColumn('organization_id', 'integer', (column) =>
      column.references('organization.id').onDelete('set null'),
    )
    .addColumn('device_name', 'text')
    .addColumn('device_type', 'text')
    .addColumn('device_id', 'integer', (column) => column.references('device.id').onDelete('set null'))
    .addColumn('accepted_by', 'integer', (column) => column.references('app_user.id').onDelete('set null'))
    .addCheckConstraint(
      'provisioning_request_state_check',
      sql`state in ('pending', 'allowed', 'registering', 'done')`,
    )
    .execute();
  await db.schema
    .createIndex('provisioning_request_state')
    .on('provisioning_request')
    .columns(['state', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('provisioning_request').execute();
  await db.schema.dropTable('content_image').execute();
  await db.schema.dropTable('device_cash_up').execute();
  await sql`alter table device drop constraint device_collection_member_state_check`.execute(db);
  await db.schema
    .alterTable('device')
    .dropColumn('bcmserno')
    .dropColumn('collection_member_state')
    .dropColumn('sticky_location')
    .dropColumn('settings_local')
    .dropColumn('settings_inherit')
    .dropColumn('contracts')
    .dropColumn('mqtt_secret_hash')
    .execute();
}
