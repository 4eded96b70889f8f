import { describe, expect, it } from 'vitest';
import { birthDateBoundsForAge, subtractYears } from './filter-age';
import { KG_FILTER_LIMITS, KG_FILTER_MESSAGES as M } from './filter-messages';
import { checkKgFilter, type KgCheckedFilter } from './filter-validation';

const TODAY = '2026-11-20';

function nested(depth: number): unknown {
  let node: unknown = { field: 'plz', value: '74' };
  for (let level = 1; level < depth; level += 1) node = { not: node };
  return node;
}

// §5: operators gt … iendswith, combinators and/or/not; default lookups date gte, enum exact, text
// istartswith; date criteria never beyond today.
const accepted: { name: string; input: unknown; filter: KgCheckedFilter; asksForInactive?: boolean }[] = [
  {
    name: 'a text criterion defaults to istartswith',
    input: { field: 'familienname', value: ' Mül ' },
    filter: {
      kind: 'criterion',
      criterion: { field: 'familienname', kind: 'text', op: 'istartswith', value: 'Mül' },
    },
  },
  {
    name: 'a date criterion defaults to gte',
    input: { field: 'geburtsdatum', value: '1950-01-01' },
    filter: {
      kind: 'criterion',
      criterion: { field: 'geburtsdatum', kind: 'date', op: 'gte', value: '1950-01-01' },
    },
  },
  {
    name: 'today itself is no future date',
    input: { field: 'einzug_datum', op: 'lte', value: TODAY },
    filter: {
      kind: 'criterion',
      criterion: { field: 'einzug_datum', kind: 'date', op: 'lte', value: TODAY },
    },
  },
  {
    name: 'an enum criterion defaults to exact',
    input: { field: 'geschlecht', value: 'w' },
    filter: { kind: 'criterion', criterion: { field: 'geschlecht', kind: 'enum', op: 'exact', value: 'w' } },
  },
  {
    name: "the Sperre code 1010 names the registry's Sperrvermerk",
    input: { not: { field: 'sperre', value: '1010' } },
    filter: {
      kind: 'not',
      child: {
        kind: 'criterion',
        criterion: { field: 'sperre', kind: 'enum', op: 'exact', value: 'sperrvermerk' },
      },
    },
  },
  {
    name: 'the Sperre code 0000 is no block',
    input: { field: 'sperre', value: '0000' },
    filter: { kind: 'criterion', criterion: { field: 'sperre', kind: 'enum', op: 'exact', value: null } },
  },
  {
    name: 'a donation total in euros becomes cents of this year',
    input: { field: 'donation_total', op: 'gt', value: '49,50' },
    filter: {
      kind: 'criterion',
      criterion: { field: 'donation_total', kind: 'money', op: 'gt', value: 4950, year: 2026 },
    },
  },
  {
    name: 'a donation total of a named year in the API format',
    input: { field: 'donation_total', value: '100.00', year: 2025 },
    filter: {
      kind: 'criterion',
      criterion: { field: 'donation_total', kind: 'money', op: 'gte', value: 10000, year: 2025 },
    },
  },
  {
    name: 'has not donated last year, in a group with age and marriage',
    input: {
      and: [
        { not: { field: 'donated_in_year', value: 2025 } },
        {
          or: [
            { field: 'age', value: '18' },
            { field: 'married', value: 'true' },
          ],
        },
      ],
    },
    filter: {
      kind: 'and',
      children: [
        {
          kind: 'not',
          child: {
            kind: 'criterion',
            criterion: { field: 'donated_in_year', kind: 'year', op: 'exact', value: 2025 },
          },
        },
        {
          kind: 'or',
          children: [
            { kind: 'criterion', criterion: { field: 'age', kind: 'age', op: 'gte', value: 18 } },
            { kind: 'criterion', criterion: { field: 'married', kind: 'boolean', op: 'exact', value: true } },
          ],
        },
      ],
    },
  },
  {
    name: 'an organisation by its url',
    input: { field: 'organization', value: 'http://x/api/kirchgeld/v1/tenant/4/organization/12/' },
    filter: {
      kind: 'criterion',
      criterion: { field: 'organization', kind: 'organization', op: 'exact', value: 12 },
    },
  },
  {
    name: 'asking for inactive persons',
    input: { field: 'inaktiv', value: true },
    filter: { kind: 'criterion', criterion: { field: 'inaktiv', kind: 'boolean', op: 'exact', value: true } },
    asksForInactive: true,
  },
  { name: 'an empty group matches everyone', input: { and: [] }, filter: { kind: 'and', children: [] } },
  { name: 'nesting up to the limit', input: nested(KG_FILTER_LIMITS.maxDepth), filter: expect.anything() },
];

