import { describe, expect, it } from 'vitest';
import { makePlan } from '../../../test-support/planning-fixtures';
import { selectCandidates } from './group-planning';

const window = { start: '2027-02-01T08:00:00.000Z', end: '2027-02-01T14:00:00.000Z' };
const eligible = (id: number, patch = {}) =>
  makePlan(id, { ...window, targets: ['KB', 'WA'], isEligibleForCollectionPlanGroup: true, ...patch });
const a = eligible(1);
const b = eligible(2);
const c = eligible(3, { end: '2027-02-01T16:00:00.000Z' });
const d = eligible(4, { end: '2027-02-01T16:00:00.000Z' });
const notEligible = makePlan(5, window);
const plans = [a, b, c, d, notEligible];
const open = { featureOn: true, canWrite: true };

describe('selectCandidates (planning.md §5: "offered with 2 or more eligible candidates")', () => {
  it.each([
    ['nothing marked', [], open, [], false, 'Markieren Sie mindestens zwei Sammlungen'],
    ['one marked', [1], open, [1], false, 'Markieren Sie mindestens eine weitere Sammlung'],
    ['two that match', [1, 2], open, [1, 2], true, '2 Sammlungen zu einer Sammlungsgruppe zusammenfassen'],
    [
      'the oldest mark differs and is dropped',
      [3, 1, 2],
      open,
      [1, 2],
      true,
      'Die älteste Markierung passt nicht zu den anderen und bleibt außen vor.',
    ],
    ['newer marks of another window win', [1, 2, 3, 4], open, [3, 4], true, 'Die 2 ältesten Markierungen'],
    [
      'a plan that is not eligible (any more) is left out',
      [1, 5],
      open,
      [1],
      false,
      'mindestens eine weitere',
    ],
    [
      'the feature is off',
      [1, 2],
      { featureOn: false, canWrite: true },
      [1, 2],
      false,
      'nicht freigeschaltet',
    ],
    [
      'no right to plan',
      [1, 2],
      { featureOn: true, canWrite: false },
      [1, 2],
      false,
      'keine Sammlungen planen',
    ],
  ] as const)('%s', (_name, marked, options, members, canCreate, hint) => {
    const selection = selectCandidates(marked, plans, options);
    expect(selection.members.map((plan) => plan.id)).toEqual(members);
    expect(selection.canCreate).toBe(canCreate);
    expect(selection.hint).toContain(hint);
  });
});
