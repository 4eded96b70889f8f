/** Every device of every organisation, a page at a time, for the superusers' list. */
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/database-schema';

export type AdminDeviceFilter = { search: string | null; deviceClass: string | null };

export type AdminDeviceRow = {
  id: number;
  name: string;
  device_class: string;
  device_type: string;
  active: boolean;
  mqtt_identity: string;
  bcmserno: string | null;
  collection_member_state: string | null;
  organization_id: number;
  organization_name: string;
  location_name: string | null;
};

function filtered(db: Kysely<Database>, filter: AdminDeviceFilter) {
  let query = db
    .selectFrom('device')
    .innerJoin('organization', 'organization.id', 'device.organization_id')
    .leftJoin('location', 'location.id', 'device.location_id');
  if (filter.deviceClass !== null) query = query.where('device.device_class', '=', filter.deviceClass);
  if (filter.search !== null) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb('device.name', 'ilike', pattern),
        eb('device.mqtt_identity', 'ilike', pattern),
        eb('device.bcmserno', 'ilike', pattern),
        eb('organization.name', 'ilike', pattern),
        eb('location.name', 'ilike', pattern),
      ]),
    );
  }
  return query;
}

export async function countAllDevices(db: Kysely<Database>, filter: AdminDeviceFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** By organisation (tree order), class and name, so a page shows an organisation's devices together. */
export async function findAllDevices(
  db: Kysely<Database>,
  filter: AdminDeviceFilter,
  page: { limit: number; offset: number },
): Promise<AdminDeviceRow[]> {
  return filtered(db, filter)
    .select([
      'device.id',
      'device.name',
      'device.device_class',
      'device.device_type',
      'device.active',
      'device.mqtt_identity',
      'device.bcmserno',
      'device.collection_member_state',
      'device.organization_id',
      'organization.name as organization_name',
      'location.name as location_name',
    ])
    .orderBy('organization.path')
    .orderBy('device.device_class')
    .orderBy('device.name')
    .orderBy('device.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}
