/**
 * The plan year of the demo world, made through the planning service as staff would have made it:
 * the regional church's and the districts' date-based collections that the parishes inherit, each
 * parish's Sunday collections (Hauptkollekte, Nebenkollekte and Freie Kollekte in turn) for the past
 * year and the coming months, and standing donation purposes on the web apps and pillars. Each plan
 * is made with the clock a fortnight before its start, so that the editor's rules hold as they did then.
 * Payments are then tied to a plan that ran on their device's class at their time.
 */
import type { PlanBody } from '@kollekta/contract';
import {
  addDays,
  type CollectionVariant,
  type DeviceClass,
  type IsoDay,
  isSunday,
  listChurchYearDates,
  NO_INHERIT_COLLECTIONS,
  parseIsoDay,
  shiftByCalendarDays,
  toLocalDay,
  toZonedInstant,
} from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { setOrganizationFlag } from '../organizations';
import { createExclusion, createPlan, type PlanningActor } from '../planning';
import { createPlanMatcher, type DemoPlan, type DemoTree, type PlanMatcher } from './demo-plan-matching';
import {
  DISTRICT_COLLECTIONS,
  LOCATION_PURPOSE,
  PARISH_PURPOSES,
  REGIONAL_COLLECTIONS,
  REGIONAL_STANDING_PURPOSE,
  STANDING_PURPOSES,
  webAppDisplayOf,
  webAppTextOf,
} from './demo-plan-names';

const SYSTEM: PlanningActor = { isSuperuser: true, grants: [], userId: null };
const PLANNED_DAYS_AHEAD = 14;
const MONTHS_AHEAD_IN_DAYS = 120;
const DATE_TARGETS: DeviceClass[] = ['KB', 'WA', 'GC'];
const VARIANTS: readonly CollectionVariant[] = ['inner', 'outer', 'x'];
const WEB_AND_CASH = new Set(['KB', 'WA', 'WS']);

export type DemoPlanner = PlanMatcher & {
  noInheritParish: number;
  /** the parish's standing donation purposes, on the devices it has */
  addStandingPurposes(
    parishId: number,
    devices: readonly { deviceClass: string; locationId: number | null }[],
  ): Promise<void>;
  count(): number;
};

export async function createDemoPlanner(
  context: AppContext,
  tree: DemoTree,
  size: { days: number },
): Promise<DemoPlanner> {
  const now = context.clock.now();
  const plans: DemoPlan[] = [];
  const create = async (body: PlanBody, plannedAt: Date, record: Omit<DemoPlan, 'id' | 'start' | 'end'>) => {
    const created = await createPlan({ ...context, clock: { now: () => plannedAt } }, SYSTEM, body);
    plans.push({ ...record, id: created.id, start: created.start, end: created.end });
    return created.id;
  };

  // One parish of the second district keeps to its own collections (administration.md §3).
  const secondDistrict = tree.parishes.filter((parish) => parish.districtIndex === 1);
  const noInheritParish = (secondDistrict[2] ?? secondDistrict[secondDistrict.length - 1])?.id;
  if (noInheritParish === undefined) throw new Error('The demo world needs a second district with parishes.');
  await setOrganizationFlag(context.db, noInheritParish, NO_INHERIT_COLLECTIONS, true);

  // a week more than the payments go back: the first payments fall in the window of the Sunday after
  const firstDay = toLocalDay(shiftByCalendarDays(now, -(size.days + 7)));
  const lastDay = addDays(toLocalDay(now), MONTHS_AHEAD_IN_DAYS);
  const dates = listDates(firstDay, lastDay);
  const plannedAt = (day: IsoDay) =>
    toZonedInstant(addDays(day, -PLANNED_DAYS_AHEAD), '09:00', 'Europe/Berlin');
  const innerDays = new Map<number, Set<IsoDay>>();
  const markInner = (organizationId: number, day: IsoDay) =>
    innerDays.set(organizationId, (innerDays.get(organizationId) ?? new Set()).add(day));

  for (const date of dates) {
    const name = REGIONAL_COLLECTIONS[date.name];
    if (!name) continue;
    await create(
      datedBody(tree.root, name, 'inner', date, true),
      plannedAt(date.day),
      record(tree.root, 'inner', true),
    );
    markInner(tree.root, date.day);
  }
  const standingStart = toZonedInstant(addDays(firstDay, -30), '00:00', 'Europe/Berlin');
  await create(
    standingBody(
      tree.root,
      REGIONAL_STANDING_PURPOSE,
      ['WS'],
      standingStart,
      null,
      true,
      'Partnerkirchen in Osteuropa.',
    ),
    shiftByCalendarDays(standingStart, -2),
    record(tree.root, null, true, ['WS']),
  );
  for (const district of tree.districts) {
    const collections = DISTRICT_COLLECTIONS[Math.min(district.index, DISTRICT_COLLECTIONS.length - 1)] ?? {};
    for (const date of dates) {
      const name = collections[date.name];
      if (!name) continue;
      await create(
        datedBody(district.id, name, 'inner', date, true),
        plannedAt(date.day),
        record(district.id, 'inner', true),
      );
      markInner(district.id, date.day);
    }
  }

  const sundays = dates.filter((date) => isSunday(date.day) && date.kind === 'sunday');
  for (const [parishIndex, parish] of tree.parishes.entries()) {
    if (!parish.named) continue;
    const district = tree.districts.find((candidate) => candidate.index === parish.districtIndex);
    const inherits = parish.id !== noInheritParish;
    for (const [sundayIndex, date] of sundays.entries()) {
      const hasInheritedInner =
        inherits &&
        [tree.root, district?.id].some((id) => id !== undefined && innerDays.get(id)?.has(date.day));
      const rotated = VARIANTS[(sundayIndex + parishIndex) % VARIANTS.length] ?? 'inner';
      const variant = hasInheritedInner && rotated === 'inner' ? 'outer' : rotated;
      const name =
        PARISH_PURPOSES[(sundayIndex * 3 + parishIndex) % PARISH_PURPOSES.length] ?? 'Gemeindearbeit';
      await create(
        datedBody(parish.id, name, variant, date, false),
        plannedAt(date.day),
        record(parish.id, variant, false),
      );
    }
  }

  const matcher = createPlanMatcher(tree, plans, noInheritParish);
  return {
    ...matcher,
    noInheritParish,
    count: () => plans.length,
    async addStandingPurposes(parishId, devices) {
      const hardware = devices.filter((device) => !WEB_AND_CASH.has(device.deviceClass));
      const classes = [...new Set(['WS', ...hardware.map((device) => device.deviceClass)])] as DeviceClass[];
      for (const purpose of STANDING_PURPOSES) {
        const body = standingBody(
          parishId,
          purpose.name,
          classes,
          standingStart,
          null,
          false,
          purpose.description,
        );
        await create(body, shiftByCalendarDays(standingStart, -2), record(parishId, null, false, classes));
      }
      // A purpose for one church building, on the device that stands there.
      const located = hardware.find((device) => device.locationId !== null);
      if (located?.locationId) {
        const targets = [located.deviceClass] as DeviceClass[];
        const body = standingBody(
          parishId,
          LOCATION_PURPOSE,
          targets,
          standingStart,
          located.locationId,
          false,
          'Der Turm braucht ein neues Dach.',
        );
        await create(body, shiftByCalendarDays(standingStart, -2), {
          ...record(parishId, null, false, targets),
          locationId: located.locationId,
        });
      }
    },
  };
}

