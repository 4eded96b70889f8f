import { describe, expect, it } from 'vitest';
import { type KgOrganizationForKro, resolveOrganizationByKro } from './organization-by-kro';

const regiswindis: KgOrganizationForKro = {
  id: 1,
  kroNr: '110101',
  validFrom: '2000-01-01',
  validBefore: null,
  replaces: [],
};
const martinLuther: KgOrganizationForKro = {
  id: 2,
  kroNr: '110102',
  validFrom: '2000-01-01',
  validBefore: null,
  replaces: [],
};
const merged: KgOrganizationForKro = {
  id: 3,
  kroNr: '110100',
  validFrom: '2026-01-01',
  validBefore: null,
  replaces: [1, 2],
};
const mergedAgain: KgOrganizationForKro = {
  id: 4,
  kroNr: '110000',
  validFrom: '2027-01-01',
  validBefore: null,
  replaces: [3],
};
const all = [regiswindis, martinLuther, merged, mergedAgain];

describe('resolveOrganizationByKro', () => {
  it.each([
    ['110101', '2025-06-01', 1, 'before the merge: its own organisation'],
    ['110101', '2026-01-01', 3, 'from the merge on: the merged one'],
    ['110102', '2026-05-01', 3, 'the other merged parish too'],
    ['110102', '2027-02-01', 4, 'merges are followed as far as they go'],
    ['110100', '2026-05-01', 3, 'the merged number itself'],
  ])('KRO %s on %s → %i (%s)', (kro, day, expected) => {
    expect(resolveOrganizationByKro(all, kro, day)?.id).toBe(expected);
  });

  it('answers null for an unknown or empty number', () => {
    expect(resolveOrganizationByKro(all, '999999', '2026-01-01')).toBeNull();
    expect(resolveOrganizationByKro(all, null, '2026-01-01')).toBeNull();
    expect(resolveOrganizationByKro(all, '  ', '2026-01-01')).toBeNull();
  });

  it('ends on a circle of replacements instead of running forever', () => {
    const a = { ...regiswindis, replaces: [2] };
    const b = { ...martinLuther, replaces: [1] };
    expect(resolveOrganizationByKro([a, b], '110101', '2026-01-01')?.id).toBeDefined();
  });
});
