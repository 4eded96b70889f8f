/** What the donor web apps read about organisations: their active devices and who below runs an app. */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/database-schema';

/** Class and type of the organisation's active devices (a web app is a device of class WA or WS). */
export async function findActiveDeviceKinds(
  db: Kysely<Database>,
  organizationId: number,
): Promise<{ device_class: string; device_type: string }[]> {
  return db
    .selectFrom('device')
    .select(['device_class', 'device_type'])
    .distinct()
    .where('organization_id', '=', organizationId)
    .where('active', '=', true)
    .execute();
}

/**
 * The organisations below the one with this path that run the app (an active device of its class,
 * or the organisation's flag): the choice of 'Gemeindeauswahl anzeigen', by name.
 */
export async function findOrganizationsWithAppBelow(
  db: Kysely<Database>,
  organizationPath: string,
  app: { deviceClass: string; flag: string },
): Promise<{ id: number; name: string }[]> {
  return db
    .selectFrom('organization as o')
    .select(['o.id', 'o.name'])
    .where('o.path', 'like', `${organizationPath}%`)
    .where('o.path', '!=', organizationPath)
    .where((eb) =>
      eb.or([
        eb(sql<string>`${app.flag}`, '=', sql<string>`any(o.flags)`),
        eb.exists(
          eb
            .selectFrom('device as d')
            .select('d.id')
            .whereRef('d.organization_id', '=', 'o.id')
            .where('d.active', '=', true)
            .where('d.device_class', '=', app.deviceClass),
        ),
      ]),
    )
    .orderBy('o.name')
    .orderBy('o.id')
    .execute();
}

/** Whether one of the organisations (the app's and its ancestors) is a SEPA creditor. */
export async function hasSepaCreditorAmong(db: Kysely<Database>, organizationIds: readonly number[]) {
  if (organizationIds.length === 0) return false;
  const row = await db
    .selectFrom('sepa_creditor')
    .select('organization_id')
    .where('organization_id', 'in', organizationIds)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
