import { describe, expect, it } from 'vitest';
import { isDeviceClass, normalizeDeviceSearch } from './admin-device-list';

describe('search of the superusers’ device list', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['   ', null],
    ['  Klingelbeutel  ', 'Klingelbeutel'],
    ['Ev.   Kirchengemeinde\tLauffen', 'Ev. Kirchengemeinde Lauffen'],
    ['x'.repeat(150), 'x'.repeat(100)],
    [`${'x'.repeat(99)} y`, 'x'.repeat(99)],
  ])('%j → %j', (input, expected) => {
    expect(normalizeDeviceSearch(input)).toBe(expected);
  });

  it.each([
    ['KB', true],
    ['WA', true],
    ['GC', true],
    ['XY', false],
    ['kb', false],
  ])('%s is a device class: %s', (value, expected) => {
    expect(isDeviceClass(value)).toBe(expected);
  });
});
