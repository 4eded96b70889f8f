import { describe, expect, it } from 'vitest';
import {
  batteryLevel,
  isBatteryLow,
  wifiBars,
  wwanSignalPercent,
  wwanSignalQuality,
} from './signal-strength';

describe('wifiBars (4 at -40 or higher, 3 at -45, 2 at -55, 1 at -75)', () => {
  it.each([
    [-20, 4],
    [-40, 4],
    [-41, 3],
    [-45, 3],
    [-46, 2],
    [-55, 2],
    [-56, 1],
    [-75, 1],
    [-76, 0],
    [-100, 0],
  ])('%d dBm → %d bars', (rssi, bars) => {
    expect(wifiBars(rssi)).toBe(bars);
  });
});

describe('wwan signal (-90..-60 dBm → 0..100 %; < 20 sehr schwach, < 50 schwach)', () => {
  it.each([
    [-100, 0, 'veryWeak'],
    [-90, 0, 'veryWeak'],
    [-85, 17, 'veryWeak'],
    [-84, 20, 'weak'],
    [-76, 47, 'weak'],
    [-75, 50, 'good'],
    [-60, 100, 'good'],
    [-50, 100, 'good'],
  ] as const)('%d dBm → %d %% (%s)', (rssi, percent, quality) => {
    expect(wwanSignalPercent(rssi)).toBe(percent);
    expect(wwanSignalQuality(wwanSignalPercent(rssi))).toBe(quality);
  });

  it('draws the line at exactly 20 and 50 percent', () => {
    expect(wwanSignalQuality(19.9)).toBe('veryWeak');
    expect(wwanSignalQuality(20)).toBe('weak');
    expect(wwanSignalQuality(49)).toBe('weak');
    expect(wwanSignalQuality(50)).toBe('good');
  });
});

describe('battery (icon per 10 %, warning below 50 %)', () => {
  it.each([
    [100, 100, false],
    [99, 90, false],
    [50, 50, false],
    [49, 40, true],
    [10, 10, true],
    [9, 0, true],
    [0, 0, true],
    [120, 100, false],
    [-5, 0, true],
  ])('%d %% → level %d, low %s', (percent, level, low) => {
    expect(batteryLevel(percent)).toBe(level);
    expect(isBatteryLow(percent)).toBe(low);
  });
});
