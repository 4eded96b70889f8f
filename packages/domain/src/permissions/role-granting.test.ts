import { describe, expect, it } from 'vitest';
import type { Actor } from './permission-check';
import type { RoleType } from './permission-types';
import { canEditUserAccount, canGrantRole, diffRoles } from './role-granting';

// The demo world: Landeskirche 1 › Region 2 › Neckartal 3 › Lauffen 4, Talheim 5; Zabergäu 8 › Brackenheim 9.
const REGION = [1, 2];
const NECKARTAL = [1, 2, 3];
const LAUFFEN = [1, 2, 3, 4];
const TALHEIM = [1, 2, 3, 5];
const BRACKENHEIM = [1, 2, 8, 9];

const superuser: Actor = { isSuperuser: true, grants: [] };
const bezirk: Actor = { isSuperuser: false, grants: [{ role: 'admin', organizationPath: NECKARTAL }] };
const gemeinde: Actor = { isSuperuser: false, grants: [{ role: 'admin', organizationPath: LAUFFEN }] };
const planer: Actor = {
  isSuperuser: false,
  grants: [{ role: 'collection_plan_editor', organizationPath: LAUFFEN }],
};
// A user administrator who holds no financial rights of its own (a made-up mixed case).
const limited: Actor = {
  isSuperuser: false,
  grants: [
    { role: 'admin', organizationPath: LAUFFEN },
    { role: 'viewer', organizationPath: TALHEIM },
  ],
};

describe('canGrantRole: may the actor give role R on organisation O', () => {
  const cases: [string, Actor, readonly number[], RoleType, boolean][] = [
    ['superuser anywhere', superuser, BRACKENHEIM, 'admin', true],
    ['district admin: a parish of its district', bezirk, TALHEIM, 'user', true],
    ['district admin: admin of a parish of its district', bezirk, LAUFFEN, 'admin', true],
    ['district admin: its own district', bezirk, NECKARTAL, 'treasurer', true],
    ['district admin: not the other district’s parish', bezirk, BRACKENHEIM, 'user', false],
    ['district admin: not above its district', bezirk, REGION, 'viewer', false],
    ['parish admin: its parish', gemeinde, LAUFFEN, 'collection_plan_editor', true],
    ['parish admin: not a sister parish', gemeinde, TALHEIM, 'user', false],
    ['parish admin: not the district', gemeinde, NECKARTAL, 'user', false],
    ['planner manages nobody', planer, LAUFFEN, 'user', false],
    ['viewer rights elsewhere do not allow granting there', limited, TALHEIM, 'viewer', false],
  ];
  it.each(cases)('%s', (_name, actor, target, role, expected) => {
    expect(canGrantRole(actor, target, role)).toBe(expected);
  });
});

describe('canEditUserAccount', () => {
  const planerTarget = { isSuperuser: false, grants: planer.grants };
  it.each([
    ['superuser edits anyone', superuser, { isSuperuser: true, grants: [] }, true],
    ['district admin edits a user of its parishes', bezirk, planerTarget, true],
    ['nobody but a superuser edits a superuser', bezirk, { isSuperuser: true, grants: [] }, false],
    [
      'not a user who also holds a role outside',
      bezirk,
      {
        isSuperuser: false,
        grants: [...planer.grants, { role: 'user' as const, organizationPath: BRACKENHEIM }],
      },
      false,
    ],
    ['not a user without any role', gemeinde, { isSuperuser: false, grants: [] }, false],
  ] as const)('%s', (_name, actor, target, expected) => {
    expect(canEditUserAccount(actor, target)).toBe(expected);
  });
});

describe('diffRoles', () => {
  it('finds additions and removals', () => {
    expect(
      diffRoles(
        [
          { organizationId: 4, role: 'user' },
          { organizationId: 5, role: 'viewer' },
        ],
        [
          { organizationId: 4, role: 'user' },
          { organizationId: 6, role: 'admin' },
          { organizationId: 6, role: 'admin' },
        ],
      ),
    ).toEqual([
      { kind: 'add', organizationId: 6, role: 'admin' },
      { kind: 'remove', organizationId: 5, role: 'viewer' },
    ]);
  });
});
