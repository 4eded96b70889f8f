import { describe, expect, it } from 'vitest';
import type { Actor } from '../permissions/permission-check';
import type { RoleType } from '../permissions/permission-types';
import {
  buildRecurringCancelLink,
  canCancelRecurringPayment,
  canReadDonorLists,
  isRecurringPaymentCancellable,
} from './donor-list-access';

// root 1 > district 2 > parish 3 (and its neighbour 4)
const PARISH = [1, 2, 3];
const actorWith = (role: RoleType, organizationPath: number[]): Actor => ({
  isSuperuser: false,
  grants: [{ role, organizationPath }],
});

describe('canReadDonorLists', () => {
  it.each([
    ['admin of the parish', actorWith('admin', PARISH), true],
    ['admin of the district above', actorWith('admin', [1, 2]), true],
    ['admin of the neighbour parish', actorWith('admin', [1, 2, 4]), false],
    ['admin of a sub-organisation', actorWith('admin', [1, 2, 3, 9]), false],
    ['treasurer of the parish', actorWith('treasurer', PARISH), false],
    ['viewer of the parish', actorWith('viewer', PARISH), false],
    ['user of the parish', actorWith('user', PARISH), false],
    ['collection planner of the parish', actorWith('collection_plan_editor', PARISH), false],
    ['superuser', { isSuperuser: true, grants: [] }, true],
  ] as const)('%s: %s', (_name, actor, expected) => {
    expect(canReadDonorLists(actor, PARISH)).toBe(expected);
    expect(canCancelRecurringPayment(actor, PARISH)).toBe(expected);
  });
});

describe('isRecurringPaymentCancellable', () => {
  it('is one-way: only an active gift can be stopped', () => {
    expect(isRecurringPaymentCancellable('active')).toBe(true);
    expect(isRecurringPaymentCancellable('cancelled')).toBe(false);
  });
});

describe('buildRecurringCancelLink', () => {
  it('points at the public page of the admin app, whatever slash the public url ends with', () => {
    expect(buildRecurringCancelLink('https://kollekta.example/', 'abc-_9')).toBe(
      'https://kollekta.example/#/dauerspende/beenden/abc-_9',
    );
    expect(buildRecurringCancelLink('https://kollekta.example', 'abc')).toBe(
      'https://kollekta.example/#/dauerspende/beenden/abc',
    );
  });
});