/** A parish of the first district deselects the next district collection (Abwählen). */
export async function excludeOneDistrictPlan(
  context: AppContext,
  tree: DemoTree,
  plans: DemoPlanner,
): Promise<void> {
  const district = tree.districts[0];
  const parish = tree.parishes.find(
    (candidate) => candidate.districtIndex === 0 && candidate !== tree.parishes[0],
  );
  const plan = district && plans.findNextPlanOf(district.id, context.clock.now());
  if (!parish || !plan) return;
  await createExclusion(
    context,
    SYSTEM,
    {
      plan: String(plan.id),
      organization: String(parish.id),
      location: null,
      inherit: true,
      targets: [...plan.targets],
    },
    '',
  );
}

function listDates(firstDay: IsoDay, lastDay: IsoDay) {
  const years: number[] = [];
  for (let year = parseIsoDay(firstDay).year; year <= parseIsoDay(lastDay).year; year++) years.push(year);
  return years
    .flatMap((year) => listChurchYearDates(year))
    .filter((date) => date.day > firstDay && date.day <= lastDay);
}

function record(
  organizationId: number,
  variant: CollectionVariant | null,
  inherit: boolean,
  targets = DATE_TARGETS,
) {
  return { organizationId, locationId: null, inherit, targets, variant };
}

function datedBody(
  organizationId: number,
  name: string,
  variant: CollectionVariant,
  date: { day: IsoDay; name: string },
  isForeign: boolean,
): PlanBody {
  return {
    name,
    type: 'collection',
    collection_variant: variant,
    start: null,
    end: null,
    organization: String(organizationId),
    location: null,
    inherit: isForeign,
    foreign: isForeign,
    date: date.day,
    date_name: date.name,
    allow_recurring: false,
    targets: DATE_TARGETS,
    display: webAppDisplayOf(name, ['WA']),
    meta: { accounting: { Kostenstelle: isForeign ? '9410' : '4100' } },
  };
}

function standingBody(
  organizationId: number,
  name: string,
  targets: DeviceClass[],
  start: Date,
  locationId: number | null,
  inherit: boolean,
  description: string,
): PlanBody {
  return {
    name,
    type: 'donation',
    collection_variant: null,
    start: start.toISOString(),
    end: null,
    organization: String(organizationId),
    location: locationId === null ? null : String(locationId),
    inherit,
    foreign: false,
    date: null,
    allow_recurring: false,
    targets,
    display: { WS: webAppTextOf(name) },
    meta: { description: { text: description } },
  };
}
