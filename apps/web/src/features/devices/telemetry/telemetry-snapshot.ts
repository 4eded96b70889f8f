/**
 * What the browser knows of one device from its telemetry topics (devices-income-kirchgeld.md §7):
 * each message updates one field. Payloads that do not match their contract schema are ignored.
 */
import {
  type DeviceInformation,
  deviceInformation,
  type NetworkGateways,
  type NetworkStatus,
  networkGateways,
  networkStatus,
  numericPayload,
  TELEMETRY_TOPICS,
  type WifiScanResults,
  type WifiStatus,
  wifiScanResults,
  wifiStatus,
} from '@kollekta/contract';
import type { z } from 'zod';

export type TelemetrySnapshot = {
  status: string | null;
  batteryPercent: number | null;
  deviceInformation: DeviceInformation | null;
  networkGateways: NetworkGateways | null;
  networkStatus: NetworkStatus | null;
  wifiStatus: WifiStatus | null;
  wifiRssi: number | null;
  wwanNetworkType: string | null;
  wwanRssi: number | null;
  /** unix seconds */
  vpnLastHandshake: number | null;
  wifiScan: WifiScanResults | null;
  collectionMemberState: string | null;
  /** screen name → object URL of the latest image */
  screens: Record<string, string>;
  /** unix milliseconds of the latest message, null before any */
  lastMessageAt: number | null;
};

export const EMPTY_SNAPSHOT: TelemetrySnapshot = {
  status: null,
  batteryPercent: null,
  deviceInformation: null,
  networkGateways: null,
  networkStatus: null,
  wifiStatus: null,
  wifiRssi: null,
  wwanNetworkType: null,
  wwanRssi: null,
  vpnLastHandshake: null,
  wifiScan: null,
  collectionMemberState: null,
  screens: {},
  lastMessageAt: null,
};

function parseJson<T>(schema: z.ZodType<T>, text: string): T | undefined {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function parseNumber(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const parsed = numericPayload.safeParse(text);
  return parsed.success ? parsed.data : undefined;
}

/** The snapshot after a text message on `{identity}/{suffix}`; screens go through `withScreen`. */
export function applyTelemetryText(
  snapshot: TelemetrySnapshot,
  suffix: string,
  text: string,
  receivedAt: number,
): TelemetrySnapshot {
  const next = (patch: Partial<TelemetrySnapshot>): TelemetrySnapshot => ({
    ...snapshot,
    ...patch,
    lastMessageAt: receivedAt,
  });
  // An empty retained message clears the value.
  const value = text.trim();
  switch (suffix) {
    case TELEMETRY_TOPICS.status:
      return next({ status: value === '' ? null : value });
    case TELEMETRY_TOPICS.batteryPercent:
      return next({ batteryPercent: parseNumber(value) ?? null });
    case TELEMETRY_TOPICS.deviceInformation:
      return next({ deviceInformation: parseJson(deviceInformation, value) ?? null });
    case TELEMETRY_TOPICS.networkGateways:
      return next({ networkGateways: parseJson(networkGateways, value) ?? null });
    case TELEMETRY_TOPICS.networkStatus:
      return next({ networkStatus: parseJson(networkStatus, value) ?? null });
    case TELEMETRY_TOPICS.wifiStatus:
      return next({ wifiStatus: parseJson(wifiStatus, value) ?? null });
    case TELEMETRY_TOPICS.wifiRssi:
      return next({ wifiRssi: parseNumber(value) ?? null });
    case TELEMETRY_TOPICS.wwanNetworkType:
      return next({ wwanNetworkType: value === '' ? null : value });
    case TELEMETRY_TOPICS.wwanRssi:
      return next({ wwanRssi: parseNumber(value) ?? null });
    case TELEMETRY_TOPICS.vpnLastHandshake:
      return next({ vpnLastHandshake: parseNumber(value) ?? null });
    case TELEMETRY_TOPICS.wifiScan:
      return next({ wifiScan: parseJson(wifiScanResults, value) ?? snapshot.wifiScan });
    case TELEMETRY_TOPICS.collectionMemberState:
      return next({ collectionMemberState: value === '' ? null : value });
    default:
      return snapshot;
  }
}

export function withScreen(
  snapshot: TelemetrySnapshot,
  screen: string,
  objectUrl: string | null,
  receivedAt: number,
): TelemetrySnapshot {
  const screens = { ...snapshot.screens };
  if (objectUrl === null) delete screens[screen];
  else screens[screen] = objectUrl;
  return { ...snapshot, screens, lastMessageAt: receivedAt };
}

/** The image type of a screen payload by its first bytes; null when it is none we show. */
export function screenImageType(bytes: Uint8Array): string | null {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const head = new TextDecoder().decode(bytes.subarray(0, 512)).trimStart();
  if (head.startsWith('<') && /<svg[\s>]/i.test(head)) return 'image/svg+xml';
  return null;
}
