import { describe, expect, it } from 'vitest';
import { DEFAULT_USER_PREFERENCES, readUserPreferences } from './user-preferences';

describe('user preferences (administration.md §2: level filter, recursive flag, orgapanels, orgafilter)', () => {
  it('starts with sub-organisations included, so a district sees the income below it', () => {
    expect(DEFAULT_USER_PREFERENCES).toEqual({
      levelFilter: 'all',
      recursive: true,
      orgapanels: [],
      orgafilter: [],
    });
  });

  it.each([
    ['nothing stored', null, DEFAULT_USER_PREFERENCES],
    ['an empty document', {}, DEFAULT_USER_PREFERENCES],
    ['a list instead of a document', ['district'], DEFAULT_USER_PREFERENCES],
    [
      'every field',
      { levelFilter: 'parish', recursive: false, orgapanels: ['4'], orgafilter: ['Lauffen'] },
      { levelFilter: 'parish', recursive: false, orgapanels: ['4'], orgafilter: ['Lauffen'] },
    ],
    [
      'a broken level and flag keep the lists',
      { levelFilter: 'planet', recursive: 'yes', orgafilter: ['a'] },
      { levelFilter: 'all', recursive: true, orgapanels: [], orgafilter: ['a'] },
    ],
    [
      'a list with a number is dropped',
      { recursive: false, orgapanels: ['4', 5] },
      { levelFilter: 'all', recursive: false, orgapanels: [], orgafilter: [] },
    ],
    [
      'a list longer than 200 entries is dropped',
      { orgafilter: Array.from({ length: 201 }, (_, index) => String(index)) },
      DEFAULT_USER_PREFERENCES,
    ],
    [
      'an entry longer than 200 characters drops its list',
      { orgapanels: ['x'.repeat(201)] },
      DEFAULT_USER_PREFERENCES,
    ],
  ])('%s', (_name, stored, expected) => {
    expect(readUserPreferences(stored)).toEqual(expected);
  });

  it('never hands out the defaults’ own lists', () => {
    const read = readUserPreferences(null);
    read.orgapanels.push('4');
    expect(DEFAULT_USER_PREFERENCES.orgapanels).toEqual([]);
  });
});
