/**
 * Device and web app settings with inheritance (devices-income-kirchgeld.md §2 "Device and web app
 * settings form", §4 "Setting values", §5): a hardware device stores its own settings; an
 * organisation stores settings per device type, which are its web apps' settings and what the
 * devices and organisations below it inherit. 'Zurücksetzen' sends null: the value is inherited again.
 */
import type { SettingsChange, SettingsView } from '@kollekta/contract';
import {
  type Actor,
  checkSettingValues,
  type DeviceType,
  hasPermission,
  isDeviceType,
  isHardwareClass,
  isSettingKey,
  type ResolvedSetting,
  resolveSettings,
  SETTING_URL_EXAMPLE,
  SETTINGS_BY_TYPE,
  type SettingKey,
  type SettingSource,
  type SettingsLayer,
  type SettingValue,
} from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';
import { appendAudit } from '../audit';
import { findUsableImageHashes } from '../images';
import { findLocationsOf } from '../locations';
import {
  findOrganizationsByIds,
  loadVisibleOrganization,
  type OrganizationRow,
  parsePath,
  updateOrganizationSettings,
} from '../organizations';
import { parseLocationUrl, toSettingsView } from './device.mapper';
import { type DeviceRow, findDeviceById, updateDeviceSettingsRow } from './devices.repository';
import { CHANGE_DEVICE_SETTINGS, loadReadableDevice, READ_DEVICES } from './devices.service';

/** Settings of one type stored on an organisation: `settings_local[type][key]`. */
function organizationLayer(row: OrganizationRow, type: DeviceType): SettingsLayer {
  const pick = (settings: Record<string, unknown>) => {
    const value = settings[type];
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  };
  return {
    source: { kind: 'organization', organizationId: row.id, organizationName: row.name },
    local: pick(row.settings_local),
    inherit: pick(row.settings_inherit),
  };
}

/** The organisation with this path and those above it, nearest first. */
async function loadChain(
  context: AppContext,
  organizationPath: readonly number[],
): Promise<OrganizationRow[]> {
  const rows = await findOrganizationsByIds(context.db, organizationPath);
  return [...rows].sort((a, b) => parsePath(b.path).length - parsePath(a.path).length);
}

/**
 * The settings an organisation's web app of this type runs with: what the organisation and those
 * above it set, else the type's defaults (the donor apps read these).
 */
export async function resolveOrganizationTypeSettings(
  context: AppContext,
  organizationPath: readonly number[],
  type: DeviceType,
): Promise<ResolvedSetting[]> {
  const chain = await loadChain(context, organizationPath);
  return resolveSettings(
    type,
    chain.map((row) => organizationLayer(row, type)),
  );
}

function deviceTypeOf(row: DeviceRow): DeviceType {
  if (!isDeviceType(row.device_type)) throw new DomainError('validation', 'Unbekannte Geräteart');
  return row.device_type;
}

async function deviceView(context: AppContext, actor: Actor, row: DeviceRow, apiBase: string) {
  const type = deviceTypeOf(row);
  const chain = await loadChain(context, parsePath(row.organization_path));
  const layers: SettingsLayer[] = [
    { source: { kind: 'device' }, local: row.settings_local, inherit: row.settings_inherit },
    ...chain.map((organization) => organizationLayer(organization, type)),
  ];
  const isHardware = isHardwareClass(row.device_class);
  return {
    view: toSettingsView(
      {
        type,
        target: { kind: 'device' },
        settings: resolveSettings(type, layers),
        locations: isHardware ? await findLocationsOf(context.db, row.organization_id) : [],
        currentLocationId: isHardware ? row.location_id : null,
        mayChangeMaximum: actor.isSuperuser,
      },
      apiBase,
    ),
    layers,
  };
}

export async function getDeviceSettings(
  context: AppContext,
  actor: Actor,
  id: number,
  apiBase: string,
): Promise<SettingsView> {
  const row = await loadReadableDevice(context, actor, id);
  return (await deviceView(context, actor, row, apiBase)).view;
}

export async function updateDeviceSettings(
  context: AppContext,
  actor: Actor & { userId: number; impersonatorId: number | null },
  id: number,
  change: SettingsChange,
  apiBase: string,
): Promise<SettingsView> {
  const row = await loadReadableDevice(context, actor, id);
  const path = parsePath(row.organization_path);
  if (!hasPermission(actor, path, CHANGE_DEVICE_SETTINGS))
    throw new DomainError('forbidden', 'Sie dürfen die Einstellungen dieses Geräts nicht ändern.');
  const type = deviceTypeOf(row);
  const { view } = await deviceView(context, actor, row, apiBase);
  const next = await applyChange(context, actor, type, path, view, change, {
    local: row.settings_local,
    inherit: row.settings_inherit,
  });
  let locationId: number | undefined | null;
  if (change.current_location !== undefined) {
    if (!isHardwareClass(row.device_class))
      throw invalid({ current_location: ['Web-Apps haben keinen Ort.'] });
    locationId = change.current_location === null ? null : parseLocationUrl(change.current_location);
    const locations = await findLocationsOf(context.db, row.organization_id);
    if (locationId !== null && !locations.some((location) => location.id === locationId))
      throw invalid({ current_location: ['Dieser Ort gehört nicht zur Organisation des Geräts.'] });
  }
  await updateDeviceSettingsRow(context.db, row.id, {
    settingsLocal: next.local,
    settingsInherit: next.inherit,
    ...(locationId !== undefined ? { locationId } : {}),
  });
  await appendAudit(context.db, {
    actorUserId: actor.userId,
    impersonatorUserId: actor.impersonatorId,
    action: 'device.settings_changed',
    objectType: 'device',
    objectId: row.id,
    data: {
      settings_local: change.settings_local ?? {},
      settings_inherit: change.settings_inherit ?? {},
      location: locationId,
    },
  });
  const saved = await findDeviceById(context.db, row.id);
  if (!saved) throw new DomainError('not_found');
  return (await deviceView(context, actor, saved, apiBase)).view;
}

