/**
 * The plans running at an organisation now, as its web apps see them: the plan visibility of
 * planning (own and inherited plans, no_inherit_collections, exclusions made here or inherited from
 * above) with the device classes each still runs on there, and its display priority on the web apps
 * (the organisation's extension, else the nearest above it, else the default order).
 * It asks for no caller: the public donor apps show what it answers, so it answers only plans.
 */
import {
  collectExcludedFor,
  type DeviceClass,
  getRemainingTargets,
  relatePlan,
  resolvePriority,
} from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { type ExclusionRow, findExclusionsOfPlans } from './exclusions.repository';
import { type ExtensionRow, findExtensionsOfPlans } from './extensions.repository';
import { toPlacement } from './plan-views';
import { loadChain, toViewingOrganization } from './planning-context';
import { findPlansReaching, type PlanRow } from './plans.repository';

export type RunningPlan = {
  row: PlanRow;
  /** the plan's device classes left after the exclusions in force at the organisation */
  remainingTargets: DeviceClass[];
  /** display priority on the collection app (WA) and the donation app (WS) there */
  webAppPriority: Record<'WA' | 'WS', number>;
};

/** Plans whose period contains `now` and that reach the organisation; [] for an unknown one. */
export async function findPlansRunningAt(
  context: AppContext,
  organizationId: number,
  now: Date,
): Promise<RunningPlan[]> {
  const chain = await loadChain(context, organizationId);
  if (!chain) return [];
  const viewer = toViewingOrganization(chain);
  const rows = await findPlansReaching(context.db, {
    organizationId,
    ancestorIds: chain.path.slice(0, -1),
    // overlap with [now, now + 1 ms): started by now, not ended before now
    from: now,
    before: new Date(now.getTime() + 1),
  });
  // a group runs as its parent; its members are its shares, not collections of their own
  const reaching = rows.filter(
    (row) => row.parent_id === null && relatePlan(toPlacement(row), viewer) !== null,
  );
  const planIds = reaching.map((row) => row.id);
  const [exclusions, extensions] = await Promise.all([
    findExclusionsOfPlans(context.db, planIds),
    findExtensionsOfPlans(context.db, planIds, chain.path),
  ]);
  const exclusionsOf = groupByPlan(exclusions);
  const extensionsOf = groupByPlan(extensions);
  return reaching.map((row) => {
    const excludedFor = collectExcludedFor(
      (exclusionsOf.get(row.id) ?? []).map((exclusion) => ({
        organizationId: exclusion.organization_id,
        locationId: exclusion.location_id,
        inherit: exclusion.inherit,
        targets: exclusion.targets as DeviceClass[],
      })),
      viewer,
    );
    const priorityOn = (deviceClass: 'WA' | 'WS') =>
      resolvePriority({
        kind: {
          type: row.type === 'donation' ? 'donation' : 'collection',
          collectionVariant: row.collection_variant as 'inner' | 'outer' | 'x' | null,
        },
        deviceClass,
        extensions: (extensionsOf.get(row.id) ?? []).map((extension) => ({
          organizationId: extension.organization_id,
          locationId: extension.location_id,
          deviceClass: extension.device_class,
          settingsLocal: extension.settings_local,
        })),
        organizationPath: chain.path,
      }).priority;
    return {
      row,
      remainingTargets: getRemainingTargets(row.targets as DeviceClass[], excludedFor),
      webAppPriority: { WA: priorityOn('WA'), WS: priorityOn('WS') },
    };
  });
}

function groupByPlan<T extends ExclusionRow | ExtensionRow>(entries: readonly T[]): Map<number, T[]> {
  const byPlan = new Map<number, T[]>();
  for (const entry of entries) byPlan.set(entry.plan_id, [...(byPlan.get(entry.plan_id) ?? []), entry]);
  return byPlan;
}
