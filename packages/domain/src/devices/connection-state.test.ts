import { describe, expect, it } from 'vitest';
import { CONNECTION_STATE_TEXTS, type ConnectionState, deriveConnectionState } from './connection-state';

const NOW = 1_795_000_000;

describe('deriveConnectionState (devices-income-kirchgeld.md §4, §9: 180 s VPN, 60 s booting)', () => {
  const cases: [string, number | null, string | null, ConnectionState][] = [
    ['no telemetry at all', null, null, 'unknown'],
    ['telemetry online without VPN data', null, 'online', 'online'],
    ['telemetry offline without VPN data', null, 'offline', 'offline'],
    ['handshake 180 s ago: offline', 180, 'online', 'offline'],
    ['handshake 181 s ago: offline', 181, null, 'offline'],
    ['handshake 179 s ago, telemetry online', 179, 'online', 'online'],
    ['handshake 0 s ago, telemetry online', 0, 'online', 'online'],
    ['handshake 59 s ago, telemetry not online: booting', 59, null, 'booting'],
    ['handshake 59 s ago, telemetry offline: booting', 59, 'offline', 'booting'],
    ['handshake 60 s ago, telemetry not online: failed', 60, null, 'telemetryFailed'],
    ['handshake 179 s ago, telemetry offline: failed', 179, 'offline', 'telemetryFailed'],
    ['handshake in the future counts as now', -30, null, 'booting'],
  ];
  it.each(cases)('%s', (_name, age, status, expected) => {
    const state = deriveConnectionState({
      now: NOW,
      vpnLastHandshake: age === null ? null : NOW - age,
      telemetryStatus: status,
    });
    expect(state).toBe(expected);
  });

  it('says the spec’s words', () => {
    expect(CONNECTION_STATE_TEXTS).toEqual({
      unknown: 'Verbindungszustand unbekannt',
      offline: 'Gerät offline',
      booting: 'Verbunden, Gerät startet',
      telemetryFailed: 'Verbunden, technischer Fehler in der Telemetriedaten-Verbindung',
      online: 'Verbunden',
    });
  });
});
