/**
 * What planning needs to know about an organisation: its chain up to the root (flags, settings,
 * calendar settings), the organisation as a viewer of plans, and the organisations a user holds roles on.
 */
import {
  type Actor,
  type CalendarSetting,
  type CalendarSettingLink,
  canSee,
  DEFAULT_CALENDAR_SETTING,
  type IsoDay,
  isFeatureEnabled,
  NO_INHERIT_COLLECTIONS,
  type PlanningFeature,
  resolveCalendarSetting,
  type ViewingOrganization,
} from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';
import { cachedRead } from '../../platform/read-cache';
import {
  findOrganizationById,
  findOrganizationsByIds,
  type OrganizationRow,
  parsePath,
} from '../organizations';
import { type CalendarSettingRow, findCalendarSettingsOf } from './calendar-setting.repository';
import { PLANNING_MESSAGES } from './planning-messages';

export const NO_INHERIT_CALENDAR = 'no_inherit_calendar';

export type OrganizationChain = {
  organization: OrganizationRow;
  /** ids from the root down to the organisation */
  path: number[];
  /** the organisations of `path`, root first */
  rows: OrganizationRow[];
};

export async function loadChain(
  context: AppContext,
  organizationId: number,
): Promise<OrganizationChain | null> {
  // read by every planning request: cached for a moment, forgotten on every write (read-cache.ts);
  // callers treat the chain as read-only
  return cachedRead(context, `chain:${organizationId}`, async () => {
    const organization = await findOrganizationById(context.db, organizationId);
    if (!organization) return null;
    const path = parsePath(organization.path);
    const rows = await findOrganizationsByIds(context.db, path);
    rows.sort((a, b) => path.indexOf(a.id) - path.indexOf(b.id));
    return { organization, path, rows };
  });
}

/** The chain of an organisation the actor may see; any other answers 404. */
export async function loadVisibleChain(
  context: AppContext,
  actor: Actor,
  organizationId: number,
): Promise<OrganizationChain> {
  const chain = await loadChain(context, organizationId);
  if (!chain || !canSee(actor, chain.path)) {
    throw new DomainError('not_found', PLANNING_MESSAGES.organizationNotFound);
  }
  return chain;
}

export function hasFlag(organization: Pick<OrganizationRow, 'flags'>, flag: string): boolean {
  return organization.flags.includes(flag);
}

function toViewer(path: number[], rowsById: ReadonlyMap<number, OrganizationRow>): ViewingOrganization {
  const flagged = path.filter((id) => {
    const row = rowsById.get(id);
    return row ? hasFlag(row, NO_INHERIT_COLLECTIONS) : false;
  });
  return { path, noInheritCollections: new Set(flagged) };
}

export function toViewingOrganization(chain: OrganizationChain): ViewingOrganization {
  return toViewer(chain.path, new Map(chain.rows.map((row) => [row.id, row])));
}

/**
 * The organisations the actor holds roles on, as viewers: a plan inherited into one of them is
 * readable by the actor even where the actor holds no role on the plan's own organisation.
 */
export async function loadGrantViewers(context: AppContext, actor: Actor): Promise<ViewingOrganization[]> {
  if (actor.grants.length === 0) return [];
  const rows = await findOrganizationsByIds(
    context.db,
    actor.grants.flatMap((grant) => grant.organizationPath),
  );
  const rowsById = new Map(rows.map((row) => [row.id, row]));
  return actor.grants.map((grant) => toViewer([...grant.organizationPath], rowsById));
}

/** An organisation's switches: its own settings first, then what its ancestors pass down. */
export function isPlanningFeatureOn(chain: OrganizationChain, feature: PlanningFeature): boolean {
  const upwards = [...chain.rows].reverse();
  return isFeatureEnabled(
    upwards.map((row) => ({ settingsLocal: row.settings_local, settingsInherit: row.settings_inherit })),
    feature,
  );
}

export type ResolvedCalendarSetting = { setting: CalendarSetting; sourceId: number | null };
export type CalendarResolver = (day: IsoDay) => ResolvedCalendarSetting;

/** Resolves the calendar setting in force for any day, from one query for the whole chain. */
export async function createCalendarResolver(
  context: AppContext,
  chain: OrganizationChain,
): Promise<CalendarResolver> {
  const rows = await findCalendarSettingsOf(context.db, chain.path);
  const upwards = [...chain.rows].reverse();
  return (day) => {
    const links: (CalendarSettingLink & { organizationId: number })[] = upwards.map((organization) => {
      const row = rows.find(
        (candidate) =>
          candidate.organization_id === organization.id &&
          candidate.valid_from <= day &&
          (candidate.valid_notafter === null || candidate.valid_notafter >= day),
      );
      return {
        organizationId: organization.id,
        setting: row ? toCalendarSetting(row) : null,
        noInheritCalendar: hasFlag(organization, NO_INHERIT_CALENDAR),
      };
    });
    const setting = resolveCalendarSetting(links);
    const source = links.find((link) => link.setting === setting);
    return {
      setting,
      sourceId: source && setting !== DEFAULT_CALENDAR_SETTING ? source.organizationId : null,
    };
  };
}

export function toCalendarSetting(row: CalendarSettingRow): CalendarSetting {
  return {
    sundayPrerunDays: row.sunday_prerun_days,
    sundayPrerunTime: row.sunday_prerun_time,
    sundayPostrunDays: row.sunday_postrun_days,
    sundayPostrunTime: row.sunday_postrun_time,
    otherPrerunDays: row.other_prerun_days,
    otherPrerunTime: row.other_prerun_time,
    otherPostrunDays: row.other_postrun_days,
    otherPostrunTime: row.other_postrun_time,
  };
}

/**
 * The organisations whose own dates an organisation sees: itself and its ancestors, up to the first
 * with no_inherit_calendar (dates are part of the calendar that flag stops).
 */
export function getDateSourceIds(chain: OrganizationChain): number[] {
  const ids: number[] = [];
  for (const row of [...chain.rows].reverse()) {
    ids.push(row.id);
    if (hasFlag(row, NO_INHERIT_CALENDAR)) break;
  }
  return ids;
}
