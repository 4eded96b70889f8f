/**
 * Firmware info (devices-income-kirchgeld.md §3 "Firmware info: created_at, identifier (looked up by
 * kind KB and an identifier)", §7): the release of a firmware a device reports, by device class
 * ("kind") and identifier. The device card looks it up for offering bags (KB).
 */
import type { DeviceClass } from '../planning/plan-types';
import { HARDWARE_CLASSES } from './device-types';

/** The classes whose card looks up its firmware: the spec names KB. */
export const FIRMWARE_LOOKUP_CLASSES: readonly DeviceClass[] = ['KB'];

export function hasFirmwareLookup(deviceClass: string): boolean {
  return (FIRMWARE_LOOKUP_CLASSES as readonly string[]).includes(deviceClass);
}

/** Firmware is kept for the hardware classes: the web apps have none. */
export function isFirmwareKind(kind: string): boolean {
  return (HARDWARE_CLASSES as readonly string[]).includes(kind);
}

/** '2026.10.2', 'v3.1.0-rc1': letters, digits and . _ + -, at most 64 characters. */
export const FIRMWARE_IDENTIFIER_PATTERN = /^[0-9A-Za-z][0-9A-Za-z._+-]{0,63}$/;

export function isFirmwareIdentifier(identifier: string): boolean {
  return FIRMWARE_IDENTIFIER_PATTERN.test(identifier);
}

export const FIRMWARE_MESSAGES = {
  unknown: 'Unbekannte Firmware',
  notFound: 'Firmware nicht gefunden.',
  invalidKind: 'Für diese Geräteklasse gibt es keine Firmware.',
  invalidIdentifier: 'Ungültige Firmware-Kennung.',
  /** 'Firmware 2026.10.2 vom 02.10.2026': the date already in DD.MM.YYYY */
  release: (identifier: string, date: string) => `Firmware ${identifier} vom ${date}`,
} as const;
