import { describe, expect, it } from 'vitest';
import type { DeviceClass } from './plan-types';
import {
  buildPrioritySettings,
  checkPrioritySettings,
  choiceToPriority,
  decidePrioritySave,
  getDefaultPriority,
  getPriorityChoices,
  getPriorityDeviceClasses,
  isValidPriority,
  orderPlansForDisplay,
  type PlanKind,
  type PriorityDeviceClass,
  type PriorityExtension,
  priorityToChoice,
  readPriority,
  resolvePriority,
} from './priority';

const MAIN: PlanKind = { type: 'collection', collectionVariant: 'inner' };
const SECONDARY: PlanKind = { type: 'collection', collectionVariant: 'outer' };
const FREE: PlanKind = { type: 'collection', collectionVariant: 'x' };
const DONATION: PlanKind = { type: 'donation', collectionVariant: null };

describe('the chooser (spec §9: "A priority chooser exists for classes WS, WA, SP, KS")', () => {
  it.each([
    [
      ['KB', 'SD', 'SP', 'KS', 'FS', 'WA', 'WS', 'GE', 'GC'],
      ['WS', 'WA', 'SP', 'KS'],
    ],
    [['KB', 'WA'], ['WA']],
    [
      ['KS', 'WS'],
      ['WS', 'KS'],
    ],
    [['KB', 'SD', 'FS', 'GE', 'GC'], []],
  ] as const)('targets %j → chooser for %j', (targets, expected) => {
    expect(getPriorityDeviceClasses(targets as readonly DeviceClass[])).toEqual(expected);
  });

  it.each([
    ['WA', ['1', '2', '3', '4', '5', '6', '7', '8', '9']],
    ['WS', ['1', '2', '3', '4', '5', '6', '7', '8', '9']],
    ['SP', ['1', '2', '3', 'keine']],
    ['KS', ['1', '2', '3', 'keine']],
  ] as const)(
    '%s offers %j ("1 to 9 for web apps; 1, 2, 3 and \'keine\' for SP/KS")',
    (deviceClass, choices) => {
      expect(getPriorityChoices(deviceClass)).toEqual(choices);
    },
  );
});

describe('stored priority (spec §9: "The stored priority is the choice plus one")', () => {
  it.each([
    [0, 1],
    [2, 3],
    [8, 9],
  ])('choice %i is stored as %i', (choice, priority) => {
    expect(choiceToPriority(choice)).toBe(priority);
  });

  it.each([
    [1, 'WA', 0],
    [9, 'WS', 8],
    [3, 'SP', 2],
    [4, 'SP', 3], // 'keine'
    [7, 'KS', 3],
    [12, 'WA', 8],
  ] as const)('priority %i shows as choice %i on %s', (priority, deviceClass, choice) => {
    expect(priorityToChoice(priority, deviceClass)).toBe(choice);
  });

  it.each([
    ['WA', 1, true],
    ['WA', 9, true],
    ['WA', 10, false],
    ['WS', 0, false],
    ['SP', 3, true],
    ['SP', 4, false],
    ['KS', 2.5, false],
  ] as const)('%s with priority %s is valid: %s', (deviceClass, priority, valid) => {
    expect(isValidPriority(deviceClass, priority)).toBe(valid);
  });
});

describe('default order (spec §9: "main 1, secondary 2, free 3, donation purposes 4 (web apps default to 3 for donation and free)")', () => {
  it.each([
    [MAIN, 'SP', 1],
    [SECONDARY, 'SP', 2],
    [FREE, 'SP', 3],
    [DONATION, 'SP', 4],
    [DONATION, 'KS', 4],
    [MAIN, 'WA', 1],
    [SECONDARY, 'WA', 2],
    [FREE, 'WA', 3],
    [DONATION, 'WA', 3],
    [DONATION, 'WS', 3],
    [FREE, 'WS', 3],
  ] as const)('%j on %s → %i', (kind, deviceClass, priority) => {
    expect(getDefaultPriority(kind, deviceClass)).toBe(priority);
  });

  it('shows a donation purpose on a pillar as "keine" until it is given a place', () => {
    expect(getPriorityChoices('SP')[priorityToChoice(getDefaultPriority(DONATION, 'SP'), 'SP')]).toBe(
      'keine',
    );
  });
});

describe('saving (spec §4: "creates an extension if none exists; for SP and KS, \'keine\' (index 3) deletes it; otherwise patched")', () => {
  it.each([
    ['WA', 0, null, { kind: 'create', priority: 1 }],
    ['WA', 3, null, { kind: 'create', priority: 4 }], // index 3 is '4' on web apps, not 'keine'
    ['WS', 8, 12, { kind: 'patch', extensionId: 12, priority: 9 }],
    ['SP', 2, null, { kind: 'create', priority: 3 }],
    ['SP', 1, 5, { kind: 'patch', extensionId: 5, priority: 2 }],
    ['SP', 3, 5, { kind: 'delete', extensionId: 5 }],
    ['KS', 3, 7, { kind: 'delete', extensionId: 7 }],
    ['KS', 3, null, { kind: 'none' }],
  ] as const)(
    '%s, choice %i, extension %s → %j',
    (deviceClass, choiceIndex, existingExtensionId, expected) => {
      expect(decidePrioritySave({ deviceClass, choiceIndex, existingExtensionId })).toEqual(expected);
    },
  );
});

