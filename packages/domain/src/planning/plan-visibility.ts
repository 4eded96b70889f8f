/**
 * Which plans an organisation sees, and what it has deselected (planning.md §3, §4, §6):
 * - its own plans, and the plans of its locations (church buildings);
 * - the plans of its ancestors that are marked `inherit` and have no location, unless the
 *   organisation itself or one between it and the ancestor has the flag no_inherit_collections
 *   ("Organisations with flag no_inherit_collections do not show collections inherited from a parent");
 * - exclusions (Abwählen) made here, or made above with `inherit`, switch a plan off per device class
 *   ("excluded at the current level and all sublevels, for all device classes, inheritable by children").
 */
import type { DeviceClass } from './plan-types';

export type PlanPlacement = {
  organizationId: number;
  locationId: number | null;
  inherit: boolean;
};

export type ViewingOrganization = {
  /** ids from the root down to and including the viewing organisation */
  path: readonly number[];
  /** organisations on the path with the flag no_inherit_collections */
  noInheritCollections: ReadonlySet<number>;
};

/** How a plan reaches the viewing organisation. */
export type PlanRelation = 'own' | 'location' | 'inherited';

export const NO_INHERIT_COLLECTIONS = 'no_inherit_collections';

export function getViewingOrganizationId(viewer: Pick<ViewingOrganization, 'path'>): number {
  const id = viewer.path[viewer.path.length - 1];
  if (id === undefined) throw new RangeError('A viewing organisation needs a path');
  return id;
}

/** Own, location, inherited, or null when the plan does not show at the viewing organisation. */
export function relatePlan(plan: PlanPlacement, viewer: ViewingOrganization): PlanRelation | null {
  const viewerId = getViewingOrganizationId(viewer);
  if (plan.organizationId === viewerId) return plan.locationId === null ? 'own' : 'location';
  const ancestorIndex = viewer.path.indexOf(plan.organizationId);
  if (ancestorIndex < 0 || !plan.inherit || plan.locationId !== null) return null;
  const between = viewer.path.slice(ancestorIndex + 1);
  return between.some((id) => viewer.noInheritCollections.has(id)) ? null : 'inherited';
}

export type ExclusionPlacement = {
  organizationId: number;
  locationId: number | null;
  inherit: boolean;
  targets: readonly DeviceClass[];
};

/**
 * The exclusions in force at the viewing organisation, as organisation id → device classes: its own,
 * and those of its ancestors made with `inherit`. Exclusions of a single location only concern the
 * devices at that location and are left out of the organisation's view.
 */
export function collectExcludedFor(
  exclusions: readonly ExclusionPlacement[],
  viewer: Pick<ViewingOrganization, 'path'>,
): Map<number, DeviceClass[]> {
  const viewerId = getViewingOrganizationId(viewer);
  const result = new Map<number, Set<DeviceClass>>();
  for (const exclusion of exclusions) {
    if (exclusion.locationId !== null) continue;
    const applies =
      exclusion.organizationId === viewerId ||
      (exclusion.inherit && viewer.path.includes(exclusion.organizationId));
    if (!applies) continue;
    const classes = result.get(exclusion.organizationId) ?? new Set<DeviceClass>();
    for (const target of exclusion.targets) classes.add(target);
    result.set(exclusion.organizationId, classes);
  }
  return new Map([...result].map(([id, classes]) => [id, [...classes].sort()]));
}

/** The device classes a plan still runs on at the viewing organisation. */
export function getRemainingTargets(
  targets: readonly DeviceClass[],
  excludedFor: ReadonlyMap<number, readonly DeviceClass[]>,
): DeviceClass[] {
  const excluded = new Set([...excludedFor.values()].flat());
  return targets.filter((target) => !excluded.has(target));
}

/** Deselected for every device class it runs on: the organisation no longer lists it. */
export function isExcludedEverywhere(
  targets: readonly DeviceClass[],
  excludedFor: ReadonlyMap<number, readonly DeviceClass[]>,
): boolean {
  return excludedFor.size > 0 && getRemainingTargets(targets, excludedFor).length === 0;
}
