import { describe, expect, it } from 'vitest';
import {
  canOfferGroupCreation,
  computeGroupShares,
  findGroupProblem,
  formatGroupName,
  formatGroupShare,
  type GroupCandidate,
  isEligibleForCollectionPlanGroup,
  resolveGroupName,
  selectGroupMembers,
  splitAmountByWeights,
  validateGroupWeight,
} from './plan-groups';

const NOW = new Date('2026-11-20T10:00:00Z');
const base: GroupCandidate = {
  id: 1,
  start: new Date('2026-11-28T17:00:00Z'),
  end: new Date('2026-12-05T16:59:00Z'),
  organizationId: 4,
  locationId: null,
  targets: ['WA', 'KB'],
  allowRecurring: false,
  isGroupParent: false,
  parentId: null,
};
const twin: GroupCandidate = { ...base, id: 2, targets: ['KB', 'WA'] };
const context = { allowCollectionSplit: true, now: NOW };
const started = new Date('2026-11-20T09:00:00Z');

describe('isEligibleForCollectionPlanGroup (spec §5 "Group eligibility")', () => {
  it.each([
    ['a twin with the same window, organisation and sorted targets', base, [twin], context, true],
    [
      'the feature allow_collection_split is off',
      base,
      [twin],
      { ...context, allowCollectionSplit: false },
      false,
    ],
    ['no twin', base, [], context, false],
    ['only itself in the list', base, [base], context, false],
    [
      'the twin starts at another time',
      base,
      [{ ...twin, start: new Date('2026-11-29T08:00:00Z') }],
      context,
      false,
    ],
    ['the twin ends at another time', base, [{ ...twin, end: null }], context, false],
    ['the twin belongs to another organisation', base, [{ ...twin, organizationId: 5 }], context, false],
    ['the twin runs on other devices', base, [{ ...twin, targets: ['KB'] }], context, false],
    ['the twin allows recurring donations', base, [{ ...twin, allowRecurring: true }], context, false],
    ['the twin is at a location', base, [{ ...twin, locationId: 40 }], context, false],
    ['both at the same location', { ...base, locationId: 40 }, [{ ...twin, locationId: 40 }], context, true],
    ['the twin is a group parent', base, [{ ...twin, isGroupParent: true }], context, false],
    ['the twin is in a group', base, [{ ...twin, parentId: 9 }], context, false],
    ['the plan is a group parent already', { ...base, isGroupParent: true }, [twin], context, false],
    ['the plan is in a group already', { ...base, parentId: 9 }, [twin], context, false],
    ['the plan has no start', { ...base, start: null }, [{ ...twin, start: null }], context, false],
    ['the plan has started', { ...base, start: started }, [{ ...twin, start: started }], context, false],
    [
      'the plan starts now (not in the future)',
      { ...base, start: NOW },
      [{ ...twin, start: NOW }],
      context,
      false,
    ],
  ] as const)('%s → %s', (_name, plan, others, ctx, expected) => {
    expect(isEligibleForCollectionPlanGroup(plan, others, ctx)).toBe(expected);
  });
});

describe('selectGroupMembers ("the oldest are dropped until they match")', () => {
  const other = { ...base, id: 3, end: new Date('2026-12-06T16:59:00Z') };
  const otherTwin = { ...other, id: 4 };
  it.each([
    ['nothing marked', [], []],
    ['one marked', [base], [1]],
    ['two that match', [base, twin], [1, 2]],
    ['the oldest differs: dropped', [other, base, twin], [1, 2]],
    ['the newest differs: everything before it dropped', [base, twin, other], [3]],
    ['two old ones of another window dropped', [base, twin, other, otherTwin], [3, 4]],
    ['differing only in allow_recurring', [{ ...base, allowRecurring: true }, twin], [2]],
    ['differing in location', [{ ...base, locationId: 7 }, twin, { ...base, id: 5 }], [2, 5]],
  ] as const)('%s → %j', (_name, marked, expectedIds) => {
    expect(selectGroupMembers(marked).map((plan) => plan.id)).toEqual(expectedIds);
  });

  it.each([
    [0, false],
    [1, false],
    [2, true],
    [5, true],
  ])('offers group creation with %i candidates: %s ("2 or more")', (count, expected) => {
    expect(canOfferGroupCreation(Array.from({ length: count }))).toBe(expected);
  });
});

describe('findGroupProblem (what the server refuses)', () => {
  it.each([
    ['two twins', [base, twin], context, null],
    ['three twins', [base, twin, { ...base, id: 3 }], context, null],
    ['feature off', [base, twin], { ...context, allowCollectionSplit: false }, 'featureOff'],
    ['one plan', [base], context, 'tooFewMembers'],
    ['the same plan twice', [base, base], context, 'memberTwice'],
    ['a group parent', [base, { ...twin, isGroupParent: true }], context, 'isGroup'],
    ['a member of a group (no splitting)', [base, { ...twin, parentId: 7 }], context, 'alreadyGrouped'],
    [
      'a started plan',
      [
        { ...base, start: started },
        { ...twin, start: started },
      ],
      context,
      'started',
    ],
    ['different ends', [base, { ...twin, end: null }], context, 'mismatch'],
    ['different targets', [base, { ...twin, targets: ['KB'] }], context, 'mismatch'],
  ] as const)('%s → %s', (_name, members, ctx, expected) => {
    expect(findGroupProblem(members, ctx)).toBe(expected);
  });
});

