/**
 * The person lookup's index (devices-income-kirchgeld.md §2 "Person lookup", issue 18: under 100 ms
 * with 100,000 persons): the words of each person's newest version (`search_text` split into words),
 * so that "matches the start of a word" is a prefix range on a b-tree instead of a scan of every
 * version. A trigger on `kg_person` keeps it; the column's "C" collation lets `like 'x%'` use the index
 * on PostgreSQL whatever the database's locale, and on PGlite.
 */
import { type Kysely, sql } from 'kysely';

/**
 * Where words of `search_text` end, as a POSIX class: the same characters as `kgSearchWords` of the
 * domain (spaces and punctuation; letters such as ü or ß stay inside words whatever the locale).
 * Copied here on purpose: a migration keeps the value of its day.
 */
const KG_SEARCH_SEPARATOR_SQL = `[[:space:].,;:/()'"&+_!?*#@<>|{}=~%$-]+`;

/** how the lookup sorts: family name, then first names, lower-case */
const LOOKUP_NAME_SQL = `lower(coalesce(kg_person_data.familienname, '')) || ' ' || lower(coalesce(kg_person_data.vornamen, ''))`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('kg_person_search_word')
    .addColumn('tenant_id', 'integer', (column) =>
      column.notNull().references('organization.id').onDelete('restrict'),
    )
    .addColumn('word', sql`text collate "C"`, (column) => column.notNull())
    .addColumn('person_id', 'uuid', (column) =>
      column.notNull().references('kg_person.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('kg_person_search_word_pk', ['tenant_id', 'word', 'person_id'])
    .execute();
  await db.schema
    .createIndex('kg_person_search_word_person_idx')
    .on('kg_person_search_word')
    .column('person_id')
    .execute();
  // The lookup counts, filters and sorts persons without reading their (wide) versions: the newest
  // version's sort name and end are copied onto kg_person, by the triggers below whenever
  // latest_data_id changes and whenever a newest version changes ('set inactive', moved away).
  await db.schema
    .alterTable('kg_person')
    .addColumn('lookup_name', sql`text collate "C"`)
    .addColumn('inactive_from', 'timestamptz')
    .execute();
  await db.schema.createIndex('kg_person_latest_idx').on('kg_person').column('latest_data_id').execute();
  await db.schema
    .createIndex('kg_person_lookup_name_idx')
    .on('kg_person')
    .columns(['tenant_id', 'lookup_name', 'id'])
    .execute();
  await sql`
    create function kg_person_data_lookup_refresh() returns trigger language plpgsql as $$
    begin
      update kg_person
        set inactive_from = changed_versions.valid_before,
            lookup_name = ${sql.raw(LOOKUP_NAME_SQL.replaceAll('kg_person_data.', 'changed_versions.'))}
        from changed_versions
        where kg_person.latest_data_id = changed_versions.id;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger kg_person_data_lookup_refresh after update on kg_person_data
    referencing new table as changed_versions
    for each statement execute function kg_person_data_lookup_refresh()
  `.execute(db);
  // Every writer of versions (appendPersonVersion, the registry import's batches, legacy adoption)
  // points kg_person.latest_data_id at the newest version: a statement-level trigger refreshes the
  // words, sort name and end of the persons whose newest version changed, set-based, so a batch of
  // 1,000 persons costs three statements. Its own update of kg_person fires it again (depth 2),
  // which then has nothing to do.
  const refreshPersons = (persons: string) => sql`
      delete from kg_person_search_word using (${sql.raw(persons)}) as changed
        where kg_person_search_word.person_id = changed.id;
      insert into kg_person_search_word (tenant_id, word, person_id)
        select distinct changed.tenant_id, word, changed.id
        from (${sql.raw(persons)}) as changed
        join kg_person_data on kg_person_data.id = changed.latest_data_id,
        lateral regexp_split_to_table(kg_person_data.search_text, ${sql.lit(KG_SEARCH_SEPARATOR_SQL)}) as word
        where word <> '';
      update kg_person
        set lookup_name = ${sql.raw(LOOKUP_NAME_SQL)},
            inactive_from = kg_person_data.valid_before
        from (${sql.raw(persons)}) as changed
        join kg_person_data on kg_person_data.id = changed.latest_data_id
        where kg_person.id = changed.id;`;
  await sql`
    create function kg_person_search_word_on_insert() returns trigger language plpgsql as $$
    begin
      if pg_trigger_depth() > 1 then
        return null;
      end if;
      ${refreshPersons('select * from changed_persons')}
      return null;
    end
    $$
  `.execute(db);
  // on update only the persons whose newest version changed (not every edit of kg_person)
  await sql`
    create function kg_person_search_word_on_update() returns trigger language plpgsql as $$
    begin
      if pg_trigger_depth() > 1 then
        return null;
      end if;
      ${refreshPersons(
        'select changed_persons.* from changed_persons join previous_persons on previous_persons.id = changed_persons.id where changed_persons.latest_data_id is distinct from previous_persons.latest_data_id',
      )}
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger kg_person_search_word_on_update after update on kg_person
    referencing old table as previous_persons new table as changed_persons
    for each statement execute function kg_person_search_word_on_update()
  `.execute(db);
  await sql`
    create trigger kg_person_search_word_on_insert after insert on kg_person
    referencing new table as changed_persons
    for each statement execute function kg_person_search_word_on_insert()
  `.execute(db);
  // persons already there (none before this release, but a database may hold some)
  await sql`
    do $$
    begin
      ${refreshPersons('select * from kg_person where latest_data_id is not null')}
    end
    $$
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists kg_person_search_word_on_update on kg_person`.execute(db);
  await sql`drop trigger if exists kg_person_search_word_on_insert on kg_person`.execute(db);
  await sql`drop function if exists kg_person_search_word_on_update()`.execute(db);
  await sql`drop function if exists kg_person_search_word_on_insert()`.execute(db);
  await sql`drop trigger if exists kg_person_data_lookup_refresh on kg_person_data`.execute(db);
  await sql`drop function if exists kg_person_data_lookup_refresh()`.execute(db);
  await db.schema.dropIndex('kg_person_lookup_name_idx').ifExists().execute();
  await db.schema.dropIndex('kg_person_latest_idx').ifExists().execute();
  await db.schema.dropTable('kg_person_search_word').ifExists().execute();
  await db.schema.alterTable('kg_person').dropColumn('lookup_name').dropColumn('inactive_from').execute();
}
