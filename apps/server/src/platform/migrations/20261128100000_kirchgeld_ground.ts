/**
 * The church-tax area's ground (issue 18, devices-income-kirchgeld.md §3 "Church-tax area entities"):
 * the sign-in through the platform (OAuth 2.0 authorization code with PKCE, church-tax bearer tokens),
 * persons whose data is a series of dated versions, their relations, the church-tax organisations
 * (KRO numbers, merges), registry imports, legacy records of the former program (ContextK) and the
 * church-tax payments their bookings become.
 *
 * Every row of the area belongs to one tenant: an organisation of the platform with a valid
 * KirchgeldDigitalFeature. Person ids are UUIDs, as the legacy adoption's 'Ungültig ID' check expects.
 */
import { type Kysely, sql } from 'kysely';

const PERSON_TEXT_FIELDS = [
  'vornamen',
  'rufname',
  'familienname',
  'familienname_zusatz',
  'geschlecht',
  'anrede',
  'langanrede',
  'strassenname',
  'hausnr',
  'hausnr_zusatz',
  'hausnr_teilnr',
  'anschriften_zusatz',
  'stockwerks_oder_wohnungsnr',
  'plz',
  'kommune',
  'ortsteil',
  'kro_nr',
  'org_name_by_kro',
  'sperre',
  'betreuerstatus',
  'akad_grad',
  'geburtsname',
  'konfession',
  'plz_postfach',
  'postfach_nr',
  'wohnungsstatus',
  'familienstand',
  'orig_kro_nr',
  'inaktivitaet',
  'bemerkungen',
] as const;
const PERSON_DATE_FIELDS = ['geburtsdatum', 'einzug_datum', 'auszug_datum'] as const;