async function organizationView(
  context: AppContext,
  actor: Actor,
  organizationId: number,
  type: DeviceType,
  apiBase: string,
) {
  const organization = await loadVisibleOrganization(context, actor, organizationId);
  const path = parsePath(organization.path);
  if (!hasPermission(actor, path, READ_DEVICES))
    throw new DomainError('not_found', 'Organisation nicht gefunden.');
  const target: SettingSource = {
    kind: 'organization',
    organizationId: organization.id,
    organizationName: organization.name,
  };
  const view = toSettingsView(
    {
      type,
      target,
      settings: await resolveOrganizationTypeSettings(context, path, type),
      locations: [],
      currentLocationId: null,
      mayChangeMaximum: actor.isSuperuser,
    },
    apiBase,
  );
  return { view, organization, path };
}

export async function getOrganizationTypeSettings(
  context: AppContext,
  actor: Actor,
  organizationId: number,
  type: DeviceType,
  apiBase: string,
): Promise<SettingsView> {
  return (await organizationView(context, actor, organizationId, type, apiBase)).view;
}

export async function updateOrganizationTypeSettings(
  context: AppContext,
  actor: Actor & { userId: number; impersonatorId: number | null },
  organizationId: number,
  type: DeviceType,
  change: SettingsChange,
  apiBase: string,
): Promise<SettingsView> {
  const { view, organization, path } = await organizationView(context, actor, organizationId, type, apiBase);
  if (!hasPermission(actor, path, CHANGE_DEVICE_SETTINGS))
    throw new DomainError('forbidden', 'Sie dürfen die Einstellungen dieser Organisation nicht ändern.');
  if (change.current_location !== undefined)
    throw invalid({ current_location: ['Ein Ort wird am Gerät zugewiesen.'] });
  const layer = organizationLayer(organization, type);
  const next = await applyChange(context, actor, type, path, view, change, {
    local: layer.local,
    inherit: layer.inherit,
  });
  await updateOrganizationSettings(context.db, organization.id, {
    local: { ...organization.settings_local, [type]: next.local },
    inherit: { ...organization.settings_inherit, [type]: next.inherit },
  });
  await appendAudit(context.db, {
    actorUserId: actor.userId,
    impersonatorUserId: actor.impersonatorId,
    action: 'organization.device_settings_changed',
    objectType: 'organization',
    objectId: organization.id,
    data: {
      device_type: type,
      settings_local: change.settings_local ?? {},
      settings_inherit: change.settings_inherit ?? {},
    },
  });
  return (await organizationView(context, actor, organizationId, type, apiBase)).view;
}

/**
 * Checks a change and merges it into what is stored. A value set here stops inheriting it; a
 * cleared value (null) is stored as null and inherited again. Inherit flags may also be set alone.
 */
async function applyChange(
  context: AppContext,
  actor: Actor,
  type: DeviceType,
  organizationPath: readonly number[],
  view: SettingsView,
  change: SettingsChange,
  stored: { local: Record<string, unknown>; inherit: Record<string, unknown> },
) {
  const effective = Object.fromEntries(
    view.settings.map((setting) => [setting.key, setting.value]),
  ) as Partial<Record<SettingKey, SettingValue>>;
  const previousMax = typeof effective.maxInputValue === 'number' ? effective.maxInputValue : null;
  const { values, errors } = checkSettingValues(type, change.settings_local ?? {}, {
    effective,
    previousMax,
    mayChangeMaximum: actor.isSuperuser,
    urlHost: SETTING_URL_EXAMPLE,
  });
  const allowed = SETTINGS_BY_TYPE[type] as readonly string[];
  for (const key of Object.keys(change.settings_inherit ?? {})) {
    if (!isSettingKey(key) || !allowed.includes(key))
      errors[key] = [...(errors[key] ?? []), 'Diese Einstellung gibt es für diesen Gerätetyp nicht'];
  }
  const usableImages = await findUsableImageHashes(context, organizationPath);
  for (const [key, value] of Object.entries(values)) {
    const isImageSetting = ['backgroundImage', 'webappLogo', 'mainLogo', 'cornerLogo'].includes(key);
    if (isImageSetting && typeof value === 'string' && !usableImages.has(value))
      errors[key] = [...(errors[key] ?? []), 'Bitte ein hochgeladenes Bild wählen'];
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);

  const local: Record<string, unknown> = { ...stored.local };
  const inherit: Record<string, unknown> = { ...stored.inherit };
  for (const [key, value] of Object.entries(values)) {
    local[key] = value;
    inherit[key] = value === null;
  }
  for (const [key, flag] of Object.entries(change.settings_inherit ?? {})) inherit[key] = flag;
  return { local, inherit };
}

function invalid(fieldErrors: Record<string, string[]>): DomainError {
  return new DomainError('validation', Object.values(fieldErrors).flat().join(' '), { fieldErrors });
}

/** The settings a device runs with (its own, else its organisations', else the type's defaults), without a caller. */
export async function resolveDeviceSettings(context: AppContext, row: DeviceRow): Promise<ResolvedSetting[]> {
  const type = deviceTypeOf(row);
  const chain = await loadChain(context, parsePath(row.organization_path));
  return resolveSettings(type, [
    { source: { kind: 'device' }, local: row.settings_local, inherit: row.settings_inherit },
    ...chain.map((organization) => organizationLayer(organization, type)),
  ]);
}
