/**
 * Collection forwarding over HTTP (issue 16): orders come into being for a district's collection in
 * each of its parishes, their sums follow the payments and cash until 'abschließen' fixes them, cash
 * and plan edits are refused afterwards, races have one winner and a German 409, runs are ordered
 * once, the transfer is confirmed and recorded, the statistics count it, and every state change is
 * audited. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
import type { DisbursementOrder, DisbursementStatistic } from '@kollekta/contract';
import { DISBURSEMENT_MESSAGES } from '@kollekta/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { recordPayments } from '../income';
import { planBody } from '../planning/planning.test-support';

const API = '/api/v2/';
const NOW = '2026-11-20T10:00:00Z';

let server: TestServer;
const tokens: Record<string, string> = {};
let district: number;
let lauffen: number;
let neckartalParishes: number[];
let plan: number;

type Method = 'GET' | 'POST' | 'PATCH';
const call = (
  user: string,
  method: Method,
  url: string,
  payload?: unknown,
  headers?: Record<string, string>,
) =>
  server.call({
    method,
    url: `${API}${url}`,
    token: tokens[user] as string,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    ...(headers ? { headers } : {}),
  });

async function createDistrictPlan(name: string, overrides: Record<string, unknown> = {}): Promise<number> {
  const response = await call(
    'admin',
    'POST',
    'collection_plan/',
    planBody(district, {
      name,
      inherit: true,
      foreign: true,
      start: '2026-11-20T09:30:00Z',
      end: '2026-12-31T22:59:00Z',
      targets: ['KB', 'GC', 'WA'],
      meta: { accounting: { Kostenstelle: '9410', Sachkonto: '1590' } },
      ...overrides,
    }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

async function ordersOfPlan(user: string, planId: number): Promise<DisbursementOrder[]> {
  const response = await call(user, 'GET', `disbursementorder/order/?plan=${planId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function orderOf(planId: number, organizationId: number): Promise<DisbursementOrder> {
  const order = (await ordersOfPlan('bezirk', planId)).find((o) => o.organization.id === organizationId);
  if (!order) throw new Error(`no order of plan ${planId} in ${organizationId}`);
  return order;
}

async function enterCash(amount: string, planId = plan) {
  return call('kasse', 'POST', 'cash/cash_payment/', {
    amount,
    plan: planId,
    organization: lauffen,
    collection_datetime: '2026-11-20T09:45:00Z',
  });
}

beforeAll(async () => {
  server = await startTestServer();
  for (const user of ['admin', 'bezirk', 'gemeinde', 'kasse', 'kasse2', 'nachbar', 'landeskirche'])
    tokens[user] = await server.login(user);
  district = server.world.ids.district;
  lauffen = server.world.ids.parish;
  const db = server.context.db;
  neckartalParishes = (
    await db.selectFrom('organization').select('id').where('parent_id', '=', district).orderBy('id').execute()
  ).map((row) => row.id);
  // the demo world books the feature on the regional church; a world without it gets it here
  const feature = await db
    .selectFrom('organization_feature')
    .select('id')
    .where('type', '=', 'DisbursementOrderFeature')
    .executeTakeFirst();
  if (!feature) {
    await db
      .insertInto('organization_feature')
      .values({
        organization_id: server.world.ids.root,
        type: 'DisbursementOrderFeature',
        inherit: true,
        created_by: null,
      })
      .execute();
  }
  plan = await createDistrictPlan('Diakonie im Bezirk');
});
afterAll(() => server.close());

describe('orders come into being', () => {
  it('one order per parish of the district, handled by the district', async () => {
    const orders = await ordersOfPlan('bezirk', plan);
    expect(orders.map((order) => order.organization.id).sort()).toEqual(neckartalParishes);
    for (const order of orders) {
      expect(order.state).toBe('in_progress');
      expect(order.handling_organization.id).toBe(district);
      expect(order.plan.organization.id).toBe(district);
      expect(order.disbursement.stop_cash_payments).toBeNull();
      expect(order.disbursement.cancellable).toBe(true);
    }
    // a second read creates nothing twice
    expect(await ordersOfPlan('bezirk', plan)).toHaveLength(neckartalParishes.length);
  });

  it("a regional collection is handled by the parish's district", async () => {
    const response = await call(
      'admin',
      'POST',
      'collection_plan/',
      planBody(server.world.ids.root, {
        name: 'Landeskollekte Test',
        inherit: true,
        foreign: true,
        start: '2026-11-20T09:30:00Z',
        end: '2026-12-31T22:59:00Z',
        targets: ['KB', 'GC'],
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const orders = await ordersOfPlan('landeskirche', response.json().id);
    const ofLauffen = orders.find((order) => order.organization.id === lauffen);
    expect(ofLauffen?.handling_organization.id).toBe(district);
    const ofBrackenheim = orders.find((order) => order.organization.id === server.world.ids.neighbourParish);
    expect(ofBrackenheim?.handling_organization.id).toBe(server.world.ids.otherDistrict);
    // the parish with no_inherit_collections does not collect it
    expect(orders.some((order) => order.organization.id === server.world.ids.noInheritParish)).toBe(false);
  });
});

describe('sums, closing cash and what it locks', () => {
  it('sums online, card and confirmed cash; entered cash waits', async () => {
    const at = new Date('2026-11-20T09:50:00Z');
    const payment = (type: string, amount: number, state: 'completed' | 'reversed' = 'completed') => ({
      dst_organization_id: lauffen,
      created_at: at,
      amount_cents: amount,
      fee_cents: 0,
      currency: 'EUR',
      state,
      type,
      online_payment_type: null,
      is_reconciled: false,
      device_id: null,
      collection_plan_id: plan,
      count: 1,
    });
    await recordPayments(server.context, [
      payment('ecom', 1000),
      payment('ecom', 300, 'reversed'),
      payment('pos', 550),
      { ...payment('pos', 999), dst_organization_id: neckartalParishes[1] as number },
    ]);
    const first = await enterCash('20.00');
    expect(first.statusCode, first.body).toBe(201);
    const confirmed = await call('kasse2', 'PATCH', `cash/cash_payment/${first.json().id}/confirm/`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await enterCash('7.00')).statusCode).toBe(201);

    const order = await orderOf(plan, lauffen);
    expect(order.disbursement).toMatchObject({
      sum_amount_ecom: '10.00',
      sum_amount_pos: '5.50',
      sum_amount_cash: '20.00',
      sum_amount_total: '35.50',
      count_payments: 3,
      has_entered_cash: true,
      documents: [],
    });
  });

  it('refuses closing and deselecting while cash waits for its confirmation', async () => {
    const order = await orderOf(plan, lauffen);
    const stop = await call('gemeinde', 'PATCH', `disbursementorder/order/${order.id}/stop_cash_payments/`);
    expect(stop.statusCode).toBe(409);
    expect(stop.json().detail).toBe(DISBURSEMENT_MESSAGES.cashWaiting);
    const cancel = await call('gemeinde', 'PATCH', `disbursementorder/order/${order.id}/cancel/`);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().detail).toBe(DISBURSEMENT_MESSAGES.cancelCashWaiting);
  });

  it('closing fixes the sums; later cash and plan edits are refused', async () => {
    const waiting = await server.context.db
      .selectFrom('cash_payment')
      .select('id')
      .where('plan_id', '=', plan)
      .where('state', '=', 'entered')
      .executeTakeFirstOrThrow();
    expect((await call('kasse2', 'PATCH', `cash/cash_payment/${waiting.id}/confirm/`)).statusCode).toBe(200);
    const order = await orderOf(plan, lauffen);
    const stop = await call('gemeinde', 'PATCH', `disbursementorder/order/${order.id}/stop_cash_payments/`);
    expect(stop.statusCode, stop.body).toBe(200);
    const stopped: DisbursementOrder = stop.json();
    expect(stopped.state).toBe('ready');
    expect(stopped.stop_cash_payments).toBe(new Date(NOW).toISOString());
    expect(stopped.disbursement).toMatchObject({
      sum_amount_cash: '27.00',
      sum_amount_total: '42.50',
      count_payments: 4,
      has_entered_cash: false,
    });
    expect(stopped.disbursement.documents).toHaveLength(1);

    // money arriving later does not change the forwarded sums
    await recordPayments(server.context, [
      {
        dst_organization_id: lauffen,
        created_at: new Date('2026-11-20T09:55:00Z'),
        amount_cents: 5000,
        fee_cents: 0,
        currency: 'EUR',
        state: 'completed',
        type: 'ecom',
        online_payment_type: null,
        is_reconciled: false,
        device_id: null,
        collection_plan_id: plan,
        count: 1,
      },
    ]);
    expect((await orderOf(plan, lauffen)).disbursement.sum_amount_total).toBe('42.50');

    const cash = await enterCash('3.00');
    expect(cash.statusCode).toBe(409);
    expect(cash.json().detail).toBe(DISBURSEMENT_MESSAGES.cashClosed);

    const patch = await call('admin', 'PATCH', `collection_plan/${plan}/`, {
      meta: { accounting: { Kostenstelle: '1' } },
    });
    expect(patch.statusCode).toBe(409);
    expect(patch.json().detail).toBe(DISBURSEMENT_MESSAGES.planLocked);
    const view = await call('admin', 'GET', `collection_plan/${plan}/`);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ can_edit: false, can_edit_after_start: false, can_close: false });

    const again = await call('gemeinde', 'PATCH', `disbursementorder/order/${order.id}/stop_cash_payments/`);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(DISBURSEMENT_MESSAGES.alreadyStopped);
  });

  it('the PDF is there once cash is closed', async () => {
    const order = await orderOf(plan, lauffen);
    const pdf = await call('gemeinde', 'GET', `disbursementorder/disbursement/${order.id}/download/`);
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const open = (await ordersOfPlan('bezirk', plan)).find((o) => o.stop_cash_payments === null);
    const early = await call('bezirk', 'GET', `disbursementorder/disbursement/${open?.id}/download/`);
    expect(early.statusCode).toBe(409);
  });
});

describe('races', () => {
  it('closing twice at once: one 200, one 409', async () => {
    const order = await orderOf(plan, neckartalParishes[2] as number);
    const stop = () => call('bezirk', 'PATCH', `disbursementorder/order/${order.id}/stop_cash_payments/`);
    const answers = await Promise.all([stop(), stop()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json().detail).toBe(DISBURSEMENT_MESSAGES.alreadyStopped);
    const audits = await server.context.db
      .selectFrom('audit_log')
      .select('action')
      .where('object_type', '=', 'disbursement_order')
      .where('object_id', '=', String(order.id))
      .where('action', '=', 'disbursement_order.cash_stopped')
      .execute();
    expect(audits).toHaveLength(1);
  });

  it('cash entered while cash is closed: either it is in the fixed sums or it is refused', async () => {
    for (let round = 0; round < 4; round += 1) {
      const racePlan = await createDistrictPlan(`Wettlauf ${round}`);
      const order = await orderOf(racePlan, lauffen);
      const [cash, stop] = await Promise.all([
        enterCash('11.00', racePlan),
        call('gemeinde', 'PATCH', `disbursementorder/order/${order.id}/stop_cash_payments/`),
      ]);
      if (stop.statusCode === 200) {
        expect(cash.statusCode).toBe(409);
        expect(cash.json().detail).toBe(DISBURSEMENT_MESSAGES.cashClosed);
        expect(stop.json().disbursement.sum_amount_cash).toBe('0.00');
      } else {
        // the cash came first and waits for its confirmation: closing must wait too
        expect(cash.statusCode, cash.body).toBe(201);
        expect(stop.statusCode).toBe(409);
        expect(stop.json().detail).toBe(DISBURSEMENT_MESSAGES.cashWaiting);
      }
    }
  });

  it('a run ordered twice at once: one 201, one 409; the key replays the first', async () => {
    const order = await orderOf(plan, neckartalParishes[2] as number);
    const body = { handling_organization: district, orders: [order.id] };
    const runsBefore = (
      await call('bezirk', 'GET', `disbursementorder/run/?organization=${district}`)
    ).json();
    const answers = await Promise.all([
      call('bezirk', 'POST', 'disbursementorder/run/', body),
      call('bezirk', 'POST', 'disbursementorder/run/', body),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().detail).toBe(
      DISBURSEMENT_MESSAGES.notReadyForOrder('Diakonie im Bezirk'),
    );
    const runs = await call('bezirk', 'GET', `disbursementorder/run/?organization=${district}`);
    expect(runs.json()).toHaveLength(runsBefore.length + 1);

    const lauffenOrder = await orderOf(plan, lauffen);
    const headers = { 'idempotency-key': 'lauffen-run-1' };
    const keyed = { handling_organization: district, orders: [lauffenOrder.id] };
    const first = await call('bezirk', 'POST', 'disbursementorder/run/', keyed, headers);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ order_count: 1, total: '42.50', currency: 'EUR' });
    const replay = await call('bezirk', 'POST', 'disbursementorder/run/', keyed, headers);
    expect(replay.statusCode).toBe(201);
    expect(replay.json().id).toBe(first.json().id);
    expect((await orderOf(plan, lauffen)).state).toBe('ordered');
  });

  it('refuses a run with an open order, naming the collection', async () => {
    const open = (await ordersOfPlan('bezirk', plan)).find((o) => o.state === 'in_progress');
    const response = await call('bezirk', 'POST', 'disbursementorder/run/', {
      handling_organization: district,
      orders: [open?.id],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(DISBURSEMENT_MESSAGES.notReadyForOrder('Diakonie im Bezirk'));
  });

  it('refuses a run across two booking years (one DATEV batch holds one fiscal year)', async () => {
    const db = server.context.db;
    const open = (await ordersOfPlan('bezirk', plan)).filter((o) => o.state === 'in_progress').slice(0, 2);
    expect(open).toHaveLength(2);
    const ids = open.map((o) => o.id);
    const closedAt = ['2025-12-30T12:00:00Z', '2026-01-02T12:00:00Z'];
    try {
      for (const [index, id] of ids.entries()) {
        await db
          .updateTable('disbursement_order')
          .set({
            state: 'ready',
            stop_cash_payments: closedAt[index] as string,
            sum_ecom_cents: 100,
            sum_pos_cents: 0,
            sum_cash_cents: 0,
            sum_total_cents: 100,
            count_payments: 1,
          })
          .where('id', '=', id)
          .execute();
      }
      const response = await call('bezirk', 'POST', 'disbursementorder/run/', {
        handling_organization: district,
        orders: ids,
      });
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().detail).toBe(DISBURSEMENT_MESSAGES.mixedYears(['2025', '2026']));
      const states = await db
        .selectFrom('disbursement_order')
        .select('state')
        .where('id', 'in', ids)
        .execute();
      expect(states.every((row) => row.state === 'ready')).toBe(true);
    } finally {
      await db
        .updateTable('disbursement_order')
        .set({
          state: 'in_progress',
          stop_cash_payments: null,
          sum_ecom_cents: null,
          sum_pos_cents: null,
          sum_cash_cents: null,
          sum_total_cents: null,
          count_payments: null,
        })
        .where('id', 'in', ids)
        .execute();
    }
  });
});

describe('transfer, statistics, audit', () => {
  it('the parish confirms, the district records the money as arrived', async () => {
    const order = await orderOf(plan, lauffen);
    const url = `disbursementorder/order/${order.id}/`;
    const early = await call('bezirk', 'PATCH', `${url}mark_transferred/`);
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe(DISBURSEMENT_MESSAGES.notConfirmed);
    expect((await call('gemeinde', 'PATCH', `${url}confirm_transfer/`)).json().state).toBe('confirmed');
    const twice = await call('gemeinde', 'PATCH', `${url}confirm_transfer/`);
    expect(twice.statusCode).toBe(409);
    // the parish may not record the district's receipt
    const byParish = await call('gemeinde', 'PATCH', `${url}mark_transferred/`);
    expect(byParish.statusCode).toBe(403);
    expect(byParish.json().detail).toBe(DISBURSEMENT_MESSAGES.noPermission);
    const done = await call('bezirk', 'PATCH', `${url}mark_transferred/`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().state).toBe('transferred');
    expect(done.json().disbursement.cancellable).toBe(false);
  });

  it('deselecting an open order', async () => {
    const order = await orderOf(plan, neckartalParishes[3] as number);
    const cancelled = await call('bezirk', 'PATCH', `disbursementorder/order/${order.id}/cancel/`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().state).toBe('cancelled');
    const again = await call('bezirk', 'PATCH', `disbursementorder/order/${order.id}/cancel/`);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(DISBURSEMENT_MESSAGES.cancelled);
  });

  it('the statistics of the district count the states and sum what is forwarded', async () => {
    const response = await call('bezirk', 'GET', `organization/${district}/disbursement_order_statistic/`);
    expect(response.statusCode, response.body).toBe(200);
    const row = (response.json() as DisbursementStatistic[]).find((entry) => entry.plan.id === plan);
    expect(row).toMatchObject({
      number_of_children: 4,
      transferred: 1,
      ready: 1,
      in_progress: 1,
      cancelled: 1,
      currency: 'EUR',
    });
    // Lauffen 42,50 fixed + Talheim's open 9,99 card + Flein 0 (closed) ; Nordheim deselected
    expect(row?.sum_amount_total).toBe('52.49');
    expect(row?.sum_amount_pos).toBe('15.49');
  });

  it('every state change of the order is in the audit log', async () => {
    const order = await orderOf(plan, lauffen);
    const actions = await server.context.db
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id'])
      .where('object_type', '=', 'disbursement_order')
      .where('object_id', '=', String(order.id))
      .orderBy('id')
      .execute();
    expect(actions.map((entry) => entry.action)).toEqual([
      'disbursement_order.created',
      'disbursement_order.cash_stopped',
      'disbursement_order.ordered',
      'disbursement_order.transfer_confirmed',
      'disbursement_order.transferred',
    ]);
    expect(actions.slice(1).every((entry) => entry.actor_user_id !== null)).toBe(true);
  });

  it('the run downloads as DATEV and XLSX', async () => {
    const runs = await call('bezirk', 'GET', `disbursementorder/run/?organization=${district}`);
    // newest first: the run of Lauffen's order
    const [run] = runs.json();
    const datev = await call('bezirk', 'GET', `disbursementorder/run/${run.id}/datev/`);
    expect(datev.statusCode, datev.body.slice(0, 200)).toBe(200);
    expect(datev.rawPayload.toString('latin1')).toContain('EXTF');
    const xlsx = await call('bezirk', 'GET', `disbursementorder/run/${run.id}/xlsx/`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await call('gemeinde', 'GET', `disbursementorder/run/${run.id}/datev/`)).statusCode).toBe(403);
    expect((await call('nachbar', 'GET', `disbursementorder/run/${run.id}/xlsx/`)).statusCode).toBe(404);
  });
});

describe('permissions', () => {
  it('the district sees its parishes, the neighbour nothing of them, a plain user no forwarding', async () => {
    const order = await orderOf(plan, lauffen);
    const all: DisbursementOrder[] = (await call('bezirk', 'GET', 'disbursementorder/order/')).json();
    expect(new Set(all.map((o) => o.organization.id))).toEqual(new Set(neckartalParishes));

    const neighbour = await call('nachbar', 'GET', 'disbursementorder/order/');
    expect(neighbour.statusCode).toBe(200);
    expect(
      (neighbour.json() as DisbursementOrder[]).every(
        (o) => o.organization.id === server.world.ids.neighbourParish,
      ),
    ).toBe(true);
    expect((await call('nachbar', 'GET', `disbursementorder/order/${order.id}/`)).statusCode).toBe(404);
    expect(
      (await call('nachbar', 'GET', `disbursementorder/order/?organization=${lauffen}`)).statusCode,
    ).toBe(404);
    expect((await call('nachbar', 'PATCH', `disbursementorder/order/${order.id}/cancel/`)).statusCode).toBe(
      404,
    );
    const statistics = (id: number) =>
      call('nachbar', 'GET', `organization/${id}/disbursement_order_statistic/`);
    expect((await statistics(district)).statusCode).toBe(404);
    // the region above its own parish it can see, but forwarding there is not its business
    expect((await statistics(server.world.ids.region)).statusCode).toBe(403);

    const plain = await call('kasse', 'GET', `disbursementorder/order/${order.id}/`);
    expect(plain.statusCode).toBe(403);
    expect(plain.json().detail).toBe(DISBURSEMENT_MESSAGES.noPermission);
    expect((await call('kasse', 'GET', `disbursementorder/order/?organization=${lauffen}`)).statusCode).toBe(
      403,
    );
  });

  it('without the feature: the same 403 text', async () => {
    const db = server.context.db;
    const saved = await db
      .selectFrom('organization_feature')
      .selectAll()
      .where('type', '=', 'DisbursementOrderFeature')
      .execute();
    await db.deleteFrom('organization_feature').where('type', '=', 'DisbursementOrderFeature').execute();
    try {
      const response = await call('gemeinde', 'GET', `disbursementorder/order/?organization=${lauffen}`);
      expect(response.statusCode).toBe(403);
      expect(response.json().detail).toBe(DISBURSEMENT_MESSAGES.noPermission);
    } finally {
      if (saved.length > 0) await db.insertInto('organization_feature').values(saved).execute();
    }
  });
});

describe('the demo world', () => {
  it('has orders in every state, a transferred run, and an open Neckartal collection in Lauffen', async () => {
    const rows = await server.context.db
      .selectFrom('disbursement_order as d')
      .innerJoin('collection_plan as p', 'p.id', 'd.plan_id')
      .select([
        'd.id',
        'd.plan_id',
        'd.state',
        'd.organization_id',
        'd.run_id',
        'd.stop_cash_payments',
        'p.name',
        'p.organization_id as owner',
      ])
      .where('p.name', 'not in', ['Diakonie im Bezirk', 'Landeskollekte Test', 'Bezirkskollekte morgen'])
      .execute();
    expect(new Set(rows.map((row) => row.state))).toEqual(
      new Set(['in_progress', 'ready', 'ordered', 'confirmed', 'transferred', 'cancelled']),
    );
    expect(rows.some((row) => row.state === 'ready' && row.stop_cash_payments !== null)).toBe(true);
    // Lauffen's newest ended collection waits for its cash to be closed (the stop-cash mail's link)
    expect(
      rows.some(
        (row) => row.organization_id === lauffen && row.state === 'ready' && row.stop_cash_payments === null,
      ),
    ).toBe(true);
    const runs = await server.context.db.selectFrom('disbursement_run').select('id').execute();
    const transferredRun = runs.find((run) => {
      const members = rows.filter((row) => row.run_id === run.id);
      return members.length > 0 && members.every((row) => row.state === 'transferred');
    });
    expect(transferredRun).toBeDefined();
    const open = rows.find(
      (row) => row.organization_id === lauffen && row.owner === district && row.state === 'in_progress',
    );
    expect(open?.name).toBe('Vesperkirche Heilbronn');
    const waiting = await server.context.db
      .selectFrom('cash_payment')
      .select('id')
      .where('organization_id', '=', lauffen)
      .where('state', '=', 'entered')
      .where('plan_id', '=', open?.plan_id ?? -1)
      .execute();
    expect(waiting).toHaveLength(0);
  });
});

describe('the sweep', () => {
  it('leaves excluded parishes out and makes orders of ended collections ready', async () => {
    const future = await createDistrictPlan('Bezirkskollekte morgen', {
      start: '2026-11-22T09:00:00Z',
      end: '2026-11-22T17:00:00Z',
    });
    const talheim = neckartalParishes[1] as number;
    const exclusion = await call('admin', 'POST', 'collection_plan_exclusion/', {
      plan: String(future),
      organization: String(talheim),
      location: null,
      inherit: true,
      targets: ['KB', 'GC', 'WA'],
    });
    expect(exclusion.statusCode, exclusion.body).toBe(201);
    expect(await ordersOfPlan('bezirk', future)).toHaveLength(0);
    server.clock.set('2026-11-22T12:00:00Z');
    try {
      const running = await ordersOfPlan('bezirk', future);
      expect(running.map((o) => o.organization.id)).not.toContain(talheim);
      expect(running).toHaveLength(neckartalParishes.length - 1);
      server.clock.set('2026-11-23T12:00:00Z');
      const ended = await ordersOfPlan('bezirk', future);
      expect(ended.every((o) => o.state === 'ready' && o.stop_cash_payments === null)).toBe(true);
    } finally {
      server.clock.set(NOW);
    }
  });
});
