import { describe, expect, it } from 'vitest';
import {
  type Actor,
  canSee,
  collectPermissions,
  hasPermission,
  isUsableOrganization,
  relate,
} from './permission-check';
import { PERMISSIONS, type PermissionCheck } from './permission-types';

// A tree like the demo world: Landeskirche 1 › Region 2 › Bezirk 3 › Gemeinden 4, 5; Bezirk 6 › Gemeinde 7.
const LANDESKIRCHE = [1];
const BEZIRK = [1, 2, 3];
const GEMEINDE = [1, 2, 3, 4];
const SCHWESTERGEMEINDE = [1, 2, 3, 5];
const ANDERER_BEZIRK = [1, 2, 6];
const NACHBARGEMEINDE = [1, 2, 6, 7];

const superuser: Actor = { isSuperuser: true, grants: [] };
const bezirk: Actor = { isSuperuser: false, grants: [{ role: 'admin', organizationPath: BEZIRK }] };
const gemeinde: Actor = { isSuperuser: false, grants: [{ role: 'admin', organizationPath: GEMEINDE }] };
const planer: Actor = {
  isSuperuser: false,
  grants: [{ role: 'collection_plan_editor', organizationPath: GEMEINDE }],
};
const kasse: Actor = { isSuperuser: false, grants: [{ role: 'user', organizationPath: GEMEINDE }] };
const nobody: Actor = { isSuperuser: false, grants: [] };

describe('relate', () => {
  it.each([
    [GEMEINDE, GEMEINDE, 'own'],
    [GEMEINDE, BEZIRK, 'ancestors'],
    [GEMEINDE, LANDESKIRCHE, 'ancestors'],
    [BEZIRK, GEMEINDE, 'descendants'],
    [GEMEINDE, SCHWESTERGEMEINDE, 'unrelated'],
    [BEZIRK, ANDERER_BEZIRK, 'unrelated'],
    [BEZIRK, NACHBARGEMEINDE, 'unrelated'],
  ] as const)('grant on %j, target %j → %s', (grant, target, expected) => {
    expect(relate(grant, target)).toBe(expected);
  });
});

describe('hasPermission', () => {
  const cases: [string, Actor, readonly number[], PermissionCheck, boolean][] = [
    ['superuser may do anything anywhere', superuser, NACHBARGEMEINDE, 'MANAGE_USERS', true],
    ['district admin manages users of its parishes', bezirk, GEMEINDE, 'MANAGE_USERS', true],
    ['district admin writes plans of its parishes', bezirk, SCHWESTERGEMEINDE, 'WRITE_CPLAN', true],
    [
      'district admin only sees the name of the regional church',
      bezirk,
      LANDESKIRCHE,
      'READ_NONSENSITIVE',
      true,
    ],
    ['district admin does not read the regional church', bezirk, LANDESKIRCHE, 'READ', false],
    ['district admin has nothing in the other district', bezirk, NACHBARGEMEINDE, 'READ_NONSENSITIVE', false],
    ['parish admin manages its own users', gemeinde, GEMEINDE, 'MANAGE_USERS', true],
    ['parish admin cannot manage the district', gemeinde, BEZIRK, 'MANAGE_USERS', false],
    ['parish admin sees plans inherited from the district', gemeinde, BEZIRK, 'READ_CPLAN_INHERITED', true],
    ['parish admin does not see a sister parish', gemeinde, SCHWESTERGEMEINDE, 'READ_NONSENSITIVE', false],
    ['planner writes plans', planer, GEMEINDE, 'WRITE_CPLAN', true],
    ['planner does not manage users', planer, GEMEINDE, 'MANAGE_USERS', false],
    ['planner does not forward collections', planer, GEMEINDE, 'DISBURSEMENT_ORDER', false],
    ['ordinary user reads plans', kasse, GEMEINDE, 'READ_CPLAN', true],
    ['ordinary user does not write plans', kasse, GEMEINDE, 'WRITE_CPLAN', false],
    ['ordinary user reads other people’s donations', kasse, GEMEINDE, 'readOther', true],
    ['ordinary user interacts with its parish', kasse, GEMEINDE, 'interactGeneral', true],
    ['ordinary user does not interact with the district', kasse, BEZIRK, 'interactGeneral', false],
    ['ordinary user may write nothing', kasse, GEMEINDE, 'interactWriteAny', false],
    ['planner may write something', planer, GEMEINDE, 'interactWriteAny', true],
    ['planner interacts with collection plans', planer, GEMEINDE, 'interactCollectionPlan', true],
    ['nobody holds nothing', nobody, GEMEINDE, 'READ_NONSENSITIVE', false],
  ];
  it.each(cases)('%s', (_name, actor, target, check, expected) => {
    expect(hasPermission(actor, target, check)).toBe(expected);
  });
});

describe('collectPermissions', () => {
  it('gives a superuser every permission', () => {
    expect([...collectPermissions(superuser, GEMEINDE)].sort()).toEqual([...PERMISSIONS].sort());
  });

  it('joins several grants', () => {
    const both: Actor = {
      isSuperuser: false,
      grants: [
        { role: 'user', organizationPath: GEMEINDE },
        { role: 'collection_plan_editor', organizationPath: BEZIRK },
      ],
    };
    const held = collectPermissions(both, GEMEINDE);
    expect(held.has('WRITE_CPLAN')).toBe(true);
    expect(held.has('MEMBER')).toBe(true);
  });
});

describe('visibility', () => {
  it.each([
    [gemeinde, GEMEINDE, true, true],
    [gemeinde, BEZIRK, true, false],
    [gemeinde, LANDESKIRCHE, true, false],
    [gemeinde, SCHWESTERGEMEINDE, false, false],
    [gemeinde, NACHBARGEMEINDE, false, false],
    [bezirk, SCHWESTERGEMEINDE, true, true],
  ] as const)('%#: sees %j → %s, works in it → %s', (actor, target, visible, usable) => {
    expect(canSee(actor, target)).toBe(visible);
    expect(isUsableOrganization(actor, target)).toBe(usable);
  });
});
