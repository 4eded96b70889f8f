import { DEFAULT_CALENDAR_SETTING, DEVICE_CLASSES } from '@kollekta/domain';
import { describe, expect, it } from 'vitest';
import { API, makeLauffen, makePlan } from '../../../test-support/planning-fixtures';
import { visibleSteps } from './editor-steps';
import { describeShares, groupMembersOf, toMemberDrafts, validateGroupWeights } from './group-form';
import { buildSaveRequest, createInitialValues, type EditorContext, validatePlanForm } from './plan-form';

const NOW = new Date('2026-11-22T10:00:00Z');
const window = { start: '2027-02-01T08:00:00.000Z', end: '2027-02-01T14:00:00.000Z' };
const diakonie = makePlan(11, {
  name: 'Diakonie',
  ...window,
  targets: ['KB', 'WA'],
  isEligibleForCollectionPlanGroup: true,
  meta: { description: { text: 'Die eigene Beschreibung' }, accounting: { Kostenstelle: '1' } },
});
const jugend = makePlan(12, { name: 'Jugendarbeit', ...window, targets: ['KB', 'WA'] });

function groupContext(patch: Partial<EditorContext> = {}): EditorContext {
  return {
    mode: 'group',
    plan: diakonie,
    organization: makeLauffen(),
    dates: [],
    calendarSetting: DEFAULT_CALENDAR_SETTING,
    allowRecurringPayments: true,
    usableDeviceClasses: [...DEVICE_CLASSES],
    accountingFields: ['Kostenstelle'],
    externalFields: ['Organisation', 'IBAN'],
    groupMembers: toMemberDrafts([diakonie, jugend]),
    ...patch,
  };
}

describe('the editor in group mode (planning.md §2, §5)', () => {
  it('starts from the candidates: their period and devices, the name "A & B", weight 1 each', () => {
    const values = createInitialValues(groupContext(), null);
    expect(values).toMatchObject({
      name: 'Diakonie & Jugendarbeit',
      targets: ['KB', 'WA'],
      start: window.start,
      end: window.end,
      description: '',
      accounting: { Kostenstelle: '' },
      weights: ['1', '1'],
    });
    // "3. More information (… or in group mode)"
    expect(visibleSteps({ targets: ['KB'], variant: 'inner' }, 'group')).toContain('information');
    expect(visibleSteps({ targets: ['KB'], variant: 'inner' }, 'new')).not.toContain('information');
  });

  it('allows 5000 characters of description and needs every weight to be at least 1', () => {
    const context = groupContext();
    const values = {
      ...createInitialValues(context, null),
      description: 'x'.repeat(5000),
      weights: ['3', '0'],
    };
    expect(validatePlanForm(values, context, NOW)).toEqual({
      'weights.1': 'Das Gewicht muss eine ganze Zahl von mindestens 1 sein.',
    });
    const tooLong = { ...values, description: 'x'.repeat(5001), weights: ['3', '1'] };
    expect(validatePlanForm(tooLong, context, NOW)).toEqual({ description: 'max. 5000 Zeichen' });
  });

  it.each([
    [['3', '1'], ['75 %', '25 %'], {}],
    [['1', '1', '1'], ['33,33 %', '33,33 %', '33,33 %'], {}],
    [['2', ''], ['–', '–'], { 'weights.1': 'Das Gewicht muss eine ganze Zahl von mindestens 1 sein.' }],
    [['1.5', '1'], ['–', '–'], { 'weights.0': 'Das Gewicht muss eine ganze Zahl von mindestens 1 sein.' }],
  ])('weights %j show as %j', (weights, shares, errors) => {
    expect(describeShares(weights)).toEqual(shares);
    expect(validateGroupWeights({ weights })).toEqual(errors);
  });

  it('creates the group with its members and weights; the name only from a superuser', () => {
    const context = groupContext();
    const values = { ...createInitialValues(context, null), weights: ['3', '1'], description: 'Geteilt' };
    const request = buildSaveRequest(values, context);
    expect(request).toEqual({
      kind: 'createGroup',
      body: {
        group: {
          name: null,
          type: 'collection',
          collection_variant: 'inner',
          inherit: false,
          foreign: false,
          display: { default: 'Diakonie & Jugendarbeit' },
          meta: {
            accounting: { Kostenstelle: null },
            external_fields: { Organisation: null, IBAN: null },
            description: { text: 'Geteilt' },
          },
        },
        members: [
          { plan: diakonie.url, weight: 3 },
          { plan: jugend.url, weight: 1 },
        ],
      },
    });
    // a name typed by someone else is not sent; a superuser's is
    const renamed = { ...values, name: 'Adventsopfer' };
    expect(buildSaveRequest(renamed, context)).toMatchObject({ body: { group: { name: null } } });
    expect(buildSaveRequest(renamed, groupContext({ isSuperuser: true }))).toMatchObject({
      body: { group: { name: 'Adventsopfer' } },
    });
  });

  it('duplicates a group with all its members, for the period chosen anew', () => {
    const group = makePlan(20, {
      name: 'Diakonie & Jugendarbeit',
      ...window,
      targets: ['KB', 'WA'],
      meta: { description: { text: 'Geteilt' } },
      members: [
        { id: 11, url: diakonie.url, name: 'Diakonie', weight: 3 },
        { id: 12, url: jugend.url, name: 'Jugendarbeit', weight: 1 },
      ],
    });
    const context = groupContext({
      mode: 'group_duplicate',
      plan: group,
      groupMembers: groupMembersOf(group),
    });
    const values = createInitialValues(context, null);
    expect(values).toMatchObject({ start: null, end: null, description: 'Geteilt', weights: ['3', '1'] });
    const request = buildSaveRequest(
      { ...values, period: 'custom_date', start: '2027-03-01T08:00:00.000Z', end: null },
      context,
    );
    expect(request).toMatchObject({
      kind: 'duplicateGroup',
      id: 20,
      body: {
        group: {
          name: null,
          organization: `${API}organization/4/`,
          start: '2027-03-01T08:00:00.000Z',
          end: null,
          targets: ['KB', 'WA'],
        },
        members: [
          { plan: diakonie.url, weight: 3 },
          { plan: jugend.url, weight: 1 },
        ],
      },
    });
  });
});
