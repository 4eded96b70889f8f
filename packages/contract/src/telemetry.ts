/**
 * Live device telemetry over MQTT (ARCHITECTURE.md §6, devices-income-kirchgeld.md §7): the topics
 * below each device's identity and their payloads. Browsers reach them as MQTT over WebSocket at
 * `/ws/telemetry`; the server decides per topic who may subscribe or publish.
 */
import { z } from 'zod';

export const TELEMETRY_WEBSOCKET_PATH = '/ws/telemetry';

/** What a device publishes, below `{mqtt_identity}/`. */
export const TELEMETRY_TOPICS = {
  status: 'status',
  batteryPercent: 'battery_percent',
  deviceInformation: 'device_information',
  /** one topic per screen, e.g. `screen/main`: a PNG, JPEG or SVG image */
  screen: 'screen/+',
  networkGateways: 'network/gateways',
  networkStatus: 'network/status',
  wifiStatus: 'wifi/status',
  wifiRssi: 'wifi/signal/rssi',
  wwanNetworkType: 'wwan/network_type',
  wwanRssi: 'wwan/rssi',
  vpnLastHandshake: 'vpn/last_handshake',
  /** results of a Wi-Fi scan: subscribed to only while the Wi-Fi list is open */
  wifiScan: 'wifi/scan',
  cashUpStatus: 'cashup/status',
  collectionMemberState: 'collection_member_state',
  /** a gift a device took (a card payment): JSON `deviceGift`; the server books it once */
  gift: 'gift',
} as const;

/** What a browser publishes to a device it may read. */
export const TELEMETRY_REQUESTS = {
  /** payload: the current unix time in seconds, on every clock tick */
  data: '_data/request',
  /** the same for expanded cards: the device answers with its details too */
  dataExtended: '_data/request_extended',
  wifiScan: 'wifi/scan/request',
} as const;

/** What the server publishes to a device. */
export const DEVICE_COMMANDS = {
  cashUp: 'cashup/request',
  /** the answer to a gift: booked, and the confirmation code to show when the gift is large enough */
  giftBooked: 'gift/booked',
} as const;

export const TELEMETRY_SUBSCRIBABLE = [
  TELEMETRY_TOPICS.status,
  TELEMETRY_TOPICS.batteryPercent,
  TELEMETRY_TOPICS.deviceInformation,
  TELEMETRY_TOPICS.screen,
  TELEMETRY_TOPICS.networkGateways,
  TELEMETRY_TOPICS.networkStatus,
  TELEMETRY_TOPICS.wifiStatus,
  TELEMETRY_TOPICS.wifiRssi,
  TELEMETRY_TOPICS.wwanNetworkType,
  TELEMETRY_TOPICS.wwanRssi,
  TELEMETRY_TOPICS.vpnLastHandshake,
  TELEMETRY_TOPICS.wifiScan,
  TELEMETRY_TOPICS.cashUpStatus,
  TELEMETRY_TOPICS.collectionMemberState,
] as const;

export const TELEMETRY_PUBLISHABLE = [
  TELEMETRY_REQUESTS.data,
  TELEMETRY_REQUESTS.dataExtended,
  TELEMETRY_REQUESTS.wifiScan,
] as const;

/** Device identities are one topic level of letters, digits, '-' and '_'. */
export const MQTT_IDENTITY_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

export function deviceTopic(identity: string, suffix: string): string {
  return `${identity}/${suffix}`;
}

/** Splits `{identity}/{suffix}`; null when the first level is no identity (a wildcard, `$SYS` …). */
export function splitDeviceTopic(topic: string): { identity: string; suffix: string } | null {
  const slash = topic.indexOf('/');
  if (slash <= 0) return null;
  const identity = topic.slice(0, slash);
  const suffix = topic.slice(slash + 1);
  if (!MQTT_IDENTITY_PATTERN.test(identity) || suffix === '') return null;
  return { identity, suffix };
}

/** Whether a browser may subscribe to this suffix (for a device it may read). */
export function isSubscribableSuffix(suffix: string): boolean {
  if ((TELEMETRY_SUBSCRIBABLE as readonly string[]).includes(suffix)) return true;
  return /^screen\/[A-Za-z0-9_-]{1,40}$/.test(suffix);
}

export function isPublishableSuffix(suffix: string): boolean {
  return (TELEMETRY_PUBLISHABLE as readonly string[]).includes(suffix);
}

// ─── Payloads ──────────────────────────────────────────────────────────────────────────────

export const telemetryStatus = z.enum(['online', 'offline']);

export const deviceInformation = z.object({
  firmware: z.string(),
  board_type: z.string(),
  serial: z.string(),
  uptime_seconds: z.number().int().nonnegative(),
  ip_address: z.string().optional(),
});
export type DeviceInformation = z.infer<typeof deviceInformation>;

export const networkInterface = z.enum(['wifi', 'wwan', 'ethernet']);

export const networkGateways = z.array(
  z.object({ interface: networkInterface, gateway: z.string(), active: z.boolean() }),
);
export type NetworkGateways = z.infer<typeof networkGateways>;

export const networkStatus = z.object({
  connected: z.boolean(),
  interface: networkInterface.nullable(),
});
export type NetworkStatus = z.infer<typeof networkStatus>;

export const wifiStatus = z.object({ ssid: z.string().nullable(), connected: z.boolean() });
export type WifiStatus = z.infer<typeof wifiStatus>;

export const wifiScanResults = z.object({
  scanned_at: z.number().int(),
  networks: z.array(
    z.object({
      ssid: z.string(),
      rssi: z.number(),
      security: z.enum(['open', 'wpa2', 'wpa3']),
      channel: z.number().int(),
    }),
  ),
});
export type WifiScanResults = z.infer<typeof wifiScanResults>;

export const cashUpRequest = z.object({
  request_id: z.string(),
  /** unix seconds */
  requested_at: z.number().int(),
});
export type CashUpRequest = z.infer<typeof cashUpRequest>;

export const cashUpStatus = z.object({
  request_id: z.string().nullable(),
  state: z.enum(['started', 'done']),
  /** unix seconds */
  at: z.number().int(),
});
export type CashUpStatus = z.infer<typeof cashUpStatus>;

export const collectionMemberStatePayload = z.enum(['open', 'closing', 'none']);

/** Numbers travel as text: battery percent, RSSI in dBm, unix seconds. */
export const numericPayload = z.coerce.number().refine(Number.isFinite);

/** What a device reports of a gift it took. */
export const deviceGift = z.object({
  /** unique per device; a gift sent again (a lost answer) is booked once */
  gift_id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  /** decimal string, e.g. '350.00' */
  amount: z.string().regex(/^\d{1,7}\.\d{2}$/),
  currency: z.enum(['EUR', 'CHF']),
  /** unix seconds when the donor gave */
  given_at: z.number().int().positive(),
  /** the collection the device showed, if any */
  collection_plan_id: z.number().int().positive().nullable().optional(),
});
export type DeviceGift = z.infer<typeof deviceGift>;

/** The server's answer on `{identity}/gift/booked`. */
export const deviceGiftBooked = z.object({
  gift_id: z.string(),
  /** false when the gift was refused (unknown plan, inactive device, bad amount) */
  booked: z.boolean(),
  /** shown to the donor: with it they claim their receipt at `claim_url`; null below the minimum */
  confirmation_code: z.string().nullable(),
  claim_url: z.string().nullable(),
});
export type DeviceGiftBooked = z.infer<typeof deviceGiftBooked>;
