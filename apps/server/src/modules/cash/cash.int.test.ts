/**
 * Cash collections over HTTP (planning.md §4 "Cash payment", §5, §6, §7): entering with and without
 * a split, the four-eyes rule, editing while entered (the timestamp stays), confirming makes it
 * income, nothing changes afterwards, German answers to bad input, CHF bills and coins, and who may
 * do what. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
import type { CashPayment, PlanBody, Statistics } from '@kollekta/contract';
import { CASH_MESSAGES } from '@kollekta/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { createOrganization } from '../organizations';
import { createUserWithRoles } from '../users';
import { runningCashPlanBody } from './cash.test-support';

const API = '/api/v2/';
const NOW = '2026-11-20T10:00:00.000Z';
const COUNTED = '2026-11-20T09:45:00.000Z';

type Caller = {
  userId: number;
  call(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
  ): ReturnType<TestServer['call']>;
};

let server: TestServer;
let parish: number;
let kasse: Caller;
let kasse2: Caller;
let admin: Caller;
let planer: Caller;
let nachbar: Caller;
let landeskirche: Caller;
let leser: Caller;
/** a plan of Lauffen that started half an hour ago and runs to the end of the year */
let runningPlan: number;

async function callerOf(username: string): Promise<Caller> {
  const token = await server.login(username);
  const me = await server.call({ method: 'GET', url: `${API}user/me/`, token });
  return {
    userId: me.json().id,
    call: (method, url, payload) =>
      server.call({
        method,
        url: url.startsWith('/') ? url : `${API}${url}`,
        token,
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      }),
  };
}

