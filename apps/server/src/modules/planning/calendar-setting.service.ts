/**
 * Calendar settings (planning.md §3): per organisation, how long before and after a Sunday or another
 * day a date-based collection runs. Inherited down the tree unless an organisation has
 * no_inherit_calendar. A change applies from today on; the values before stay as they were, so plans
 * already made keep their windows.
 */
import type { CalendarSettingResponse } from '@kollekta/contract';
import {
  type Actor,
  addDays,
  type CalendarSetting,
  computeCollectionWindow,
  hasPermission,
  toLocalDay,
} from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';
import { appendAudit } from '../audit';
import { setOrganizationFlag } from '../organizations';
import {
  deleteCalendarSetting,
  endCalendarSetting,
  findCalendarSettingsOf,
  insertCalendarSetting,
} from './calendar-setting.repository';
import { type PlanningActor, toAuditActor } from './planning-actor';
import { createCalendarResolver, hasFlag, loadVisibleChain, NO_INHERIT_CALENDAR } from './planning-context';
import { PLANNING_MESSAGES } from './planning-messages';
import { buildUrl } from './planning-refs';

export type CalendarSettingValues = {
  sunday_prerun_days: number;
  sunday_prerun_time: string;
  sunday_postrun_days: number;
  sunday_postrun_time: string;
  other_prerun_days: number;
  other_prerun_time: string;
  other_postrun_days: number;
  other_postrun_time: string;
};

export type CalendarSettingUpdate = CalendarSettingValues | null | { no_inherit_calendar: boolean };

export async function getCalendarSetting(
  context: AppContext,
  actor: Actor,
  organizationId: number,
  apiBase: string,
): Promise<CalendarSettingResponse> {
  const chain = await loadVisibleChain(context, actor, organizationId);
  const resolve = await createCalendarResolver(context, chain);
  const { setting, sourceId } = resolve(toLocalDay(context.clock.now()));
  return {
    ...toValues(setting),
    source: sourceId === null ? null : buildUrl(apiBase, 'organization', sourceId),
    is_own: sourceId === chain.organization.id,
    no_inherit_calendar: hasFlag(chain.organization, NO_INHERIT_CALENDAR),
  };
}

/** Own values from today on; null removes them (the organisation inherits again); or the flag. */
export async function updateCalendarSetting(
  context: AppContext,
  actor: PlanningActor,
  organizationId: number,
  update: CalendarSettingUpdate,
  apiBase: string,
): Promise<CalendarSettingResponse> {
  const chain = await loadVisibleChain(context, actor, organizationId);
  if (!hasPermission(actor, chain.path, 'WRITE_ORG_DATA')) {
    throw new DomainError('forbidden', PLANNING_MESSAGES.noOrganizationWritePermission);
  }
  if (update !== null && !('no_inherit_calendar' in update)) assertWindowsNotEmpty(update);
  const now = context.clock.now();
  const today = toLocalDay(now);
  const own = await findCalendarSettingsOf(context.db, [chain.organization.id]);
  await context.db.transaction().execute(async (trx) => {
    if (update !== null && 'no_inherit_calendar' in update) {
      await setOrganizationFlag(trx, chain.organization.id, NO_INHERIT_CALENDAR, update.no_inherit_calendar);
    } else {
      // End what is in force today and drop what was planned from later on; the past stays.
      for (const row of own) {
        if (row.valid_notafter !== null && row.valid_notafter < today) continue;
        if (row.valid_from >= today) await deleteCalendarSetting(trx, row.id);
        else await endCalendarSetting(trx, row.id, addDays(today, -1));
      }
      if (update !== null) {
        await insertCalendarSetting(trx, {
          organization_id: chain.organization.id,
          valid_from: today,
          valid_notafter: null,
          ...update,
          created_by: actor.userId,
          created_at: now,
        });
      }
    }
    await appendAudit(trx, {
      ...toAuditActor(actor),
      action: 'calendar_setting.updated',
      objectType: 'organization',
      objectId: chain.organization.id,
      data: { update },
      at: now,
    });
  });
  return getCalendarSetting(context, actor, organizationId, apiBase);
}

function toValues(setting: CalendarSetting): CalendarSettingValues {
  return {
    sunday_prerun_days: setting.sundayPrerunDays,
    sunday_prerun_time: setting.sundayPrerunTime,
    sunday_postrun_days: setting.sundayPostrunDays,
    sunday_postrun_time: setting.sundayPostrunTime,
    other_prerun_days: setting.otherPrerunDays,
    other_prerun_time: setting.otherPrerunTime,
    other_postrun_days: setting.otherPostrunDays,
    other_postrun_time: setting.otherPostrunTime,
  };
}

/** A setting whose window would end before it starts is refused, for Sundays and for other days. */
function assertWindowsNotEmpty(values: CalendarSettingValues): void {
  const setting: CalendarSetting = {
    sundayPrerunDays: values.sunday_prerun_days,
    sundayPrerunTime: values.sunday_prerun_time,
    sundayPostrunDays: values.sunday_postrun_days,
    sundayPostrunTime: values.sunday_postrun_time,
    otherPrerunDays: values.other_prerun_days,
    otherPrerunTime: values.other_prerun_time,
    otherPostrunDays: values.other_postrun_days,
    otherPostrunTime: values.other_postrun_time,
  };
  const fieldErrors: Record<string, string[]> = {};
  for (const [day, field] of [
    ['2026-11-29', 'sunday_postrun_time'],
    ['2026-12-24', 'other_postrun_time'],
  ] as const) {
    try {
      computeCollectionWindow(day, setting);
    } catch {
      fieldErrors[field] = [PLANNING_MESSAGES.emptyWindow];
    }
  }
  if (Object.keys(fieldErrors).length > 0) throw new DomainError('validation', undefined, { fieldErrors });
}
