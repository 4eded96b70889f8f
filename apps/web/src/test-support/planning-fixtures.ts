/** Plans, dates and an organisation shaped like the API's answers, for the planning tests. */
import type { ChurchDate, CollectionPlan, OrganizationDetail, PlanningOptions } from '@kollekta/contract';
import { DEVICE_CLASSES } from '@kollekta/domain';
import { makeOrganization } from './fixtures';

export const API = 'http://localhost/api/v2/';

export function makePlan(id: number, patch: Partial<CollectionPlan> = {}): CollectionPlan {
  return {
    id,
    url: `${API}collection_plan/${id}/`,
    name: `Sammlung ${id}`,
    type: 'collection',
    collection_variant: 'inner',
    start: '2027-05-01T16:00:00.000Z',
    end: '2027-05-08T15:59:00.000Z',
    organization: `${API}organization/4/`,
    organization_id: 4,
    organization_name: 'Ev. Kirchengemeinde Lauffen',
    location: null,
    inherit: false,
    foreign: false,
    date: null,
    date_name: null,
    date_day: null,
    allow_recurring: false,
    targets: ['KB'],
    display: {},
    extensions: [],
    excludedFor: {},
    exclusions: [],
    active: true,
    parent: null,
    tags: [],
    weight: null,
    inactive: false,
    hasStarted: false,
    hasPassed: false,
    currentlyActive: false,
    isArchived: false,
    isEligibleForCollectionPlanGroup: false,
    entered_state_payments_exists: false,
    meta: {},
    can_edit: true,
    can_edit_after_start: true,
    can_close: false,
    can_delete: true,
    can_exclude: false,
    ...patch,
  };
}

export function makeChurchDate(day: string, name: string, kind: ChurchDate['kind'] = 'sunday'): ChurchDate {
  return { url: null, id: null, day, name, organization: null, kind };
}

const PLANNER_PERMISSIONS = [
  'MEMBER',
  'READ',
  'READ_CPLAN',
  'READ_CPLAN_INHERITED',
  'READ_NONSENSITIVE',
  'READ_ORG_DATA',
  'WRITE_CPLAN',
  'WRITE_EXTRA_FIELDS',
  'WRITE_WEBSITE',
] as const;

/** Lauffen as its collection planner sees it, with two churches. */
export function makeLauffen(patch: Partial<OrganizationDetail> = {}): OrganizationDetail {
  return {
    ...makeOrganization(4, 'Ev. Kirchengemeinde Lauffen', 3, {
      permissions: [...PLANNER_PERMISSIONS],
      path: [1, 2, 3, 4],
    }),
    children: [],
    locations: [
      { id: 1, url: `${API}location/1/`, name: 'Regiswindiskirche', organization: `${API}organization/4/` },
      { id: 2, url: `${API}location/2/`, name: 'Martinskirche', organization: `${API}organization/4/` },
    ],
    settings_local: {},
    settings_inherit: {},
    datev_creditor: null,
    contacts: [],
    features: [],
    valid_features: [],
    ...patch,
  };
}

export const planningOptions: PlanningOptions = {
  owned_device_classes: ['KB', 'SD', 'WA', 'WS', 'GC'],
  usable_device_classes: [...DEVICE_CLASSES],
  features: { allow_recurring_payments: true, allow_cash_payments: false, allow_collection_split: false },
  no_inherit_collections: false,
  can_write: true,
  can_edit_after_start: true,
};

export const calendarSettingAnswer = {
  sunday_prerun_days: 1,
  sunday_prerun_time: '18:00',
  sunday_postrun_days: 6,
  sunday_postrun_time: '17:59',
  other_prerun_days: 1,
  other_prerun_time: '18:00',
  other_postrun_days: 6,
  other_postrun_time: '17:59',
  source: null,
  is_own: false,
  no_inherit_calendar: false,
};