const refused: { name: string; input: unknown; error: string }[] = [
  { name: 'an unknown field', input: { field: 'password', value: 'x' }, error: M.unknownField('password') },
  {
    name: 'an unknown operator',
    input: { field: 'plz', op: 'regex', value: '7' },
    error: M.unknownOperator('regex'),
  },
  {
    name: 'an operator that does not suit the field',
    input: { field: 'geschlecht', op: 'icontains', value: 'w' },
    error: M.operatorNotForField('icontains', 'Geschlecht'),
  },
  {
    name: 'a date after today',
    input: { field: 'geburtsdatum', op: 'lt', value: '2026-11-21' },
    error: M.futureDate,
  },
  { name: 'no date at all', input: { field: 'geburtsdatum', value: '31.12.2000' }, error: M.invalidDate },
  {
    name: 'a day that does not exist',
    input: { field: 'geburtsdatum', value: '2023-02-29' },
    error: M.invalidDate,
  },
  {
    name: 'a donation year after this one',
    input: { field: 'donated_in_year', value: 2027 },
    error: M.invalidYear(2026),
  },
  {
    name: 'a donation total of next year',
    input: { field: 'donation_total', value: '10', year: 2027 },
    error: M.invalidYear(2026),
  },
  { name: 'a negative amount', input: { field: 'donation_total', value: '-5' }, error: M.invalidAmount },
  { name: 'a negative age', input: { field: 'age', value: -1 }, error: M.invalidAge },
  {
    name: 'an unknown Sperre code',
    input: { field: 'sperre', value: '9999' },
    error: M.invalidChoice('Sperren'),
  },
  { name: 'an empty text', input: { field: 'plz', value: '  ' }, error: M.valueRequired('PLZ') },
  { name: 'no value', input: { field: 'plz' }, error: M.valueRequired('PLZ') },
  {
    name: 'a very long value',
    input: { field: 'plz', value: 'x'.repeat(KG_FILTER_LIMITS.maxValueLength + 1) },
    error: M.valueTooLong('PLZ'),
  },
  { name: 'nesting beyond the limit', input: nested(KG_FILTER_LIMITS.maxDepth + 1), error: M.tooDeep },
  { name: 'ten thousand levels', input: nested(10_000), error: M.tooDeep },
  {
    name: 'too many conditions',
    input: { or: Array.from({ length: 5000 }, () => ({ field: 'plz', value: '7' })) },
    error: M.tooManyNodes,
  },
  {
    name: 'too many conditions spread over groups',
    input: { and: Array.from({ length: 60 }, () => ({ not: { field: 'plz', value: '7' } })) },
    error: M.tooManyNodes,
  },
  {
    name: 'a group without a list',
    input: { and: { field: 'plz', value: '7' } },
    error: M.groupNeedsConditions,
  },
  { name: 'a stray key', input: { field: 'plz', value: '7', sql: '1=1' }, error: M.unknownEntry('sql') },
  { name: 'a list', input: [], error: M.invalid },
  { name: 'null', input: null, error: M.invalid },
  {
    name: 'a year on a field without one',
    input: { field: 'plz', value: '7', year: 2020 },
    error: M.unknownEntry('year'),
  },
];

describe('checkKgFilter', () => {
  it.each(accepted)('accepts $name', ({ input, filter, asksForInactive }) => {
    expect(checkKgFilter(input, TODAY)).toEqual({
      ok: true,
      filter,
      asksForInactive: asksForInactive ?? false,
    });
  });

  it.each(refused)('refuses $name', ({ input, error }) => {
    expect(checkKgFilter(input, TODAY)).toEqual({ ok: false, errors: [error] });
  });
});

describe('birthDateBoundsForAge', () => {
  const cases = [
    { op: 'gte', age: 18, bounds: { onOrBefore: '2008-11-20' } },
    { op: 'gt', age: 17, bounds: { onOrBefore: '2008-11-20' } },
    { op: 'lt', age: 18, bounds: { after: '2008-11-20' } },
    { op: 'lte', age: 17, bounds: { after: '2008-11-20' } },
    { op: 'exact', age: 18, bounds: { onOrBefore: '2008-11-20', after: '2007-11-20' } },
  ] as const;
  it.each(cases)('$op $age on 2026-11-20', ({ op, age, bounds }) => {
    expect(birthDateBoundsForAge(op, age, TODAY)).toEqual(bounds);
  });

  it('moves 29 February to 28 February in a common year', () => {
    expect(subtractYears('2028-02-29', 1)).toBe('2027-02-28');
    expect(subtractYears('2028-02-29', 4)).toBe('2024-02-29');
  });
});
