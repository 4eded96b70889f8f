/**
 * Whether a device has a collection period open (devices-income-kirchgeld.md §3, §4): open,
 * closing (a Kassenschnitt is running) or none, and when the card warns about it.
 */
import type { ConnectionState } from './connection-state';

export const COLLECTION_MEMBER_STATES = ['open', 'closing'] as const;
export type CollectionMemberState = (typeof COLLECTION_MEMBER_STATES)[number];

export const COLLECTION_MEMBER_STATE_TEXTS = {
  open: 'Kollekte/Sammlung offen',
  closing: 'Kollekte/Sammlung im Abschlußprozess',
  none: 'keine Kollekte/Sammlung aktiv',
} as const;

export function collectionMemberStateText(state: string | null | undefined): string {
  if (state === 'open' || state === 'closing') return COLLECTION_MEMBER_STATE_TEXTS[state];
  return COLLECTION_MEMBER_STATE_TEXTS.none;
}

/** The spec names the two situations; the wording of the warnings is ours. */
export const DEVICE_WARNING_TEXTS = {
  inactiveWithOpenCollection:
    'Das Gerät ist inaktiv, hat aber noch eine offene Kollekte/Sammlung. Bitte lösen Sie einen Kassenschnitt aus.',
  telemetryFailed:
    'Das Gerät ist verbunden, sendet aber keine Telemetriedaten. Bitte starten Sie es neu oder kontaktieren Sie uns.',
} as const;

export type DeviceWarning = keyof typeof DEVICE_WARNING_TEXTS;

/**
 * An inactive device with an open or closing collection warns; an active device warns when its
 * telemetry failed.
 */
export function findDeviceWarning(device: {
  active: boolean;
  collectionMemberState: string | null | undefined;
  connectionState: ConnectionState;
}): DeviceWarning | null {
  const hasCollection = device.collectionMemberState === 'open' || device.collectionMemberState === 'closing';
  if (!device.active && hasCollection) return 'inactiveWithOpenCollection';
  if (device.active && device.connectionState === 'telemetryFailed') return 'telemetryFailed';
  return null;
}
