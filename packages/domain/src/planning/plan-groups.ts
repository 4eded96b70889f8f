/**
 * Collection plan groups (planning.md §3, §5): one collection split between several purposes.
 * Building and editing groups comes with a later issue; the rules that a plan card needs are here.
 */
import type { DeviceClass } from './plan-types';

/** "Group member weight: minimum 1." */
export const MIN_GROUP_WEIGHT = 1;

export type GroupCandidate = {
  id: number;
  start: Date | null;
  end: Date | null;
  organizationId: number;
  locationId: number | null;
  targets: readonly DeviceClass[];
  allowRecurring: boolean;
  isGroupParent: boolean;
  parentId: number | null;
};

/**
 * "Group eligibility: allow_collection_split is on, the plan is not already a group parent, its start
 * is in the future, and another plan at the same location shares start, end, organization, location,
 * sorted targets and allow_recurring." A member of a group is not eligible either.
 */
export function isEligibleForCollectionPlanGroup(
  plan: GroupCandidate,
  others: readonly GroupCandidate[],
  context: { allowCollectionSplit: boolean; now: Date },
): boolean {
  if (!context.allowCollectionSplit || plan.isGroupParent || plan.parentId !== null) return false;
  if (plan.start === null || plan.start.getTime() <= context.now.getTime()) return false;
  const key = getGroupKey(plan);
  return others.some(
    (other) =>
      other.id !== plan.id && !other.isGroupParent && other.parentId === null && getGroupKey(other) === key,
  );
}

function getGroupKey(plan: GroupCandidate): string {
  return JSON.stringify([
    plan.start?.getTime() ?? null,
    plan.end?.getTime() ?? null,
    plan.organizationId,
    plan.locationId,
    [...plan.targets].sort(),
    plan.allowRecurring,
  ]);
}

/** "The group name is the member names joined by ', ' with the last one joined by ' & '." */
export function formatGroupName(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} & ${names[names.length - 1]}`;
}
