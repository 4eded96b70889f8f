/**
 * A collection plan group in the demo world (planning.md §3 "Collection plan group"): the first
 * parish may split collections (allow_collection_split), and one of its coming Sunday collections
 * is shared 2 : 1 with a second purpose, made through the planning services as staff would.
 */
import { addDays, type CollectionVariant, type DeviceClass, toLocalDay } from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { findOrganizationById, updateOrganizationSettings } from '../organizations';
import { createPlan, createPlanGroup, type PlanningActor } from '../planning';
import { webAppDisplayOf } from './demo-plan-names';

const SYSTEM: PlanningActor = { isSuperuser: true, grants: [], userId: null };
/** far enough ahead that the group has not started when the demo is looked at in the next weeks */
const DAYS_AHEAD = 28;
const SECOND_PURPOSE = 'Hilfe für Geflüchtete';

export async function addDemoGroup(context: AppContext, parishId: number): Promise<void> {
  const organization = await findOrganizationById(context.db, parishId);
  if (!organization) return;
  const features = organization.settings_local.features;
  await updateOrganizationSettings(context.db, parishId, {
    local: {
      ...organization.settings_local,
      features: { ...(typeof features === 'object' ? features : {}), allow_collection_split: true },
    },
    inherit: organization.settings_inherit,
  });

  const sunday = await context.db
    .selectFrom('collection_plan')
    .selectAll()
    .where('organization_id', '=', parishId)
    .where('type', '=', 'collection')
    .where('parent_id', 'is', null)
    .where('date_day', '>=', addDays(toLocalDay(context.clock.now()), DAYS_AHEAD))
    .orderBy('start_at')
    .orderBy('id')
    .executeTakeFirst();
  if (!sunday?.date_day) return;
  const variant = (sunday.collection_variant ?? 'inner') as CollectionVariant;
  const second = await createPlan(context, SYSTEM, {
    name: SECOND_PURPOSE,
    type: 'collection',
    collection_variant: variant,
    start: null,
    end: null,
    organization: String(parishId),
    location: null,
    inherit: false,
    foreign: false,
    date: sunday.date_day,
    date_name: sunday.date_name,
    allow_recurring: false,
    targets: sunday.targets as DeviceClass[],
    display: webAppDisplayOf(SECOND_PURPOSE, ['WA']),
    meta: { accounting: { Kostenstelle: '4120' } },
  });
  await createPlanGroup(context, SYSTEM, {
    group: {
      name: null,
      type: 'collection',
      collection_variant: variant,
      inherit: false,
      foreign: false,
      display: {},
      meta: {
        description: {
          text: `Die Kollekte dieses Sonntags wird geteilt: zwei Drittel für „${sunday.name}“, ein Drittel für „${SECOND_PURPOSE}“.`,
        },
      },
    },
    members: [
      { plan: String(sunday.id), weight: 2 },
      { plan: String(second.id), weight: 1 },
    ],
  });
}
