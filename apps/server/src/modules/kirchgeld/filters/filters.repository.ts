/** Kysely queries of the target groups (`kg_filter`, `kg_filter_person`). */
import type { KgCheckedFilter } from '@kollekta/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../platform/database-schema';
import { type FilterScope, filteredPersons } from './filter-query';

type Db = Kysely<Database>;

const TARGET_GROUP_COLUMNS = [
  'id',
  'tenant_id',
  'name',
  'type',
  'filter',
  'person_count',
  'created_at',
] as const;

export function findTargetGroupRow(db: Db, tenantId: number, filterId: number) {
  return db
    .selectFrom('kg_filter')
    .select(TARGET_GROUP_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', filterId)
    .executeTakeFirst();
}
export type TargetGroupRow = NonNullable<Awaited<ReturnType<typeof findTargetGroupRow>>>;

export async function findTargetGroupRows(db: Db, tenantId: number, page: { limit: number; offset: number }) {
  const rows = await db
    .selectFrom('kg_filter')
    .select(TARGET_GROUP_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const counted = await db
    .selectFrom('kg_filter')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirstOrThrow();
  return { rows, count: Number(counted.count) };
}

export async function insertTargetGroup(
  db: Db,
  values: {
    tenantId: number;
    name: string;
    type: 'PersistedFilter' | 'LiveFilter';
    filter: unknown;
    createdBy: number | null;
  },
): Promise<number> {
  const row = await db
    .insertInto('kg_filter')
    .values({
      tenant_id: values.tenantId,
      name: values.name,
      type: values.type,
      filter: JSON.stringify(values.filter),
      created_by: values.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Freezes a persisted group's persons (one statement, however many) and records how many. */
export async function freezeTargetGroupPersons(
  db: Db,
  filterId: number,
  filter: KgCheckedFilter,
  scope: FilterScope,
): Promise<number> {
  await db
    .insertInto('kg_filter_person')
    .columns(['filter_id', 'person_id'])
    .expression(
      filteredPersons(db, filter, scope).select([
        sql<number>`${filterId}::integer`.as('filter_id'),
        'kg_person.id as person_id',
      ]),
    )
    .execute();
  const counted = await db
    .selectFrom('kg_filter_person')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('filter_id', '=', filterId)
    .executeTakeFirstOrThrow();
  const count = Number(counted.count);
  await db.updateTable('kg_filter').set({ person_count: count }).where('id', '=', filterId).execute();
  return count;
}

export function lockTargetGroup(db: Db, tenantId: number, filterId: number) {
  return db
    .selectFrom('kg_filter')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', filterId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * How many letters name the target group. The letters' `filter_id` column comes with their own
 * migration (issue 19, letters part): until it exists, no letter can use a group.
 */
export async function countLettersUsingTargetGroup(db: Db, filterId: number): Promise<number> {
  const column = await sql<{ found: number }>`
    select 1 as found from information_schema.columns
    where table_schema = current_schema() and table_name = 'kg_letter' and column_name = 'filter_id'`.execute(
    db,
  );
  if (column.rows.length === 0) return 0;
  const counted = await sql<{ count: string | number }>`
    select count(*) as count from kg_letter where filter_id = ${filterId}`.execute(db);
  return Number(counted.rows[0]?.count ?? 0);
}

export async function deleteTargetGroup(db: Db, filterId: number): Promise<void> {
  await db.deleteFrom('kg_filter').where('id', '=', filterId).execute();
}

const PREVIEW_COLUMNS = [
  'kg_person.id',
  'kg_person.type',
  'kg_person.inactive_from',
  'kg_person_data.familienname',
  'kg_person_data.vornamen',
  'kg_person_data.strassenname',
  'kg_person_data.hausnr',
  'kg_person_data.plz',
  'kg_person_data.kommune',
  'kg_person_data.geburtsdatum',
  'kg_person_data.kro_nr',
  'kg_person_data.sperre',
] as const;

/**
 * The preview: how many persons match, and the first of them by name. For most filters the sort
 * name's index walks the tenant's persons in order, so a broad filter stops after a few rows. A
 * criterion on a name goes along with that order: 'contains "mann"' first matches at the H's, so
 * the walk would pass a third of the persons, each with a lookup of its data. Such a filter is
 * evaluated once and sorted instead.
 */
export async function findPreviewPage(db: Db, filter: KgCheckedFilter, scope: FilterScope, limit: number) {
  if (mentionsField(filter, NAME_FIELDS)) return findPreviewPageBySorting(db, filter, scope, limit);
  const [counted, rows] = await Promise.all([
    filteredPersons(db, filter, scope)
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .executeTakeFirstOrThrow(),
    filteredPersons(db, filter, scope)
      .select(PREVIEW_COLUMNS)
      .orderBy('kg_person.lookup_name')
      .orderBy('kg_person.id')
      .limit(limit)
      .execute(),
  ]);
  return { count: Number(counted.count), rows };
}

/**
 * The fields that go along with the preview's order: `kg_person.lookup_name` is familienname and
 * vornamen (migration kg_persons); a Rufname is one of the Vornamen, a Geburtsname mostly the
 * Familienname.
 */
const NAME_FIELDS: ReadonlySet<string> = new Set(['familienname', 'vornamen', 'rufname', 'geburtsname']);

function mentionsField(node: KgCheckedFilter, fields: ReadonlySet<string>): boolean {
  switch (node.kind) {
    case 'and':
    case 'or':
      return node.children.some((child) => mentionsField(child, fields));
    case 'not':
      return mentionsField(node.child, fields);
    case 'criterion':
      return fields.has(node.criterion.field);
  }
}

/** One pass over the matching persons (materialised, so the planner cannot walk the name index). */
async function findPreviewPageBySorting(db: Db, filter: KgCheckedFilter, scope: FilterScope, limit: number) {
  const found = await db
    .with(
      (cte) => cte('matching').materialized(),
      () => filteredPersons(db, filter, scope).select([...PREVIEW_COLUMNS, 'kg_person.lookup_name']),
    )
    .selectFrom('matching')
    .selectAll()
    .select((eb) =>
      eb
        .selectFrom('matching')
        .select((count) => count.fn.countAll<string | number>().as('count'))
        .as('count'),
    )
    .orderBy('lookup_name')
    .orderBy('id')
    .limit(limit)
    .execute();
  const rows = found.map(({ count: _count, lookup_name: _lookupName, ...row }) => row);
  return { count: Number(found[0]?.count ?? 0), rows };
}
