import { describe, expect, it } from 'vitest';
import { formatGroupName, type GroupCandidate, isEligibleForCollectionPlanGroup } from './plan-groups';

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

describe('isEligibleForCollectionPlanGroup', () => {
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
    ['the twin ends at another time', base, [{ ...twin, end: null }], context, false],
    ['the twin runs on other devices', base, [{ ...twin, targets: ['KB'] }], context, false],
    ['the twin allows recurring donations', base, [{ ...twin, allowRecurring: true }], context, false],
    ['the twin is at a location', base, [{ ...twin, locationId: 40 }], context, false],
    ['the plan is a group parent already', { ...base, isGroupParent: true }, [twin], context, false],
    [
      'the plan has started',
      { ...base, start: new Date('2026-11-20T09:00:00Z') },
      [{ ...twin, start: new Date('2026-11-20T09:00:00Z') }],
      context,
      false,
    ],
  ] as const)('%s → %s', (_name, plan, others, ctx, expected) => {
    expect(isEligibleForCollectionPlanGroup(plan, others, ctx)).toBe(expected);
  });
});

describe('formatGroupName', () => {
  it.each([
    [['Brot für die Welt'], 'Brot für die Welt'],
    [['Diakonie', 'Jugendarbeit'], 'Diakonie & Jugendarbeit'],
    [['A', 'B', 'C'], 'A, B & C'],
  ])('%j → %s', (names, expected) => {
    expect(formatGroupName(names)).toBe(expected);
  });
});
