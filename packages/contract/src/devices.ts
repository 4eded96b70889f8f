/**
 * Devices and web apps of organisations (devices-income-kirchgeld.md §3 "Device", §7): the list
 * per organisation, settings with their inheritance, location, Kassenschnitt, direct links.
 */
import { COLLECTION_MEMBER_STATES, DEVICE_TYPES, SETTING_KEYS } from '@kollekta/domain';
import { z } from 'zod';
import { entityId, idParams, paginated, pagingQuery } from './common';
import { defineRoute } from './route';

export const deviceType = z.enum(DEVICE_TYPES);

export const deviceContract = z.object({
  number: z.string(),
  /** rent, purchase or service */
  kind: z.enum(['rent', 'purchase', 'service']),
  since: z.string(),
  until: z.string().nullable(),
});
export type DeviceContract = z.infer<typeof deviceContract>;

export const device = z.object({
  /** null for a web app the organisation has by its enableWA / enableWS flag only */
  id: z.number().int().nullable(),
  url: z.string().nullable(),
  name: z.string(),
  type: deviceType,
  device_class: z.string(),
  active: z.boolean(),
  mqtt_identity: z.string().nullable(),
  bcmserno: z.string().nullable(),
  collection_member_state: z.enum(COLLECTION_MEMBER_STATES).nullable(),
  current_location: z.object({ id: z.number().int(), url: z.string(), name: z.string() }).nullable(),
  sticky_location: z.boolean(),
  contracts: z.array(deviceContract),
  settings_inherit: z.record(z.string(), z.unknown()),
  settings_local: z.record(z.string(), z.unknown()),
  organization: z.object({ id: z.number().int(), url: z.string(), name: z.string() }),
  is_web_app: z.boolean(),
  last_cash_up: z
    .object({ requested_at: z.string(), state: z.enum(['requested', 'started', 'done']) })
    .nullable(),
  /** what the caller may do with it: the server's answer, used by the web to decide what to show */
  can_change_settings: z.boolean(),
  can_cash_up: z.boolean(),
});
export type Device = z.infer<typeof device>;

export const listOrganizationDevices = defineRoute({
  method: 'GET',
  path: 'organization/:id/devices/',
  summary: 'Devices and web apps of an organisation; with recursive=true also of the ones below it',
  auth: true,
  params: idParams,
  query: z.object({ recursive: z.enum(['true', 'false']).optional() }),
  status: 200,
  response: z.array(device),
});

export const getDevice = defineRoute({
  method: 'GET',
  path: 'device/:id/',
  summary: 'One device; 404 when the caller may not see it',
  auth: true,
  params: idParams,
  status: 200,
  response: device,
});

// ─── Settings ───────────────────────────────────────────────────────────────────────────────

export const settingKey = z.enum(SETTING_KEYS);

export const settingSource = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('device') }),
  z.object({
    kind: z.literal('organization'),
    organizationId: z.number().int(),
    organizationName: z.string(),
  }),
  z.object({ kind: z.literal('default') }),
]);

export const resolvedSetting = z.object({
  key: settingKey,
  value: z.unknown(),
  localValue: z.unknown(),
  inherit: z.boolean(),
  source: settingSource,
  inheritedValue: z.unknown(),
  inheritedSource: settingSource,
});
export type ResolvedSettingResponse = z.infer<typeof resolvedSetting>;

export const settingsView = z.object({
  device_type: deviceType,
  /** where these settings are stored: the device, or the organisation for this device type */
  target: settingSource,
  settings: z.array(resolvedSetting),
  locations: z.array(z.object({ id: z.number().int(), url: z.string(), name: z.string() })),
  current_location: z.string().nullable(),
  /** maxInputValue is raised by support only */
  may_change_maximum: z.boolean(),
});
export type SettingsView = z.infer<typeof settingsView>;

