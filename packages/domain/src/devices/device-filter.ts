/**
 * The filters of the device page (devices-income-kirchgeld.md §2 "Device administration"): chips
 * 'Alle Geräte', 'Web Apps' and one per device class, a search field and a device-type filter.
 */
import { isWebAppType } from './device-types';

export type DeviceChip = 'all' | 'webApps' | { deviceClass: string };

export type FilterableDevice = {
  name: string;
  device_class: string;
  type: string;
  mqtt_identity: string | null;
  organization: { name: string };
};

export type DeviceFilter = { chip: DeviceChip; search: string; type: string | null };

export function filterDevices<T extends FilterableDevice>(devices: readonly T[], filter: DeviceFilter): T[] {
  const search = filter.search.trim().toLocaleLowerCase('de');
  return devices.filter((device) => {
    if (filter.chip === 'webApps' && !isWebAppType(device.type)) return false;
    if (typeof filter.chip === 'object' && device.device_class !== filter.chip.deviceClass) return false;
    if (filter.type !== null && device.type !== filter.type) return false;
    if (search === '') return true;
    return [device.name, device.mqtt_identity ?? '', device.organization.name].some((text) =>
      text.toLocaleLowerCase('de').includes(search),
    );
  });
}

/** The class chips: one for each hardware class present, in the order of the given classes. */
export function presentClasses(devices: readonly FilterableDevice[], order: readonly string[]): string[] {
  const present = new Set(
    devices.filter((device) => !isWebAppType(device.type)).map((device) => device.device_class),
  );
  return order.filter((deviceClass) => present.has(deviceClass));
}

export const DEVICE_LIST_HEADING = (shown: number, total: number) =>
  `Aktive Spendengeräte (zeige ${shown} von ${total})`;
