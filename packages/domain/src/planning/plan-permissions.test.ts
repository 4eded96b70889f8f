import { describe, expect, it } from 'vitest';
import type { Actor } from '../permissions/permission-check';
import {
  canClosePlan,
  canDeletePlan,
  canEditPlan,
  canEditPlanAfterStart,
  canExcludePlan,
  canReadPlan,
  getMetaFieldPermission,
  getPlanDisplayDay,
  getUsableDeviceClasses,
  type PlanForPermissions,
  type PlanPermissionInput,
} from './plan-permissions';
import type { ViewingOrganization } from './plan-visibility';

// The demo tree: Landeskirche 1 › Region 2 › Bezirk 3 › Gemeinde 4 (Lauffen); Region 2 › Bezirk 6 › Gemeinde 7.
const GEMEINDE = [1, 2, 3, 4];
const BEZIRK = [1, 2, 3];
const NACHBARGEMEINDE = [1, 2, 6, 7];

const superuser: Actor = { isSuperuser: true, grants: [] };
const bezirk: Actor = { isSuperuser: false, grants: [{ role: 'admin', organizationPath: BEZIRK }] };
const gemeinde: Actor = { isSuperuser: false, grants: [{ role: 'admin', organizationPath: GEMEINDE }] };
const planer: Actor = {
  isSuperuser: false,
  grants: [{ role: 'collection_plan_editor', organizationPath: GEMEINDE }],
};
const bezirksplaner: Actor = {
  isSuperuser: false,
  grants: [{ role: 'collection_plan_editor', organizationPath: BEZIRK }],
};
const kasse: Actor = { isSuperuser: false, grants: [{ role: 'user', organizationPath: GEMEINDE }] };
const nachbar: Actor = { isSuperuser: false, grants: [{ role: 'admin', organizationPath: NACHBARGEMEINDE }] };

const NOW = new Date('2026-11-20T10:00:00Z');
const plan = (overrides: Partial<PlanForPermissions> = {}): PlanForPermissions => ({
  organizationPath: GEMEINDE,
  locationId: null,
  parentId: null,
  active: true,
  start: new Date('2026-11-28T17:00:00Z'), // 1. Advent
  end: new Date('2026-12-05T16:59:00Z'),
  displayDay: '2026-11-29',
  ...overrides,
});
const NOT_STARTED = plan();
const RUNNING = plan({ start: new Date('2026-11-14T17:00:00Z'), end: new Date('2026-11-21T16:59:00Z') });
const PASSED = plan({ start: new Date('2026-11-07T17:00:00Z'), end: new Date('2026-11-14T16:59:00Z') });
const OPEN_ENDED = plan({ start: new Date('2026-01-01T00:00:00Z'), end: null, displayDay: '2026-01-01' });

const input = (actor: Actor, subject: PlanForPermissions, viewing = GEMEINDE): PlanPermissionInput => ({
  actor,
  plan: subject,
  viewingOrganizationPath: viewing,
  now: NOW,
});

describe('editing (spec §6: "the plan belongs to the current organisation or a location")', () => {
  const cases: [string, PlanPermissionInput, boolean, boolean][] = [
    // name, input, canEdit, canEditAfterStart
    ['parish admin, own plan, not started', input(gemeinde, NOT_STARTED), true, false],
    ['planner, own plan, not started', input(planer, NOT_STARTED), true, false],
    ['ordinary user may not write plans', input(kasse, NOT_STARTED), false, false],
    ['district admin in the parish’s planning', input(bezirk, NOT_STARTED), true, false],
    [
      'district admin sees the parish plan from the district: not its plan',
      input(bezirk, NOT_STARTED, BEZIRK),
      false,
      false,
    ],
    ['location plan belongs to the parish', input(gemeinde, plan({ locationId: 40 })), true, false],
    ['neighbour has no rights here', input(nachbar, NOT_STARTED), false, false],
    // "Superuser: may … edit a plan after it has started"; "Role collection_plan_editor: may edit after start"
    ['parish admin may not edit a running plan', input(gemeinde, RUNNING), false, false],
    ['planner edits a running plan after start', input(planer, RUNNING), false, true],
    [
      'planner edits a passed plan after start (accounting is filled in afterwards)',
      input(planer, PASSED),
      false,
      true,
    ],
    ['a planner of the district may too', input(bezirksplaner, RUNNING), false, true],
    ['superuser edits after start', input(superuser, RUNNING), false, true],
    ['ordinary user may not edit after start', input(kasse, RUNNING), false, false],
    // "a group cannot be split again": a member changes with its group; its accounting after the start
    ['a group member is edited through its group', input(gemeinde, plan({ parentId: 9 })), false, false],
    [
      'a running group member: accounting after start',
      input(planer, plan({ ...RUNNING, parentId: 9 })),
      false,
      true,
    ],
  ];
  it.each(cases)('%s', (_name, subject, edit, afterStart) => {
    expect(canEditPlan(subject)).toBe(edit);
    expect(canEditPlanAfterStart(subject)).toBe(afterStart);
  });

  it('refuses every change while a disbursement order with stopped cash payments exists', () => {
    const blocked = { ...input(superuser, NOT_STARTED), hasStoppedDisbursement: true };
    expect(canEditPlan(blocked)).toBe(false);
    expect(canDeletePlan(blocked)).toBe(false);
    expect(canEditPlanAfterStart({ ...blocked, plan: RUNNING })).toBe(false);
  });
});

