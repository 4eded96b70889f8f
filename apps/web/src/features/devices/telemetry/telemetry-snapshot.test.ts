import { describe, expect, it } from 'vitest';
import { applyTelemetryText, EMPTY_SNAPSHOT, screenImageType, withScreen } from './telemetry-snapshot';

describe('applyTelemetryText', () => {
  it.each([
    ['status', 'online', { status: 'online' }],
    ['battery_percent', '87', { batteryPercent: 87 }],
    ['battery_percent', 'viel', { batteryPercent: null }],
    ['wifi/signal/rssi', '-52', { wifiRssi: -52 }],
    ['wwan/rssi', '-77', { wwanRssi: -77 }],
    ['wwan/network_type', 'LTE', { wwanNetworkType: 'LTE' }],
    ['vpn/last_handshake', '1795000000', { vpnLastHandshake: 1_795_000_000 }],
    [
      'wifi/status',
      '{"ssid":"Gemeindehaus","connected":true}',
      { wifiStatus: { ssid: 'Gemeindehaus', connected: true } },
    ],
    [
      'network/status',
      '{"connected":true,"interface":"wwan"}',
      { networkStatus: { connected: true, interface: 'wwan' } },
    ],
    ['collection_member_state', 'closing', { collectionMemberState: 'closing' }],
    ['device_information', '{"firmware":"2.4.1"}', { deviceInformation: null }],
  ])('%s = %j', (suffix, text, expected) => {
    expect(applyTelemetryText(EMPTY_SNAPSHOT, suffix, text, 1000)).toMatchObject({
      ...expected,
      lastMessageAt: 1000,
    });
  });

  it('clears a value with an empty retained message and ignores unknown topics', () => {
    const online = applyTelemetryText(EMPTY_SNAPSHOT, 'status', 'online', 1);
    expect(applyTelemetryText(online, 'status', '', 2).status).toBeNull();
    expect(applyTelemetryText(online, 'something/else', 'x', 3)).toBe(online);
  });

  it('keeps the last scan when a broken one arrives', () => {
    const scan = '{"scanned_at":1,"networks":[{"ssid":"Kirche","rssi":-50,"security":"wpa2","channel":6}]}';
    const scanned = applyTelemetryText(EMPTY_SNAPSHOT, 'wifi/scan', scan, 1);
    expect(applyTelemetryText(scanned, 'wifi/scan', '{', 2).wifiScan?.networks[0]?.ssid).toBe('Kirche');
  });
});

describe('screens', () => {
  it('recognises png, jpeg and svg, nothing else', () => {
    expect(screenImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d]))).toBe('image/png');
    expect(screenImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(screenImageType(new TextEncoder().encode('<?xml version="1.0"?><svg width="1">'))).toBe(
      'image/svg+xml',
    );
    expect(screenImageType(new TextEncoder().encode('hallo'))).toBeNull();
  });

  it('keeps one image per screen', () => {
    const one = withScreen(EMPTY_SNAPSHOT, 'main', 'blob:1', 5);
    expect(withScreen(one, 'main', 'blob:2', 6).screens).toEqual({ main: 'blob:2' });
    expect(withScreen(one, 'main', null, 7).screens).toEqual({});
  });
});
