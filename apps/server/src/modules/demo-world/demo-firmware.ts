/**
 * Firmware releases of the demo world: the version the device simulator reports ('2026.10.2') for
 * every hardware class, and two earlier releases of the offering bag, so the device card can name
 * the release of what a device runs (devices-income-kirchgeld.md §3 "Firmware info").
 */
import type { AppContext } from '../../platform/app-context';
import { recordFirmwareRelease } from '../devices';

/** The firmware tools/simulator/simulated-device.ts reports in device_information. */
export const DEMO_FIRMWARE = '2026.10.2';

const RELEASES = [
  {
    kinds: ['KB'],
    identifier: '2026.06.1',
    releasedAt: '2026-06-15T08:00:00Z',
    notes: 'LED-Ring: neuer Modus Pulsieren.',
  },
  {
    kinds: ['KB'],
    identifier: '2026.08.3',
    releasedAt: '2026-08-20T08:00:00Z',
    notes: 'Schnellerer Kassenschnitt.',
  },
  {
    kinds: ['KB', 'SD', 'SP', 'KS', 'FS'],
    identifier: DEMO_FIRMWARE,
    releasedAt: '2026-10-02T08:00:00Z',
    notes: 'Stabilere Mobilfunkverbindung; WLAN-Suche auf Anfrage.',
  },
] as const;

export async function addDemoFirmware(context: AppContext): Promise<void> {
  for (const release of RELEASES) {
    for (const kind of release.kinds) {
      await recordFirmwareRelease(context, {
        kind,
        identifier: release.identifier,
        releasedAt: new Date(release.releasedAt),
        notes: release.notes,
      });
    }
  }
}
