import { describe, expect, it } from 'vitest';
import { DEVICE_LIST_HEADING, filterDevices, presentClasses } from './device-filter';

const devices = [
  {
    name: 'Klingelbeutel 1',
    device_class: 'KB',
    type: 'peter',
    mqtt_identity: 'demo-4-kb-1',
    organization: { name: 'Lauffen' },
  },
  {
    name: 'Spendensäule 2',
    device_class: 'SP',
    type: 'matt',
    mqtt_identity: 'demo-4-sp-2',
    organization: { name: 'Lauffen' },
  },
  {
    name: 'Kollekten-App',
    device_class: 'WA',
    type: 'john',
    mqtt_identity: 'demo-4-john',
    organization: { name: 'Lauffen' },
  },
  {
    name: 'Spenden-App',
    device_class: 'WS',
    type: 'bart',
    mqtt_identity: null,
    organization: { name: 'Talheim' },
  },
];

describe('filterDevices', () => {
  it.each([
    ['all', '', null, 4],
    ['webApps', '', null, 2],
    [{ deviceClass: 'SP' }, '', null, 1],
    ['all', 'säule', null, 1],
    ['all', 'talheim', null, 1],
    ['all', 'demo-4', null, 3],
    ['all', '', 'peter', 1],
    ['webApps', '', 'peter', 0],
  ] as const)('chip %j, search %j, type %s → %d', (chip, search, type, count) => {
    expect(filterDevices(devices, { chip, search, type })).toHaveLength(count);
  });

  it('offers a chip per hardware class present, in the given order', () => {
    expect(presentClasses(devices, ['KB', 'SD', 'SP', 'KS', 'FS'])).toEqual(['KB', 'SP']);
  });

  it('writes the heading', () => {
    expect(DEVICE_LIST_HEADING(3, 28)).toBe('Aktive Spendengeräte (zeige 3 von 28)');
  });
});
