/**
 * Signal and battery as the device card shows them (devices-income-kirchgeld.md §9): Wi-Fi bars
 * from the RSSI, mobile signal scaled from -90..-60 dBm to 0..100 %, battery in steps of 10 %.
 */

/** The weakest RSSI (dBm) that still earns 4, 3, 2 and 1 bars. */
export const WIFI_BAR_THRESHOLDS = [
  { bars: 4, minRssi: -40 },
  { bars: 3, minRssi: -45 },
  { bars: 2, minRssi: -55 },
  { bars: 1, minRssi: -75 },
] as const;

export function wifiBars(rssi: number): 0 | 1 | 2 | 3 | 4 {
  for (const threshold of WIFI_BAR_THRESHOLDS) {
    if (rssi >= threshold.minRssi) return threshold.bars;
  }
  return 0;
}

export const WWAN_RSSI_RANGE = { min: -90, max: -60 } as const;

export type SignalQuality = 'veryWeak' | 'weak' | 'good';

export const SIGNAL_QUALITY_TEXTS: Record<SignalQuality, string> = {
  veryWeak: 'sehr schwach',
  weak: 'schwach',
  good: 'gut',
};

/** -90 dBm and below is 0 %, -60 dBm and above is 100 %, linear in between, whole percent. */
export function wwanSignalPercent(rssi: number): number {
  const { min, max } = WWAN_RSSI_RANGE;
  const share = (rssi - min) / (max - min);
  return Math.round(Math.min(1, Math.max(0, share)) * 100);
}

/** Below 20 % red and 'sehr schwach', below 50 % yellow and 'schwach'. */
export function wwanSignalQuality(percent: number): SignalQuality {
  if (percent < 20) return 'veryWeak';
  if (percent < 50) return 'weak';
  return 'good';
}

export const BATTERY_WARNING_BELOW_PERCENT = 50;

/** The battery icon's level: the percentage rounded down to a step of 10, within 0..100. */
export function batteryLevel(percent: number): number {
  const clamped = Math.min(100, Math.max(0, percent));
  return Math.floor(clamped / 10) * 10;
}

export function isBatteryLow(percent: number): boolean {
  return percent < BATTERY_WARNING_BELOW_PERCENT;
}
