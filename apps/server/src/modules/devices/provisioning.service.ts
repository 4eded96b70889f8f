/**
 * Provisioning of new devices (devices-income-kirchgeld.md §2, §4): a device asks with the PIN on
 * its screen (pending, 'Neu'); a superuser accepts it with a name, a type and an organisation
 * (allowed, 'Angenommen'); the device fetches its MQTT credentials (registering, 'in Arbeit') and
 * reports that it is connected (done, 'Abgeschlossen').
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { isDatabaseId, type ProvisioningRequest, TELEMETRY_WEBSOCKET_PATH } from '@kollekta/contract';
import {
  type Actor,
  checkAcceptance,
  DEVICE_TYPE_CLASS,
  type DeviceType,
  isOpenProvisioningState,
  OPEN_PROVISIONING_STATES,
  PROVISIONING_MESSAGES,
  type ProvisioningState,
} from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';
import type { AuthenticatedCaller, CallerInfo } from '../../platform/request-context';
import { appendAudit } from '../audit';
import { findOrganizationById } from '../organizations';
import { organizationUrl } from './device.mapper';
import { insertDevice, setDeviceSecretHash, updateDeviceDetails } from './devices.repository';
import {
  countPendingRequests,
  findProvisioningRequest,
  findProvisioningRequests,
  insertProvisioningRequest,
  type ProvisioningRow,
  updateProvisioningRequest,
} from './provisioning.repository';
import { hashDeviceSecret } from './telemetry-access';

/** More pending requests than this look like abuse of the open endpoint. */
const MAX_PENDING_REQUESTS = 200;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newSecret = () => randomBytes(32).toString('base64url');

function requireSuperuser(actor: Actor) {
  if (!actor.isSuperuser)
    throw new DomainError('forbidden', 'Nur Plattform-Administratoren können Geräte provisionieren.');
}

export function toProvisioningResponse(row: ProvisioningRow, apiBase: string): ProvisioningRequest {
  return {
    url: `${apiBase}provisioning_request/${row.id}/`,
    id: row.id,
    state: row.state as ProvisioningState,
    pin: row.pin,
    source: row.source,
    request_data: { board_type: row.board_type, serial: row.serial },
    created_at: new Date(row.created_at).toISOString(),
    device_name: row.device_name,
    device_type: row.device_type as DeviceType | null,
    organization:
      row.organization_id === null
        ? null
        : {
            id: row.organization_id,
            url: organizationUrl(apiBase, row.organization_id),
            name: row.organization_name ?? '',
          },
    device: row.device_id === null ? null : `${apiBase}device/${row.device_id}/`,
  };
}

export async function createProvisioningRequest(
  context: AppContext,
  input: { board_type: string; serial: string; pin: string },
  info: CallerInfo,
): Promise<{ id: number; state: ProvisioningState; claim_token: string }> {
  if ((await countPendingRequests(context.db)) >= MAX_PENDING_REQUESTS)
    throw new DomainError('too_many_requests', undefined, { retryAfterSeconds: 600 });
  const claimToken = newSecret();
  const row = await insertProvisioningRequest(context.db, {
    pin: input.pin,
    source: info.ipAddress,
    boardType: input.board_type,
    serial: input.serial.trim(),
    claimTokenHash: hashToken(claimToken),
    at: context.clock.now(),
  });
  return { id: row.id, state: row.state as ProvisioningState, claim_token: claimToken };
}

export async function listProvisioningRequests(
  context: AppContext,
  actor: Actor,
  which: 'open' | 'finished' | undefined,
  apiBase: string,
): Promise<ProvisioningRequest[]> {
  requireSuperuser(actor);
  const states =
    which === 'open'
      ? OPEN_PROVISIONING_STATES
      : which === 'finished'
        ? ['done']
        : [...OPEN_PROVISIONING_STATES, 'done'];
  const rows = await findProvisioningRequests(context.db, states);
  return rows.map((row) => toProvisioningResponse(row, apiBase));
}

