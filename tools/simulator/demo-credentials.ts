/**
 * The MQTT password of a demo device: the demo world gives every demo device this password
 * (apps/server/src/modules/demo-world/demo-devices.ts derives the same), so the simulator can sign
 * in as any of them. Real devices get a random password at provisioning.
 */
export const DEMO_DEVICE_PASSWORD_PREFIX = 'Kollekta-Demo-2026:';

export function demoDevicePassword(identity: string): string {
  return `${DEMO_DEVICE_PASSWORD_PREFIX}${identity}`;
}
