/**
 * Church-tax area: filters (target groups) of the church-tax area, issue 19. `kg_filter` holds a
 * named filter; a PersistedFilter's persons, frozen when it was made, are the rows of
 * `kg_filter_person` (a LiveFilter has none: it is evaluated whenever it is used).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('kg_filter')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('tenant_id', 'integer', (column) =>
      column.notNull().references('organization.id').onDelete('restrict'),
    )
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('type', 'text', (column) =>
      column.notNull().check(sql`type in ('PersistedFilter', 'LiveFilter')`),
    )
    .addColumn('filter', 'jsonb', (column) => column.notNull())
    // how many persons were frozen; null for a live filter
    .addColumn('person_count', 'integer')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'integer', (column) => column.references('app_user.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('kg_filter_tenant_idx')
    .on('kg_filter')
    .columns(['tenant_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('kg_filter_person')
    .addColumn('filter_id', 'integer', (column) =>
      column.notNull().references('kg_filter.id').onDelete('cascade'),
    )
    .addColumn('person_id', 'uuid', (column) =>
      column.notNull().references('kg_person.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('kg_filter_person_pk', ['filter_id', 'person_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('kg_filter_person').ifExists().execute();
  await db.schema.dropTable('kg_filter').ifExists().execute();
}
