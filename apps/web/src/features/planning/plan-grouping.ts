/**
 * How the planning screen arranges a year's plans: filtered by device class, grouped by the day
 * they belong to (the liturgical day of a date-based plan, else the day it starts), and paged by
 * groups, so that the date list on the left and the table on the right show the same page.
 */
import type { ChurchDate, CollectionPlan } from '@kollekta/contract';
import { type DeviceClass, type PlanVariantChoice, toBusinessDay } from '@kollekta/domain';

export const NO_DAY_KEY = 'none';
export const DEFAULT_PAGE_SIZE = 10;

export type DayGroup = {
  /** the ISO day, or NO_DAY_KEY for plans without a start */
  key: string;
  day: string | null;
  /** the named dates of this day (a Sunday can also be a feast) */
  dates: ChurchDate[];
  plans: CollectionPlan[];
};

const VARIANT_ORDER: Record<PlanVariantChoice, number> = { inner: 0, outer: 1, x: 2, _donation: 3 };

export function variantOf(plan: Pick<CollectionPlan, 'type' | 'collection_variant'>): PlanVariantChoice {
  return plan.type === 'donation' || plan.collection_variant === null ? '_donation' : plan.collection_variant;
}

/** Plans shown for the chosen device classes: those running on at least one of them. */
export function filterByDeviceClasses(
  plans: readonly CollectionPlan[],
  selected: ReadonlySet<DeviceClass>,
): CollectionPlan[] {
  return plans.filter((plan) => plan.targets.some((target) => selected.has(target)));
}

export type DayLookup = {
  datesByUrl: ReadonlyMap<string, ChurchDate>;
  /** `${start ms}|${end ms}` of each named date's collection window → its day */
  daysByWindow: ReadonlyMap<string, string>;
};

export function createDayLookup(
  dates: readonly ChurchDate[],
  findWindow: (day: string) => { start: Date; end: Date } | null,
): DayLookup {
  const datesByUrl = new Map<string, ChurchDate>();
  const daysByWindow = new Map<string, string>();
  for (const date of dates) {
    if (date.url) datesByUrl.set(date.url, date);
    const window = findWindow(date.day);
    if (window) daysByWindow.set(`${window.start.getTime()}|${window.end.getTime()}`, date.day);
  }
  return { datesByUrl, daysByWindow };
}

/**
 * The day a plan is listed under: its date's day (`date_day`, or the day in a church-year date url
 * `…/date/{YYYY-MM-DD}/`); for a plan whose window is exactly that of a named date, that date's
 * day; else the day (Europe/Berlin) it starts.
 */
export function findPlanDay(plan: CollectionPlan, lookup: DayLookup): string | null {
  if (plan.date_day) return plan.date_day;
  if (plan.date) {
    const date = lookup.datesByUrl.get(plan.date);
    if (date) return date.day;
    const dayInUrl = /(\d{4}-\d{2}-\d{2})\/?$/.exec(plan.date)?.[1];
    if (dayInUrl) return dayInUrl;
  }
  if (!plan.start) return null;
  if (plan.end) {
    const day = lookup.daysByWindow.get(`${Date.parse(plan.start)}|${Date.parse(plan.end)}`);
    if (day) return day;
  }
  return toBusinessDay(new Date(plan.start));
}

function comparePlans(a: CollectionPlan, b: CollectionPlan): number {
  return (
    VARIANT_ORDER[variantOf(a)] - VARIANT_ORDER[variantOf(b)] ||
    (a.start ?? '').localeCompare(b.start ?? '') ||
    a.name.localeCompare(b.name, 'de') ||
    a.id - b.id
  );
}

type GroupOptions = {
  plans: readonly CollectionPlan[];
  dates: readonly ChurchDate[];
  lookup: DayLookup;
  /** list the named dates without plans too, so a plan can be added for them */
  includeEmptyDates: boolean;
};

/** Groups sorted by day; plans without a start come first. One pass, no sorting of all plans twice. */
export function buildDayGroups({ plans, dates, lookup, includeEmptyDates }: GroupOptions): DayGroup[] {
  const groups = new Map<string, DayGroup>();
  const groupOf = (day: string | null): DayGroup => {
    const key = day ?? NO_DAY_KEY;
    let group = groups.get(key);
    if (!group) {
      group = { key, day, dates: [], plans: [] };
      groups.set(key, group);
    }
    return group;
  };
  for (const plan of plans) groupOf(findPlanDay(plan, lookup)).plans.push(plan);
  for (const date of dates) {
    if (includeEmptyDates || groups.has(date.day)) groupOf(date.day).dates.push(date);
  }
  for (const group of groups.values()) group.plans.sort(comparePlans);
  return [...groups.values()].sort((a, b) => {
    if (a.day === null) return -1;
    if (b.day === null) return 1;
    return a.day.localeCompare(b.day);
  });
}

/** A page of groups; a page size of 0 or less shows all (planning.md §2). */
export function pageOf<T>(items: readonly T[], pageSize: number, page: number): T[] {
  if (pageSize <= 0) return [...items];
  return items.slice(page * pageSize, (page + 1) * pageSize);
}

export function countPages(itemCount: number, pageSize: number): number {
  if (pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(itemCount / pageSize));
}

/** The page that holds `today` or the first day after it; the first page when all are past. */
export function findPageOfToday(groups: readonly DayGroup[], today: string, pageSize: number): number {
  if (pageSize <= 0) return 0;
  const index = groups.findIndex((group) => group.day !== null && group.day >= today);
  return index < 0 ? 0 : Math.floor(index / pageSize);
}