describe('closing and deleting (spec §4)', () => {
  const cases: [string, PlanPermissionInput, boolean, boolean][] = [
    // name, input, canClose, canDelete
    ['running plan can be closed, not deleted', input(gemeinde, RUNNING), true, false],
    ['open-ended plan can be closed ("Jetzt beenden")', input(gemeinde, OPEN_ENDED), true, false],
    ['plan that has not started can be deleted, not closed', input(gemeinde, NOT_STARTED), false, true],
    ['passed plan: neither', input(gemeinde, PASSED), false, false],
    [
      'switched-off plan is not active, so not closed',
      input(gemeinde, plan({ ...RUNNING, active: false })),
      false,
      false,
    ],
    ['a group member goes only with its group', input(gemeinde, plan({ parentId: 9 })), false, false],
    [
      'a running group member is closed with its group',
      input(gemeinde, plan({ ...RUNNING, parentId: 9 })),
      false,
      false,
    ],
    ['ordinary user: neither', input(kasse, RUNNING), false, false],
    [
      'inherited plan seen from the parish: neither',
      input(gemeinde, plan({ ...RUNNING, organizationPath: BEZIRK })),
      false,
      false,
    ],
  ];
  it.each(cases)('%s', (_name, subject, close, remove) => {
    expect(canClosePlan(subject)).toBe(close);
    expect(canDeletePlan(subject)).toBe(remove);
  });
});

describe('excluding (spec §6: "plans from other organisations without a location whose displayed date is in the future")', () => {
  const districtPlan = plan({ organizationPath: BEZIRK });
  const exclude = (
    actor: Actor,
    subject: PlanForPermissions,
    relation: 'own' | 'inherited' | 'location' | null = 'inherited',
    isExcludedEverywhere = false,
  ) => canExcludePlan({ ...input(actor, subject), relation, isExcludedEverywhere });

  it.each([
    ['district plan for 1. Advent, parish admin', exclude(gemeinde, districtPlan), true],
    ['planner of the parish', exclude(planer, districtPlan), true],
    ['ordinary user', exclude(kasse, districtPlan), false],
    ['own plan', exclude(gemeinde, NOT_STARTED, 'own'), false],
    ['a plan that does not reach the parish', exclude(gemeinde, districtPlan, null), false],
    [
      'displayed date today is not in the future',
      exclude(gemeinde, plan({ organizationPath: BEZIRK, displayDay: '2026-11-20' })),
      false,
    ],
    [
      'displayed date tomorrow',
      exclude(gemeinde, plan({ organizationPath: BEZIRK, displayDay: '2026-11-21' })),
      true,
    ],
    [
      'running plan of the district, started in the past',
      exclude(gemeinde, plan({ ...RUNNING, organizationPath: BEZIRK, displayDay: '2026-11-15' })),
      false,
    ],
    ['already deselected for every device class', exclude(gemeinde, districtPlan, 'inherited', true), false],
  ] as const)('%s → %s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('takes the displayed day from the date, else from the start in Europe/Berlin', () => {
    expect(getPlanDisplayDay({ dateDay: '2026-11-29', start: new Date('2026-11-28T17:00:00Z') })).toBe(
      '2026-11-29',
    );
    expect(getPlanDisplayDay({ dateDay: null, start: new Date('2026-11-28T23:30:00Z') })).toBe('2026-11-29');
    expect(getPlanDisplayDay({ dateDay: null, start: null })).toBeNull();
  });
});

describe('reading', () => {
  const viewer = (path: number[], noInherit: number[] = []): ViewingOrganization => ({
    path,
    noInheritCollections: new Set(noInherit),
  });
  const districtPlan = { organizationId: 3, organizationPath: BEZIRK, inherit: true, locationId: null };
  it.each([
    ['district admin reads its plan', bezirk, districtPlan, [], true],
    ['parish admin reads the inherited plan', gemeinde, districtPlan, [viewer(GEMEINDE)], true],
    [
      '…not when the parish has no_inherit_collections',
      gemeinde,
      districtPlan,
      [viewer(GEMEINDE, [4])],
      false,
    ],
    [
      '…not a district plan without inherit',
      gemeinde,
      { ...districtPlan, inherit: false },
      [viewer(GEMEINDE)],
      false,
    ],
    ['neighbour reads nothing of the district', nachbar, districtPlan, [viewer(NACHBARGEMEINDE)], false],
    ['superuser reads everything', superuser, districtPlan, [], true],
  ] as const)('%s', (_name, actor, subject, viewers, expected) => {
    expect(canReadPlan(actor, subject, viewers)).toBe(expected);
  });
});

describe('device classes and meta fields', () => {
  it('gives planners and superusers every class, others only what the organisation owns', () => {
    expect(getUsableDeviceClasses(gemeinde, GEMEINDE, ['KB', 'WA'])).toEqual(['KB', 'WA']);
    expect(getUsableDeviceClasses(planer, GEMEINDE, ['KB'])).toHaveLength(9);
    expect(getUsableDeviceClasses(superuser, GEMEINDE, [])).toHaveLength(9);
  });

  it.each([
    ['external_fields', 'IBAN', 'WRITE_EXTRA_FIELDS'],
    ['external_fields', 'Bank', 'WRITE_EXTRA_FIELDS'],
    ['external_fields', 'BIC', 'WRITE_EXTRA_FIELDS'],
    ['external_fields', 'Verwendungszweck', 'WRITE_EXTRA_FIELDS'],
    ['external_fields', 'www', 'WRITE_WEBSITE'],
    ['external_fields', 'Kontaktperson', 'WRITE_CPLAN'],
    ['accounting', 'Kostenstelle', 'WRITE_CPLAN'],
  ] as const)('%s.%s needs %s', (section, key, permission) => {
    expect(getMetaFieldPermission(section, key)).toBe(permission);
  });
});
