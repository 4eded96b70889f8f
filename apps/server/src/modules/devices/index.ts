export {
  findDeviceClassesBelow,
  insertDevice,
  type NewDevice,
  setDeviceSecretHash,
  updateDeviceDetails,
} from './devices.repository';
export { registerDeviceRoutes } from './devices.routes';
export { registerProvisioningRoutes } from './provisioning.routes';
export { registerTelemetrySocket } from './telemetry.socket';
export { hashDeviceSecret } from './telemetry-access';
