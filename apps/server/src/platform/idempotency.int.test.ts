/**
 * Idempotent creates over HTTP (ARCHITECTURE.md §4, issue 11 finding 3): a double click on
 * "Ja, speichern" must create one plan, not two. The same Idempotency-Key of the same user answers
 * the first result, also when both requests arrive at once; keys are per user; a reused key with
 * other data is refused in German; failures are not kept; keys expire after 24 hours. Shown for
 * plans, users and cash payments. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */

import type { PlanBody } from '@kollekta/contract';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runningCashPlanBody } from '../modules/cash/cash.test-support';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { createIdempotency, IDEMPOTENCY_MESSAGES } from './idempotency';

const API = '/api/v2/';

let server: TestServer;
let parish: number;
let planer: string;
let gemeinde: string;
let kasse: string;
/** a plan of Lauffen running now, for the cash payments */
let runningPlan: number;

const post = (token: string, path: string, payload: unknown, key?: string, headerName = 'Idempotency-Key') =>
  server.call({
    method: 'POST',
    url: `${API}${path}`,
    token,
    payload: payload as Record<string, unknown>,
    ...(key === undefined ? {} : { headers: { [headerName]: key } }),
  });

const planBody = (name: string, overrides: Partial<PlanBody> = {}) =>
  runningCashPlanBody(parish, { name, ...overrides });

const userBody = (username: string) => ({
  name: 'Doppelt Geklickt',
  username,
  email: `${username}@lauffen.example`,
  permissions: [{ organization: 4, role: 'user' }],
});

const cashBody = (amount: string) => ({
  amount,
  plan: `http://localhost:80/api/v2/collection_plan/${runningPlan}/`,
  organization: `http://localhost:80/api/v2/organization/${parish}/`,
  collection_datetime: '2026-11-20T09:45:00.000Z',
  meta: {},
});

const plansNamed = async (name: string) =>
  (await server.context.db.selectFrom('collection_plan').select('id').where('name', '=', name).execute())
    .length;
const usersNamed = async (username: string) =>
  (await server.context.db.selectFrom('app_user').select('id').where('username', '=', username).execute())
    .length;
const cashOfPlan = async (planId: number, amountCents: number) =>
  (
    await server.context.db
      .selectFrom('cash_payment')
      .select('id')
      .where('plan_id', '=', planId)
      .where('amount_cents', '=', amountCents)
      .execute()
  ).length;

beforeAll(async () => {
  server = await startTestServer();
  parish = server.world.ids.parish;
  planer = await server.login('planer');
  gemeinde = await server.login('gemeinde');
  kasse = await server.login('kasse');
  const plan = await post(planer, 'collection_plan/', planBody('Kasse läuft'));
  expect(plan.statusCode, plan.body).toBe(201);
  runningPlan = plan.json().id;
});
afterAll(() => server.close());

