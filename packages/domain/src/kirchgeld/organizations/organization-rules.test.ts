import { describe, expect, it } from 'vitest';
import {
  checkOrganizationMerge,
  findKroConflict,
  type KgOrganizationPeriod,
  validateKgOrganization,
} from './organization-rules';

const regiswindis: KgOrganizationPeriod = {
  id: 1,
  name: 'Ev. Regiswindiskirchengemeinde Lauffen',
  kroNr: '110101',
  validFrom: '2000-01-01',
  validBefore: null,
};
const martinLuther: KgOrganizationPeriod = {
  ...regiswindis,
  id: 2,
  name: 'Ev. Martin-Luther-Kirchengemeinde Lauffen',
  kroNr: '110102',
};

describe('validateKgOrganization', () => {
  it.each([
    [{ name: 'X', valid_from: '2026-01-01', kro_nr: '110100' }, {}],
    [
      { name: ' ', valid_from: '', kro_nr: '' },
      { name: ['Verpflichtend'], valid_from: ['Verpflichtend'], kro_nr: ['Verpflichtend'] },
    ],
    [
      { name: 'X', valid_from: '2026-01-01', kro_nr: '11a' },
      { kro_nr: ['Die KRO-Nr. besteht aus Ziffern (z. B. 110100).'] },
    ],
  ])('%j → %j', (input, errors) => {
    expect(validateKgOrganization(input)).toEqual(errors);
  });
});

describe('checkOrganizationMerge', () => {
  it('allows replacing current organisations from a later day', () => {
    expect(checkOrganizationMerge('2026-01-01', [regiswindis, martinLuther], new Set())).toEqual([]);
  });

  it('refuses one already replaced, and a day not after the replaced one began', () => {
    expect(
      checkOrganizationMerge(
        '2000-01-01',
        [regiswindis, { ...martinLuther, validBefore: '2026-01-01' }],
        new Set(),
      ),
    ).toEqual([
      'Das Gültigkeitsdatum muss nach dem Beginn von „Ev. Regiswindiskirchengemeinde Lauffen“ (01.01.2000) liegen.',
      '„Ev. Martin-Luther-Kirchengemeinde Lauffen“ wurde bereits durch eine andere Organisation ersetzt.',
    ]);
    expect(checkOrganizationMerge('2027-01-01', [regiswindis], new Set([1]))).toHaveLength(1);
  });
});

describe('findKroConflict', () => {
  it.each([
    ['110101', '2026-01-01', [], 1],
    ['110101', '2026-01-01', [1], null],
    ['110100', '2026-01-01', [], null],
    ['110101', '1990-01-01', [], 1],
  ] as const)('KRO %s from %s replacing %j → %j', (kro, from, replaced, conflict) => {
    expect(findKroConflict([regiswindis, martinLuther], kro, from, replaced)?.id ?? null).toBe(conflict);
  });

  it('ignores an organisation that ended before the new one begins', () => {
    expect(
      findKroConflict([{ ...regiswindis, validBefore: '2020-01-01' }], '110101', '2020-01-01', []),
    ).toBeNull();
  });
});
