/**
 * Notification contacts and organisation features (administration.md §3 "Contact", "Feature"); mails
 * with attachments in the outbox (the QR code of a plan's notification mail); and a lookup of a
 * donation meter by its secret token (planning.md §3 meta.donation_meter).
 */
import { type Kysely, sql } from 'kysely';

const FEATURE_TYPES = [
  'VeranstaltungAppFeature',
  'AdvancedNotificationFeature',
  'DisbursementOrderFeature',
  'KirchgeldDigitalFeature',
  'TaggedCollectionPlanFeature',
  'DonationMeterFeature',
];

// Migrations describe the schema as it was on their day: they take an untyped Kysely on purpose.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contact')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('organization_id', 'integer', (column) =>
      column.notNull().references('organization.id').onDelete('cascade'),
    )
    // a contact may be kept without an address for a while ('Keine Angabe')
    .addColumn('email', 'text')
    .addColumn('name', 'text')
    .addColumn('attach_files', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('types', sql`text[]`, (column) => column.notNull().defaultTo(sql`'{}'`))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'integer', (column) => column.references('app_user.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'integer', (column) => column.references('app_user.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('contact_organization').on('contact').column('organization_id').execute();

  await db.schema
    .createTable('organization_feature')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('organization_id', 'integer', (column) =>
      column.notNull().references('organization.id').onDelete('cascade'),
    )
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('inherit', 'boolean', (column) => column.notNull().defaultTo(false))
    // whole days in Europe/Berlin, both inclusive; null: open
    .addColumn('valid_from', 'date')
    .addColumn('valid_notafter', 'date')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'integer', (column) => column.references('app_user.id').onDelete('set null'))
    .addCheckConstraint(
      'organization_feature_type_check',
      sql.raw(`type in (${FEATURE_TYPES.map((type) => `'${type}'`).join(', ')})`),
    )
    .addCheckConstraint(
      'organization_feature_validity_check',
      sql`valid_from is null or valid_notafter is null or valid_notafter >= valid_from`,
    )
    .execute();
  await db.schema
    .createIndex('organization_feature_organization')
    .on('organization_feature')
    .column('organization_id')
    .execute();

  // [{filename, content_type, content_id, content_base64}]; content_id for images shown inline
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('body_html', 'text')
    .addColumn('attachments', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();

  // The public donation meter endpoint finds its plan by the secret token (null for most plans).
  await sql`create unique index collection_plan_donation_meter_token
    on collection_plan ((meta -> 'donation_meter' ->> 'secret_token'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index collection_plan_donation_meter_token`.execute(db);
  await db.schema.alterTable('mail_outbox').dropColumn('attachments').dropColumn('body_html').execute();
  await db.schema.dropTable('organization_feature').execute();
  await db.schema.dropTable('contact').execute();
}