describe('creating a plan with an Idempotency-Key', () => {
  it('answers a repeat with the first result and creates one plan', async () => {
    const first = await post(planer, 'collection_plan/', planBody('Doppelklick'), 'plan-repeat');
    const second = await post(planer, 'collection_plan/', planBody('Doppelklick'), 'plan-repeat');
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toMatch(/^application\/json/);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await plansNamed('Doppelklick')).toBe(1);
  });

  it('creates one plan when the same key arrives twice at once', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() => post(planer, 'collection_plan/', planBody('Gleichzeitig'), 'plan-race')),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    expect(await plansNamed('Gleichzeitig')).toBe(1);
  });

  it('keeps the keys of different users apart', async () => {
    const ofPlaner = await post(planer, 'collection_plan/', planBody('Zwei Nutzer'), 'shared-key');
    const ofGemeinde = await post(gemeinde, 'collection_plan/', planBody('Zwei Nutzer'), 'shared-key');
    expect([ofPlaner.statusCode, ofGemeinde.statusCode]).toEqual([201, 201]);
    expect(ofGemeinde.json().id).not.toBe(ofPlaner.json().id);
    expect(await plansNamed('Zwei Nutzer')).toBe(2);
  });

  it('refuses the same key with other data in German and creates nothing more', async () => {
    expect((await post(planer, 'collection_plan/', planBody('Erster'), 'plan-other')).statusCode).toBe(201);
    const other = await post(planer, 'collection_plan/', planBody('Zweiter'), 'plan-other');
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ detail: IDEMPOTENCY_MESSAGES.reusedKey });
    expect(await plansNamed('Zweiter')).toBe(0);
    // the same key on another create route is another request too
    const elsewhere = await post(kasse, 'cash/cash_payment/', cashBody('1.00'), 'plan-other');
    expect(elsewhere.statusCode).toBe(201);
  });

  it('creates twice without a key, as before', async () => {
    expect((await post(planer, 'collection_plan/', planBody('Ohne Schlüssel'))).statusCode).toBe(201);
    expect((await post(planer, 'collection_plan/', planBody('Ohne Schlüssel'))).statusCode).toBe(201);
    expect(await plansNamed('Ohne Schlüssel')).toBe(2);
  });

  it('reads the header in any spelling', async () => {
    await post(planer, 'collection_plan/', planBody('Schreibweise'), 'plan-case', 'IDEMPOTENCY-KEY');
    const again = await post(
      planer,
      'collection_plan/',
      planBody('Schreibweise'),
      'plan-case',
      'idempotency-key',
    );
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await plansNamed('Schreibweise')).toBe(1);
  });

  it('refuses an empty, too long or unprintable key in German', async () => {
    for (const key of ['', 'x'.repeat(201), 'mit leerzeichen']) {
      const answer = await post(planer, 'collection_plan/', planBody('Falscher Schlüssel'), key);
      expect(answer.statusCode, key).toBe(400);
      expect(answer.json()).toEqual({ detail: IDEMPOTENCY_MESSAGES.invalidKey });
    }
    expect(await plansNamed('Falscher Schlüssel')).toBe(0);
    const longest = await post(planer, 'collection_plan/', planBody('Langer Schlüssel'), 'k'.repeat(200));
    expect(longest.statusCode).toBe(201);
  });

  it('does not keep a failed answer, so the corrected request can use the same key', async () => {
    const failed = await post(planer, 'collection_plan/', planBody(''), 'plan-fix');
    expect(failed.statusCode).toBe(400);
    const fixed = await post(planer, 'collection_plan/', planBody('Korrigiert'), 'plan-fix');
    expect(fixed.statusCode, fixed.body).toBe(201);
    expect(fixed.headers['idempotent-replayed']).toBeUndefined();
    expect(await plansNamed('Korrigiert')).toBe(1);
  });

  it('forgets a key after 24 hours', async () => {
    expect((await post(planer, 'collection_plan/', planBody('Gestern'), 'plan-old')).statusCode).toBe(201);
    await server.context.db
      .updateTable('idempotency_key')
      .set({ created_at: sql<Date>`created_at - interval '25 hours'` })
      .where('key', '=', 'plan-old')
      .execute();
    const today = await post(planer, 'collection_plan/', planBody('Gestern'), 'plan-old');
    expect(today.statusCode).toBe(201);
    expect(today.headers['idempotent-replayed']).toBeUndefined();
    expect(await plansNamed('Gestern')).toBe(2);
    const rows = await server.context.db
      .selectFrom('idempotency_key')
      .select('created_at')
      .where('key', '=', 'plan-old')
      .execute();
    expect(rows).toHaveLength(1);
  });
});

describe('creating a user with an Idempotency-Key', () => {
  it('answers a repeat with the first user, also at once', async () => {
    const first = await post(gemeinde, 'user/', userBody('doppelt'), 'user-repeat');
    const again = await post(gemeinde, 'user/', userBody('doppelt'), 'user-repeat');
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    const racing = await Promise.all(
      [1, 2].map(() => post(gemeinde, 'user/', userBody('gleichzeitig'), 'user-race')),
    );
    expect(racing.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(racing[1]?.json().id).toBe(racing[0]?.json().id);
    expect(await usersNamed('doppelt')).toBe(1);
    expect(await usersNamed('gleichzeitig')).toBe(1);
  });

  it('refuses the same key for another user in German', async () => {
    expect((await post(gemeinde, 'user/', userBody('erstens'), 'user-other')).statusCode).toBe(201);
    const other = await post(gemeinde, 'user/', userBody('zweitens'), 'user-other');
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ detail: IDEMPOTENCY_MESSAGES.reusedKey });
    expect(await usersNamed('zweitens')).toBe(0);
  });

  it('without a key the repeat is a second create, refused as a taken username', async () => {
    expect((await post(gemeinde, 'user/', userBody('ohnekey'))).statusCode).toBe(201);
    expect((await post(gemeinde, 'user/', userBody('ohnekey'))).statusCode).toBe(400);
  });
});

