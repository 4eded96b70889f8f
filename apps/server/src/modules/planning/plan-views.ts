/**
 * Plans as one organisation sees them: what reaches it, what it has deselected, and what the caller
 * may do with each plan there. Used by every answer that contains plans.
 */
import type { CollectionPlan } from '@kollekta/contract';
import {
  type Actor,
  canClosePlan,
  canDeletePlan,
  canEditPlan,
  canEditPlanAfterStart,
  canExcludePlan,
  canSee,
  collectExcludedFor,
  type DeviceClass,
  type GroupCandidate,
  getPlanDisplayDay,
  getViewingOrganizationId,
  isEligibleForCollectionPlanGroup,
  isExcludedEverywhere,
  type PlanForPermissions,
  type PlanPlacement,
  relatePlan,
  type ViewingOrganization,
} from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { parsePath } from '../organizations';
import { type ExclusionRow, findExclusionsOfPlans } from './exclusions.repository';
import { toPlanResponse, toPlanTiming } from './plan.mapper';
import { isPlanningFeatureOn, type OrganizationChain, toViewingOrganization } from './planning-context';
import type { PlanRow } from './plans.repository';

export type PlanViewer = {
  chain: OrganizationChain;
  viewer: ViewingOrganization;
  allowCollectionSplit: boolean;
};

export function toPlanViewer(chain: OrganizationChain): PlanViewer {
  return {
    chain,
    viewer: toViewingOrganization(chain),
    allowCollectionSplit: isPlanningFeatureOn(chain, 'allow_collection_split'),
  };
}

export function toPlacement(row: PlanRow): PlanPlacement & { organizationPath: number[] } {
  return {
    organizationId: row.organization_id,
    organizationPath: parsePath(row.organization_path),
    locationId: row.location_id,
    inherit: row.inherit,
  };
}

export function toPermissionPlan(row: PlanRow): PlanForPermissions {
  const timing = toPlanTiming(row);
  return {
    ...timing,
    organizationPath: parsePath(row.organization_path),
    locationId: row.location_id,
    parentId: row.parent_id,
    displayDay: getPlanDisplayDay({ dateDay: row.date_day, start: timing.start }),
  };
}

function toGroupCandidate(row: PlanRow): GroupCandidate {
  const timing = toPlanTiming(row);
  return {
    id: row.id,
    start: timing.start,
    end: timing.end,
    organizationId: row.organization_id,
    locationId: row.location_id,
    targets: row.targets as DeviceClass[],
    allowRecurring: row.allow_recurring,
    isGroupParent: row.is_group_parent,
    parentId: row.parent_id,
  };
}

export async function presentPlans(
  context: AppContext,
  actor: Actor,
  planViewer: PlanViewer,
  rows: readonly PlanRow[],
  options: { hideExcluded: boolean; apiBase: string },
): Promise<CollectionPlan[]> {
  const now = context.clock.now();
  const { viewer } = planViewer;
  const viewerId = getViewingOrganizationId(viewer);
  const exclusionsByPlan = groupByPlan(
    await findExclusionsOfPlans(
      context.db,
      rows.map((row) => row.id),
    ),
  );
  const ownCandidates = rows.filter((row) => row.organization_id === viewerId).map(toGroupCandidate);

  const result: CollectionPlan[] = [];
  for (const row of rows) {
    const exclusions = exclusionsByPlan.get(row.id) ?? [];
    const excludedFor = collectExcludedFor(
      exclusions.map((exclusion) => ({
        organizationId: exclusion.organization_id,
        locationId: exclusion.location_id,
        inherit: exclusion.inherit,
        targets: exclusion.targets as DeviceClass[],
      })),
      viewer,
    );
    const excludedEverywhere = isExcludedEverywhere(row.targets as DeviceClass[], excludedFor);
    if (options.hideExcluded && excludedEverywhere) continue;
    const input = { actor, plan: toPermissionPlan(row), viewingOrganizationPath: viewer.path, now };
    const view = {
      row,
      excludedFor,
      isExcludedEverywhere: excludedEverywhere,
      exclusions: exclusions.filter((exclusion) => canSee(actor, parsePath(exclusion.organization_path))),
      permissions: {
        canEdit: canEditPlan(input),
        canEditAfterStart: canEditPlanAfterStart(input),
        canClose: canClosePlan(input),
        canDelete: canDeletePlan(input),
        canExclude: canExcludePlan({
          ...input,
          relation: relatePlan(toPlacement(row), viewer),
          isExcludedEverywhere: excludedEverywhere,
        }),
      },
      isEligibleForGroup:
        row.organization_id === viewerId &&
        isEligibleForCollectionPlanGroup(toGroupCandidate(row), ownCandidates, {
          allowCollectionSplit: planViewer.allowCollectionSplit,
          now,
        }),
      now,
    };
    result.push(toPlanResponse(view, options.apiBase));
  }
  return result;
}

function groupByPlan(exclusions: readonly ExclusionRow[]): Map<number, ExclusionRow[]> {
  const byPlan = new Map<number, ExclusionRow[]>();
  for (const exclusion of exclusions) {
    byPlan.set(exclusion.plan_id, [...(byPlan.get(exclusion.plan_id) ?? []), exclusion]);
  }
  return byPlan;
}
