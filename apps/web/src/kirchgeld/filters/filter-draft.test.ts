import { describe, expect, it } from 'vitest';
import { draftToFilter, emptyGroup, filterToDraft, newCriterion } from './filter-draft';

describe('the filter draft', () => {
  it('starts a Sperren criterion as "not 1010" (§9)', () => {
    const criterion = newCriterion('sperre');
    expect(draftToFilter({ ...emptyGroup(), children: [criterion] })).toEqual({
      and: [{ not: { field: 'sperre', op: 'exact', value: '1010' } }],
    });
  });

  it('leaves out unfinished criteria and empty inner groups, and types the values', () => {
    const root = {
      ...emptyGroup(),
      children: [
        { ...newCriterion('familienname'), value: '' },
        { ...newCriterion('age'), value: '18' },
        { ...newCriterion('married'), value: 'false' },
        { ...newCriterion('donation_total'), value: '50,00', year: '2025' },
        emptyGroup('or'),
        { ...emptyGroup('or'), negated: true, children: [{ ...newCriterion('plz'), value: '743' }] },
      ],
    };
    expect(draftToFilter(root)).toEqual({
      and: [
        { field: 'age', op: 'gte', value: 18 },
        { field: 'married', op: 'exact', value: false },
        { field: 'donation_total', op: 'gte', value: '50,00', year: 2025 },
        { not: { or: [{ field: 'plz', op: 'istartswith', value: '743' }] } },
      ],
    });
  });

  it('reads a filter back into the same filter', () => {
    const filter = {
      or: [
        { not: { field: 'donated_in_year', op: 'exact', value: 2025 } },
        { and: [{ field: 'geburtsdatum', op: 'lt', value: '1960-01-01' }] },
      ],
    } as const;
    expect(draftToFilter(filterToDraft(filter))).toEqual(filter);
  });
});
