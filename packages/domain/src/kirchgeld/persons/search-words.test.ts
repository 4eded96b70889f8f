import { describe, expect, it } from 'vitest';
import { kgSearchMatches, kgSearchTerms, kgSearchWords } from './search-words';

const text = 'müller-lüdenscheidt anna maria hauptstraße 12a 74348 lauffen am neckar';

describe('kgSearchWords', () => {
  it('splits at everything but letters and digits, lower-case, once each', () => {
    expect(kgSearchWords('Anna  Anna-Lena 74348')).toEqual(['anna', 'lena', '74348']);
  });
});

describe('kgSearchTerms', () => {
  it.each([
    { search: '', terms: [] },
    { search: '  ', terms: [] },
    { search: 'Müller', terms: ['müller'] },
    { search: 'mü müller', terms: ['müller'] },
    { search: 'Anna Lauffen', terms: ['lauffen', 'anna'] },
  ])('$search', ({ search, terms }) => {
    expect(kgSearchTerms(search)).toEqual(terms);
  });
});

// §2 "Person lookup": the start of words in names, street, place and postcode, case-insensitive
describe('kgSearchMatches', () => {
  it.each([
    { search: 'Müll', matches: true },
    { search: 'lüden', matches: true },
    { search: 'MARIA', matches: true },
    { search: 'haupt', matches: true },
    { search: '7434', matches: true },
    { search: 'neckar anna', matches: true },
    { search: 'ller', matches: false },
    { search: 'anna heilbronn', matches: false },
  ])('$search', ({ search, matches }) => {
    expect(kgSearchMatches(text, search)).toBe(matches);
  });
});
