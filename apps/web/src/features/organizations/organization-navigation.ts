/**
 * Where an organisation's navigation leads (administration.md §2 "Main layout", "Organisation
 * submenu"; planning.md §2 `{host}.kollekteapp`, `{host}.spendeapp`): the pages of its web apps,
 * its evaluations per device class, and the entries of 'Dokumente & Listen' and 'Auswertungen'.
 * Pure functions of what the server answered; the server still checks every call.
 */
import type { Device } from '@kollekta/contract';
import { type DeviceClass, HARDWARE_CLASSES, WEB_APP_CLASSES } from '@kollekta/domain';

/** The URL parameter of the dashboard that narrows it to one device class. */
export const DEVICE_CLASS_PARAM = 'device_class';

/** The web apps' own pages below `#/o/{id}/`, by the device class of their card. */
export const WEB_APP_PAGES = {
  kollekteapp: { app: 'john', deviceClass: 'WA' },
  spendeapp: { app: 'bart', deviceClass: 'WS' },
} as const satisfies Record<string, { app: 'john' | 'bart'; deviceClass: DeviceClass }>;
export type WebAppPage = keyof typeof WEB_APP_PAGES;

type ListedDevice = Pick<Device, 'device_class' | 'is_web_app' | 'organization'>;

/**
 * The organisation's own web app of a page, as the device list shows it (same rules as its card:
 * the caller reads the organisation's devices, and the app is a device or switched on by flag).
 */
export function findWebApp<T extends ListedDevice>(
  devices: readonly T[],
  organizationId: number,
  page: WebAppPage,
): T | null {
  const { deviceClass } = WEB_APP_PAGES[page];
  return (
    devices.find(
      (device) =>
        device.is_web_app && device.device_class === deviceClass && device.organization.id === organizationId,
    ) ?? null
  );
}

/** The web app pages the organisation has, in the order of the submenu. */
export function webAppPagesOf(devices: readonly ListedDevice[], organizationId: number): WebAppPage[] {
  return (Object.keys(WEB_APP_PAGES) as WebAppPage[]).filter(
    (page) => findWebApp(devices, organizationId, page) !== null,
  );
}

/** Physical devices first, then the web apps. */
const EVALUATION_CLASS_ORDER: readonly DeviceClass[] = [...HARDWARE_CLASSES, ...WEB_APP_CLASSES];

/** The device classes the organisation has devices of, one evaluation each. */
export function evaluationDeviceClasses(devices: readonly ListedDevice[]): DeviceClass[] {
  const present = new Set(devices.map((device) => device.device_class));
  return EVALUATION_CLASS_ORDER.filter((deviceClass) => present.has(deviceClass));
}

export function deviceClassEvaluationPath(organizationId: number, deviceClass: string): string {
  return `/o/${organizationId}/?${DEVICE_CLASS_PARAM}=${encodeURIComponent(deviceClass)}`;
}

export function webAppPagePath(organizationId: number, page: WebAppPage): string {
  return `/o/${organizationId}/${page}`;
}
