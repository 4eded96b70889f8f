import { describe, expect, it } from 'vitest';
import { activeMenuKey, KG_MENU } from './menu';

describe('the church-tax menu (§2)', () => {
  it('lists the spec’s entries in its order, then the organisations', () => {
    expect(KG_MENU.map((entry) => entry.label)).toEqual([
      'Import',
      'Zielgruppe',
      'Brieferstellung',
      'Briefe',
      'Personensuche',
      'Abgleich',
      'Bescheinigungen',
      'Altdaten-Import',
      'Organisationen',
    ]);
  });

  it('leads to the spec’s routes', () => {
    expect(KG_MENU.map((entry) => entry.path)).toEqual([
      '/imports',
      '/groups',
      '/letters/create',
      '/letters',
      '/persons/lookup',
      '/adjustments',
      '/certificates',
      '/legacy/contextk',
      '/organization/merge',
    ]);
  });

  it.each([
    ['/persons/lookup', 'lookup'],
    ['/persons/detail/abc/3', 'lookup'],
    ['/persons/create', 'lookup'],
    ['/persons', 'groups'],
    ['/target-groups/create', 'groups'],
    ['/groups', 'groups'],
    ['/adjustments', 'adjustments'],
    ['/certificates', 'certificates'],
    ['/letters', 'letters'],
    ['/letters/create', 'lettersCreate'],
    ['/imports', 'imports'],
    ['/profile', null],
  ])('marks %s as %s', (path, key) => {
    expect(activeMenuKey(path)).toBe(key);
  });
});
