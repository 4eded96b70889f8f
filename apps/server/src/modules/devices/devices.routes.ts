/**
 * HTTP of devices: list, one device, settings (device and per organisation), Kassenschnitt, direct
 * links, firmware info, and every device for superusers.
 */
import {
  getDevice as getDeviceRoute,
  getDeviceSettings as getDeviceSettingsRoute,
  getDirectLink as getDirectLinkRoute,
  getFirmwareInfo as getFirmwareInfoRoute,
  getOrganizationTypeSettings as getOrganizationTypeSettingsRoute,
  listAllDevices as listAllDevicesRoute,
  listOrganizationDevices as listOrganizationDevicesRoute,
  requestCashUp as requestCashUpRoute,
  updateDeviceSettings as updateDeviceSettingsRoute,
  updateOrganizationTypeSettings as updateOrganizationTypeSettingsRoute,
} from '@kollekta/contract';
import type { RouteRegistrar } from '../../platform/http-app';
import { listAllDevices } from './admin-devices.service';
import { requestCashUp } from './cash-up.service';
import {
  getDeviceSettings,
  getOrganizationTypeSettings,
  updateDeviceSettings,
  updateOrganizationTypeSettings,
} from './device-settings.service';
import { getDevice, listOrganizationDevices } from './devices.service';
import { getDirectLink } from './direct-link.service';
import { getFirmwareInfo } from './firmware.service';

export const registerDeviceRoutes: RouteRegistrar = (register, context) => {
  // the devices page and the dashboard ask for it on every visit
  register(
    listOrganizationDevicesRoute,
    ({ caller, params, query, apiBase }) =>
      listOrganizationDevices(context, caller, params.id, query.recursive === 'true', apiBase),
    { cacheAnswerPerSession: true },
  );
  register(getDeviceRoute, ({ caller, params, apiBase }) => getDevice(context, caller, params.id, apiBase));
  register(getDeviceSettingsRoute, ({ caller, params, apiBase }) =>
    getDeviceSettings(context, caller, params.id, apiBase),
  );
  register(updateDeviceSettingsRoute, ({ caller, params, body, apiBase }) =>
    updateDeviceSettings(context, caller, params.id, body, apiBase),
  );
  register(getOrganizationTypeSettingsRoute, ({ caller, params, apiBase }) =>
    getOrganizationTypeSettings(context, caller, params.id, params.type, apiBase),
  );
  register(updateOrganizationTypeSettingsRoute, ({ caller, params, body, apiBase }) =>
    updateOrganizationTypeSettings(context, caller, params.id, params.type, body, apiBase),
  );
  register(requestCashUpRoute, ({ caller, params }) => requestCashUp(context, caller, params.id));
  register(getDirectLinkRoute, ({ caller, params, query }) =>
    getDirectLink(context, caller, params.id, query.app),
  );
  register(getFirmwareInfoRoute, ({ params, apiBase }) =>
    getFirmwareInfo(context, params.kind, params.identifier, apiBase),
  );
  register(listAllDevicesRoute, ({ caller, query, apiBase }) =>
    listAllDevices(context, caller, query, apiBase),
  );
};
