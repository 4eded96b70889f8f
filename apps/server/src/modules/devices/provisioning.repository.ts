/** Provisioning requests of new devices. */
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/database-schema';

export type ProvisioningRow = {
  id: number;
  state: string;
  pin: string;
  source: string;
  board_type: string;
  serial: string;
  claim_token_hash: string;
  created_at: Date;
  organization_id: number | null;
  organization_name: string | null;
  device_name: string | null;
  device_type: string | null;
  device_id: number | null;
};

function selectRequests(db: Kysely<Database>) {
  return db
    .selectFrom('provisioning_request')
    .leftJoin('organization', 'organization.id', 'provisioning_request.organization_id')
    .select([
      'provisioning_request.id',
      'provisioning_request.state',
      'provisioning_request.pin',
      'provisioning_request.source',
      'provisioning_request.board_type',
      'provisioning_request.serial',
      'provisioning_request.claim_token_hash',
      'provisioning_request.created_at',
      'provisioning_request.organization_id',
      'organization.name as organization_name',
      'provisioning_request.device_name',
      'provisioning_request.device_type',
      'provisioning_request.device_id',
    ]);
}

export async function insertProvisioningRequest(
  db: Kysely<Database>,
  values: {
    pin: string;
    source: string;
    boardType: string;
    serial: string;
    claimTokenHash: string;
    at: Date;
  },
) {
  return db
    .insertInto('provisioning_request')
    .values({
      state: 'pending',
      pin: values.pin,
      source: values.source,
      board_type: values.boardType,
      serial: values.serial,
      claim_token_hash: values.claimTokenHash,
      created_at: values.at,
      updated_at: values.at,
    })
    .returning(['id', 'state'])
    .executeTakeFirstOrThrow();
}

export async function countPendingRequests(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('provisioning_request')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('state', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findProvisioningRequests(db: Kysely<Database>, states: readonly string[]) {
  return selectRequests(db)
    .where('provisioning_request.state', 'in', states)
    .orderBy('provisioning_request.created_at', 'desc')
    .orderBy('provisioning_request.id', 'desc')
    .limit(1000)
    .execute();
}

export async function findProvisioningRequest(
  db: Kysely<Database>,
  id: number,
): Promise<ProvisioningRow | undefined> {
  return selectRequests(db).where('provisioning_request.id', '=', id).executeTakeFirst();
}

export async function updateProvisioningRequest(
  db: Kysely<Database>,
  id: number,
  fromState: string,
  values: {
    state: string;
    at: Date;
    organizationId?: number;
    deviceName?: string;
    deviceType?: string;
    deviceId?: number;
    acceptedBy?: number;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('provisioning_request')
    .set({
      state: values.state,
      updated_at: values.at,
      ...(values.organizationId !== undefined ? { organization_id: values.organizationId } : {}),
      ...(values.deviceName !== undefined ? { device_name: values.deviceName } : {}),
      ...(values.deviceType !== undefined ? { device_type: values.deviceType } : {}),
      ...(values.deviceId !== undefined ? { device_id: values.deviceId } : {}),
      ...(values.acceptedBy !== undefined ? { accepted_by: values.acceptedBy } : {}),
    })
    .where('id', '=', id)
    .where('state', '=', fromState)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
