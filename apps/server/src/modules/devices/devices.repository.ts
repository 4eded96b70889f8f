/** Donation devices and web apps of an organisation. */
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/database-schema';

export type NewDevice = {
  organizationId: number;
  name: string;
  deviceClass: string;
  deviceType: string;
  mqttIdentity: string;
  locationId: number | null;
};

/** The device classes of the active devices of an organisation and everything below it. */
export async function findDeviceClassesBelow(
  db: Kysely<Database>,
  organizationPath: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('device')
    .innerJoin('organization', 'organization.id', 'device.organization_id')
    .select('device.device_class')
    .distinct()
    .where('organization.path', 'like', `${organizationPath}%`)
    .where('device.active', '=', true)
    .execute();
  return rows.map((row) => row.device_class);
}

export async function insertDevice(db: Kysely<Database>, device: NewDevice) {
  return db
    .insertInto('device')
    .values({
      organization_id: device.organizationId,
      name: device.name,
      device_class: device.deviceClass,
      device_type: device.deviceType,
      mqtt_identity: device.mqttIdentity,
      location_id: device.locationId,
      active: true,
    })
    .returning(['id', 'device_class', 'organization_id'])
    .executeTakeFirstOrThrow();
}

export type DeviceRow = {
  id: number;
  organization_id: number;
  organization_name: string;
  organization_path: string;
  name: string;
  device_class: string;
  device_type: string;
  mqtt_identity: string;
  active: boolean;
  location_id: number | null;
  location_name: string | null;
  bcmserno: string | null;
  collection_member_state: string | null;
  sticky_location: boolean;
  settings_local: Record<string, unknown>;
  settings_inherit: Record<string, unknown>;
  contracts: Record<string, unknown>[];
};

function selectDevices(db: Kysely<Database>) {
  return db
    .selectFrom('device')
    .innerJoin('organization', 'organization.id', 'device.organization_id')
    .leftJoin('location', 'location.id', 'device.location_id')
    .select([
      'device.id',
      'device.organization_id',
      'organization.name as organization_name',
      'organization.path as organization_path',
      'device.name',
      'device.device_class',
      'device.device_type',
      'device.mqtt_identity',
      'device.active',
      'device.location_id',
      'location.name as location_name',
      'device.bcmserno',
      'device.collection_member_state',
      'device.sticky_location',
      'device.settings_local',
      'device.settings_inherit',
      'device.contracts',
    ]);
}

/** Devices of the organisation with this path, and with `recursive` of every organisation below it. */
export async function findDevicesAt(
  db: Kysely<Database>,
  organizationPath: string,
  recursive: boolean,
): Promise<DeviceRow[]> {
  const query = selectDevices(db);
  const scoped = recursive
    ? query.where('organization.path', 'like', `${organizationPath}%`)
    : query.where('organization.path', '=', organizationPath);
  return scoped.orderBy('organization.path').orderBy('device.device_class').orderBy('device.name').execute();
}

export async function findDeviceById(db: Kysely<Database>, id: number): Promise<DeviceRow | undefined> {
  return selectDevices(db).where('device.id', '=', id).executeTakeFirst();
}

/** Organisations at or below a path, with their flags (for the web apps they have by flag). */
export async function findOrganizationsAt(
  db: Kysely<Database>,
  organizationPath: string,
  recursive: boolean,
) {
  const query = db.selectFrom('organization').select(['id', 'name', 'path', 'flags']);
  const scoped = recursive
    ? query.where('path', 'like', `${organizationPath}%`)
    : query.where('path', '=', organizationPath);
  return scoped.orderBy('path').execute();
}

/** What the broker needs to know about an identity: its device and the organisation's path. */
export async function findDeviceByIdentity(db: Kysely<Database>, identity: string) {
  return db
    .selectFrom('device')
    .innerJoin('organization', 'organization.id', 'device.organization_id')
    .select([
      'device.id',
      'device.device_class',
      'device.mqtt_secret_hash',
      'device.active',
      'organization.path as organization_path',
    ])
    .where('device.mqtt_identity', '=', identity)
    .executeTakeFirst();
}

