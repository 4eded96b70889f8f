/**
 * Reading plans: the plans of a year as seen from an organisation (own, locations, inherited), the
 * archive, one plan, and what the plan editor of an organisation needs to know.
 */
import type { CollectionPlan, PlanningOptions } from '@kollekta/contract';
import {
  type Actor,
  canReadPlan,
  DEFAULT_TIME_ZONE,
  DEVICE_CLASSES,
  type DeviceClass,
  DISBURSEMENT_MESSAGES,
  getArchiveCutoff,
  getUsableDeviceClasses,
  hasPermission,
  hasPlanningPrivileges,
  NO_INHERIT_COLLECTIONS,
  relatePlan,
  toZonedInstant,
} from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';
import { findDeviceClassesBelow } from '../devices';
import { presentPlans, toPlacement, toPlanViewer } from './plan-views';
import {
  hasFlag,
  isPlanningFeatureOn,
  loadChain,
  loadGrantViewers,
  loadVisibleChain,
  type OrganizationChain,
} from './planning-context';
import { PLANNING_MESSAGES } from './planning-messages';
import {
  findPlanById,
  findPlansReaching,
  findPlansWithStoppedDisbursement,
  type PlanRow,
} from './plans.repository';

export type PlansQuery = {
  year?: number | undefined;
  archive?: 'true' | 'false' | undefined;
  search?: string | undefined;
  /** Added for the spreadsheet export: plans starting in [from, before), archived ones too */
  startingIn?: { from: Date; before: Date } | undefined;
};

export async function listOrganizationPlans(
  context: AppContext,
  actor: Actor,
  organizationId: number,
  query: PlansQuery,
  apiBase: string,
): Promise<CollectionPlan[]> {
  const chain = await loadVisibleChain(context, actor, organizationId);
  const planViewer = toPlanViewer(chain);
  const readsHere = hasPermission(actor, chain.path, 'READ_CPLAN');
  if (!readsHere && !hasPermission(actor, chain.path, 'READ_CPLAN_INHERITED')) {
    throw new DomainError('forbidden');
  }
  // Without READ_CPLAN here the caller sees only what is inherited into organisations it works in.
  const viewers = readsHere ? [planViewer.viewer] : await loadGrantViewers(context, actor);
  const cutoff = getArchiveCutoff(context.clock.now());
  const rows = await findPlansReaching(context.db, {
    organizationId,
    ancestorIds: chain.path.slice(0, -1),
    ...(query.year === undefined ? {} : getYearRange(query.year)),
    ...(query.startingIn
      ? { before: query.startingIn.before, startAtOrAfter: query.startingIn.from }
      : query.archive === 'true'
        ? { endAtOrBefore: cutoff }
        : { endAfter: cutoff }),
    search: query.search,
  });
  const visible = rows.filter(
    (row) =>
      relatePlan(toPlacement(row), planViewer.viewer) !== null &&
      canReadPlan(actor, toPlacement(row), viewers),
  );
  return presentPlans(context, actor, planViewer, visible, { hideExcluded: true, apiBase });
}

/** A year in Europe/Berlin: plans overlapping it are relevant to it. */
function getYearRange(year: number): { from: Date; before: Date } {
  return {
    from: toZonedInstant(`${year}-01-01`, '00:00', DEFAULT_TIME_ZONE),
    before: toZonedInstant(`${year + 1}-01-01`, '00:00', DEFAULT_TIME_ZONE),
  };
}

/**
 * A plan the caller may read, with its organisation's chain; any other answers 404. Read means:
 * READ_CPLAN on its organisation, or inherited into an organisation the caller works in.
 */
/** "no disbursement order with stopped cash payments exists" (planning.md §6): else the plan is read-only. */
export async function assertNoStoppedDisbursement(context: AppContext, planId: number): Promise<void> {
  const stopped = await findPlansWithStoppedDisbursement(context.db, [planId]);
  if (stopped.has(planId)) throw new DomainError('conflict', DISBURSEMENT_MESSAGES.planLocked);
}

export async function loadReadablePlan(
  context: AppContext,
  actor: Actor,
  id: number,
): Promise<{ row: PlanRow; chain: OrganizationChain }> {
  const row = await findPlanById(context.db, id);
  const chain = row ? await loadChain(context, row.organization_id) : null;
  if (!row || !chain || !canReadPlan(actor, toPlacement(row), await loadGrantViewers(context, actor))) {
    throw new DomainError('not_found', PLANNING_MESSAGES.planNotFound);
  }
  return { row, chain };
}

/** One plan, seen from the given organisation (it must reach it) or from its own. */
export async function getPlan(
  context: AppContext,
  actor: Actor,
  id: number,
  seenFromId: number | undefined,
  apiBase: string,
): Promise<CollectionPlan> {
  if (seenFromId === undefined) return presentPlan(context, actor, id, apiBase);
  const row = await findPlanById(context.db, id);
  const chain = await loadVisibleChain(context, actor, seenFromId);
  const planViewer = toPlanViewer(chain);
  const viewers = hasPermission(actor, chain.path, 'READ_CPLAN')
    ? [planViewer.viewer]
    : await loadGrantViewers(context, actor);
  if (
    !row ||
    relatePlan(toPlacement(row), planViewer.viewer) === null ||
    !canReadPlan(actor, toPlacement(row), viewers)
  ) {
    throw new DomainError('not_found', PLANNING_MESSAGES.planNotFound);
  }
  const [plan] = await presentPlans(context, actor, planViewer, [row], { hideExcluded: false, apiBase });
  if (!plan) throw new DomainError('not_found', PLANNING_MESSAGES.planNotFound);
  return plan;
}

/** A plan as its own organisation sees it: the answer of every change. */
export async function presentPlan(context: AppContext, actor: Actor, id: number, apiBase: string) {
  const { row, chain } = await loadReadablePlan(context, actor, id);
  const [plan] = await presentPlans(context, actor, toPlanViewer(chain), [row], {
    hideExcluded: false,
    apiBase,
  });
  if (!plan) throw new DomainError('not_found', PLANNING_MESSAGES.planNotFound);
  return plan;
}

/** Device classes an organisation owns: those of its devices and its sub-organisations', and cash. */
export async function findOwnedDeviceClasses(
  context: AppContext,
  chain: OrganizationChain,
): Promise<DeviceClass[]> {
  const classes = new Set(await findDeviceClassesBelow(context.db, chain.organization.path));
  classes.add('GC');
  return DEVICE_CLASSES.filter((deviceClass) => classes.has(deviceClass));
}

export async function getPlanningOptions(
  context: AppContext,
  actor: Actor,
  organizationId: number,
): Promise<PlanningOptions> {
  const chain = await loadVisibleChain(context, actor, organizationId);
  const owned = await findOwnedDeviceClasses(context, chain);
  const canWrite = hasPermission(actor, chain.path, 'WRITE_CPLAN');
  return {
    owned_device_classes: owned,
    usable_device_classes: getUsableDeviceClasses(actor, chain.path, owned),
    features: {
      allow_recurring_payments: isPlanningFeatureOn(chain, 'allow_recurring_payments'),
      allow_cash_payments: isPlanningFeatureOn(chain, 'allow_cash_payments'),
      allow_collection_split: isPlanningFeatureOn(chain, 'allow_collection_split'),
    },
    no_inherit_collections: hasFlag(chain.organization, NO_INHERIT_COLLECTIONS),
    can_write: canWrite,
    can_edit_after_start: canWrite && hasPlanningPrivileges(actor, chain.path),
  };
}
