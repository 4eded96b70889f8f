/**
 * What the device-attendant mails need of the live telemetry, kept per process: the server subscribes
 * to every device's status, battery and VPN handshake (retained topics, so a fresh process learns the
 * current state at once) and keeps the last values. The devices module passes telemetry straight to
 * the browsers and keeps none itself, hence this small watch.
 *
 * A device's last sign of life is its last VPN handshake (a unix time the device reports, so it is the
 * same after a restart and an offline incident keeps its key), else the moment this process saw its
 * status turn 'offline' (or first saw a retained 'offline').
 */
import { splitDeviceTopic, TELEMETRY_TOPICS } from '@kollekta/contract';
import {
  DEVICE_BATTERY_ALERT_PERCENT,
  type DeviceTelemetrySnapshot,
  deriveConnectionState,
} from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';

type DeviceState = {
  status: string | null;
  statusSeenAt: Date | null;
  vpnLastHandshake: number | null;
  batteryPercent: number | null;
  batteryLowSince: Date | null;
};

type Watch = { devices: Map<string, DeviceState>; ready: Promise<void> };

const watches = new WeakMap<AppContext['telemetry'], Watch>();

function stateOf(watch: Watch, identity: string): DeviceState {
  let state = watch.devices.get(identity);
  if (!state) {
    state = {
      status: null,
      statusSeenAt: null,
      vpnLastHandshake: null,
      batteryPercent: null,
      batteryLowSince: null,
    };
    watch.devices.set(identity, state);
  }
  return state;
}

/** Starts watching once per broker; the promise settles when the subscriptions are in place. */
export function startDeviceTelemetryWatch(context: AppContext): Promise<void> {
  const existing = watches.get(context.telemetry);
  if (existing) return existing.ready;
  const watch: Watch = { devices: new Map(), ready: Promise.resolve() };
  watches.set(context.telemetry, watch);
  const receive = (topic: string, payload: Buffer) => {
    const target = splitDeviceTopic(topic);
    if (!target) return;
    const value = payload.toString('utf8').trim();
    const now = context.clock.now();
    const state = stateOf(watch, target.identity);
    if (target.suffix === TELEMETRY_TOPICS.status) {
      if (state.status !== value) state.statusSeenAt = now;
      state.status = value;
    } else if (target.suffix === TELEMETRY_TOPICS.batteryPercent) {
      const percent = Number(value);
      if (!Number.isFinite(percent)) return;
      state.batteryPercent = percent;
      if (percent >= DEVICE_BATTERY_ALERT_PERCENT) state.batteryLowSince = null;
      else state.batteryLowSince ??= now;
    } else if (target.suffix === TELEMETRY_TOPICS.vpnLastHandshake) {
      const seconds = Number(value);
      if (Number.isFinite(seconds) && seconds > 0) state.vpnLastHandshake = Math.floor(seconds);
    }
  };
  watch.ready = (async () => {
    for (const topic of [
      TELEMETRY_TOPICS.status,
      TELEMETRY_TOPICS.batteryPercent,
      TELEMETRY_TOPICS.vpnLastHandshake,
    ]) {
      await context.telemetry.subscribe(`+/${topic}`, receive);
    }
  })();
  return watch.ready;
}

/** The devices' telemetry as the incident rules read it, by MQTT identity (empty before the watch starts). */
export function readDeviceTelemetry(context: AppContext): Map<string, DeviceTelemetrySnapshot> {
  const watch = watches.get(context.telemetry);
  const result = new Map<string, DeviceTelemetrySnapshot>();
  if (!watch) return result;
  const now = context.clock.now();
  for (const [identity, state] of watch.devices) {
    const connection = deriveConnectionState({
      now: Math.floor(now.getTime() / 1000),
      vpnLastHandshake: state.vpnLastHandshake,
      telemetryStatus: state.status,
    });
    const lastSeenAt =
      state.vpnLastHandshake !== null
        ? new Date(state.vpnLastHandshake * 1000)
        : state.status === 'offline'
          ? state.statusSeenAt
          : null;
    result.set(identity, {
      lastSeenAt,
      isOnline: connection !== 'offline' && connection !== 'unknown',
      batteryPercent: state.batteryPercent,
      batteryLowSince: state.batteryLowSince,
    });
  }
  return result;
}