describe('validateGroupWeight ("Group member weight: minimum 1")', () => {
  it.each([
    [1, null],
    [3, null],
    [100, null],
    [0, 'Das Gewicht muss eine ganze Zahl von mindestens 1 sein.'],
    [-2, 'Das Gewicht muss eine ganze Zahl von mindestens 1 sein.'],
    [1.5, 'Das Gewicht muss eine ganze Zahl von mindestens 1 sein.'],
    [Number.NaN, 'Das Gewicht muss eine ganze Zahl von mindestens 1 sein.'],
  ])('%s → %s', (weight, expected) => {
    expect(validateGroupWeight(weight)).toBe(expected);
  });
});

describe("formatGroupName (\"joined by ', ' with the last one joined by ' & '\")", () => {
  it.each([
    [[], ''],
    [['Brot für die Welt'], 'Brot für die Welt'],
    [['Diakonie', 'Jugendarbeit'], 'Diakonie & Jugendarbeit'],
    [['A', 'B', 'C'], 'A, B & C'],
    [['A', 'B', 'C', 'D'], 'A, B, C & D'],
  ])('%j → %s', (names, expected) => {
    expect(formatGroupName(names)).toBe(expected);
  });
});

describe('resolveGroupName ("Superuser: may … edit the title in group modes")', () => {
  const memberNames = ['Diakonie', 'Jugendarbeit'];
  it.each([
    ["nothing asked: the members' names", null, false, { name: 'Diakonie & Jugendarbeit' }],
    ["an empty name: the members' names", '  ', false, { name: 'Diakonie & Jugendarbeit' }],
    [
      "the members' names sent back as they are",
      'Diakonie & Jugendarbeit',
      false,
      { name: 'Diakonie & Jugendarbeit' },
    ],
    ['a superuser names the group', ' Adventsopfer ', true, { name: 'Adventsopfer' }],
    [
      'anyone else may not',
      'Adventsopfer',
      false,
      { error: 'Nur Plattform-Administratoren können den Namen einer Sammlungsgruppe ändern.' },
    ],
  ])('%s', (_name, requested, isSuperuser, expected) => {
    expect(resolveGroupName({ requested, memberNames, isSuperuser })).toEqual(expected);
  });
});

describe('shares ("shown as percent with up to 2 decimals")', () => {
  it.each([
    [
      [3, 1],
      ['75 %', '25 %'],
    ],
    [
      [1, 1],
      ['50 %', '50 %'],
    ],
    [
      [1, 1, 1],
      ['33,33 %', '33,33 %', '33,33 %'],
    ],
    [
      [2, 1],
      ['66,67 %', '33,33 %'],
    ],
    [
      [7, 1],
      ['87,5 %', '12,5 %'],
    ],
    [[1], ['100 %']],
    [
      [1, 199],
      ['0,5 %', '99,5 %'],
    ],
  ])('%j → %j', (weights, expected) => {
    expect(computeGroupShares(weights).map(formatGroupShare)).toEqual(expected);
  });

  it('shares nothing when the weights add up to 0', () => {
    expect(computeGroupShares([0, 0])).toEqual([0, 0]);
  });

  it('formats large shares with German separators', () => {
    expect(formatGroupShare(1234.5)).toBe('1.234,5 %');
  });
});

describe('splitAmountByWeights (a payment to a group, booked on its members)', () => {
  it.each([
    ['3 : 1 of 10,00 €', 1000, [3, 1], [750, 250]],
    ['1 : 1 of 0,01 € (the earlier member gets the cent)', 1, [1, 1], [1, 0]],
    ['thirds of 1,00 €', 100, [1, 1, 1], [34, 33, 33]],
    ['2 : 1 of 1,00 €', 100, [2, 1], [67, 33]],
    ['largest remainder wins', 10, [1, 2, 4], [1, 3, 6]],
    ['a reversal of 10,00 € at 3 : 1', -1000, [3, 1], [-750, -250]],
    ['a reversal of 1,00 € in thirds', -100, [1, 1, 1], [-34, -33, -33]],
    ['nothing to split', 0, [3, 1], [0, 0]],
    ['no members', 500, [], []],
  ])('%s', (_name, amount, weights, expected) => {
    const parts = splitAmountByWeights(amount, weights);
    expect(parts).toEqual(expected);
    if (weights.length > 0) expect(parts.reduce((sum, part) => sum + part, 0)).toBe(amount);
  });
});
