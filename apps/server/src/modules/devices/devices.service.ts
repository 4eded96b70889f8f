/**
 * Use cases of the device list: devices and web apps of an organisation (and of the organisations
 * below it), scoped to what the caller may read. Anything the caller may not read answers 404.
 */
import type { Device } from '@kollekta/contract';
import { type Actor, hasPermission, isHardwareClass } from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';
import { loadVisibleOrganization, parsePath } from '../organizations';
import { toDeviceResponse, toFlaggedWebApp } from './device.mapper';
import {
  type DeviceRow,
  findDeviceById,
  findDevicesAt,
  findLatestCashUps,
  findOrganizationsAt,
} from './devices.repository';

/** Reading devices and their telemetry needs READ on the device's organisation. */
export const READ_DEVICES = 'READ';
/** Settings, location and images are organisation data. */
export const CHANGE_DEVICE_SETTINGS = 'WRITE_ORG_DATA';
/** A Kassenschnitt closes a collection period and costs money: finance staff and administrators. */
export const REQUEST_CASH_UP = 'WRITE';

export const DEVICE_NOT_FOUND = 'Gerät nicht gefunden.';

export function abilitiesFor(actor: Actor, row: Pick<DeviceRow, 'organization_path' | 'device_class'>) {
  const path = parsePath(row.organization_path);
  return {
    canChangeSettings: hasPermission(actor, path, CHANGE_DEVICE_SETTINGS),
    canCashUp: isHardwareClass(row.device_class) && hasPermission(actor, path, REQUEST_CASH_UP),
  };
}

export async function listOrganizationDevices(
  context: AppContext,
  actor: Actor,
  organizationId: number,
  recursive: boolean,
  apiBase: string,
): Promise<Device[]> {
  const organization = await loadVisibleOrganization(context, actor, organizationId);
  if (!hasPermission(actor, parsePath(organization.path), READ_DEVICES))
    throw new DomainError('not_found', 'Organisation nicht gefunden.');
  const [rows, organizations] = await Promise.all([
    findDevicesAt(context.db, organization.path, recursive),
    findOrganizationsAt(context.db, organization.path, recursive),
  ]);
  const readable = rows.filter((row) => hasPermission(actor, parsePath(row.organization_path), READ_DEVICES));
  const cashUps = await findLatestCashUps(
    context.db,
    readable.map((row) => row.id),
  );
  const devices = readable.map((row) =>
    toDeviceResponse(row, cashUps.get(row.id), abilitiesFor(actor, row), apiBase),
  );
  // The enableWA / enableWS flags give an organisation its web apps even without a device entry.
  for (const entry of organizations) {
    const path = parsePath(entry.path);
    if (!hasPermission(actor, path, READ_DEVICES)) continue;
    for (const [flag, type, deviceClass] of [
      ['enableWA', 'john', 'WA'],
      ['enableWS', 'bart', 'WS'],
    ] as const) {
      if (!entry.flags.includes(flag)) continue;
      const hasOwn = readable.some(
        (row) => row.organization_id === entry.id && row.device_class === deviceClass,
      );
      if (!hasOwn)
        devices.push(
          toFlaggedWebApp(entry, type, hasPermission(actor, path, CHANGE_DEVICE_SETTINGS), apiBase),
        );
    }
  }
  return devices;
}

/** A device the actor may read; any other answers 404, so its existence stays hidden. */
export async function loadReadableDevice(context: AppContext, actor: Actor, id: number): Promise<DeviceRow> {
  const row = await findDeviceById(context.db, id);
  if (!row || !hasPermission(actor, parsePath(row.organization_path), READ_DEVICES))
    throw new DomainError('not_found', DEVICE_NOT_FOUND);
  return row;
}

export async function getDevice(
  context: AppContext,
  actor: Actor,
  id: number,
  apiBase: string,
): Promise<Device> {
  const row = await loadReadableDevice(context, actor, id);
  const cashUps = await findLatestCashUps(context.db, [row.id]);
  return toDeviceResponse(row, cashUps.get(row.id), abilitiesFor(actor, row), apiBase);
}