describe('settings_local[app name].display.order.priority', () => {
  it.each([
    ['WA', 'john'],
    ['WS', 'bart'],
    ['SP', 'matt'],
    ['KS', 'james'],
  ] as const)('%s keeps it under the app %s', (deviceClass, app) => {
    expect(buildPrioritySettings(deviceClass, 2)).toEqual({ [app]: { display: { order: { priority: 2 } } } });
    expect(readPriority(buildPrioritySettings(deviceClass, 2), deviceClass)).toBe(2);
  });

  it.each([null, {}, { john: { display: {} } }, { john: { display: { order: { priority: '2' } } } }, []])(
    'reads no priority from %j',
    (settings) => {
      expect(readPriority(settings, 'WA')).toBeNull();
    },
  );

  it('does not read the collection app’s priority for the donation app', () => {
    expect(readPriority(buildPrioritySettings('WA', 2), 'WS')).toBeNull();
  });
});

describe('what the API keeps', () => {
  it.each([
    ['WA', { john: { display: { order: { priority: 9 } } } }, null],
    ['SP', { matt: { display: { order: { priority: 3 } } } }, null],
    [
      'SP',
      { matt: { display: { order: { priority: 4 } } } },
      'Die Priorität für Spendensäule muss eine ganze Zahl von 1 bis 3 sein.',
    ],
    [
      'WS',
      { bart: { display: { order: { priority: 10 } } } },
      'Die Priorität für Spenden-App muss eine ganze Zahl von 1 bis 9 sein.',
    ],
    [
      'WS',
      { john: { display: { order: { priority: 1 } } } },
      'Die Priorität gehört unter settings_local.bart.display.order.priority.',
    ],
    [
      'KS',
      {
        james: { display: { order: { priority: 1 } } },
        matt: { display: { order: { priority: 1 } } },
      },
      'Die Priorität gehört unter settings_local.james.display.order.priority.',
    ],
  ] as const)('%s %j → %s', (deviceClass, settings, message) => {
    expect(checkPrioritySettings(deviceClass, settings)).toBe(message);
  });
});

describe('the priority in force at an organisation', () => {
  // Landeskirche 1 › Region 2 › Bezirk 3 › Gemeinde 4
  const PATH = [1, 2, 3, 4];
  const extension = (
    organizationId: number,
    priority: number,
    deviceClass: PriorityDeviceClass = 'WA',
    locationId: number | null = null,
  ): PriorityExtension => ({
    organizationId,
    locationId,
    deviceClass,
    settingsLocal: buildPrioritySettings(deviceClass, priority),
  });
  const resolve = (extensions: PriorityExtension[], locationId: number | null = null, path = PATH) =>
    resolvePriority({ kind: DONATION, deviceClass: 'WA', extensions, organizationPath: path, locationId });

  it.each([
    ['none: the default', [], null, { priority: 3, sourceOrganizationId: null }],
    ['the parish’s own', [extension(4, 1)], null, { priority: 1, sourceOrganizationId: 4 }],
    ['the district’s, passed down', [extension(3, 5)], null, { priority: 5, sourceOrganizationId: 3 }],
    [
      'the parish’s own before the district’s',
      [extension(4, 2), extension(3, 5), extension(1, 9)],
      null,
      { priority: 2, sourceOrganizationId: 4 },
    ],
    ['another parish’s is ignored', [extension(5, 1)], null, { priority: 3, sourceOrganizationId: null }],
    ['another class is ignored', [extension(4, 1, 'WS')], null, { priority: 3, sourceOrganizationId: null }],
    [
      'a church building’s own, for its devices',
      [extension(4, 2), extension(4, 7, 'WA', 40)],
      40,
      { priority: 7, sourceOrganizationId: 4 },
    ],
    [
      'another building’s is ignored',
      [extension(4, 2), extension(4, 7, 'WA', 41)],
      40,
      { priority: 2, sourceOrganizationId: 4 },
    ],
    [
      'a building’s is ignored for the organisation as a whole',
      [extension(4, 7, 'WA', 40)],
      null,
      { priority: 3, sourceOrganizationId: null },
    ],
  ] as const)('%s', (_name, extensions, locationId, expected) => {
    expect(resolve([...extensions], locationId)).toEqual(expected);
  });

  it('leaves the district’s order to the district when looked at from the district', () => {
    expect(resolve([extension(4, 1), extension(3, 6)], null, [1, 2, 3])).toEqual({
      priority: 6,
      sourceOrganizationId: 3,
    });
  });
});

describe('the order a device shows', () => {
  const plan = (id: number, priority: number, start: string, name = `Sammlung ${id}`) => ({
    id,
    priority,
    start: new Date(start),
    name,
  });
  const plans = [
    plan(1, 4, '2026-11-01T00:00:00Z'),
    plan(2, 1, '2026-11-28T17:00:00Z'),
    plan(3, 2, '2026-11-28T17:00:00Z'),
    plan(4, 1, '2026-11-20T00:00:00Z'),
    plan(5, 3, '2026-11-01T00:00:00Z'),
  ];

  it('shows the lowest priority first, the earlier start first among equals', () => {
    expect(orderPlansForDisplay(plans, 'WA').map((entry) => entry.id)).toEqual([4, 2, 3, 5, 1]);
  });

  it('shows only three on a pillar (spec §9: "Pillar types show up to 3 collections")', () => {
    expect(orderPlansForDisplay(plans, 'SP').map((entry) => entry.id)).toEqual([4, 2, 3]);
    expect(orderPlansForDisplay(plans, 'KS')).toHaveLength(3);
  });
});
