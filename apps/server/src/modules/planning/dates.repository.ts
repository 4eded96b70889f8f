/** The named days that organisations add to the church year. */
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/database-schema';

export type ChurchDateRow = {
  id: number;
  organization_id: number;
  day: string;
  name: string;
  /** materialised path of the organisation that added it */
  organization_path: string;
};

function selectDates(db: Kysely<Database>) {
  return db
    .selectFrom('church_date as d')
    .innerJoin('organization as o', 'o.id', 'd.organization_id')
    .select(['d.id', 'd.organization_id', 'd.day', 'd.name', 'o.path as organization_path']);
}

/** Dates of the given organisations from `from` to `to` (both included). */
export async function findDatesOf(
  db: Kysely<Database>,
  organizationIds: readonly number[],
  range: { from: string; to: string },
): Promise<ChurchDateRow[]> {
  if (organizationIds.length === 0) return [];
  return selectDates(db)
    .where('d.organization_id', 'in', [...organizationIds])
    .where('d.day', '>=', range.from)
    .where('d.day', '<=', range.to)
    .orderBy('d.day')
    .orderBy('d.id')
    .execute();
}

export async function findDateById(db: Kysely<Database>, id: number): Promise<ChurchDateRow | undefined> {
  return selectDates(db).where('d.id', '=', id).executeTakeFirst();
}

export async function findDate(
  db: Kysely<Database>,
  where: { organizationId: number; day: string; name: string },
): Promise<ChurchDateRow | undefined> {
  return selectDates(db)
    .where('d.organization_id', '=', where.organizationId)
    .where('d.day', '=', where.day)
    .where('d.name', '=', where.name)
    .executeTakeFirst();
}

export async function insertDate(
  db: Kysely<Database>,
  values: { organizationId: number; day: string; name: string; createdBy: number | null; at: Date },
): Promise<number> {
  const row = await db
    .insertInto('church_date')
    .values({
      organization_id: values.organizationId,
      day: values.day,
      name: values.name,
      created_by: values.createdBy,
      created_at: values.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteDate(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('church_date').where('id', '=', id).execute();
}
