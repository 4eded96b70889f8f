/**
 * Device types and what they are (devices-income-kirchgeld.md §3, planning.md §3): the type names
 * of the firmware, the class each belongs to, and which ones are web apps or hardware with telemetry.
 */
import { DEVICE_CLASS_LABELS, type DeviceClass } from '../planning/plan-types';

export const DEVICE_TYPES = [
  'peter',
  'andrew',
  'matt',
  'james',
  'thomas',
  'philip',
  'john',
  'bart',
  'generic_ecommerce',
  'cash',
  'jake',
] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/**
 * The class of each type. The spec names the classes of most types; philip (a further offering
 * bag generation) and jake (a donation app with a higher limit) are our reading of the rest.
 */
export const DEVICE_TYPE_CLASS: Record<DeviceType, DeviceClass> = {
  peter: 'KB',
  andrew: 'SD',
  matt: 'SP',
  james: 'KS',
  thomas: 'FS',
  philip: 'KB',
  john: 'WA',
  bart: 'WS',
  generic_ecommerce: 'GE',
  cash: 'GC',
  jake: 'WS',
};

/** Physical devices: they have telemetry, a location, a Kassenschnitt and are provisioned. */
export const HARDWARE_CLASSES: readonly DeviceClass[] = ['KB', 'SD', 'SP', 'KS', 'FS'];
export const HARDWARE_TYPES: readonly DeviceType[] = DEVICE_TYPES.filter((type) =>
  HARDWARE_CLASSES.includes(DEVICE_TYPE_CLASS[type]),
);

/** The donor web apps: collection app (john) and donation app (bart, jake). */
export const WEB_APP_TYPES: readonly DeviceType[] = ['john', 'bart', 'jake'];

export function isDeviceType(value: string): value is DeviceType {
  return (DEVICE_TYPES as readonly string[]).includes(value);
}

export function isWebAppType(type: string): boolean {
  return (WEB_APP_TYPES as readonly string[]).includes(type);
}

export function isHardwareClass(deviceClass: string): boolean {
  return (HARDWARE_CLASSES as readonly string[]).includes(deviceClass);
}

/** Unknown device class: 'unbekanntem Gerät' (devices-income-kirchgeld.md §8). */
export const UNKNOWN_DEVICE_CLASS_LABEL = 'unbekanntem Gerät';

export function deviceClassLabel(deviceClass: string): string {
  return (DEVICE_CLASS_LABELS as Record<string, string>)[deviceClass] ?? UNKNOWN_DEVICE_CLASS_LABEL;
}
