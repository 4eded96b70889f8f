/**
 * What the card and the table say about a plan: its state (from the server's derived flags), how
 * much of its window has passed, its scope, whether it is locked here and which close action fits.
 */
import type { CollectionPlan, OrganizationDetail } from '@kollekta/contract';
import { PLAN_VARIANT_LABELS } from '@kollekta/domain';
import { CARD_MESSAGES, DIALOG_MESSAGES, type PLAN_STATUS_LABELS } from './messages';
import { variantOf } from './plan-grouping';

export type PlanStatus = keyof typeof PLAN_STATUS_LABELS;

export function planStatus(
  plan: Pick<CollectionPlan, 'active' | 'inactive' | 'isArchived' | 'hasPassed' | 'currentlyActive'>,
): PlanStatus {
  if (plan.isArchived) return 'archived';
  if (plan.hasPassed) return 'passed';
  if (!plan.active || plan.inactive) return 'inactive';
  if (plan.currentlyActive) return 'active';
  return 'notStarted';
}

export function planTypeLabel(plan: Pick<CollectionPlan, 'type' | 'collection_variant'>): string {
  return PLAN_VARIANT_LABELS[variantOf(plan)];
}

/** Elapsed share of the window, 0 to 100; null for a plan without start or end. */
export function elapsedPercent(plan: Pick<CollectionPlan, 'start' | 'end'>, now: number): number | null {
  if (!plan.start || !plan.end) return null;
  const start = Date.parse(plan.start);
  const end = Date.parse(plan.end);
  if (!(end > start)) return null;
  const share = ((now - start) / (end - start)) * 100;
  return Math.round(Math.min(100, Math.max(0, share)));
}

type ScopeContext = { organization: Pick<OrganizationDetail, 'url' | 'locations'> };

export function planScopeLabel(
  plan: Pick<CollectionPlan, 'location' | 'inherit' | 'organization' | 'organization_name'>,
  { organization }: ScopeContext,
): string {
  if (plan.location) {
    const location = organization.locations.find((candidate) => candidate.url === plan.location);
    return CARD_MESSAGES.scopeLocation(location?.name ?? CARD_MESSAGES.unknownLocation);
  }
  return plan.inherit ? CARD_MESSAGES.scopeInherit : CARD_MESSAGES.scopeOrg;
}

/** Planned by another organisation (a parent): shown with its name. */
export function isForeignOrganization(
  plan: Pick<CollectionPlan, 'organization'>,
  organization: Pick<OrganizationDetail, 'url'>,
): boolean {
  return plan.organization !== organization.url;
}

/** Why the plan cannot be changed here, or null when it can. */
export function lockReason(
  plan: Pick<
    CollectionPlan,
    'can_edit' | 'can_edit_after_start' | 'hasStarted' | 'organization' | 'organization_name'
  >,
  organization: Pick<OrganizationDetail, 'url'>,
): string | null {
  if (plan.can_edit) return null;
  if (plan.can_edit_after_start) return plan.hasStarted ? CARD_MESSAGES.lockedStarted : null;
  if (isForeignOrganization(plan, organization)) return CARD_MESSAGES.lockedInherited(plan.organization_name);
  return CARD_MESSAGES.lockedReadOnly;
}

/** 'Vorzeitig beenden' when an end exists, otherwise 'Jetzt beenden' (planning.md §2). */
export function closeActionLabel(plan: Pick<CollectionPlan, 'end'>): string {
  return plan.end ? CARD_MESSAGES.closeEarly : CARD_MESSAGES.closeNow;
}

export function closeDialogTitle(plan: Pick<CollectionPlan, 'end'>): string {
  return plan.end ? DIALOG_MESSAGES.closeTitleWithEnd : DIALOG_MESSAGES.closeTitleWithoutEnd;
}

/** Excluded here or above: the plan is hidden on the devices of this organisation. */
export function isExcludedHere(plan: Pick<CollectionPlan, 'excludedFor'>): boolean {
  return Object.values(plan.excludedFor).some((targets) => targets.length > 0);
}
