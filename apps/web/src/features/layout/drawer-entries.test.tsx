import { describe, expect, it } from 'vitest';
import { organizationDrawerEntries } from './components/MainDrawer';

describe('the drawer’s organisation entries (administration.md §2 "Main layout")', () => {
  it.each([
    [
      'an administrator',
      ['READ', 'READ_ORG_DATA', 'WRITE_ORG_DATA', 'WRITE'],
      ['Dokumente & Listen', 'Auswertungen'],
    ],
    ['someone who sees only the name', ['READ_NONSENSITIVE'], ['Dokumente & Listen']],
  ] as const)('%s sees %j', (_who, permissions, labels) => {
    const entries = organizationDrawerEntries({ id: 4, permissions: [...permissions] });
    expect(entries.map((entry) => entry.label)).toEqual(labels);
  });

  it('leads to the open organisation’s pages', () => {
    const entries = organizationDrawerEntries({ id: 4, permissions: ['READ', 'WRITE'] });
    expect(entries.map((entry) => entry.path)).toEqual(['/o/4/documents', '/o/4/evaluations']);
  });
});
