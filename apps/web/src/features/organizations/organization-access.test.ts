import { buildTree, PERMISSIONS } from '@kollekta/domain';
import { describe, expect, it } from 'vitest';
import { districtAdminOrganizations, makeOrganization } from '../../test-support/fixtures';
import { splitByMatch } from './highlight';
import {
  canInteract,
  defaultExpandedIds,
  findHomeRedirect,
  hasMultipleOrganizations,
  organizationName,
  toTreeOrganizations,
} from './organization-access';

const parish = (id: number, usable: boolean) =>
  makeOrganization(id, `Gemeinde ${id}`, 3, usable ? { permissions: ['READ', 'MEMBER'] } : {});

describe('findHomeRedirect (administration.md §2)', () => {
  it('goes to the one usable organisation', () => {
    expect(findHomeRedirect([makeOrganization(1, 'Landeskirche', null), parish(4, true)])).toBe(4);
  });
  it('goes to the only organisation, usable or not', () => {
    expect(findHomeRedirect([parish(4, false)])).toBe(4);
  });
  it('stays home with several usable organisations', () => {
    expect(findHomeRedirect(districtAdminOrganizations)).toBeNull();
  });
  it('stays home with nothing at all', () => {
    expect(findHomeRedirect([])).toBeNull();
  });
});

describe('what the caller may do', () => {
  it('interacts only beyond the basic permissions', () => {
    expect(canInteract(makeOrganization(1, 'x', null))).toBe(false);
    expect(canInteract(makeOrganization(1, 'x', null, { permissions: ['MEMBER', 'READ'] }))).toBe(true);
    expect(canInteract(makeOrganization(1, 'x', null, { permissions: ['MEMBER'] }))).toBe(false);
  });
  it('has several organisations when more than one is usable', () => {
    expect(hasMultipleOrganizations(districtAdminOrganizations)).toBe(true);
    expect(hasMultipleOrganizations([parish(4, true), parish(5, false)])).toBe(false);
  });
  it('names an organisation without a name', () => {
    expect(organizationName({ name: '  ' })).toBe('Unbekannte Organization');
    expect(organizationName(undefined)).toBe('Unbekannte Organization');
  });
});

describe('defaultExpandedIds', () => {
  it('opens the context down to the first usable organisation of a district admin', () => {
    const roots = buildTree(toTreeOrganizations(districtAdminOrganizations));
    expect(defaultExpandedIds(roots)).toEqual([1, 2, 3]);
  });
  it('opens single-child chains below a usable root (superuser)', () => {
    const all = districtAdminOrganizations.map((organization) => ({
      ...organization,
      permissions: [...PERMISSIONS],
    }));
    expect(defaultExpandedIds(buildTree(toTreeOrganizations(all)))).toEqual([1, 2, 3]);
  });
});

describe('splitByMatch', () => {
  it('marks every match, case-insensitively, once the search is active', () => {
    expect(splitByMatch('Kirchenbezirk Neckartal', 'neck')).toEqual([
      { text: 'Kirchenbezirk ', isMatch: false, offset: 0 },
      { text: 'Neck', isMatch: true, offset: 14 },
      { text: 'artal', isMatch: false, offset: 18 },
    ]);
  });
  it('marks nothing below 3 characters', () => {
    expect(splitByMatch('Neckartal', 'ne')).toEqual([{ text: 'Neckartal', isMatch: false, offset: 0 }]);
  });
});