export async function updateDeviceSettingsRow(
  db: Kysely<Database>,
  id: number,
  values: {
    settingsLocal: Record<string, unknown>;
    settingsInherit: Record<string, unknown>;
    locationId?: number | null;
  },
): Promise<void> {
  await db
    .updateTable('device')
    .set({
      settings_local: JSON.stringify(values.settingsLocal),
      settings_inherit: JSON.stringify(values.settingsInherit),
      ...(values.locationId !== undefined ? { location_id: values.locationId } : {}),
    })
    .where('id', '=', id)
    .execute();
}

export async function setDeviceSecretHash(
  db: Kysely<Database>,
  id: number,
  secretHash: string,
): Promise<void> {
  await db.updateTable('device').set({ mqtt_secret_hash: secretHash }).where('id', '=', id).execute();
}

export async function setCollectionMemberState(
  db: Kysely<Database>,
  identity: string,
  state: 'open' | 'closing' | null,
): Promise<void> {
  await db
    .updateTable('device')
    .set({ collection_member_state: state })
    .where('mqtt_identity', '=', identity)
    .execute();
}

export async function updateDeviceDetails(
  db: Kysely<Database>,
  id: number,
  values: {
    bcmserno?: string | null;
    contracts?: Record<string, unknown>[];
    settingsLocal?: Record<string, unknown>;
  },
): Promise<void> {
  await db
    .updateTable('device')
    .set({
      ...(values.bcmserno !== undefined ? { bcmserno: values.bcmserno } : {}),
      ...(values.contracts !== undefined ? { contracts: JSON.stringify(values.contracts) } : {}),
      ...(values.settingsLocal !== undefined ? { settings_local: JSON.stringify(values.settingsLocal) } : {}),
    })
    .where('id', '=', id)
    .execute();
}

// ─── Kassenschnitt ─────────────────────────────────────────────────────────────────────────

export async function insertCashUp(
  db: Kysely<Database>,
  values: { deviceId: number; requestId: string; requestedAt: Date; requestedBy: number },
): Promise<void> {
  await db
    .insertInto('device_cash_up')
    .values({
      device_id: values.deviceId,
      request_id: values.requestId,
      state: 'requested',
      requested_at: values.requestedAt,
      requested_by: values.requestedBy,
    })
    .execute();
}

/** Moves the cash-up on: by its request id, or else the device's latest open one. */
export async function advanceCashUp(
  db: Kysely<Database>,
  identity: string,
  requestId: string | null,
  state: 'started' | 'done',
  at: Date,
): Promise<number> {
  const device = await db
    .selectFrom('device')
    .select('id')
    .where('mqtt_identity', '=', identity)
    .executeTakeFirst();
  if (!device) return 0;
  let target = db
    .selectFrom('device_cash_up')
    .select('id')
    .where('device_id', '=', device.id)
    .where('state', '!=', 'done');
  if (requestId) target = target.where('request_id', '=', requestId);
  const row = await target.orderBy('requested_at', 'desc').limit(1).executeTakeFirst();
  if (!row) return 0;
  const result = await db
    .updateTable('device_cash_up')
    .set(state === 'started' ? { state, started_at: at } : { state, finished_at: at })
    .where('id', '=', row.id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function findLatestCashUps(db: Kysely<Database>, deviceIds: readonly number[]) {
  if (deviceIds.length === 0) return new Map<number, { requested_at: Date; state: string }>();
  const rows = await db
    .selectFrom('device_cash_up')
    .select(['device_id', 'requested_at', 'state'])
    .distinctOn('device_id')
    .where('device_id', 'in', deviceIds)
    .orderBy('device_id')
    .orderBy('requested_at', 'desc')
    .execute();
  return new Map(
    rows.map((row) => [row.device_id, { requested_at: new Date(row.requested_at), state: row.state }]),
  );
}
