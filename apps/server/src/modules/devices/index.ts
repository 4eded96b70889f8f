export { resolveOrganizationTypeSettings } from './device-settings.service';
export {
  findDeviceClassesBelow,
  insertDevice,
  type NewDevice,
  setDeviceSecretHash,
  updateDeviceDetails,
} from './devices.repository';
export { registerDeviceRoutes } from './devices.routes';
export { recordFirmwareRelease } from './firmware.service';
export { registerProvisioningRoutes } from './provisioning.routes';
export { registerTelemetrySocket } from './telemetry.socket';
export { hashDeviceSecret } from './telemetry-access';
