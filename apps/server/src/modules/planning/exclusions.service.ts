/**
 * Abwählen (planning.md §4, §6): an organisation hides a plan of another organisation for itself and,
 * with `inherit`, for everything below it, per device class. Only plans without a location whose
 * displayed date is still in the future can be deselected. A second exclusion of the same plan by the
 * same organisation adds its device classes to the first.
 */
import {
  canExcludePlan,
  canReadPlan,
  canSee,
  collectExcludedFor,
  type DeviceClass,
  hasPermission,
  isExcludedEverywhere,
  relatePlan,
} from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';
import { appendAudit } from '../audit';
import { findLocationsOf } from '../locations';
import {
  findExclusion,
  findExclusionById,
  findExclusionsOfPlans,
  insertExclusion,
  updateExclusion,
} from './exclusions.repository';
import { toExclusionResponse } from './plan.mapper';
import { toPermissionPlan, toPlacement } from './plan-views';
import { type PlanningActor, toAuditActor } from './planning-actor';
import { loadChain, loadGrantViewers, toViewingOrganization } from './planning-context';
import { PLANNING_MESSAGES } from './planning-messages';
import { parseRef } from './planning-refs';
import { findPlanById } from './plans.repository';

export type ExclusionBody = {
  plan: string;
  location: string | null;
  organization: string;
  inherit: boolean;
  targets: DeviceClass[];
};

const invalid = (field: string, message: string) =>
  new DomainError('validation', undefined, { fieldErrors: { [field]: [message] } });

export async function createExclusion(
  context: AppContext,
  actor: PlanningActor,
  body: ExclusionBody,
  apiBase: string,
) {
  const organizationId = parseRef(body.organization, 'organization');
  const chain = organizationId === null ? null : await loadChain(context, organizationId);
  if (!chain || !canSee(actor, chain.path))
    throw invalid('organization', PLANNING_MESSAGES.organizationNotFound);
  const viewer = toViewingOrganization(chain);
  const planId = parseRef(body.plan, 'collection_plan');
  const plan = planId === null ? undefined : await findPlanById(context.db, planId);
  const viewers = [viewer, ...(await loadGrantViewers(context, actor))];
  if (!plan || !canReadPlan(actor, toPlacement(plan), viewers))
    throw invalid('plan', PLANNING_MESSAGES.planNotFound);
  if (!hasPermission(actor, chain.path, 'WRITE_CPLAN')) {
    throw new DomainError('forbidden', PLANNING_MESSAGES.noWritePermission);
  }
  const locationId = body.location === null ? null : parseRef(body.location, 'location');
  if (body.location !== null) {
    const locations = await findLocationsOf(context.db, chain.organization.id);
    if (!locations.some((location) => location.id === locationId)) {
      throw invalid('location', PLANNING_MESSAGES.locationNotInOrganization);
    }
  }
  const relation = relatePlan(toPlacement(plan), viewer);
  if (relation === 'own' || relation === 'location')
    throw invalid('plan', PLANNING_MESSAGES.ownPlanNotExcludable);
  const existingExclusions = await findExclusionsOfPlans(context.db, [plan.id]);
  const excludedFor = collectExcludedFor(
    existingExclusions.map((exclusion) => ({
      organizationId: exclusion.organization_id,
      locationId: exclusion.location_id,
      inherit: exclusion.inherit,
      targets: exclusion.targets as DeviceClass[],
    })),
    viewer,
  );
  const now = context.clock.now();
  const allowed = canExcludePlan({
    actor,
    plan: toPermissionPlan(plan),
    viewingOrganizationPath: chain.path,
    now,
    relation,
    isExcludedEverywhere: isExcludedEverywhere(plan.targets as DeviceClass[], excludedFor),
  });
  const previous = await findExclusion(context.db, {
    planId: plan.id,
    organizationId: chain.organization.id,
    locationId,
  });
  // Asking again for what is already deselected answers the exclusion as it is.
  if (
    previous?.inherit === body.inherit &&
    body.targets.every((target) => previous.targets.includes(target))
  ) {
    return toExclusionResponse(previous, apiBase);
  }
  if (!allowed) throw invalid('plan', PLANNING_MESSAGES.notExcludable);

  const targets = [...new Set([...(previous?.targets ?? []), ...body.targets])].sort();
  const id = await context.db.transaction().execute(async (trx) => {
    const exclusionId =
      previous?.id ??
      (await insertExclusion(trx, {
        planId: plan.id,
        organizationId: chain.organization.id,
        locationId,
        inherit: body.inherit,
        targets,
        createdBy: actor.userId,
        at: now,
      }));
    if (previous) await updateExclusion(trx, previous.id, { inherit: body.inherit, targets });
    await appendAudit(trx, {
      ...toAuditActor(actor),
      action: 'collection_plan.excluded',
      objectType: 'collection_plan',
      objectId: plan.id,
      data: {
        organization_id: chain.organization.id,
        location_id: locationId,
        inherit: body.inherit,
        targets,
      },
      at: now,
    });
    return exclusionId;
  });
  const created = await findExclusionById(context.db, id);
  if (!created) throw new DomainError('not_found');
  return toExclusionResponse(created, apiBase);
}
