/** API shapes of devices and their settings. */
import { type Device, type DeviceContract, isDatabaseId, type SettingsView } from '@kollekta/contract';
import {
  type DeviceType,
  isDeviceType,
  isWebAppType,
  type ResolvedSetting,
  type SettingSource,
} from '@kollekta/domain';
import type { DeviceRow } from './devices.repository';

export function deviceUrl(apiBase: string, id: number): string {
  return `${apiBase}device/${id}/`;
}

export function organizationUrl(apiBase: string, id: number): string {
  return `${apiBase}organization/${id}/`;
}

export function locationUrl(apiBase: string, id: number): string {
  return `${apiBase}location/${id}/`;
}

/** The id in a location url (`…/location/12/`), or null. */
export function parseLocationUrl(url: string): number | null {
  const id = Number(url.match(/\/location\/(\d+)\/?$/)?.[1]);
  return isDatabaseId(id) ? id : null;
}

type DeviceBasicsRow = Pick<
  DeviceRow,
  | 'id'
  | 'name'
  | 'device_type'
  | 'device_class'
  | 'active'
  | 'mqtt_identity'
  | 'bcmserno'
  | 'collection_member_state'
>;

/** What every answer about a device says of it, whichever list it comes from. */
export function toDeviceBasics(row: DeviceBasicsRow, apiBase: string) {
  const type: DeviceType = isDeviceType(row.device_type) ? row.device_type : 'peter';
  return {
    id: row.id,
    url: deviceUrl(apiBase, row.id),
    name: row.name,
    type,
    device_class: row.device_class,
    active: row.active,
    mqtt_identity: row.mqtt_identity,
    bcmserno: row.bcmserno,
    collection_member_state:
      row.collection_member_state === 'open' || row.collection_member_state === 'closing'
        ? (row.collection_member_state as 'open' | 'closing')
        : null,
  };
}

export type DeviceAbilities = { canChangeSettings: boolean; canCashUp: boolean };

export function toDeviceResponse(
  row: DeviceRow,
  lastCashUp: { requested_at: Date; state: string } | undefined,
  abilities: DeviceAbilities,
  apiBase: string,
): Device {
  const basics = toDeviceBasics(row, apiBase);
  return {
    ...basics,
    current_location:
      row.location_id === null
        ? null
        : { id: row.location_id, url: locationUrl(apiBase, row.location_id), name: row.location_name ?? '' },
    sticky_location: row.sticky_location,
    contracts: row.contracts.filter(isContract),
    settings_inherit: row.settings_inherit,
    settings_local: row.settings_local,
    organization: {
      id: row.organization_id,
      url: organizationUrl(apiBase, row.organization_id),
      name: row.organization_name,
    },
    is_web_app: isWebAppType(basics.type),
    last_cash_up: lastCashUp
      ? {
          requested_at: lastCashUp.requested_at.toISOString(),
          state: lastCashUp.state as 'requested' | 'started' | 'done',
        }
      : null,
    can_change_settings: abilities.canChangeSettings,
    can_cash_up: abilities.canCashUp,
  };
}

/** A web app an organisation has by its enableWA / enableWS flag, without a device of its own. */
export function toFlaggedWebApp(
  organization: { id: number; name: string },
  type: 'john' | 'bart',
  canChangeSettings: boolean,
  apiBase: string,
): Device {
  return {
    id: null,
    url: null,
    name: type === 'john' ? 'Kollekten-App' : 'Spenden-App',
    type,
    device_class: type === 'john' ? 'WA' : 'WS',
    active: true,
    mqtt_identity: null,
    bcmserno: null,
    collection_member_state: null,
    current_location: null,
    sticky_location: false,
    contracts: [],
    settings_inherit: {},
    settings_local: {},
    organization: {
      id: organization.id,
      url: organizationUrl(apiBase, organization.id),
      name: organization.name,
    },
    is_web_app: true,
    last_cash_up: null,
    can_change_settings: canChangeSettings,
    can_cash_up: false,
  };
}

function isContract(value: Record<string, unknown>): value is DeviceContract {
  return (
    typeof value.number === 'string' && typeof value.kind === 'string' && typeof value.since === 'string'
  );
}

export function toSettingsView(
  values: {
    type: DeviceType;
    target: SettingSource;
    settings: ResolvedSetting[];
    locations: { id: number; name: string }[];
    currentLocationId: number | null;
    mayChangeMaximum: boolean;
  },
  apiBase: string,
): SettingsView {
  return {
    device_type: values.type,
    target: values.target,
    settings: values.settings,
    locations: values.locations.map((location) => ({
      id: location.id,
      url: locationUrl(apiBase, location.id),
      name: location.name,
    })),
    current_location:
      values.currentLocationId === null ? null : locationUrl(apiBase, values.currentLocationId),
    may_change_maximum: values.mayChangeMaximum,
  };
}
