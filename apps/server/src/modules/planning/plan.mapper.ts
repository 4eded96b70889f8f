/** API shapes of plans and exclusions: the one place where a stored plan becomes what clients read. */
import type { CollectionPlan, DonationMeterMeta, PlanMeta } from '@kollekta/contract';
import {
  type CollectionVariant,
  centsToDecimalString,
  type DeviceClass,
  hasPassed,
  hasStarted,
  isArchived,
  isCurrentlyActive,
  type PlanType,
  readStoredDonationMeter,
} from '@kollekta/domain';
import type { ExclusionRow } from './exclusions.repository';
import { toExtensionResponse } from './extensions.mapper';
import type { ExtensionRow } from './extensions.repository';
import type { GroupMemberRow } from './plan-groups.repository';
import { buildUrl, churchYearDateUrl } from './planning-refs';
import type { PlanRow } from './plans.repository';

export type PlanPermissionFlags = {
  canEdit: boolean;
  canEditAfterStart: boolean;
  canClose: boolean;
  canDelete: boolean;
  canExclude: boolean;
};

export type PlanView = {
  row: PlanRow;
  /** organisation id → device classes, as seen from the viewing organisation */
  excludedFor: ReadonlyMap<number, readonly DeviceClass[]>;
  /** deselected here for every device class it runs on */
  isExcludedEverywhere: boolean;
  /** the exclusions of this plan the caller may see */
  exclusions: readonly ExclusionRow[];
  /** the display priorities in force at the viewing organisation (its own and those from above) */
  extensions?: readonly ExtensionRow[];
  permissions: PlanPermissionFlags;
  isEligibleForGroup: boolean;
  /** the members of a group parent, in their order */
  members?: readonly GroupMemberRow[];
  /** cash entered for it at the viewing organisation still waits for its confirmation */
  hasEnteredCash?: boolean;
  now: Date;
};

export function toPlanTiming(row: Pick<PlanRow, 'active' | 'start_at' | 'end_at'>) {
  return { active: row.active, start: toDate(row.start_at), end: toDate(row.end_at) };
}

function toDate(value: Date | string | null): Date | null {
  return value === null ? null : new Date(value);
}

export function toPlanResponse(view: PlanView, apiBase: string): CollectionPlan {
  const { row, now } = view;
  const timing = toPlanTiming(row);
  return {
    id: row.id,
    url: buildUrl(apiBase, 'collection_plan', row.id),
    name: row.name,
    type: row.type as PlanType,
    collection_variant: row.collection_variant as CollectionVariant | null,
    start: timing.start?.toISOString() ?? null,
    end: timing.end?.toISOString() ?? null,
    organization: buildUrl(apiBase, 'organization', row.organization_id),
    organization_id: row.organization_id,
    organization_name: row.organization_name,
    location: row.location_id === null ? null : buildUrl(apiBase, 'location', row.location_id),
    inherit: row.inherit,
    foreign: row.is_foreign,
    date: toDateUrl(row, apiBase),
    date_name: row.date_name,
    date_day: row.date_day,
    allow_recurring: row.allow_recurring,
    targets: row.targets as DeviceClass[],
    display: toDisplay(row.display),
    extensions: (view.extensions ?? []).map((extension) => toExtensionResponse(extension, apiBase)),
    excludedFor: Object.fromEntries(
      [...view.excludedFor].map(([organizationId, classes]) => [
        buildUrl(apiBase, 'organization', organizationId),
        [...classes],
      ]),
    ),
    exclusions: view.exclusions.map((exclusion) => toExclusionResponse(exclusion, apiBase)),
    active: row.active,
    parent: row.parent_id === null ? null : buildUrl(apiBase, 'collection_plan', row.parent_id),
    tags: row.tags,
    weight: row.weight,
    members: (view.members ?? []).map((member) => ({
      id: member.id,
      url: buildUrl(apiBase, 'collection_plan', member.id),
      name: member.name,
      weight: member.weight,
    })),
    inactive: !row.active || view.isExcludedEverywhere,
    hasStarted: hasStarted(timing, now),
    hasPassed: hasPassed(timing, now),
    currentlyActive: isCurrentlyActive(timing, now),
    isArchived: isArchived(timing, now),
    isEligibleForCollectionPlanGroup: view.isEligibleForGroup,
    entered_state_payments_exists: view.hasEnteredCash ?? false,
    meta: { ...toMetaResponse(row.meta), ...toDonationMeterMeta(row.meta) },
    can_edit: view.permissions.canEdit,
    can_edit_after_start: view.permissions.canEditAfterStart,
    can_close: view.permissions.canClose,
    can_delete: view.permissions.canDelete,
    can_exclude: view.permissions.canExclude,
  };
}

function toDateUrl(row: PlanRow, apiBase: string): string | null {
  if (row.church_date_id !== null) return buildUrl(apiBase, 'date', row.church_date_id);
  return row.date_day === null ? null : churchYearDateUrl(apiBase, row.date_day);
}

function toDisplay(display: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(display).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** The parts of meta the editor reads and sends back; the donation meter is answered apart. */
export function toMetaResponse(meta: Record<string, unknown>): PlanMeta {
  const result: PlanMeta = {};
  if (isRecord(meta.accounting)) result.accounting = toNullableStrings(meta.accounting);
  if (isRecord(meta.external_fields)) result.external_fields = toNullableStrings(meta.external_fields);
  if (isRecord(meta.description) && typeof meta.description.text === 'string') {
    result.description = { text: meta.description.text };
  }
  return result;
}

/**
 * The donation meter (planning.md §3) with its token: the token is what parish websites embed to
 * show the goal and the sum, so readers of the plan get it; only superusers change the meter.
 */
function toDonationMeterMeta(meta: Record<string, unknown>): { donation_meter?: DonationMeterMeta } {
  const meter = readStoredDonationMeter(meta);
  if (!meter) return {};
  return {
    donation_meter: {
      donation_goal: centsToDecimalString(meter.goalCents),
      allowed_origins: meter.allowedDomains,
      secret_token: meter.secretToken,
    },
  };
}

function toNullableStrings(record: Record<string, unknown>): Record<string, string | null> {
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => [key, typeof value === 'string' ? value : null]),
  );
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function toExclusionResponse(row: ExclusionRow, apiBase: string) {
  return {
    url: buildUrl(apiBase, 'collection_plan_exclusion', row.id),
    id: row.id,
    plan: buildUrl(apiBase, 'collection_plan', row.plan_id),
    organization: buildUrl(apiBase, 'organization', row.organization_id),
    location: row.location_id === null ? null : buildUrl(apiBase, 'location', row.location_id),
    inherit: row.inherit,
    targets: row.targets as DeviceClass[],
  };
}
