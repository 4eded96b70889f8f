import { describe, expect, it } from 'vitest';
import type { DeviceClass } from './plan-types';
import {
  collectExcludedFor,
  type ExclusionPlacement,
  isExcludedEverywhere,
  type PlanPlacement,
  type PlanRelation,
  relatePlan,
  type ViewingOrganization,
} from './plan-visibility';

// Landeskirche 1 › Region 2 › Bezirk 3 › Gemeinde 4; Bezirk 3 › Gemeinde 5; Region 2 › Bezirk 6 › Gemeinde 7.
const viewer = (path: number[], noInherit: number[] = []): ViewingOrganization => ({
  path,
  noInheritCollections: new Set(noInherit),
});
const LANDESKIRCHE = viewer([1]);
const BEZIRK = viewer([1, 2, 3]);
const GEMEINDE = viewer([1, 2, 3, 4]);
const GEMEINDE_OHNE_ERBE = viewer([1, 2, 3, 5], [5]);
const GEMEINDE_IN_BEZIRK_OHNE_ERBE = viewer([1, 2, 6, 7], [6]);

const plan = (organizationId: number, inherit: boolean, locationId: number | null = null): PlanPlacement => ({
  organizationId,
  inherit,
  locationId,
});

describe('relatePlan', () => {
  const cases: [string, PlanPlacement, ViewingOrganization, PlanRelation | null][] = [
    ['own plan', plan(4, false), GEMEINDE, 'own'],
    ['own plan marked inherit', plan(4, true), GEMEINDE, 'own'],
    ['plan of one of its church buildings', plan(4, false, 40), GEMEINDE, 'location'],
    ['district plan with inherit reaches the parish', plan(3, true), GEMEINDE, 'inherited'],
    ['regional church plan reaches the parish over two levels', plan(1, true), GEMEINDE, 'inherited'],
    ['district plan without inherit stays in the district', plan(3, false), GEMEINDE, null],
    ['a location plan of the district is not inherited', plan(3, true, 30), GEMEINDE, null],
    ['a parish plan is not shown in its district', plan(4, true), BEZIRK, null],
    ['a sister parish plan is not shown', plan(5, true), GEMEINDE, null],
    [
      'no_inherit_collections on the parish blocks the district plan',
      plan(3, true),
      GEMEINDE_OHNE_ERBE,
      null,
    ],
    [
      'no_inherit_collections on the parish blocks the regional plan',
      plan(1, true),
      GEMEINDE_OHNE_ERBE,
      null,
    ],
    ['the flag does not hide the parish’s own plans', plan(5, false), GEMEINDE_OHNE_ERBE, 'own'],
    [
      'no_inherit_collections on the district blocks the regional plan for its parishes',
      plan(1, true),
      GEMEINDE_IN_BEZIRK_OHNE_ERBE,
      null,
    ],
    [
      'a district with the flag still passes its own plans down',
      plan(6, true),
      GEMEINDE_IN_BEZIRK_OHNE_ERBE,
      'inherited',
    ],
    ['the regional church sees its own plans', plan(1, true), LANDESKIRCHE, 'own'],
  ];
  it.each(cases)('%s', (_name, subject, seenFrom, expected) => {
    expect(relatePlan(subject, seenFrom)).toBe(expected);
  });
});

describe('exclusions (Abwählen)', () => {
  const ALL: DeviceClass[] = ['KB', 'WA'];
  const exclusion = (
    organizationId: number,
    inherit: boolean,
    targets: DeviceClass[] = ALL,
    locationId: number | null = null,
  ): ExclusionPlacement => ({ organizationId, inherit, targets, locationId });

  it.each([
    ['the excluding parish itself', [exclusion(4, true)], GEMEINDE, { 4: ALL }],
    ['a child of the excluding organisation, with inherit', [exclusion(3, true)], GEMEINDE, { 3: ALL }],
    ['a child, without inherit: not excluded there', [exclusion(3, false)], GEMEINDE, {}],
    ['the organisation without inherit: excluded there', [exclusion(3, false)], BEZIRK, { 3: ALL }],
    ['a sister parish is not affected', [exclusion(4, true)], viewer([1, 2, 3, 5]), {}],
    ['the parent is not affected', [exclusion(4, true)], BEZIRK, {}],
    ['a location exclusion stays with its location', [exclusion(4, true, ALL, 40)], GEMEINDE, {}],
    [
      'several exclusions join per organisation',
      [exclusion(4, true, ['KB']), exclusion(4, true, ['WA']), exclusion(3, true, ['WA'])],
      GEMEINDE,
      { 3: ['WA'], 4: ['KB', 'WA'] },
    ],
  ] as const)('%s', (_name, exclusions, seenFrom, expected) => {
    expect(Object.fromEntries(collectExcludedFor(exclusions, seenFrom))).toEqual(expected);
  });

  it('hides a plan only when every device class it runs on is excluded', () => {
    expect(isExcludedEverywhere(ALL, new Map([[4, ['KB', 'WA'] as DeviceClass[]]]))).toBe(true);
    expect(isExcludedEverywhere(ALL, new Map([[4, ['KB'] as DeviceClass[]]]))).toBe(false);
    expect(
      isExcludedEverywhere(
        ALL,
        new Map([
          [3, ['KB'] as DeviceClass[]],
          [4, ['WA'] as DeviceClass[]],
        ]),
      ),
    ).toBe(true);
    expect(isExcludedEverywhere(ALL, new Map())).toBe(false);
  });
});
