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

/**
 * The preview: how many persons match, and the first of them by name (the sort name's index walks
 * the tenant's persons in order, so a broad filter stops after a few rows).
 */
export async function findPreviewPage(db: Db, filter: KgCheckedFilter, scope: FilterScope, limit: number) {
  const [counted, rows] = await Promise.all([
    filteredPersons(db, filter, scope)
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .executeTakeFirstOrThrow(),
    filteredPersons(db, filter, scope)
      .select([
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
      ])
      .orderBy('kg_person.lookup_name')
      .orderBy('kg_person.id')
      .limit(limit)
      .execute(),
  ]);
  return { count: Number(counted.count), rows };
}
