import { describe, expect, it } from 'vitest';
import { FIRMWARE_MESSAGES, hasFirmwareLookup, isFirmwareIdentifier, isFirmwareKind } from './firmware';

describe('firmware info (devices-income-kirchgeld.md §3: looked up by kind KB and an identifier)', () => {
  it.each([
    ['KB', true],
    ['SP', false],
    ['WA', false],
  ])('the card of a %s device looks its firmware up: %s', (deviceClass, expected) => {
    expect(hasFirmwareLookup(deviceClass)).toBe(expected);
  });

  it.each([
    ['KB', true],
    ['FS', true],
    ['WS', false],
    ['kb', false],
  ])('kind %s is a hardware class: %s', (kind, expected) => {
    expect(isFirmwareKind(kind)).toBe(expected);
  });

  it.each([
    ['2026.10.2', true],
    ['v3.1.0-rc1', true],
    ['3+build_7', true],
    ['', false],
    ['.2026', false],
    ['2026 10', false],
    ['../etc/passwd', false],
    ['a'.repeat(64), true],
    ['a'.repeat(65), false],
  ])('identifier %j: %s', (identifier, expected) => {
    expect(isFirmwareIdentifier(identifier)).toBe(expected);
  });

  it('names a release with its date', () => {
    expect(FIRMWARE_MESSAGES.release('2026.10.2', '02.10.2026')).toBe('Firmware 2026.10.2 vom 02.10.2026');
    expect(FIRMWARE_MESSAGES.unknown).toBe('Unbekannte Firmware');
  });
});
