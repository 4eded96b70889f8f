/**
 * The superusers' list of every device ('Geräte' under Administration, administration.md §2 route
 * table admin.devices): page sizes and the search, applied on the server because a large world holds
 * thousands of devices.
 */
import { DEVICE_CLASSES, type DeviceClass } from '../planning/plan-types';

export const ADMIN_DEVICE_PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_ADMIN_DEVICE_PAGE_SIZE = 25;
export const ADMIN_DEVICE_SEARCH_MAX_LENGTH = 100;

/**
 * The search as the server applies it: trimmed, inner whitespace collapsed, cut to 100 characters;
 * null when nothing is left. It matches name, MQTT identity, serial number, organisation and location.
 */
export function normalizeDeviceSearch(search: string | null | undefined): string | null {
  const text = (search ?? '').trim().replace(/\s+/g, ' ').slice(0, ADMIN_DEVICE_SEARCH_MAX_LENGTH).trim();
  return text === '' ? null : text;
}

export function isDeviceClass(value: string): value is DeviceClass {
  return (DEVICE_CLASSES as readonly string[]).includes(value);
}
