/**
 * An edit racing a confirmation (issue 11, finding 2): `kasse` changes the amount of her entry while
 * `kasse2` confirms it, both at the same moment over HTTP. Exactly one of the two may win, and the
 * income booked by a confirmation always equals the stored cash record. Real concurrency: on
 * PostgreSQL the two requests run on two connections; on PGlite they interleave on its one session.
 */
import type { CashPayment } from '@kollekta/contract';
import { CASH_MESSAGES } from '@kollekta/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { runningCashPlanBody } from './cash.test-support';

const API = '/api/v2/';
const ROUNDS = 40;

let server: TestServer;
let kasseToken: string;
let kasse2Token: string;
let plan: number;

const call = (token: string, method: 'POST' | 'PATCH', url: string, payload?: Record<string, unknown>) =>
  server.call({ method, url: `${API}${url}`, token, ...(payload === undefined ? {} : { payload }) });

beforeAll(async () => {
  server = await startTestServer();
  kasseToken = await server.login('kasse');
  kasse2Token = await server.login('kasse2');
  const created = await call(
    await server.login('planer'),
    'POST',
    'collection_plan/',
    runningCashPlanBody(server.world.ids.parish, { name: 'Wettlauf' }),
  );
  expect(created.statusCode, created.body).toBe(201);
  plan = created.json().id;
});
afterAll(() => server.close());

/** What the confirmer says they saw: the version, the amount, or nothing (the spec's bare call). */
const SEEN = [{ version: 1 }, { amount: '100.00' }, undefined] as const;

describe('an edit racing a confirmation', () => {
  it(`books exactly what is stored, ${ROUNDS} rounds`, async () => {
    const outcomes = { editWon: 0, confirmWon: 0 };
    for (let round = 0; round < ROUNDS; round += 1) {
      // each round on its own second, so that its booked income is found by its time
      const collectedAt = new Date(Date.parse('2026-11-20T09:40:00Z') + round * 1000).toISOString();
      const entered = await call(kasseToken, 'POST', 'cash/cash_payment/', {
        amount: '100.00',
        plan,
        organization: server.world.ids.parish,
        collection_datetime: collectedAt,
      });
      expect(entered.statusCode, entered.body).toBe(201);
      const payment: CashPayment = entered.json();

      const editing = () =>
        call(kasseToken, 'PATCH', `cash/cash_payment/${payment.id}/`, { amount: '1.00', version: 1 });
      const confirming = () =>
        call(kasse2Token, 'PATCH', `cash/cash_payment/${payment.id}/confirm/`, SEEN[round % SEEN.length]);
      // who starts first alternates, so that both orders are raced (here each won 13 to 27 of 40)
      const [edit, confirm] =
        round % 2 === 0
          ? await Promise.all([editing(), confirming()])
          : await Promise.all([confirming(), editing()]).then(
              ([confirmed, edited]) => [edited, confirmed] as const,
            );

      const stored = await server.context.db
        .selectFrom('cash_payment')
        .select(['amount_cents', 'state'])
        .where('id', '=', payment.id)
        .executeTakeFirstOrThrow();
      const booked = await server.context.db
        .selectFrom('payment')
        .select('amount_cents')
        .where('collection_plan_id', '=', plan)
        .where('type', '=', 'cash')
        .where('created_at', '=', new Date(collectedAt))
        .execute();
      const statuses = `round ${round}: edit ${edit.statusCode} ${edit.body}, confirm ${confirm.statusCode} ${confirm.body}`;

      if (confirm.statusCode === 200) {
        // the confirmation came first: the edit found it confirmed, and 100.00 is booked and stored
        expect(edit.statusCode, statuses).toBe(409);
        expect(edit.json(), statuses).toEqual({ detail: CASH_MESSAGES.alreadyConfirmed });
        expect(stored, statuses).toEqual({ amount_cents: 10000, state: 'processed' });
        expect(booked, statuses).toEqual([{ amount_cents: 10000 }]);
        expect(confirm.json(), statuses).toMatchObject({ amount: '100.00', state: 'processed' });
        outcomes.confirmWon += 1;
      } else {
        // the edit came first: the confirmer saw 100.00, so nothing is booked and it waits
        expect(edit.statusCode, statuses).toBe(200);
        expect(confirm.statusCode, statuses).toBe(409);
        expect(confirm.json(), statuses).toEqual({ detail: CASH_MESSAGES.changedMeanwhile });
        expect(stored, statuses).toEqual({ amount_cents: 100, state: 'entered' });
        expect(booked, statuses).toEqual([]);
        outcomes.editWon += 1;
      }
    }
    expect(outcomes.editWon + outcomes.confirmWon).toBe(ROUNDS);
  });
});