export async function acceptProvisioningRequest(
  context: AppContext,
  actor: AuthenticatedCaller,
  id: number,
  body: { context: string; device_name: string; device_type: DeviceType },
  apiBase: string,
): Promise<ProvisioningRequest> {
  requireSuperuser(actor);
  const request = await findProvisioningRequest(context.db, id);
  if (!request) throw new DomainError('not_found', 'Anfrage nicht gefunden.');
  const organizationId = Number(body.context.match(/(\d+)\/?$/)?.[1] ?? Number.NaN);
  const organization = isDatabaseId(organizationId)
    ? await findOrganizationById(context.db, organizationId)
    : undefined;
  const errors = checkAcceptance({
    deviceName: body.device_name,
    deviceType: body.device_type,
    organizationId: organization?.id ?? null,
  });
  if (Object.keys(errors).length > 0)
    throw new DomainError('validation', Object.values(errors).flat().join(' '), { fieldErrors: errors });
  const now = context.clock.now();
  const moved = await updateProvisioningRequest(context.db, id, 'pending', {
    state: 'allowed',
    at: now,
    organizationId: organization?.id,
    deviceName: body.device_name.trim(),
    deviceType: body.device_type,
    acceptedBy: actor.userId,
  });
  if (!moved) throw new DomainError('conflict', PROVISIONING_MESSAGES.wrongState);
  await appendAudit(context.db, {
    actorUserId: actor.userId,
    impersonatorUserId: actor.impersonatorId,
    action: 'provisioning.accepted',
    objectType: 'provisioning_request',
    objectId: id,
    data: { organization_id: organization?.id, device_name: body.device_name, device_type: body.device_type },
    at: now,
  });
  const updated = await findProvisioningRequest(context.db, id);
  if (!updated) throw new DomainError('not_found');
  return toProvisioningResponse(updated, apiBase);
}

/** The request of the device holding this claim token; any other answers 404. */
async function loadClaimed(context: AppContext, id: number, claimToken: string): Promise<ProvisioningRow> {
  const request = await findProvisioningRequest(context.db, id);
  const given = Buffer.from(hashToken(claimToken), 'hex');
  const stored = request ? Buffer.from(request.claim_token_hash, 'hex') : Buffer.alloc(given.length);
  if (!request || !timingSafeEqual(given, stored))
    throw new DomainError('not_found', 'Anfrage nicht gefunden.');
  return request;
}

/**
 * Accepted: the first poll creates the device and hands out its MQTT password, exactly once. The
 * password is stored only as a hash, so a later poll cannot repeat it, and it must not mint a new
 * one either: that would silently lock out a device already connected with the first, and let
 * whoever holds the claim token take the device's identity over. A later poll says so in German;
 * a device that lost its password asks anew.
 */
export async function pollProvisioningRequest(
  context: AppContext,
  id: number,
  claimToken: string,
): Promise<{
  state: ProvisioningState;
  credentials: { mqtt_identity: string; mqtt_password: string; websocket_path: string } | null;
  detail?: string;
}> {
  const request = await loadClaimed(context, id, claimToken);
  const state = request.state as ProvisioningState;
  const alreadyIssued = {
    state: 'registering' as const,
    credentials: null,
    detail: PROVISIONING_MESSAGES.credentialsAlreadyIssued,
  };
  if (state === 'registering') return alreadyIssued;
  if (state !== 'allowed') return { state, credentials: null };
  const now = context.clock.now();
  const secret = newSecret();
  const type = request.device_type as DeviceType;
  const identity = `dev-${request.id}-${request.serial
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 24)}`;
  const isIssued = await context.db.transaction().execute(async (trx) => {
    // The state moves first: of two polls at once only one gets past here, the other sees 'registering'.
    if (!(await updateProvisioningRequest(trx, request.id, 'allowed', { state: 'registering', at: now })))
      return false;
    const device = await insertDevice(trx, {
      organizationId: request.organization_id as number,
      name: request.device_name ?? request.serial,
      deviceClass: DEVICE_TYPE_CLASS[type],
      deviceType: type,
      mqttIdentity: identity,
      locationId: null,
    });
    await setDeviceSecretHash(trx, device.id, hashDeviceSecret(secret));
    await updateDeviceDetails(trx, device.id, { bcmserno: request.serial });
    await updateProvisioningRequest(trx, request.id, 'registering', {
      state: 'registering',
      at: now,
      deviceId: device.id,
    });
    return true;
  });
  if (!isIssued) return alreadyIssued;
  return {
    state: 'registering',
    credentials: { mqtt_identity: identity, mqtt_password: secret, websocket_path: TELEMETRY_WEBSOCKET_PATH },
  };
}

export async function completeProvisioningRequest(context: AppContext, id: number, claimToken: string) {
  const request = await loadClaimed(context, id, claimToken);
  if (request.state === 'done') return { state: 'done' as const };
  if (request.state !== 'registering' || !isOpenProvisioningState(request.state as ProvisioningState))
    throw new DomainError('conflict', PROVISIONING_MESSAGES.wrongState);
  const moved = await updateProvisioningRequest(context.db, id, 'registering', {
    state: 'done',
    at: context.clock.now(),
  });
  if (!moved) throw new DomainError('conflict', PROVISIONING_MESSAGES.wrongState);
  return { state: 'done' as const };
}