/** A change: values to set (null clears), inherit flags, and for hardware the location url. */
export const settingsChange = z.object({
  settings_local: z.record(z.string(), z.unknown()).optional(),
  settings_inherit: z.record(z.string(), z.boolean()).optional(),
  current_location: z.string().nullable().optional(),
});
export type SettingsChange = z.infer<typeof settingsChange>;

export const getDeviceSettings = defineRoute({
  method: 'GET',
  path: 'device/:id/settings/',
  summary: 'Every setting of a device with its value, source and inherit flag',
  auth: true,
  params: idParams,
  status: 200,
  response: settingsView,
});

export const updateDeviceSettings = defineRoute({
  method: 'PATCH',
  path: 'device/:id/',
  summary: 'Saves a device’s settings_local, settings_inherit and current_location',
  auth: true,
  params: idParams,
  body: settingsChange,
  status: 200,
  response: settingsView,
});

const typeSettingsParams = z.object({ id: entityId, type: deviceType });

export const getOrganizationTypeSettings = defineRoute({
  method: 'GET',
  path: 'organization/:id/settings/:type/',
  summary: 'The settings an organisation gives a device type (its web apps; defaults for its devices)',
  auth: true,
  params: typeSettingsParams,
  status: 200,
  response: settingsView,
});

export const updateOrganizationTypeSettings = defineRoute({
  method: 'PATCH',
  path: 'organization/:id/settings/:type/',
  summary: 'Saves an organisation’s settings for a device type; organisations and devices below inherit them',
  auth: true,
  params: typeSettingsParams,
  body: settingsChange,
  status: 200,
  response: settingsView,
});

// ─── Kassenschnitt ─────────────────────────────────────────────────────────────────────────

export const requestCashUp = defineRoute({
  method: 'POST',
  path: 'device/:id/cashup/',
  summary: 'Asks the device over MQTT to close its collection period (Kassenschnitt)',
  auth: true,
  params: idParams,
  status: 200,
  response: z.object({ detail: z.string(), request_id: z.string() }),
});

// ─── Direct links ──────────────────────────────────────────────────────────────────────────

export const directLink = z.object({
  url: z.string(),
  /** the QR code as SVG markup, shown at 400 px */
  qr_svg: z.string(),
  /** the QR code as a PNG data URL of 512 px, to download */
  qr_png: z.string(),
});
export type DirectLink = z.infer<typeof directLink>;

export const getDirectLink = defineRoute({
  method: 'GET',
  path: 'organization/:id/direct_link/',
  summary: 'Direct link and QR code of the collection app (/p/{id}) or the donation app (/o/{id})',
  auth: true,
  params: idParams,
  query: z.object({ app: z.enum(['john', 'bart']) }),
  status: 200,
  response: directLink,
});

// ─── Every device (superusers) ─────────────────────────────────────────────────────────────

export const adminDevice = z.object({
  id: z.number().int(),
  url: z.string(),
  name: z.string(),
  type: deviceType,
  device_class: z.string(),
  active: z.boolean(),
  mqtt_identity: z.string(),
  bcmserno: z.string().nullable(),
  collection_member_state: z.enum(COLLECTION_MEMBER_STATES).nullable(),
  organization: z.object({ id: z.number().int(), url: z.string(), name: z.string() }),
  location: z.string().nullable(),
});
export type AdminDevice = z.infer<typeof adminDevice>;

export const listAllDevicesQuery = pagingQuery.extend({
  /** name, MQTT identity, serial number or organisation contains this */
  search: z.string().max(200).optional(),
  /** only devices of this class (KB, SD, SP, KS, FS, WA, WS, GE, GC) */
  device_class: z.string().max(8).optional(),
});

export const listAllDevices = defineRoute({
  method: 'GET',
  path: 'device/',
  summary: 'Every device of every organisation, a page at a time (superusers only)',
  auth: true,
  query: listAllDevicesQuery,
  status: 200,
  response: paginated(adminDevice),
});