// Migrations describe the schema as it was on their day: they take an untyped Kysely on purpose.
export async function up(db: Kysely<unknown>): Promise<void> {
  // --- sign-in: the platform as OAuth provider, the church-tax API as its client -------------------
  await db.schema
    .createTable('oauth_authorization_code')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('code_hash', 'text', (column) => column.notNull().unique())
    .addColumn('user_id', 'integer', (column) =>
      column.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('client_id', 'text', (column) => column.notNull())
    .addColumn('redirect_uri', 'text', (column) => column.notNull())
    .addColumn('code_challenge', 'text', (column) => column.notNull())
    .addColumn('code_challenge_method', 'text', (column) =>
      column.notNull().check(sql`code_challenge_method in ('S256')`),
    )
    .addColumn('scope', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  // the client's half of PKCE: the verifier waits here between `auth/login/` and the return
  await db.schema
    .createTable('oauth_login_state')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('state_hash', 'text', (column) => column.notNull().unique())
    .addColumn('code_verifier', 'text', (column) => column.notNull())
    .addColumn('redirect_uri', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('kirchgeld_token')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('user_id', 'integer', (column) =>
      column.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();

  // --- church-tax organisations (KRO numbers; a merged one replaces older ones from its date) -----
  await db.schema
    .createTable('kg_organization')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('tenant_id', 'integer', (column) =>
      column.notNull().references('organization.id').onDelete('restrict'),
    )
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('kro_nr', 'text', (column) => column.notNull())
    .addColumn('valid_from', 'date', (column) => column.notNull())
    .addColumn('valid_before', 'date')
    .addColumn('external_id', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'integer', (column) => column.references('app_user.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('kg_organization_kro_idx')
    .on('kg_organization')
    .columns(['tenant_id', 'kro_nr'])
    .execute();
  await db.schema
    .createTable('kg_organization_replaces')
    .addColumn('organization_id', 'integer', (column) =>
      column.notNull().references('kg_organization.id').onDelete('cascade'),
    )
    .addColumn('replaced_id', 'integer', (column) =>
      column.notNull().references('kg_organization.id').onDelete('restrict'),
    )
    .addPrimaryKeyConstraint('kg_organization_replaces_pk', ['organization_id', 'replaced_id'])
    .addCheckConstraint('kg_organization_replaces_not_itself', sql`organization_id <> replaced_id`)
    .execute();

  // --- registry imports ---------------------------------------------------------------------------
  await db.schema
    .createTable('kg_data_import')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('tenant_id', 'integer', (column) =>
      column.notNull().references('organization.id').onDelete('restrict'),
    )
    .addColumn('kind', 'text', (column) =>
      column.notNull().defaultTo('registry').check(sql`kind in ('registry', 'contextk')`),
    )
    .addColumn('state', 'text', (column) =>
      column.notNull().defaultTo('pending').check(sql`state in ('pending', 'running', 'finished', 'failed')`),
    )
    .addColumn('file_name', 'text', (column) => column.notNull())
    .addColumn('file_key', 'text', (column) => column.notNull())
    .addColumn('file_sha256', 'text', (column) => column.notNull())
    .addColumn('file_size', 'integer', (column) => column.notNull())
    .addColumn('encoding', 'text')
    // duration, input_lines, married, and what changed; broken lines by number
    .addColumn('processing_state', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('job_id', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'integer', (column) => column.references('app_user.id').onDelete('set null'))
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('kg_data_import_tenant_idx')
    .on('kg_data_import')
    .columns(['tenant_id', 'created_at'])
    .execute();

  // --- persons and their dated versions -----------------------------------------------------------
  await db.schema
    .createTable('kg_person')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('tenant_id', 'integer', (column) =>
      column.notNull().references('organization.id').onDelete('restrict'),
    )
    .addColumn('type', 'text', (column) => column.notNull().check(sql`type in ('individual', 'company')`))
    // self-created in the app (editable), not from the registry
    .addColumn('eigenerfasst', 'boolean', (column) => column.notNull().defaultTo(false))
    // the registry's own identifier of the person: how an import recognises them again
    .addColumn('registry_id', 'text')
    .addColumn('legacy_contextk_stammdaten_id', 'integer')
    // the newest version (by valid_from), kept with every new version so lookups read one row a person
    .addColumn('latest_data_id', 'bigint')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'integer', (column) => column.references('app_user.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('kg_person_registry_idx')
    .on('kg_person')
    .columns(['tenant_id', 'registry_id'])
    .unique()
    .where(sql.ref('registry_id'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('kg_person_tenant_idx')
    .on('kg_person')
    .columns(['tenant_id', 'type'])
    .execute();

  let personData = db.schema
    .createTable('kg_person_data')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('person_id', 'uuid', (column) =>
      column.notNull().references('kg_person.id').onDelete('cascade'),
    )
    .addColumn('valid_from', 'timestamptz', (column) => column.notNull())
    .addColumn('valid_before', 'timestamptz')
    .addColumn('source', 'text', (column) =>
      column.notNull().check(sql`source in ('import', 'manual', 'legacy')`),
    )
    .addColumn('data_import_id', 'integer', (column) =>
      column.references('kg_data_import.id').onDelete('set null'),
    )
    .addColumn('eigenerfasst', 'boolean', (column) => column.notNull().defaultTo(false));
  for (const field of PERSON_TEXT_FIELDS) personData = personData.addColumn(field, 'text');
  for (const field of PERSON_DATE_FIELDS) personData = personData.addColumn(field, 'date');
  await personData
    // a lower-case text of names, street and place, for the lookup's search
    .addColumn('search_text', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'integer', (column) => column.references('app_user.id').onDelete('set null'))
    .addCheckConstraint('kg_person_data_period', sql`valid_before is null or valid_before > valid_from`)
    .execute();
  await db.schema
    .createIndex('kg_person_data_person_idx')
    .on('kg_person_data')
    .columns(['person_id', 'valid_from'])
    .execute();

  await db.schema
    .createTable('kg_relation')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('tenant_id', 'integer', (column) =>
      column.notNull().references('organization.id').onDelete('restrict'),
    )
    .addColumn('type', 'text', (column) => column.notNull().check(sql`type in ('ehe', 'part_of')`))
    .addColumn('side_a', 'uuid', (column) => column.notNull().references('kg_person.id').onDelete('cascade'))
    .addColumn('side_b', 'uuid', (column) => column.notNull().references('kg_person.id').onDelete('cascade'))
    .addColumn('valid_from', 'timestamptz', (column) => column.notNull())
    .addColumn('valid_before', 'timestamptz')
    .addColumn('source', 'text', (column) => column.notNull().defaultTo('manual'))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('kg_relation_two_sides', sql`side_a <> side_b`)
    .execute();
  await db.schema.createIndex('kg_relation_a_idx').on('kg_relation').columns(['side_a']).execute();
  await db.schema.createIndex('kg_relation_b_idx').on('kg_relation').columns(['side_b']).execute();

  // --- legacy records of the former program (ContextK) --------------------------------------------
  await db.schema
    .createTable('kg_legacy_record')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('tenant_id', 'integer', (column) =>
      column.notNull().references('organization.id').onDelete('restrict'),
    )
    .addColumn('data_import_id', 'integer', (column) =>
      column.references('kg_data_import.id').onDelete('set null'),
    )
    // ContextK's address id (AdrID): a record is recognised again by it
    .addColumn('adr_id', 'text', (column) => column.notNull())
    .addColumn('raw_data', 'jsonb', (column) => column.notNull())
    .addColumn('buchungen', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('zielgruppen', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('aktionen', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('segmente', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('plz', 'text')
    // the years with bookings, for the table's filter
    .addColumn('booking_years', sql`integer[]`, (column) => column.notNull().defaultTo(sql`'{}'`))
    .addColumn('person_id', 'uuid', (column) => column.references('kg_person.id').onDelete('set null'))
    .addColumn('adopted_at', 'timestamptz')
    .addColumn('adopted_by', 'integer', (column) => column.references('app_user.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('kg_legacy_record_adr_unique', ['tenant_id', 'adr_id'])
    .execute();
  await db.schema
    .createIndex('kg_legacy_record_plz_idx')
    .on('kg_legacy_record')
    .columns(['tenant_id', 'plz'])
    .execute();

  // --- church-tax payments (issue 18 writes the legacy bookings; issue 20 the rest) ---------------
  await db.schema
    .createTable('kg_payment')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('tenant_id', 'integer', (column) =>
      column.notNull().references('organization.id').onDelete('restrict'),
    )
    .addColumn('person_id', 'uuid', (column) =>
      column.notNull().references('kg_person.id').onDelete('restrict'),
    )
    .addColumn('payment_type', 'text', (column) =>
      column.notNull().check(sql`payment_type in ('CAMTPayment', 'ContextKPayment', 'ManualEntryPayment')`),
    )
    // cash or parish_account, for manual ones
    .addColumn('type', 'text', (column) =>
      column.check(sql`type is null or type in ('cash', 'parish_account')`),
    )
    .addColumn('state', 'text', (column) =>
      column.notNull().defaultTo('completed').check(sql`state in ('completed', 'cancelled', 'cancellation')`),
    )
    .addColumn('booking_date', 'date', (column) => column.notNull())
    .addColumn('amount_cents', 'bigint', (column) => column.notNull())
    .addColumn('currency', 'text', (column) => column.notNull().defaultTo('EUR'))
    .addColumn('purpose', 'text')
    .addColumn('target_purpose', 'text')
    .addColumn('special_purpose', 'text')
    .addColumn('disallow_receipt', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('comment', 'text')
    // a ContextK booking: its record and its position there, so adopting twice books nothing twice
    .addColumn('legacy_record_id', 'integer', (column) =>
      column.references('kg_legacy_record.id').onDelete('restrict'),
    )
    .addColumn('legacy_booking_index', 'integer')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'integer', (column) => column.references('app_user.id').onDelete('set null'))
    .addUniqueConstraint('kg_payment_legacy_unique', ['legacy_record_id', 'legacy_booking_index'])
    .execute();
  await db.schema
    .createIndex('kg_payment_person_idx')
    .on('kg_payment')
    .columns(['person_id', 'booking_date'])
    .execute();
  await db.schema
    .createIndex('kg_payment_tenant_idx')
    .on('kg_payment')
    .columns(['tenant_id', 'booking_date'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'kg_payment',
    'kg_legacy_record',
    'kg_relation',
    'kg_person_data',
    'kg_person',
    'kg_data_import',
    'kg_organization_replaces',
    'kg_organization',
    'kirchgeld_token',
    'oauth_login_state',
    'oauth_authorization_code',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
