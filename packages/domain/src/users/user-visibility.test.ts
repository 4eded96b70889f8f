import { describe, expect, it } from 'vitest';
import type { Actor } from '../permissions/permission-check';
import { canSeeUserInAdministration } from './user-visibility';

// The demo tree: Landeskirche 1 › Kirchenbezirk 3 › Lauffen 4; Zabergäu 7 › Brackenheim 9.
const LANDESKIRCHE = [1];
const BEZIRK = [1, 2, 3];
const LAUFFEN = [1, 2, 3, 4];
const BRACKENHEIM = [1, 2, 7, 9];

const admin = (path: number[], userId: number): Actor & { userId: number } => ({
  isSuperuser: false,
  userId,
  grants: [{ role: 'admin', organizationPath: path }],
});
const nachbar = admin(BRACKENHEIM, 8);
const bezirk = admin(BEZIRK, 3);
const gemeinde = admin(LAUFFEN, 4);
const kasse: Actor & { userId: number } = {
  isSuperuser: false,
  userId: 6,
  grants: [{ role: 'user', organizationPath: LAUFFEN }],
};
const superuser: Actor & { userId: number } = { isSuperuser: true, userId: 1, grants: [] };

const user = (id: number, ...paths: number[][]) => ({
  id,
  grants: paths.map((organizationPath) => ({ role: 'admin' as const, organizationPath })),
});

describe('canSeeUserInAdministration', () => {
  it.each([
    ['superuser sees anyone', superuser, user(2, LANDESKIRCHE), true],
    ['a parish admin does not see the regional church’s admin', nachbar, user(2, LANDESKIRCHE), false],
    ['a parish admin does not see the district above', gemeinde, user(3, BEZIRK), false],
    ['a parish admin does not see another parish', nachbar, user(4, LAUFFEN), false],
    ['a parish admin sees users of the parish', gemeinde, user(6, LAUFFEN), true],
    ['a district admin sees users of parishes below', bezirk, user(6, LAUFFEN), true],
    ['one role within reach is enough to see', nachbar, user(10, LANDESKIRCHE, BRACKENHEIM), true],
    ['a plain user does not see colleagues', kasse, user(5, LAUFFEN), false],
    ['everyone sees themselves', kasse, user(6, LAUFFEN), true],
    ['a user without roles is for superusers only', gemeinde, user(11), false],
  ] as const)('%s', (_what, actor, target, expected) => {
    expect(canSeeUserInAdministration(actor, target)).toBe(expected);
  });
});