async function createPlan(caller: Caller, organizationId: number, overrides: Partial<PlanBody> = {}) {
  const response = await caller.call(
    'POST',
    'collection_plan/',
    runningCashPlanBody(organizationId, overrides),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

/** 3 × 20 €, 7 × 2 €, 11 × 0,50 € = 79,50 € */
const SPLIT = { '2000': 3, '200': 7, '50': 11 };

const cashBody = (overrides: Record<string, unknown> = {}) => ({
  amount: '79.50',
  plan: `http://localhost:80/api/v2/collection_plan/${runningPlan}/`,
  organization: `http://localhost:80/api/v2/organization/${parish}/`,
  collection_datetime: COUNTED,
  meta: { cash: { split: SPLIT } },
  ...overrides,
});

async function enter(caller: Caller, overrides: Record<string, unknown> = {}): Promise<CashPayment> {
  const response = await caller.call('POST', 'cash/cash_payment/', cashBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const cashPaymentsOfPlan = (planId: number) =>
  server.context.db
    .selectFrom('payment')
    .selectAll()
    .where('collection_plan_id', '=', planId)
    .where('type', '=', 'cash')
    .execute();

beforeAll(async () => {
  server = await startTestServer();
  parish = server.world.ids.parish;
  await createUserWithRoles(server.context, {
    username: 'leser',
    name: 'Lea Leser',
    email: 'leser@lauffen.example',
    password: 'Kollekta-Demo-2026',
    roles: [{ organizationId: parish, role: 'viewer' }],
  });
  kasse = await callerOf('kasse');
  kasse2 = await callerOf('kasse2');
  admin = await callerOf('admin');
  planer = await callerOf('planer');
  nachbar = await callerOf('nachbar');
  landeskirche = await callerOf('landeskirche');
  leser = await callerOf('leser');
  runningPlan = await createPlan(planer, parish);
});
afterAll(() => server.close());

describe('entering cash', () => {
  it('answers the cash payment with the spec’s fields; nothing is income yet', async () => {
    const payment = await enter(kasse);
    expect(payment).toMatchObject({
      amount: '79.50',
      currency: 'EUR',
      state: 'entered',
      created_at: NOW,
      created_by: `http://localhost:80/api/v2/user/${kasse.userId}/`,
      created_by_name: 'Anna Keller',
      changed_by: null,
      confirmed_by: null,
      organization: `http://localhost:80/api/v2/organization/${parish}/`,
      plan: `http://localhost:80/api/v2/collection_plan/${runningPlan}/`,
      plan_name: 'Diakonie',
      collection_datetime: COUNTED,
      meta: { cash: { split: SPLIT } },
      can_edit: true,
      can_confirm: false,
    });
    expect(payment.url).toBe(`http://localhost:80/api/v2/cash/cash_payment/${payment.id}/`);
    const stored = await server.context.db
      .selectFrom('cash_payment')
      .selectAll()
      .where('id', '=', payment.id)
      .executeTakeFirstOrThrow();
    expect(stored.amount_cents).toBe(7950);
    expect(await cashPaymentsOfPlan(runningPlan)).toEqual([]);
  });

  it('takes a sum without a split, a bare id and a number as amount', async () => {
    const payment = await enter(kasse, {
      amount: 12.5,
      plan: runningPlan,
      organization: parish,
      meta: undefined,
    });
    expect(payment).toMatchObject({ amount: '12.50', meta: { cash: { split: null } } });
  });

  it('lists them by plan and organisation; the second person may confirm', async () => {
    const mine = await kasse.call('GET', `cash/cash_payment/?plan=${runningPlan}&state=entered`);
    expect(mine.statusCode).toBe(200);
    const rows: CashPayment[] = mine.json();
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.every((row) => row.plan_id === runningPlan && row.state === 'entered')).toBe(true);
    expect(rows.every((row) => !row.can_confirm)).toBe(true);
    const theirs: CashPayment[] = (
      await kasse2.call('GET', `cash/cash_payment/?organization=${parish}`)
    ).json();
    expect(theirs.filter((row) => row.plan_id === runningPlan).every((row) => row.can_confirm)).toBe(true);
  });

  it('takes cash for a collection inherited from above, for the organisation that collected it', async () => {
    const inherited = await createPlan(landeskirche, server.world.ids.root, {
      name: 'Brot für die Welt',
      inherit: true,
    });
    const payment = await enter(kasse, {
      plan: inherited,
      amount: '20.00',
      meta: { cash: { split: { '1000': 2 } } },
    });
    expect(payment).toMatchObject({ plan_id: inherited, organization_id: parish });
    const confirmed = await kasse2.call('PATCH', `cash/cash_payment/${payment.id}/confirm/`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await cashPaymentsOfPlan(inherited)).toMatchObject([
      { dst_organization_id: parish, amount_cents: 2000 },
    ]);
  });
});

describe('bad input: 400 with German texts (planning.md §5)', () => {
  it.each([
    ['an amount that is none', { amount: 'abc' }, { amount: [CASH_MESSAGES.invalidAmount] }],
    ['German format in the API', { amount: '79,50' }, { amount: [CASH_MESSAGES.invalidAmount] }],
    ['three decimals', { amount: '79.505' }, { amount: [CASH_MESSAGES.invalidAmount] }],
    ['zero', { amount: '0.00', meta: undefined }, { amount: [CASH_MESSAGES.amountNotPositive] }],
    [
      'a negative amount',
      { amount: '-5.00', meta: undefined },
      { amount: [CASH_MESSAGES.amountNotPositive] },
    ],
    ['no amount', { amount: undefined }, { amount: ['Dieses Feld ist erforderlich.'] }],
    [
      'no timestamp',
      { collection_datetime: undefined },
      { collection_datetime: ['Dieses Feld ist erforderlich.'] },
    ],
    [
      'a timestamp that is none',
      { collection_datetime: 'gestern' },
      { collection_datetime: [CASH_MESSAGES.invalidTimestamp] },
    ],
    [
      'a timestamp in 1900',
      { collection_datetime: '1900-11-20T09:45:00Z' },
      { collection_datetime: [CASH_MESSAGES.timestampTooEarly] },
    ],
    [
      'a timestamp tomorrow',
      { collection_datetime: '2026-11-21T09:45:00Z' },
      { collection_datetime: [CASH_MESSAGES.timestampInFuture] },
    ],
    ['a split that does not add up', { amount: '80.00' }, { amount: [CASH_MESSAGES.splitMismatch] }],
    [
      'a bill EUR does not have',
      { amount: '200.00', meta: { cash: { split: { '20000': 1 } } } },
      { 'meta.cash.split': [CASH_MESSAGES.unknownDenomination('200\u00a0€')] },
    ],
    [
      'a count below 0',
      { amount: '5.00', meta: { cash: { split: { '1000': 1, '500': -1 } } } },
      { 'meta.cash.split': [CASH_MESSAGES.invalidCount] },
    ],
    [
      'half a coin',
      { amount: '1.00', meta: { cash: { split: { '200': 0.5 } } } },
      { 'meta.cash.split': [CASH_MESSAGES.invalidCount] },
    ],
    ['a plan that is no reference', { plan: 'irgendwas' }, { plan: [CASH_MESSAGES.planNotHere] }],
  ])('%s', async (_name, overrides, errors) => {
    const response = await kasse.call('POST', 'cash/cash_payment/', cashBody(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errors);
  });

  it('refuses a plan of another organisation, of a location, and an archived one', async () => {
    const elsewhere = await createPlan(nachbar, server.world.ids.neighbourParish);
    const location = await server.context.db
      .selectFrom('location')
      .select('id')
      .where('organization_id', '=', parish)
      .executeTakeFirstOrThrow();
    const atLocation = await createPlan(planer, parish, {
      name: 'Turmdach',
      location: `http://localhost:80/api/v2/location/${location.id}/`,
      targets: ['KB'],
    });
    const archived = await createPlan(planer, parish, { name: 'Erntedank' });
    await server.context.db
      .updateTable('collection_plan')
      .set({ start_at: new Date('2026-09-27T08:00:00Z'), end_at: new Date('2026-10-04T16:59:00Z') })
      .where('id', '=', archived)
      .execute();
    for (const [plan, message] of [
      [elsewhere, CASH_MESSAGES.planNotHere],
      [atLocation, CASH_MESSAGES.planAtLocation],
      [archived, CASH_MESSAGES.planArchived],
      [999999, CASH_MESSAGES.planNotHere],
    ] as const) {
      const response = await kasse.call('POST', 'cash/cash_payment/', cashBody({ plan }));
      expect(response.statusCode, String(plan)).toBe(400);
      expect(response.json()).toEqual({ plan: [message] });
    }
  });
});

describe('editing while entered (planning.md §4)', () => {
  it('changes amount and split; the timestamp stays whatever is sent', async () => {
    const payment = await enter(kasse);
    const response = await kasse2.call('PATCH', `cash/cash_payment/${payment.id}/`, {
      ...cashBody({ amount: '80.00', meta: { cash: { split: { '2000': 4 } } } }),
      collection_datetime: '2026-11-19T18:00:00Z',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      amount: '80.00',
      meta: { cash: { split: { '2000': 4 } } },
      collection_datetime: COUNTED,
      changed_by_name: 'Martin Braun',
      created_by_name: 'Anna Keller',
      state: 'entered',
    });
  });

  it('keeps what is left out, and checks a split against the amount', async () => {
    const payment = await enter(kasse);
    const mismatch = await kasse.call('PATCH', `cash/cash_payment/${payment.id}/`, { amount: '10.00' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({ amount: [CASH_MESSAGES.splitMismatch] });
    const sumOnly = await kasse.call('PATCH', `cash/cash_payment/${payment.id}/`, {
      amount: '10.00',
      meta: { cash: { split: null } },
    });
    expect(sumOnly.json()).toMatchObject({ amount: '10.00', meta: { cash: { split: null } } });
  });

  it('cannot move a payment to another plan or organisation', async () => {
    const payment = await enter(kasse);
    const other = await createPlan(planer, parish, { name: 'Jugendarbeit' });
    const moved = await kasse.call('PATCH', `cash/cash_payment/${payment.id}/`, { plan: other });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toEqual({ plan: [CASH_MESSAGES.notChangeable] });
  });
});

describe('four eyes and confirmation', () => {
  it('the person who entered it may not confirm: 403 with the reason', async () => {
    const payment = await enter(kasse);
    const response = await kasse.call('PATCH', `cash/cash_payment/${payment.id}/confirm/`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: CASH_MESSAGES.fourEyes });
    const stored = await kasse.call('GET', `cash/cash_payment/${payment.id}/`);
    expect(stored.json()).toMatchObject({ state: 'entered', confirmed_by: null });
  });

  it('a second person confirms: it is income of the plan and the organisation, and final', async () => {
    const plan = await createPlan(planer, parish, { name: 'Kirchenmusik' });
    const payment = await enter(kasse, { plan });
    const statisticsBefore: Statistics = (
      await kasse2.call('GET', `organization/${parish}/statistics/?since=2026-11-20&before=2026-11-21`)
    ).json();

    const waiting = async () =>
      (await kasse2.call('GET', `collection_plan/${plan}/?organization=${parish}`)).json()
        .entered_state_payments_exists;
    expect(await waiting()).toBe(true);

    const response = await kasse2.call('PATCH', `cash/cash_payment/${payment.id}/confirm/`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      state: 'processed',
      confirmed_at: NOW,
      confirmed_by: `http://localhost:80/api/v2/user/${kasse2.userId}/`,
      confirmed_by_name: 'Martin Braun',
      can_edit: false,
      can_confirm: false,
    });

    expect(await cashPaymentsOfPlan(plan)).toMatchObject([
      {
        dst_organization_id: parish,
        amount_cents: 7950,
        currency: 'EUR',
        state: 'completed',
        type: 'cash',
        is_reconciled: true,
        device_id: null,
        collection_type: 'collection',
        collection_variant: 'inner',
      },
    ]);
    const listed = await kasse2.call(
      'GET',
      `organization/${parish}/payments/?since=2026-11-20&before=2026-11-21&collection_plan=${plan}`,
    );
    expect(listed.json()).toMatchObject([{ amount: '79.50', type: 'cash', date: COUNTED }]);

    const statistics: Statistics = (
      await kasse2.call('GET', `organization/${parish}/statistics/?since=2026-11-20&before=2026-11-21`)
    ).json();
    const cents = (value: string | undefined) => Math.round(Number(value ?? '0') * 100);
    expect(cents(statistics.aggregate[0]?.amount) - cents(statisticsBefore.aggregate[0]?.amount)).toBe(7950);
    const cash = (stats: Statistics) =>
      stats.byPaymentType.find((row) => row.id === null && row.type === 'cash');
    expect(cents(cash(statistics)?.amount) - cents(cash(statisticsBefore)?.amount)).toBe(7950);
    expect(statistics.byCollectionPlan.find((row) => row.id === plan)).toMatchObject({
      amount: '79.50',
      payments: 1,
    });
    expect(await waiting()).toBe(false);
  });

  it('a confirmed payment never changes again, not even for a superuser', async () => {
    const payment = await enter(kasse);
    expect((await kasse2.call('PATCH', `cash/cash_payment/${payment.id}/confirm/`)).statusCode).toBe(200);
    for (const caller of [kasse, kasse2, admin]) {
      const edit = await caller.call('PATCH', `cash/cash_payment/${payment.id}/`, {
        amount: '1.00',
        meta: { cash: { split: null } },
      });
      expect(edit.statusCode).toBe(409);
      expect(edit.json()).toEqual({ detail: CASH_MESSAGES.alreadyConfirmed });
      const again = await caller.call('PATCH', `cash/cash_payment/${payment.id}/confirm/`);
      expect(again.statusCode).toBe(409);
    }
    // booked once, whoever asked again
    const booked = await server.context.db
      .selectFrom('payment')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('collection_plan_id', '=', runningPlan)
      .where('type', '=', 'cash')
      .where('created_at', '=', new Date(COUNTED))
      .executeTakeFirstOrThrow();
    expect(Number(booked.count)).toBe(1);
    // the database itself refuses
    await expect(
      sql`update cash_payment set amount_cents = 1 where id = ${payment.id}`.execute(server.context.db),
    ).rejects.toThrow(/cannot be changed/);
    await expect(
      sql`delete from cash_payment where id = ${payment.id}`.execute(server.context.db),
    ).rejects.toThrow(/cannot be deleted/);
  });

  it('a superuser may confirm their own entry', async () => {
    const payment = await enter(admin);
    expect(payment.can_confirm).toBe(true);
    const response = await admin.call('PATCH', `cash/cash_payment/${payment.id}/confirm/`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ state: 'processed', created_by_id: admin.userId });
  });

  it('every step is in the audit log', async () => {
    const payment = await enter(kasse);
    const edited = await kasse.call('PATCH', `cash/cash_payment/${payment.id}/`, {
      amount: '80.00',
      meta: { cash: { split: null } },
    });
    expect(edited.json()).toMatchObject({ version: 2 });
    await kasse2.call('PATCH', `cash/cash_payment/${payment.id}/confirm/`, { version: 2 });
    const entries = await server.context.db
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id'])
      .where('object_type', '=', 'cash_payment')
      .where('object_id', '=', String(payment.id))
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      { action: 'cash_payment.created', actor_user_id: kasse.userId },
      { action: 'cash_payment.changed', actor_user_id: kasse.userId },
      { action: 'cash_payment.confirmed', actor_user_id: kasse2.userId },
    ]);
  });
});

describe('four eyes on the amount that is booked (issue 11)', () => {
  /** kasse enters 100,00 € without a split, for a plan of its own, so its income is easy to find */
  async function enterHundred(name: string) {
    const plan = await createPlan(planer, parish, { name });
    const payment = await enter(kasse, { plan, amount: '100.00', meta: undefined });
    expect(payment).toMatchObject({ version: 1, changed_by_id: null });
    return { plan, payment };
  }
  const stateOf = async (id: number) =>
    (await server.context.db
      .selectFrom('cash_payment')
      .select(['amount_cents', 'state', 'version'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()) as { amount_cents: number; state: string; version: number };

  it('kasse2 changes 100,00 to 1,00 and may not confirm it: 403, nothing booked', async () => {
    const { plan, payment } = await enterHundred('Vier Augen');
    const edited = await kasse2.call('PATCH', `cash/cash_payment/${payment.id}/`, { amount: '1.00' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      amount: '1.00',
      version: 2,
      changed_by_id: kasse2.userId,
      can_edit: true,
      can_confirm: false,
    });
    for (const body of [undefined, { version: 2 }, { amount: '1.00' }]) {
      const confirm = await kasse2.call('PATCH', `cash/cash_payment/${payment.id}/confirm/`, body);
      expect(confirm.statusCode, JSON.stringify(body)).toBe(403);
      expect(confirm.json()).toEqual({ detail: CASH_MESSAGES.lastChanger });
    }
    // kasse entered it and may not either; the amount still needs a second pair of eyes
    const own = await kasse.call('PATCH', `cash/cash_payment/${payment.id}/confirm/`, { version: 2 });
    expect(own.statusCode).toBe(403);
    expect(await stateOf(payment.id)).toEqual({ amount_cents: 100, state: 'entered', version: 2 });
    expect(await cashPaymentsOfPlan(plan)).toEqual([]);

    // a third person who sees 1,00 confirms it
    const listed: CashPayment[] = (await planer.call('GET', `cash/cash_payment/?plan=${plan}`)).json();
    expect(listed).toMatchObject([{ amount: '1.00', version: 2, can_confirm: true }]);
    const confirmed = await planer.call('PATCH', `cash/cash_payment/${payment.id}/confirm/`, { version: 2 });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ state: 'processed', amount: '1.00', version: 3 });
    expect(await cashPaymentsOfPlan(plan)).toMatchObject([{ amount_cents: 100 }]);

    // who changed what, and who confirmed what they saw
    const entries = await server.context.db
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id', 'data'])
      .where('object_type', '=', 'cash_payment')
      .where('object_id', '=', String(payment.id))
      .orderBy('id')
      .execute();
    expect(entries).toMatchObject([
      { action: 'cash_payment.created', actor_user_id: kasse.userId, data: { amount_cents: 10000 } },
      {
        action: 'cash_payment.changed',
        actor_user_id: kasse2.userId,
        data: { amount_cents_before: 10000, amount_cents: 100, version_before: 1, version: 2 },
      },
      {
        action: 'cash_payment.confirmed',
        actor_user_id: planer.userId,
        data: {
          amount_cents: 100,
          entered_by: kasse.userId,
          last_changed_by: kasse2.userId,
          version: 2,
          seen: { version: 2, amount_cents: null },
        },
      },
    ]);
  });

  it('a confirmation books only what its confirmer saw: 409 after a change', async () => {
    const { plan, payment } = await enterHundred('Gesehen');
    // kasse2 reads 100,00 (version 1); then kasse changes her entry to 1,00
    const edited = await kasse.call('PATCH', `cash/cash_payment/${payment.id}/`, { amount: '1.00' });
    expect(edited.json()).toMatchObject({ amount: '1.00', version: 2 });
    for (const body of [{ version: 1 }, { amount: '100.00' }, { amount: 100 }, undefined, {}]) {
      const stale = await kasse2.call('PATCH', `cash/cash_payment/${payment.id}/confirm/`, body);
      expect(stale.statusCode, JSON.stringify(body)).toBe(409);
      expect(stale.json()).toEqual({
        detail: 'Die Barsammlung wurde inzwischen geändert. Bitte prüfen Sie sie erneut.',
      });
    }
    expect(await stateOf(payment.id)).toEqual({ amount_cents: 100, state: 'entered', version: 2 });
    expect(await cashPaymentsOfPlan(plan)).toEqual([]);
    // having seen 1,00, kasse2 confirms it
    const confirmed = await kasse2.call('PATCH', `cash/cash_payment/${payment.id}/confirm/`, {
      version: 2,
      amount: '1.00',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await cashPaymentsOfPlan(plan)).toMatchObject([{ amount_cents: 100 }]);
  });

  it('by amount, the way the spec’s clients can say what they saw', async () => {
    const { plan, payment } = await enterHundred('Betrag gesehen');
    const confirmed = await kasse2.call('PATCH', `cash/cash_payment/${payment.id}/confirm/`, {
      amount: '100.00',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await cashPaymentsOfPlan(plan)).toMatchObject([{ amount_cents: 10000 }]);
  });

  it('an edit of a version that is no longer current: 409, the newer change stays', async () => {
    const { payment } = await enterHundred('Zwei Bearbeitungen');
    const first = await kasse.call('PATCH', `cash/cash_payment/${payment.id}/`, {
      amount: '90.00',
      version: 1,
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await kasse2.call('PATCH', `cash/cash_payment/${payment.id}/`, {
      amount: '1.00',
      version: 1,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ detail: CASH_MESSAGES.changedMeanwhile });
    expect(await stateOf(payment.id)).toEqual({ amount_cents: 9000, state: 'entered', version: 2 });
  });

  it('saving without a change is no change: the second person may still confirm', async () => {
    const { payment } = await enterHundred('Unverändert');
    const saved = await kasse2.call('PATCH', `cash/cash_payment/${payment.id}/`, {
      amount: '100.00',
      meta: { cash: { split: null } },
      version: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ version: 1, changed_by: null, can_confirm: true });
    const confirmed = await kasse2.call('PATCH', `cash/cash_payment/${payment.id}/confirm/`, { version: 1 });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // the same counts, in another order, are the same split
    const counted = await enter(kasse);
    const recounted = await kasse2.call('PATCH', `cash/cash_payment/${counted.id}/`, {
      amount: '79.50',
      meta: { cash: { split: { '50': 11, '2000': 3, '200': 7 } } },
    });
    expect(recounted.json()).toMatchObject({ version: 1, changed_by: null, can_confirm: true });
  });

  it('a superuser keeps the exemption: confirms what they changed themselves', async () => {
    const { plan, payment } = await enterHundred('Superuser');
    const edited = await admin.call('PATCH', `cash/cash_payment/${payment.id}/`, { amount: '99.00' });
    expect(edited.json()).toMatchObject({ version: 2, changed_by_id: admin.userId, can_confirm: true });
    const confirmed = await admin.call('PATCH', `cash/cash_payment/${payment.id}/confirm/`, { version: 2 });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await cashPaymentsOfPlan(plan)).toMatchObject([{ amount_cents: 9900 }]);
  });

  it.each([
    ['a version that is no number', { version: 'zwei' }, { version: [CASH_MESSAGES.invalidVersion] }],
    ['a version below 1', { version: 0 }, { version: [CASH_MESSAGES.invalidVersion] }],
    ['an amount that is none', { amount: 'hundert' }, { amount: [CASH_MESSAGES.invalidAmount] }],
  ])('a confirmation with %s: 400 in German', async (_name, body, errors) => {
    const { payment } = await enterHundred('Falsche Angaben');
    const response = await kasse2.call('PATCH', `cash/cash_payment/${payment.id}/confirm/`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errors);
    expect(await stateOf(payment.id)).toMatchObject({ state: 'entered' });
  });
});

describe('who may do what', () => {
  it('a user without rights on the organisation gets 404', async () => {
    const payment = await enter(kasse);
    expect((await nachbar.call('POST', 'cash/cash_payment/', cashBody())).statusCode).toBe(404);
    expect((await nachbar.call('GET', `cash/cash_payment/${payment.id}/`)).statusCode).toBe(404);
    expect(
      (await nachbar.call('PATCH', `cash/cash_payment/${payment.id}/`, { amount: '1.00' })).statusCode,
    ).toBe(404);
    expect((await nachbar.call('PATCH', `cash/cash_payment/${payment.id}/confirm/`)).statusCode).toBe(404);
    expect((await nachbar.call('GET', `cash/cash_payment/?organization=${parish}`)).statusCode).toBe(404);
    const theirs: CashPayment[] = (await nachbar.call('GET', 'cash/cash_payment/')).json();
    expect(theirs.some((row) => row.organization_id === parish)).toBe(false);
  });

  it('a viewer reads, but neither enters nor confirms: 403', async () => {
    const payment = await enter(kasse);
    const post = await leser.call('POST', 'cash/cash_payment/', cashBody());
    expect(post.statusCode).toBe(403);
    expect(post.json()).toEqual({ detail: CASH_MESSAGES.noPermission });
    expect((await leser.call('PATCH', `cash/cash_payment/${payment.id}/confirm/`)).statusCode).toBe(403);
    const read = await leser.call('GET', `cash/cash_payment/${payment.id}/`);
    expect(read.json()).toMatchObject({ id: payment.id, can_edit: false, can_confirm: false });
  });

  it('without the cash module (allow_cash_payments) nobody enters cash: 403', async () => {
    const response = await nachbar.call(
      'POST',
      'cash/cash_payment/',
      cashBody({ organization: server.world.ids.neighbourParish }),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: CASH_MESSAGES.featureOff });
  });

  it('without a token: 401', async () => {
    const response = await server.call({ method: 'GET', url: `${API}cash/cash_payment/` });
    expect(response.statusCode).toBe(401);
  });
});

describe('a CHF organisation counts in francs (planning.md §9)', () => {
  it('takes 1000 and 200 franc notes, and refuses 1 and 2 Rappen', async () => {
    const swiss = await createOrganization(
      server.context,
      { isSuperuser: true, grants: [] },
      {
        name: 'Ref. Kirchgemeinde Basel',
        parentId: server.world.ids.district,
        level: 'parish',
        currency: 'CHF',
      },
    );
    await sql`update organization set settings_local = '{"features": {"allow_cash_payments": true}}'::jsonb
      where id = ${swiss.id}`.execute(server.context.db);
    const plan = await createPlan(admin, swiss.id, { name: 'Mission 21' });
    const body = (amount: string, split: Record<string, number>) =>
      cashBody({ plan, organization: swiss.id, amount, meta: { cash: { split } } });

    const francs = await admin.call(
      'POST',
      'cash/cash_payment/',
      body('1400.15', { '100000': 1, '20000': 2, '5': 3 }),
    );
    expect(francs.statusCode, francs.body).toBe(201);
    expect(francs.json()).toMatchObject({ amount: '1400.15', currency: 'CHF' });

    const rappen = await admin.call('POST', 'cash/cash_payment/', body('0.01', { '1': 1 }));
    expect(rappen.statusCode).toBe(400);
    expect(rappen.json()).toEqual({
      'meta.cash.split': [CASH_MESSAGES.unknownDenomination('0,01\u00a0CHF')],
    });
  });
});

describe('the demo world', () => {
  it('Lauffen has the cash module, confirmed cash and cash waiting for a second person', async () => {
    const options = await kasse.call('GET', `organization/${parish}/planning_options/`);
    expect(options.json().features.allow_cash_payments).toBe(true);
    const demo: CashPayment[] = (
      await kasse2.call('GET', `cash/cash_payment/?organization=${parish}`)
    ).json();
    const older = demo.filter((row) => row.collection_datetime < '2026-11-20');
    expect(older.some((row) => row.state === 'processed' && row.confirmed_by_name === 'Martin Braun')).toBe(
      true,
    );
    expect(older.some((row) => row.state === 'entered' && row.created_by_name === 'Anna Keller')).toBe(true);
  });
});
