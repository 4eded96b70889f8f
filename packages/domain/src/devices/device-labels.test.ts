import { describe, expect, it } from 'vitest';
import {
  DEVICE_TYPE_LABELS,
  deviceListName,
  deviceTypeLabel,
  truncateListName,
  UNKNOWN_DEVICE_NAME,
  UNKNOWN_DEVICE_TYPE_LABEL,
} from './device-labels';
import { DEVICE_TYPES } from './device-types';

describe('deviceTypeLabel', () => {
  it.each([
    ['peter', 'Digitaler Klingelbeutel'],
    ['andrew', 'Spendendose'],
    ['matt', 'Spendensäule'],
    ['james', 'Mini-Säule'],
    ['thomas', 'Bildschirmsäule'],
    ['john', 'Kollekten-App'],
    ['bart', 'Spenden-App'],
    ['generic_ecommerce', 'Generisches Bezahlmodul'],
    ['cash', 'Bargeld'],
  ])('%s reads %s', (type, label) => {
    expect(deviceTypeLabel(type)).toBe(label);
  });

  it('names no type by its firmware name and tells every type apart', () => {
    const labels = DEVICE_TYPES.map(deviceTypeLabel);
    for (const [index, type] of DEVICE_TYPES.entries()) expect(labels[index]).not.toContain(type);
    expect(new Set(labels).size).toBe(DEVICE_TYPES.length);
    expect(Object.keys(DEVICE_TYPE_LABELS).sort()).toEqual([...DEVICE_TYPES].sort());
  });

  it("says 'Unbekannte Geräteart' for a type it does not know (planning.md §8)", () => {
    expect(deviceTypeLabel('simon')).toBe(UNKNOWN_DEVICE_TYPE_LABEL);
    expect(deviceTypeLabel('toString')).toBe('Unbekannte Geräteart');
  });
});

describe('names in lists (22 characters, planning.md §9)', () => {
  it.each([
    ['Klingelbeutel', 'Klingelbeutel'],
    ['Spendensäule am Eingang', 'Spendensäule am Einga…'],
    ['1234567890123456789012', '1234567890123456789012'],
    ['12345678901234567890123', '123456789012345678901…'],
    ['Diakonie – Hilfe für Menschen in Not', 'Diakonie – Hilfe für…'],
  ])('%s → %s', (name, shown) => {
    expect(truncateListName(name)).toBe(shown);
    expect([...truncateListName(name)].length).toBeLessThanOrEqual(22);
  });

  it("shows 'Unbekanntes Gerät' where there is no device or no name (administration.md §8)", () => {
    expect(deviceListName(null)).toBe(UNKNOWN_DEVICE_NAME);
    expect(deviceListName({ name: '  ' })).toBe('Unbekanntes Gerät');
    expect(deviceListName({ name: 'Säule Nord' })).toBe('Säule Nord');
    expect(deviceListName({ name: 'Digitaler Klingelbeutel Nord' })).toBe('Digitaler Klingelbeut…');
  });
});
