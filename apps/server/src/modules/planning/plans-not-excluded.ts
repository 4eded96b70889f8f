/**
 * The plans an organisation really collects for: those not deselected at it for every device class
 * they target (planning.md "Exclusion"). Forwarding and the collection book ask the same question.
 */
import { collectExcludedFor, type DeviceClass, isExcludedEverywhere } from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { findExclusionsOfPlans } from './exclusions.repository';
import type { toViewingOrganization } from './planning-context';

export async function dropPlansExcludedEverywhere<T extends { id: number; targets: readonly string[] }>(
  context: AppContext,
  plans: readonly T[],
  viewer: ReturnType<typeof toViewingOrganization>,
): Promise<T[]> {
  if (plans.length === 0) return [];
  const exclusions = await findExclusionsOfPlans(
    context.db,
    plans.map((plan) => plan.id),
  );
  return plans.filter((plan) => {
    const excludedFor = collectExcludedFor(
      exclusions
        .filter((exclusion) => exclusion.plan_id === plan.id)
        .map((exclusion) => ({
          organizationId: exclusion.organization_id,
          locationId: exclusion.location_id,
          inherit: exclusion.inherit,
          targets: exclusion.targets as DeviceClass[],
        })),
      viewer,
    );
    return !isExcludedEverywhere(plan.targets as DeviceClass[], excludedFor);
  });
}
