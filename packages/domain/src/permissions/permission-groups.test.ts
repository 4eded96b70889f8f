import { describe, expect, it } from 'vitest';
import { buildPermissionTree, condensePermissions } from './permission-groups';
import { PERMISSIONS, PERMISSIONS_MAP } from './permission-types';

describe('condensePermissions: fewest groups', () => {
  it.each([
    ['admin', new Set(PERMISSIONS), ['all']],
    ['parish user, own', new Set(PERMISSIONS_MAP.user.own), ['read', 'member']],
    ['planner, own', new Set(PERMISSIONS_MAP.collection_plan_editor.own), ['read', 'planning', 'member']],
    ['treasurer, own', new Set(PERMISSIONS_MAP.treasurer.own), ['read', 'member', 'finance', 'disbursement']],
    ['anyone, above', new Set(PERMISSIONS_MAP.user.ancestors), ['seeAbove']],
    ['nothing', new Set<never>(), []],
  ] as const)('%s', (_name, held, groups) => {
    expect(condensePermissions(held)).toEqual(groups);
  });
});

describe('buildPermissionTree', () => {
  it('folds children that hold the same as their parent', () => {
    const all = [...PERMISSIONS];
    const above = [...PERMISSIONS_MAP.user.ancestors];
    const tree = buildPermissionTree([
      { id: 1, parentId: null, name: 'Landeskirche', permissions: above },
      { id: 2, parentId: 1, name: 'Region', permissions: above },
      { id: 3, parentId: 2, name: 'Neckartal', permissions: all },
      { id: 4, parentId: 3, name: 'Lauffen', permissions: all },
      { id: 5, parentId: 3, name: 'Talheim', permissions: all },
    ]);
    expect(tree).toEqual([
      {
        id: 1,
        name: 'Landeskirche',
        groups: ['seeAbove'],
        sameBelow: 1,
        children: [{ id: 3, name: 'Neckartal', groups: ['all'], sameBelow: 2, children: [] }],
      },
    ]);
  });
});
