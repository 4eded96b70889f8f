/** Devices as the device list answers them, for the navigation and web app page tests. */
import type { Device } from '@kollekta/contract';

const API = 'http://localhost/api/v2/';

export function makeDevice(patch: Partial<Device> & Pick<Device, 'device_class' | 'type'>): Device {
  const isWebApp = patch.is_web_app ?? ['WA', 'WS'].includes(patch.device_class);
  return {
    id: 1,
    url: `${API}device/1/`,
    name: 'Gerät',
    active: true,
    mqtt_identity: isWebApp ? null : 'demo-4-1',
    bcmserno: null,
    collection_member_state: null,
    current_location: null,
    sticky_location: false,
    contracts: [],
    settings_inherit: {},
    settings_local: {},
    organization: { id: 4, url: `${API}organization/4/`, name: 'Ev. Kirchengemeinde Lauffen' },
    is_web_app: isWebApp,
    last_cash_up: null,
    can_change_settings: false,
    can_cash_up: false,
    ...patch,
  };
}

/** Lauffen's devices in the demo world: offering bags, a pillar and both web apps. */
export const lauffenDevices: Device[] = [
  makeDevice({ id: 11, device_class: 'KB', type: 'peter', name: 'Klingelbeutel 1' }),
  makeDevice({ id: 12, device_class: 'KB', type: 'peter', name: 'Klingelbeutel 2' }),
  makeDevice({ id: 13, device_class: 'SP', type: 'matt', name: 'Spendensäule' }),
  makeDevice({ id: 14, device_class: 'WA', type: 'john', name: 'Kollekten-App' }),
  makeDevice({ id: 15, device_class: 'WS', type: 'bart', name: 'Spenden-App' }),
];
