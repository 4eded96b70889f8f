/** Queries and calls of the planning screen: plans of a year, its dates, the calendar setting. */
import {
  type CollectionPlan,
  type CreatePlanGroupBody,
  type DuplicatePlanGroupBody,
  type PlanBody,
  type PlanMeta,
  routes,
} from '@kollekta/contract';
import type { DeviceClass } from '@kollekta/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

export type PlansView = 'current' | 'archive';

export const planningKeys = {
  organization: (organizationId: number) => ['planning', organizationId] as const,
  plans: (organizationId: number) => ['planning', organizationId, 'plans'] as const,
};

export const plansQuery = (organizationId: number, year: number, view: PlansView, search: string) =>
  queryOptions({
    queryKey: [...planningKeys.plans(organizationId), { year, view, search }],
    queryFn: ({ signal }) =>
      callApi(routes.listOrganizationPlans, {
        params: { id: organizationId },
        query: {
          year,
          archive: view === 'archive' ? 'true' : 'false',
          search: search.length > 0 ? search : undefined,
        },
        signal,
      }),
    // a new search keeps showing the last answer until the next one arrives
    placeholderData: keepPreviousData,
  });

export const datesQuery = (organizationId: number, year: number) =>
  queryOptions({
    queryKey: [...planningKeys.organization(organizationId), 'dates', year],
    queryFn: ({ signal }) =>
      callApi(routes.listOrganizationDates, { params: { id: organizationId }, query: { year }, signal }),
    staleTime: 5 * 60_000,
  });

export const calendarSettingQuery = (organizationId: number) =>
  queryOptions({
    queryKey: [...planningKeys.organization(organizationId), 'calendar-setting'],
    queryFn: ({ signal }) => callApi(routes.getCalendarSetting, { params: { id: organizationId }, signal }),
    staleTime: 5 * 60_000,
  });

export const planningOptionsQuery = (organizationId: number) =>
  queryOptions({
    queryKey: [...planningKeys.organization(organizationId), 'options'],
    queryFn: ({ signal }) => callApi(routes.getPlanningOptions, { params: { id: organizationId }, signal }),
    staleTime: 5 * 60_000,
  });

export function closePlan(plan: Pick<CollectionPlan, 'id'>): Promise<CollectionPlan> {
  return callApi(routes.patchPlan, { params: { id: plan.id }, body: { end: 'now' } });
}

/** Abwählen: hide the plan here and below, on every device class (planning.md §4 "Exclusion"). */
export function excludePlan(
  plan: Pick<CollectionPlan, 'url'>,
  organizationUrl: string,
  targets: DeviceClass[],
) {
  return callApi(routes.createExclusion, {
    body: { plan: plan.url, location: null, organization: organizationUrl, inherit: true, targets },
  });
}

/** A group's parent goes with its members: "Groups can be deleted as a whole" (planning.md §4). */
export function deletePlan(plan: Pick<CollectionPlan, 'id' | 'members'>): Promise<undefined> {
  if ((plan.members?.length ?? 0) > 0) return callApi(routes.deletePlanGroup, { params: { id: plan.id } });
  return callApi(routes.deletePlan, { params: { id: plan.id } });
}

/** What the editor saves: a new plan, a changed plan, or only the meta of a running one. */
export type SavePlanRequest =
  | { kind: 'create'; body: PlanBody }
  | { kind: 'update'; id: number; body: PlanBody }
  | { kind: 'patchMeta'; id: number; meta: PlanMeta }
  | { kind: 'createGroup'; body: CreatePlanGroupBody }
  | { kind: 'duplicateGroup'; id: number; body: DuplicatePlanGroupBody };

export function savePlan(request: SavePlanRequest): Promise<CollectionPlan> {
  switch (request.kind) {
    case 'create':
      return callApi(routes.createPlan, { body: request.body });
    case 'update':
      return callApi(routes.updatePlan, { params: { id: request.id }, body: request.body });
    case 'patchMeta':
      return callApi(routes.patchPlan, { params: { id: request.id }, body: { meta: request.meta } });
    case 'createGroup':
      return callApi(routes.createPlanGroup, { body: request.body });
    case 'duplicateGroup':
      return callApi(routes.duplicatePlanGroup, { params: { id: request.id }, body: request.body });
  }
}
