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
  getPlanDisplayDay,
  getViewingOrganizationId,
  isExcludedEverywhere,
  type PlanForPermissions,
  type PlanPlacement,
  relatePlan,
  type ViewingOrganization,
} from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { parsePath } from '../organizations';
import { type ExclusionRow, findExclusionsOfPlans } from './exclusions.repository';
import { findExtensionsInForce } from './extensions.repository';
import { toPlanResponse, toPlanTiming } from './plan.mapper';
import { loadGroupViews } from './plan-group-views';
import { isPlanningFeatureOn, type OrganizationChain, toViewingOrganization } from './planning-context';
import { findPlanCashFlags, type PlanRow } from './plans.repository';

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
  const planIds = rows.map((row) => row.id);
  // independent reads: side by side on PostgreSQL (the embedded database queues them anyway)
  const [exclusions, extensionsByPlan, cashFlags, groups] = await Promise.all([
    findExclusionsOfPlans(context.db, planIds),
    findExtensionsInForce(context.db, planIds, viewer.path),
    // entered cash, and whether the plan's cash was closed for forwarding: then the plan is
    // read-only (planning.md §6)
    findPlanCashFlags(context.db, planIds, viewerId),
    loadGroupViews(context, rows, {
      viewerId,
      allowCollectionSplit: planViewer.allowCollectionSplit,
      now,
    }),
  ]);
  const exclusionsByPlan = groupByPlan(exclusions);
  const { enteredCash, stoppedDisbursement } = cashFlags;

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
    const input = {
      actor,
      plan: toPermissionPlan(row),
      viewingOrganizationPath: viewer.path,
      now,
      hasStoppedDisbursement: stoppedDisbursement.has(row.id),
    };
    const view = {
      row,
      excludedFor,
      isExcludedEverywhere: excludedEverywhere,
      exclusions: exclusions.filter((exclusion) => canSee(actor, parsePath(exclusion.organization_path))),
      extensions: extensionsByPlan.get(row.id) ?? [],
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
      isEligibleForGroup: groups.isEligible(row),
      members: groups.membersOf(row),
      hasEnteredCash: enteredCash.has(row.id),
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
