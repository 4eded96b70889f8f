/** Calendar settings of organisations, each valid from a day until a day (or open-ended). */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { CalendarSettingTable, Database } from '../../platform/database-schema';

export type CalendarSettingRow = Selectable<CalendarSettingTable>;

export async function findCalendarSettingsOf(
  db: Kysely<Database>,
  organizationIds: readonly number[],
): Promise<CalendarSettingRow[]> {
  if (organizationIds.length === 0) return [];
  return db
    .selectFrom('calendar_setting')
    .selectAll()
    .where('organization_id', 'in', [...organizationIds])
    .orderBy('valid_from')
    .execute();
}

export async function insertCalendarSetting(
  db: Kysely<Database>,
  values: Insertable<CalendarSettingTable>,
): Promise<void> {
  await db.insertInto('calendar_setting').values(values).execute();
}

export async function endCalendarSetting(
  db: Kysely<Database>,
  id: number,
  validNotafter: string,
): Promise<void> {
  await db
    .updateTable('calendar_setting')
    .set({ valid_notafter: validNotafter })
    .where('id', '=', id)
    .execute();
}

export async function deleteCalendarSetting(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('calendar_setting').where('id', '=', id).execute();
}
