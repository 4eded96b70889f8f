/**
 * Who may do what on the telemetry broker (ARCHITECTURE.md §6). A browser signs in with the user's
 * name and API token and may subscribe to the telemetry topics, and publish the data requests, of
 * devices of organisations it may read. A device signs in with its identity and MQTT password and
 * stays below its own identity. The server itself publishes without a client.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import {
  isPublishableSuffix,
  isSubscribableSuffix,
  MQTT_IDENTITY_PATTERN,
  splitDeviceTopic,
} from '@kollekta/contract';
import { hasPermission } from '@kollekta/domain';
import type { BrokerPrincipal, MqttAccessPolicy } from '../../adapters/mqtt';
import type { AppContext } from '../../platform/app-context';
import type { AuthenticatedCaller } from '../../platform/request-context';
import { authenticateToken } from '../auth';
import { parsePath } from '../organizations';
import { findDeviceByIdentity } from './devices.repository';
import { READ_DEVICES } from './devices.service';

/** A browser, signed in with a user's API token: kept, so that the connection ends with the token. */
export type UserPrincipal = { kind: 'user'; caller: AuthenticatedCaller; token: string; checkedAt: number };
type DevicePrincipal = { kind: 'device'; identity: string };

export const isUserPrincipal = (principal: BrokerPrincipal): principal is UserPrincipal =>
  principal.kind === 'user';

/**
 * A signed-in browser's roles are read again at most once a minute when it subscribes or publishes.
 * That its token still lives is checked far more often, whether it does anything or not
 * (telemetry-sessions.ts).
 */
const SESSION_RECHECK_MS = 60_000;
/** Which organisation a device belongs to changes rarely: remembered for 30 s. */
const IDENTITY_CACHE_MS = 30_000;
const IDENTITY_CACHE_LIMIT = 100_000;

export function hashDeviceSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function createTelemetryAccessPolicy(context: AppContext): MqttAccessPolicy {
  const organizationOf = new Map<string, { path: number[] | null; at: number }>();

  const findOrganizationPath = async (identity: string): Promise<number[] | null> => {
    const now = Date.now();
    const cached = organizationOf.get(identity);
    if (cached && now - cached.at < IDENTITY_CACHE_MS) return cached.path;
    const device = await findDeviceByIdentity(context.db, identity);
    const path = device ? parsePath(device.organization_path) : null;
    if (organizationOf.size >= IDENTITY_CACHE_LIMIT) organizationOf.clear();
    organizationOf.set(identity, { path, at: now });
    return path;
  };

  const isSessionValid = async (principal: UserPrincipal): Promise<boolean> => {
    if (Date.now() - principal.checkedAt < SESSION_RECHECK_MS) return true;
    const caller = await authenticateToken(context, principal.token);
    if (!caller || caller.userId !== principal.caller.userId) return false;
    principal.caller = caller;
    principal.checkedAt = Date.now();
    return true;
  };

  const mayReadDevice = async (principal: UserPrincipal, identity: string): Promise<boolean> => {
    if (!(await isSessionValid(principal))) return false;
    const path = await findOrganizationPath(identity);
    return path !== null && hasPermission(principal.caller, path, READ_DEVICES);
  };

  return {
    async authenticate(username, password): Promise<BrokerPrincipal | null> {
      if (MQTT_IDENTITY_PATTERN.test(username)) {
        const device = await findDeviceByIdentity(context.db, username);
        if (device) {
          // With an external broker the devices belong there; this one serves browsers only.
          if (context.telemetry.mode === 'bridged' || !device.mqtt_secret_hash) return null;
          const given = Buffer.from(hashDeviceSecret(password), 'hex');
          const stored = Buffer.from(device.mqtt_secret_hash, 'hex');
          if (given.length !== stored.length || !timingSafeEqual(given, stored)) return null;
          const principal: DevicePrincipal = { kind: 'device', identity: username };
          return principal;
        }
      }
      const caller = await authenticateToken(context, password);
      if (!caller || caller.username.toLowerCase() !== username.trim().toLowerCase()) return null;
      const principal: UserPrincipal = { kind: 'user', caller, token: password, checkedAt: Date.now() };
      return principal;
    },

    async maySubscribe(principal, filter) {
      if (principal.kind === 'device')
        return filter.startsWith(`${(principal as DevicePrincipal).identity}/`);
      const target = splitDeviceTopic(filter);
      if (!target || !isSubscribableSuffix(target.suffix)) return false;
      return mayReadDevice(principal as UserPrincipal, target.identity);
    },

    async mayPublish(principal, topic) {
      if (/[+#]/.test(topic)) return false;
      if (principal.kind === 'device') return topic.startsWith(`${(principal as DevicePrincipal).identity}/`);
      const target = splitDeviceTopic(topic);
      if (!target || !isPublishableSuffix(target.suffix)) return false;
      return mayReadDevice(principal as UserPrincipal, target.identity);
    },
  };
}
