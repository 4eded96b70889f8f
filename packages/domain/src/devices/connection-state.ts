/**
 * The connection state of a device, derived from the age of its VPN handshake and its telemetry
 * status (devices-income-kirchgeld.md §4, §9): VPN connected means a handshake under 180 s ago,
 * booting means under 60 s ago while telemetry is not online yet.
 */

export const CONNECTION_STATES = ['unknown', 'offline', 'booting', 'telemetryFailed', 'online'] as const;
export type ConnectionState = (typeof CONNECTION_STATES)[number];

export const VPN_CONNECTED_MAX_AGE_SECONDS = 180;
export const BOOTING_MAX_AGE_SECONDS = 60;

export const CONNECTION_STATE_TEXTS: Record<ConnectionState, string> = {
  unknown: 'Verbindungszustand unbekannt',
  offline: 'Gerät offline',
  booting: 'Verbunden, Gerät startet',
  telemetryFailed: 'Verbunden, technischer Fehler in der Telemetriedaten-Verbindung',
  online: 'Verbunden',
};

export type ConnectionInput = {
  /** now, in unix seconds */
  now: number;
  /** the VPN's last handshake, unix seconds; null when none was received */
  vpnLastHandshake: number | null;
  /** the device's telemetry status topic ('online' / 'offline'); null when none was received */
  telemetryStatus: string | null;
};

export function deriveConnectionState(input: ConnectionInput): ConnectionState {
  const isTelemetryOnline = input.telemetryStatus === 'online';
  if (input.vpnLastHandshake === null) {
    // Without VPN data only the telemetry speaks: a device on a network without our VPN.
    if (input.telemetryStatus === null) return 'unknown';
    return isTelemetryOnline ? 'online' : 'offline';
  }
  // A handshake "in the future" (clocks apart) counts as just now.
  const age = Math.max(0, input.now - input.vpnLastHandshake);
  if (age >= VPN_CONNECTED_MAX_AGE_SECONDS) return 'offline';
  if (isTelemetryOnline) return 'online';
  return age < BOOTING_MAX_AGE_SECONDS ? 'booting' : 'telemetryFailed';
}
