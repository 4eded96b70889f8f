/**
 * The superusers' list of every device (administration.md §2 route table: admin.devices, superuser
 * only): searched, filtered by class and paged on the server, because a large world holds thousands.
 */
import type { AdminDevice } from '@kollekta/contract';
import {
  type Actor,
  ADMIN_DEVICE_PAGE_SIZES,
  DEFAULT_ADMIN_DEVICE_PAGE_SIZE,
  isDeviceClass,
  normalizeDeviceSearch,
} from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';
import { type AdminDeviceRow, countAllDevices, findAllDevices } from './admin-devices.repository';
import { organizationUrl, toDeviceBasics } from './device.mapper';

export const ADMIN_DEVICE_MESSAGES = {
  forbidden: 'Nur Plattform-Administratoren sehen die Geräte aller Organisationen.',
  unknownClass: 'Unbekannte Geräteklasse.',
} as const;

const MAX_PAGE_SIZE = Math.max(...ADMIN_DEVICE_PAGE_SIZES);

export type AdminDeviceQuery = {
  search?: string | undefined;
  device_class?: string | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
};

export async function listAllDevices(
  context: AppContext,
  actor: Actor,
  query: AdminDeviceQuery,
  apiBase: string,
) {
  if (!actor.isSuperuser) throw new DomainError('forbidden', ADMIN_DEVICE_MESSAGES.forbidden);
  const deviceClass = query.device_class?.trim() || null;
  if (deviceClass !== null && !isDeviceClass(deviceClass))
    throw new DomainError('validation', ADMIN_DEVICE_MESSAGES.unknownClass, {
      fieldErrors: { device_class: [ADMIN_DEVICE_MESSAGES.unknownClass] },
    });
  const filter = { search: normalizeDeviceSearch(query.search), deviceClass };
  // Never the whole list at once: without a limit one page of the default size, at most 100.
  const limit = Math.min(query.limit || DEFAULT_ADMIN_DEVICE_PAGE_SIZE, MAX_PAGE_SIZE);
  const offset = query.offset ?? 0;
  const [count, rows] = await Promise.all([
    countAllDevices(context.db, filter),
    findAllDevices(context.db, filter, { limit, offset }),
  ]);
  const link = (at: number) => {
    const search = new URLSearchParams();
    if (filter.search !== null) search.set('search', filter.search);
    if (deviceClass !== null) search.set('device_class', deviceClass);
    search.set('limit', String(limit));
    search.set('offset', String(at));
    return `${apiBase}device/?${search.toString()}`;
  };
  return {
    count,
    next: offset + limit < count ? link(offset + limit) : null,
    previous: offset > 0 ? link(Math.max(0, offset - limit)) : null,
    results: rows.map((row) => toAdminDevice(row, apiBase)),
  };
}

function toAdminDevice(row: AdminDeviceRow, apiBase: string): AdminDevice {
  return {
    ...toDeviceBasics(row, apiBase),
    organization: {
      id: row.organization_id,
      url: organizationUrl(apiBase, row.organization_id),
      name: row.organization_name,
    },
    location: row.location_name,
  };
}
