/**
 * The donation meter (planning.md §4, §5, §6, §9; administration.md §8): superusers only, only for
 * plans in the donation app, one per plan (400 with the spec's warning), the public reading with the
 * plan's collected sum and CORS for its domains plus the two donation sites, and deletion.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { recordPayments } from '../income';

const API = '/api/v2/';
let server: TestServer;
const tokens = new Map<string, string>();
let lauffen: number;

async function call(
  username: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  let token = tokens.get(username);
  if (!token) {
    token = await server.login(username);
    tokens.set(username, token);
  }
  return server.call({ method, url: `${API}${url}`, token, ...(payload ? { payload } : {}) });
}

async function createPlan(name: string, targets: string[]) {
  const response = await call('planer', 'POST', 'collection_plan/', {
    name,
    type: 'donation',
    collection_variant: null,
    start: '2026-11-21T09:00:00Z',
    end: null,
    organization: String(lauffen),
    location: null,
    inherit: false,
    foreign: false,
    date: null,
    allow_recurring: false,
    targets,
    display: {},
    meta: {},
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; name: string };
}

const readMeter = (token: string, origin?: string) =>
  server.call({
    method: 'GET',
    url: `${API}donation_meter/${token}/`,
    ...(origin ? { headers: { origin } } : {}),
  });

const meterBody = {
  donation_goal: '10000.00',
  allowed_origins: ['www.kirche-lauffen.example', 'Kirche-Lauffen.example'],
};

let plan: { id: number; name: string };

beforeAll(async () => {
  server = await startTestServer();
  lauffen = server.world.ids.parish;
  plan = await createPlan('Neue Orgel', ['WS', 'KB']);
});
afterAll(() => server.close());

describe('setting up (superusers, plans in the donation app)', () => {
  it('refuses everyone but superusers', async () => {
    for (const username of ['gemeinde', 'planer', 'kasse']) {
      const response = await call(username, 'POST', `collection_plan/${plan.id}/donation_meter/`, meterBody);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        detail: 'Nur Plattform-Administratoren können ein Spendenbarometer einrichten.',
      });
    }
  });

  it('refuses a plan that does not run in the donation app', async () => {
    const other = await createPlan('Nur Kollekten-App', ['WA', 'KB']);
    const response = await call('admin', 'POST', `collection_plan/${other.id}/donation_meter/`, meterBody);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      plan: ['Ein Spendenbarometer gibt es nur für Sammlungen, die in der Spenden-App laufen.'],
    });
  });

  it.each([
    [
      'a domain that is no host name',
      { allowed_origins: ['www.kirche.example/spenden'] },
      'allowed_origins',
      'Bitte geben Sie nur gültige Domainnamen ein',
    ],
    [
      'a goal of 0',
      { donation_goal: '0.00' },
      'donation_goal',
      'Bitte geben Sie ein Spendenziel über 0 ein.',
    ],
    [
      'a goal that is no amount',
      { donation_goal: 'zehntausend' },
      'donation_goal',
      'Bitte geben Sie ein Spendenziel über 0 ein.',
    ],
  ])('refuses %s', async (_name, overrides, field, message) => {
    const response = await call('admin', 'POST', `collection_plan/${plan.id}/donation_meter/`, {
      ...meterBody,
      ...overrides,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ [field]: [message] });
  });

  it('creates it with a secret token, saved in the plan’s meta, and refuses a second one', async () => {
    const response = await call('admin', 'POST', `collection_plan/${plan.id}/donation_meter/`, meterBody);
    expect(response.statusCode, response.body).toBe(201);
    const meter = response.json();
    expect(meter).toMatchObject({
      plan_id: plan.id,
      donation_goal: '10000.00',
      allowed_origins: ['www.kirche-lauffen.example', 'kirche-lauffen.example'],
      cors_origins: [
        'https://www.kirche-lauffen.example',
        'https://kirche-lauffen.example',
        'http://kollekta.test',
        'https://spenden.kollekta.de',
      ],
    });
    expect(meter.secret_token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(meter.url).toBe(`http://kollekta.test/api/v2/donation_meter/${meter.secret_token}/`);

    const seen = (await call('gemeinde', 'GET', `collection_plan/${plan.id}/`)).json();
    expect(seen.meta.donation_meter).toEqual({
      donation_goal: '10000.00',
      allowed_origins: ['www.kirche-lauffen.example', 'kirche-lauffen.example'],
      secret_token: meter.secret_token,
    });
    const stored = await server.context.db
      .selectFrom('collection_plan')
      .select('meta')
      .where('id', '=', plan.id)
      .executeTakeFirstOrThrow();
    expect(stored.meta.donation_meter).toMatchObject({ donation_goal_cents: 1_000_000 });

    const again = await call('admin', 'POST', `collection_plan/${plan.id}/donation_meter/`, meterBody);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      plan: [
        'Spendenbarometer für "Neue Orgel" existiert bereits. Öffnen Sie "Direktlink", um das Spendenbarometer anzuzeigen.',
      ],
    });
  });

  it('keeps the meter when the plan’s description is edited', async () => {
    const patched = await call('planer', 'PATCH', `collection_plan/${plan.id}/`, {
      meta: { description: { text: 'Für die neue Orgel der Regiswindiskirche' } },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().meta.donation_meter?.donation_goal).toBe('10000.00');
  });
});

describe('the public reading', () => {
  let token: string;

  beforeAll(async () => {
    const seen = (await call('admin', 'GET', `collection_plan/${plan.id}/`)).json();
    token = seen.meta.donation_meter.secret_token;
    const payment = {
      dst_organization_id: lauffen,
      fee_cents: 10,
      currency: 'EUR',
      type: 'ecom',
      online_payment_type: 'paypal',
      is_reconciled: false,
      device_id: null,
      collection_plan_id: plan.id,
      count: 1,
    } as const;
    await recordPayments(server.context, [
      { ...payment, created_at: new Date('2026-11-20T08:00:00Z'), amount_cents: 2500, state: 'completed' },
      { ...payment, created_at: new Date('2026-11-20T08:30:00Z'), amount_cents: 10_050, state: 'completed' },
      { ...payment, created_at: new Date('2026-11-20T09:00:00Z'), amount_cents: 99_900, state: 'reversed' },
    ]);
  });

  it('answers the goal and the sum of the plan’s completed payments, signed out', async () => {
    const response = await readMeter(token);
    expect(response.statusCode, response.body).toBe(200);
    const sums = await sql<{ cents: string | number; donations: string | number }>`
      select coalesce(sum(amount_cents), 0) as cents, coalesce(sum(count), 0) as donations
      from payment where collection_plan_id = ${plan.id} and state = 'completed'`.execute(server.context.db);
    expect(Number(sums.rows[0]?.cents)).toBe(12_550);
    expect(response.json()).toEqual({
      collection: 'Neue Orgel',
      organization: 'Ev. Kirchengemeinde Lauffen',
      donation_goal: '10000.00',
      donation_sum: '125.50',
      currency: 'EUR',
      donations: Number(sums.rows[0]?.donations),
      percent: 1,
    });
  });

  it.each([
    ['https://www.kirche-lauffen.example', true],
    ['http://kirche-lauffen.example', true],
    ['http://kollekta.test', true],
    ['https://spenden.kollekta.de', true],
    ['https://www.andere-gemeinde.example', false],
    ['https://spenden.kollekta.de.evil.example', false],
  ])('allows a browser on %s: %s', async (origin, allowed) => {
    const response = await readMeter(token, origin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(allowed ? origin : undefined);
    expect(response.headers.vary).toContain('Origin');
  });

  it('answers 404 for an unknown token', async () => {
    const response = await readMeter('x'.repeat(32));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Spendenbarometer nicht gefunden.' });
  });
});

describe('changing and removing', () => {
  it('changes the goal and the domains and keeps the token', async () => {
    const before = (await call('admin', 'GET', `collection_plan/${plan.id}/`)).json().meta.donation_meter;
    const response = await call('admin', 'PATCH', `collection_plan/${plan.id}/donation_meter/`, {
      donation_goal: '5000.00',
      allowed_origins: ['gemeinde.example'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      donation_goal: '5000.00',
      allowed_origins: ['gemeinde.example'],
      secret_token: before.secret_token,
    });
    const reading = await readMeter(before.secret_token, 'https://www.kirche-lauffen.example');
    expect(reading.json().donation_goal).toBe('5000.00');
    expect(reading.headers['access-control-allow-origin']).toBeUndefined();
    expect(
      (await call('gemeinde', 'PATCH', `collection_plan/${plan.id}/donation_meter/`, {})).statusCode,
    ).toBe(403);
  });

  it('deletes it: the meta is cleared and the token stops working', async () => {
    const { secret_token: token } = (await call('admin', 'GET', `collection_plan/${plan.id}/`)).json().meta
      .donation_meter;
    expect((await call('gemeinde', 'DELETE', `collection_plan/${plan.id}/donation_meter/`)).statusCode).toBe(
      403,
    );
    expect((await call('admin', 'DELETE', `collection_plan/${plan.id}/donation_meter/`)).statusCode).toBe(
      204,
    );
    expect(
      (await call('admin', 'GET', `collection_plan/${plan.id}/`)).json().meta.donation_meter,
    ).toBeUndefined();
    expect((await readMeter(token)).statusCode).toBe(404);
    const again = await call('admin', 'DELETE', `collection_plan/${plan.id}/donation_meter/`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: 'Für diese Sammlung ist kein Spendenbarometer eingerichtet.' });
    // and a new one can be set up, with a new token
    const created = await call('admin', 'POST', `collection_plan/${plan.id}/donation_meter/`, meterBody);
    expect(created.statusCode).toBe(201);
    expect(created.json().secret_token).not.toBe(token);
  });
});