describe('entering cash with an Idempotency-Key', () => {
  it('answers a repeat with the first payment and enters the cash once', async () => {
    const first = await post(kasse, 'cash/cash_payment/', cashBody('12.34'), 'cash-repeat');
    const again = await post(kasse, 'cash/cash_payment/', cashBody('12.34'), 'cash-repeat');
    expect(first.statusCode, first.body).toBe(201);
    expect(again.body).toBe(first.body);
    expect(await cashOfPlan(runningPlan, 1234)).toBe(1);
  });

  it('enters once when the same key arrives twice at once', async () => {
    const answers = await Promise.all(
      [1, 2].map(() => post(kasse, 'cash/cash_payment/', cashBody('23.45'), 'cash-race')),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(await cashOfPlan(runningPlan, 2345)).toBe(1);
  });

  it('keeps users apart, refuses other data and enters twice without a key', async () => {
    const kasse2 = await server.login('kasse2');
    await post(kasse, 'cash/cash_payment/', cashBody('34.56'), 'cash-shared');
    await post(kasse2, 'cash/cash_payment/', cashBody('34.56'), 'cash-shared');
    expect(await cashOfPlan(runningPlan, 3456)).toBe(2);

    const other = await post(kasse, 'cash/cash_payment/', cashBody('99.99'), 'cash-shared');
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ detail: IDEMPOTENCY_MESSAGES.reusedKey });
    expect(await cashOfPlan(runningPlan, 9999)).toBe(0);

    await post(kasse, 'cash/cash_payment/', cashBody('45.67'));
    await post(kasse, 'cash/cash_payment/', cashBody('45.67'));
    expect(await cashOfPlan(runningPlan, 4567)).toBe(2);
  });
});

describe('a key whose first request is still running', () => {
  const request = { method: 'POST', url: '/api/v2/collection_plan/', query: {}, body: { name: 'x' } };
  const call = async (key: string) => ({
    userId: (
      await server.context.db
        .selectFrom('app_user')
        .select('id')
        .where('username', '=', 'planer')
        .executeTakeFirstOrThrow()
    ).id,
    key,
    request: request as unknown as FastifyRequest,
  });

  it('answers 409 in German when the first request takes longer than a repeat waits', async () => {
    const idempotency = createIdempotency(server.context, { waitMs: 200, pollMs: 20 });
    let finish!: () => void;
    const first = idempotency.answer(await call('slow'), async () => {
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      return { status: 201, body: '{"id":1}' };
    });
    await expect.poll(() => finish !== undefined).toBe(true);
    const repeat = idempotency.answer(await call('slow'), async () => ({ status: 201, body: '{"id":2}' }));
    await expect(repeat).rejects.toMatchObject({ status: 409, message: IDEMPOTENCY_MESSAGES.inProgress });
    finish();
    expect(await first).toEqual({ status: 201, body: '{"id":1}', isReplay: false });
  });

  it('takes over a key left in progress by a request that died', async () => {
    const idempotency = createIdempotency(server.context, { waitMs: 200, pollMs: 20, staleMs: 60_000 });
    const { userId } = await call('dead');
    await server.context.db
      .insertInto('idempotency_key')
      .values({
        user_id: userId,
        key: 'dead',
        route: 'POST /api/v2/collection_plan/',
        request_hash: 'whatever',
        created_at: new Date(server.clock.now().getTime() - 61_000),
      })
      .execute();
    const answer = await idempotency.answer(await call('dead'), async () => ({
      status: 201,
      body: '{"id":3}',
    }));
    expect(answer).toEqual({ status: 201, body: '{"id":3}', isReplay: false });
  });
});
