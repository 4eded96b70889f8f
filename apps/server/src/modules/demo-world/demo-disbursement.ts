/**
 * Collection forwarding in the demo world (issue 16), made through the services: the regional church
 * books the DisbursementOrderFeature for everything below it, so its and the districts' collections
 * of the last half year get an order in each parish. The older ones are forwarded completely (one
 * transferred run per district); the newest ended collection shows every state (ordered, confirmed,
 * transferred in a run of its own, deselected, ready with closed cash, ready — Lauffen's is ready with
 * its cash still open); running ones are in progress. Kirchenbezirk Neckartal runs a collection now ('Vesperkirche Heilbronn') whose Lauffen
 * order stays in progress with no cash waiting, for the browser test to close.
 */
import type { PlanBody } from '@kollekta/contract';
import { toBusinessDay } from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { createFeature, type NotificationActor } from '../contacts';
import {
  cancelOrder,
  confirmTransfer,
  type DisbursementActor,
  markTransferred,
  orderRun,
  stopCashPaymentsOfOrder,
  syncDisbursementOrders,
} from '../disbursement';
import { createPlan } from '../planning';

const DAY_MS = 24 * 3600_000;
/** How far back the feature reaches: the collections of the last half year get orders. */
const FEATURE_DAYS_BACK = 180;
const API_BASE = '/api/v2/';
export const RUNNING_DISTRICT_COLLECTION = 'Vesperkirche Heilbronn';

type DemoOrder = {
  id: number;
  plan_id: number;
  organization_id: number;
  handling_organization_id: number;
  end_at: Date | null;
};

/** The newest ended collection's orders, per handling organisation in turn, get these states. */
const NEWEST_STATES = ['ordered', 'confirmed', 'transferred', 'ready_closed', 'cancelled', 'ready'] as const;

