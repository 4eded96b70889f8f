/**
 * When a plan runs (planning.md §4 "Collection timing"): not started, currently active, passed,
 * archived; and which plans the active list and the archive show.
 *
 * Spec: "not started (no start, or now is before start), currently active, passed. Active = active
 * flag and started and (no end or end in the future). Passed = active and end reached. Archived =
 * end is 30 or more days ago; the active list shows plans with no end or an end within the last
 * 30 days."
 *
 * "30 days" are calendar days in Europe/Berlin at the same wall-clock time, so the archive boundary
 * does not jump by an hour when daylight saving time begins or ends within those days.
 */
import { DEFAULT_TIME_ZONE } from '../church-year/collection-window';
import { shiftByCalendarDays } from './zoned-days';

export const ARCHIVE_AFTER_DAYS = 30;

export type PlanTiming = {
  /** the plan's active flag: false switches it off whatever its period */
  active: boolean;
  start: Date | null;
  /** null: open-ended */
  end: Date | null;
};

export const PLAN_TIMING_STATES = ['not_started', 'active', 'passed', 'archived', 'inactive'] as const;
export type PlanTimingState = (typeof PLAN_TIMING_STATES)[number];

/** Started: it has a start, and now is not before it. */
export function hasStarted(plan: PlanTiming, now: Date): boolean {
  return plan.start !== null && now.getTime() >= plan.start.getTime();
}

/** Passed: active and its end reached (the end instant itself counts as reached). */
export function hasPassed(plan: PlanTiming, now: Date): boolean {
  return plan.active && plan.end !== null && now.getTime() >= plan.end.getTime();
}

/** Currently active: active flag, started, and no end or an end still in the future. */
export function isCurrentlyActive(plan: PlanTiming, now: Date): boolean {
  return plan.active && hasStarted(plan, now) && (plan.end === null || plan.end.getTime() > now.getTime());
}

/** Ends at or before this instant are 30 or more days ago. */
export function getArchiveCutoff(now: Date, timeZone: string = DEFAULT_TIME_ZONE): Date {
  // A list asks once per plan with the same `now`; the time-zone arithmetic is the costly part.
  const instant = now.getTime();
  if (lastCutoff?.instant !== instant || lastCutoff.timeZone !== timeZone) {
    lastCutoff = { instant, timeZone, cutoff: shiftByCalendarDays(now, -ARCHIVE_AFTER_DAYS, timeZone) };
  }
  return new Date(lastCutoff.cutoff.getTime());
}

let lastCutoff: { instant: number; timeZone: string; cutoff: Date } | null = null;

/** Archived: its end is 30 or more days ago. An open-ended plan is never archived. */
export function isArchived(plan: Pick<PlanTiming, 'end'>, now: Date, timeZone?: string): boolean {
  return plan.end !== null && plan.end.getTime() <= getArchiveCutoff(now, timeZone).getTime();
}

/** The active list: no end, or an end within the last 30 days (future ends included). */
export function isInActiveList(plan: Pick<PlanTiming, 'end'>, now: Date, timeZone?: string): boolean {
  return !isArchived(plan, now, timeZone);
}

/** One word for the state of a plan; archived wins over everything else. */
export function getPlanTimingState(plan: PlanTiming, now: Date, timeZone?: string): PlanTimingState {
  if (isArchived(plan, now, timeZone)) return 'archived';
  if (!hasStarted(plan, now)) return 'not_started';
  if (hasPassed(plan, now)) return 'passed';
  if (isCurrentlyActive(plan, now)) return 'active';
  return 'inactive';
}
