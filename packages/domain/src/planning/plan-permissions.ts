/**
 * Who may do what with a plan (planning.md §6), on top of the role permissions of the organisation
 * tree. The server enforces these; the web uses them only to decide which buttons to show.
 *
 * - Reading: READ_CPLAN on the plan's organisation, or READ_CPLAN_INHERITED there when the plan is
 *   inherited into an organisation where the user reads plans.
 * - Editing: WRITE_CPLAN on the plan's organisation; "the plan belongs to the current organisation or
 *   a location, and no disbursement order with stopped cash payments exists"; only before the start.
 * - Editing after the start: additionally the superuser or the role collection_plan_editor ("Superuser:
 *   … edit a plan after it has started"; "Role collection_plan_editor: may edit after start").
 * - Closing: a currently active plan; "closing an active plan sets its end to now".
 * - Deleting: "a plan that has not started can be deleted irreversibly, except in group mode".
 * - Excluding: "plans from other organisations without a location whose displayed date is in the future",
 *   with WRITE_CPLAN on the organisation that excludes.
 */
import type { IsoDay } from '../church-year/calendar-day';
import { type Actor, hasPermission, relate } from '../permissions/permission-check';
import type { Permission, RoleType } from '../permissions/permission-types';
import { hasStarted, isCurrentlyActive, type PlanTiming } from './plan-timing';
import { DEVICE_CLASSES, type DeviceClass } from './plan-types';
import {
  type PlanPlacement,
  type PlanRelation,
  relatePlan,
  type ViewingOrganization,
} from './plan-visibility';
import { toLocalDay } from './zoned-days';

export type PlanForPermissions = PlanTiming & {
  /** ids from the root down to the plan's organisation */
  organizationPath: readonly number[];
  locationId: number | null;
  /** a member of a group is closed and deleted together with its group only */
  parentId: number | null;
  /** the day the plan is listed under, see getPlanDisplayDay */
  displayDay: IsoDay | null;
};

export type PlanPermissionInput = {
  actor: Actor;
  plan: PlanForPermissions;
  /** the organisation whose planning the user is working in */
  viewingOrganizationPath: readonly number[];
  now: Date;
  /** a disbursement order with stopped cash payments exists for the plan (disbursements come later) */
  hasStoppedDisbursement?: boolean;
};

/** The date's day for a date-based plan, else the day (Europe/Berlin) it starts. */
export function getPlanDisplayDay(plan: { dateDay: IsoDay | null; start: Date | null }): IsoDay | null {
  if (plan.dateDay) return plan.dateDay;
  return plan.start ? toLocalDay(plan.start) : null;
}

/** The role given on the organisation itself or on one above it. */
export function hasRoleAtOrAbove(actor: Actor, role: RoleType, targetPath: readonly number[]): boolean {
  return actor.grants.some(
    (grant) =>
      grant.role === role && ['own', 'descendants'].includes(relate(grant.organizationPath, targetPath)),
  );
}

/** Superusers and collection planners: edit after start, and use every device class. */
export function hasPlanningPrivileges(actor: Actor, organizationPath: readonly number[]): boolean {
  return actor.isSuperuser || hasRoleAtOrAbove(actor, 'collection_plan_editor', organizationPath);
}

export function canReadPlan(
  actor: Actor,
  plan: PlanPlacement & { organizationPath: readonly number[] },
  /** organisations the plan may be inherited into: the one looked at, or those the user holds roles on */
  viewers: readonly ViewingOrganization[],
): boolean {
  if (hasPermission(actor, plan.organizationPath, 'READ_CPLAN')) return true;
  if (!hasPermission(actor, plan.organizationPath, 'READ_CPLAN_INHERITED')) return false;
  return viewers.some(
    (viewer) => relatePlan(plan, viewer) === 'inherited' && hasPermission(actor, viewer.path, 'READ_CPLAN'),
  );
}

export function isPlanOfViewingOrganization(
  input: Pick<PlanPermissionInput, 'plan' | 'viewingOrganizationPath'>,
) {
  const own = input.plan.organizationPath;
  const viewing = input.viewingOrganizationPath;
  return own.length > 0 && own[own.length - 1] === viewing[viewing.length - 1];
}

function mayChange(input: PlanPermissionInput): boolean {
  return (
    isPlanOfViewingOrganization(input) &&
    !input.hasStoppedDisbursement &&
    hasPermission(input.actor, input.plan.organizationPath, 'WRITE_CPLAN')
  );
}

/** The full editor (every field): only before the plan has started; a group member with its group. */
export function canEditPlan(input: PlanPermissionInput): boolean {
  return mayChange(input) && input.plan.parentId === null && !hasStarted(input.plan, input.now);
}

/** Edit after start: only the meta (accounting and external fields) of a started plan. */
export function canEditPlanAfterStart(input: PlanPermissionInput): boolean {
  return (
    mayChange(input) &&
    hasStarted(input.plan, input.now) &&
    hasPlanningPrivileges(input.actor, input.plan.organizationPath)
  );
}

/** Close ('Vorzeitig beenden' / 'Jetzt beenden'): a currently active plan that is not a group member. */
export function canClosePlan(input: PlanPermissionInput): boolean {
  return mayChange(input) && input.plan.parentId === null && isCurrentlyActive(input.plan, input.now);
}

/** Delete irreversibly: not started, and not a member of a group (groups go as a whole). */
export function canDeletePlan(input: PlanPermissionInput): boolean {
  return mayChange(input) && input.plan.parentId === null && !hasStarted(input.plan, input.now);
}

export function canExcludePlan(
  input: Omit<PlanPermissionInput, 'hasStoppedDisbursement'> & {
    /** how the plan reaches the viewing organisation */
    relation: PlanRelation | null;
    /** already deselected here for all its device classes */
    isExcludedEverywhere: boolean;
  },
): boolean {
  const today = toLocalDay(input.now);
  return (
    input.relation === 'inherited' &&
    input.plan.locationId === null &&
    !input.isExcludedEverywhere &&
    input.plan.displayDay !== null &&
    input.plan.displayDay > today &&
    hasPermission(input.actor, input.viewingOrganizationPath, 'WRITE_CPLAN')
  );
}

/**
 * Device classes a user may choose for a plan: "Superuser … and use all device classes";
 * "Role collection_plan_editor: … use all device classes"; "Other users: only the device classes the
 * organisation actually owns".
 */
export function getUsableDeviceClasses(
  actor: Actor,
  organizationPath: readonly number[],
  ownedClasses: readonly DeviceClass[],
): DeviceClass[] {
  if (hasPlanningPrivileges(actor, organizationPath)) return [...DEVICE_CLASSES];
  return DEVICE_CLASSES.filter((deviceClass) => ownedClasses.includes(deviceClass));
}

/** "Bank, IBAN, BIC and reference need the additional-field editing permission." */
export const PROTECTED_EXTERNAL_FIELDS = ['Bank', 'IBAN', 'BIC', 'Verwendungszweck'] as const;

/**
 * The permission a meta field needs. The spec names only the protected bank fields; the website
 * field goes with WRITE_WEBSITE, everything else with WRITE_CPLAN.
 */
export function getMetaFieldPermission(section: 'accounting' | 'external_fields' | 'description', key = '') {
  if (section === 'external_fields' && (PROTECTED_EXTERNAL_FIELDS as readonly string[]).includes(key)) {
    return 'WRITE_EXTRA_FIELDS' satisfies Permission;
  }
  if (section === 'external_fields' && key === 'www') return 'WRITE_WEBSITE' satisfies Permission;
  return 'WRITE_CPLAN' satisfies Permission;
}