export async function addDemoDisbursement(
  context: AppContext,
  ids: { root: number; district: number; parish: number },
): Promise<void> {
  const now = context.clock.now();
  const at = (time: Date) => ({ ...context, clock: { now: () => (time < now ? time : now) } });
  const system: NotificationActor = { isSuperuser: true, grants: [], userId: null };
  await createFeature(
    context,
    system,
    {
      organization: String(ids.root),
      type: 'DisbursementOrderFeature',
      inherit: true,
      valid_from: toBusinessDay(new Date(now.getTime() - FEATURE_DAYS_BACK * DAY_MS)),
      valid_notafter: null,
    },
    API_BASE,
  );
  await createRunningDistrictCollection(context, ids.district, now);
  await syncDisbursementOrders(context, now);

  const users = await context.db
    .selectFrom('app_user')
    .select(['id', 'username'])
    .where('username', 'in', ['bezirk', 'gemeinde'])
    .execute();
  const userId = (username: string) => users.find((user) => user.username === username)?.id ?? null;
  // staff acting through the services; superuser rights stand in for their roles here
  const actorFor = (organizationId: number): DisbursementActor => ({
    isSuperuser: true,
    grants: [],
    userId: organizationId === ids.parish ? userId('gemeinde') : userId('bezirk'),
  });
  // the demo has a user of Kirchenbezirk Neckartal only; the other districts act without one
  const districtOf = (handlingId: number): DisbursementActor => ({
    isSuperuser: true,
    grants: [],
    userId: handlingId === ids.district ? userId('bezirk') : null,
  });

  const orders: DemoOrder[] = await context.db
    .selectFrom('disbursement_order as d')
    .innerJoin('collection_plan as p', 'p.id', 'd.plan_id')
    .select(['d.id', 'd.plan_id', 'd.organization_id', 'd.handling_organization_id', 'p.end_at'])
    .orderBy('p.end_at', 'desc')
    .orderBy('d.handling_organization_id')
    .orderBy('d.organization_id')
    .execute();
  const ended = orders.filter((order) => order.end_at !== null && new Date(order.end_at) <= now);
  const newestPlan = ended[0]?.plan_id;
  const newest = ended.filter((order) => order.plan_id === newestPlan);
  const older = ended.filter((order) => order.plan_id !== newestPlan);

  const stop = (order: DemoOrder, time: Date) =>
    stopCashPaymentsOfOrder(at(time), {
      orderId: order.id,
      actor: { userId: actorFor(order.organization_id).userId, via: 'user' },
    });
  const run = async (handlingId: number, group: DemoOrder[], time: Date) => {
    if (group.length > 0)
      await orderRun(
        at(time),
        districtOf(handlingId),
        { handling_organization: handlingId, orders: group.map((o) => o.id) },
        API_BASE,
      );
  };
  const endOf = (order: DemoOrder) => new Date(order.end_at ?? now);
  const after = (order: DemoOrder, days: number) => new Date(endOf(order).getTime() + days * DAY_MS);

  // the older collections: closed, ordered in one run per district, confirmed and arrived
  for (const order of older) await stop(order, after(order, 2));
  for (const [handlingId, group] of groupByHandling(older)) {
    const last = group.reduce((latest, order) => (endOf(order) > endOf(latest) ? order : latest));
    await run(handlingId, group, after(last, 4));
    for (const order of group) {
      await confirmTransfer(at(after(last, 6)), actorFor(order.organization_id), order.id, API_BASE);
      await markTransferred(at(after(last, 9)), districtOf(handlingId), order.id, API_BASE);
    }
  }

  // the newest ended collection: every state
  const states = new Map<number, string>(
    newest.map((order, index) => [order.id, NEWEST_STATES[index % NEWEST_STATES.length] as string]),
  );
  // Lauffen's order waits for its cash to be closed: its stop-cash mail and link are in the demo
  const lauffen = newest.find((order) => order.organization_id === ids.parish);
  const waiting = newest.find((order) => states.get(order.id) === 'ready');
  if (lauffen && waiting && lauffen !== waiting) {
    states.set(waiting.id, states.get(lauffen.id) ?? 'ready');
    states.set(lauffen.id, 'ready');
  }
  const inState = (...wanted: string[]) =>
    newest.filter((order) => wanted.includes(states.get(order.id) ?? ''));
  for (const order of inState('ordered', 'confirmed', 'transferred', 'ready_closed')) {
    await stop(order, after(order, 1));
  }
  for (const [handlingId, group] of groupByHandling(inState('transferred'))) {
    await run(handlingId, group, after(group[0] as DemoOrder, 2));
  }
  for (const [handlingId, group] of groupByHandling(inState('ordered', 'confirmed'))) {
    await run(handlingId, group, after(group[0] as DemoOrder, 3));
  }
  for (const order of inState('confirmed', 'transferred')) {
    await confirmTransfer(at(after(order, 4)), actorFor(order.organization_id), order.id, API_BASE);
  }
  for (const order of inState('transferred')) {
    const actor = districtOf(order.handling_organization_id);
    await markTransferred(at(after(order, 5)), actor, order.id, API_BASE);
  }
  for (const order of inState('cancelled')) {
    await cancelOrder(at(after(order, 1)), actorFor(order.organization_id), order.id, API_BASE);
  }
}

function groupByHandling(orders: readonly DemoOrder[]): Map<number, DemoOrder[]> {
  const groups = new Map<number, DemoOrder[]>();
  for (const order of orders)
    groups.set(order.handling_organization_id, [
      ...(groups.get(order.handling_organization_id) ?? []),
      order,
    ]);
  return groups;
}

/** A district collection running now, planned a fortnight before it began. */
async function createRunningDistrictCollection(context: AppContext, districtId: number, now: Date) {
  const start = new Date(now.getTime() - 2 * DAY_MS);
  const end = new Date(now.getTime() + 12 * DAY_MS);
  const body: PlanBody = {
    name: RUNNING_DISTRICT_COLLECTION,
    type: 'collection',
    collection_variant: 'outer',
    start: start.toISOString(),
    end: end.toISOString(),
    organization: String(districtId),
    location: null,
    inherit: true,
    foreign: true,
    date: null,
    allow_recurring: false,
    targets: ['KB', 'GC'],
    display: {},
    meta: { accounting: { Kostenstelle: '9420', Sachkonto: '1590' } },
  };
  const plannedAt = new Date(start.getTime() - 14 * DAY_MS);
  await createPlan(
    { ...context, clock: { now: () => plannedAt } },
    { isSuperuser: true, grants: [], userId: null },
    body,
  );
}
