import { describe, expect, it } from 'vitest';
import { ROLE_TYPES } from '../permissions/permission-types';
import { canReadIncome } from './income-access';

describe('reading income', () => {
  it.each(ROLE_TYPES)('a %s who may read an organisation’s income may read it below, never above', (role) => {
    const actor = { isSuperuser: false, grants: [{ role, organizationPath: [1, 2, 3] }] };
    const own = canReadIncome(actor, [1, 2, 3]);
    expect(canReadIncome(actor, [1, 2, 3, 4])).toBe(own);
    expect(canReadIncome(actor, [1, 2, 3, 4, 9])).toBe(own);
    expect(canReadIncome(actor, [1, 2])).toBe(false);
    expect(canReadIncome(actor, [1, 2, 7])).toBe(false);
  });

  it('lets a superuser read everything', () => {
    expect(canReadIncome({ isSuperuser: true, grants: [] }, [1])).toBe(true);
  });
});
