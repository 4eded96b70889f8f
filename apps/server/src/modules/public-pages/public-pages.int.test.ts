/**
 * Public token pages (issue 17 "Build" 1–4, "Bad input"): tokens stored only as their hash, bound to
 * purpose, object and organisation, expiring and revocable; every wrong token (guessed, expired,
 * revoked, another purpose or object) answers the spec's not-found text and never data; public calls
 * are rate-limited per address. The accounting fields page, the cash submission (entered with no
 * creator, confirmed by a user of the parish, Idempotency-Key honoured) and the stop-cash link.
 * Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
import { DISBURSEMENT_MESSAGES } from '@kollekta/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { PUBLIC_PAGE_MESSAGES } from './public-pages-messages';
import {
  hashPublicToken,
  issuePublicToken,
  PUBLIC_TOKEN_LIMIT,
  type PublicTokenPurpose,
} from './public-tokens';

const NOT_FOUND = 'Sammlung nicht gefunden. Der Link ist entweder abgelaufen oder falsch.';
const API = '/api/v2/';
const DAY_MS = 24 * 3600_000;

let server: TestServer;
let lauffen: number;
let brackenheim: number;
let cashPlan: number;
let brackenheimPlan: number;
const tokens: Record<string, string> = {};
let nextAddress = 0;
const freshAddress = () => `10.17.${Math.floor(++nextAddress / 250)}.${nextAddress % 250}`;

const orgUrl = (id: number) => `http://localhost:80/api/v2/organization/${id}/`;
const planBody = (organization: number, name: string) => ({
  name,
  type: 'collection',
  collection_variant: 'inner',
  start: '2026-11-20T09:30:00Z',
  end: '2026-12-31T22:59:00Z',
  organization: orgUrl(organization),
  location: null,
  inherit: false,
  foreign: false,
  date: null,
  allow_recurring: false,
  targets: ['KB', 'GC'],
  display: {},
  meta: {},
});

async function createPlan(token: string, organization: number, name: string): Promise<number> {
  const response = await server.call({
    method: 'POST',
    url: `${API}collection_plan/`,
    payload: planBody(organization, name),
    token,
  });
  if (response.statusCode !== 201) throw new Error(`plan: ${response.body}`);
  return (response.json() as { id: number }).id;
}

beforeAll(async () => {
  server = await startTestServer({ trustedProxies: '127.0.0.1' });
  lauffen = server.world.ids.parish;
  brackenheim = server.world.ids.neighbourParish;
  for (const name of ['gemeinde', 'kasse', 'kasse2', 'nachbar', 'planer'])
    tokens[name] = await server.login(name);
  cashPlan = await createPlan(tokens.planer ?? '', lauffen, 'Link-Sammlung Lauffen');
  brackenheimPlan = await createPlan(tokens.nachbar ?? '', brackenheim, 'Link-Sammlung Brackenheim');
}, 180_000);
afterAll(() => server?.close());

const issue = (purpose: PublicTokenPurpose, objectId: number, organizationId = lauffen, validDays?: number) =>
  issuePublicToken(server.context.db, {
    purpose,
    objectId,
    organizationId,
    createdBy: null,
    now: server.clock.now(),
    ...(validDays === undefined ? {} : { validDays }),
  });

function publicCall(
  method: 'GET' | 'PATCH' | 'POST',
  path: string,
  payload?: unknown,
  options: { address?: string; headers?: Record<string, string> } = {},
) {
  return server.call({
    method,
    url: `${API}${path}`,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    headers: { 'x-forwarded-for': options.address ?? freshAddress(), ...options.headers },
  });
}

describe('tokens', () => {
  it('stores only the hash of at least 128 random bits and builds the pages’ links', async () => {
    const { token, expiresAt } = await issue('accounting_fields', cashPlan);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(expiresAt.getTime() - server.clock.now().getTime()).toBe(30 * DAY_MS);
    const rows = await server.context.db.selectFrom('public_token').select('token_hash').execute();
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
    expect(rows.some((row) => row.token_hash === hashPublicToken(token))).toBe(true);
    const { publicPageUrl } = await import('./public-tokens');
    expect(publicPageUrl('https://k.test', 'cash_payment', 'abc', 7)).toBe(
      'https://k.test/#/cash_payment_submission/abc/',
    );
    expect(publicPageUrl('https://k.test/', 'stop_cash_payments', 'abc', 7)).toBe(
      'https://k.test/#/securely_stop_cash_payments/abc/?organization_id=7',
    );
    expect(publicPageUrl('https://k.test', 'accounting_fields', 'abc', 7)).toBe(
      'https://k.test/#/misc/accounting_fields/abc',
    );
  });

  it('answers the same text and no data for guessed, expired, revoked and other-purpose tokens', async () => {
    const expired = await issue('accounting_fields', cashPlan, lauffen, 1);
    const revoked = await issue('accounting_fields', cashPlan);
    await server.context.db
      .updateTable('public_token')
      .set({ revoked_at: server.clock.now() })
      .where('token_hash', '=', hashPublicToken(revoked.token))
      .execute();
    const cashToken = await issue('cash_payment', cashPlan);
    server.clock.advance(2 * DAY_MS);
    try {
      for (const token of ['x'.repeat(43), 'kurz', expired.token, revoked.token, cashToken.token]) {
        const response = await publicCall('GET', `collection_plan/fill_accounting_fields/${token}/`);
        expect(response.statusCode, token).toBe(404);
        expect(response.json()).toEqual({ detail: NOT_FOUND });
      }
      const patched = await publicCall('PATCH', `collection_plan/fill_accounting_fields/${revoked.token}/`, {
        meta: { accounting: { Kostenstelle: 'nein' } },
      });
      expect(patched.json()).toEqual({ detail: NOT_FOUND });
    } finally {
      server.clock.advance(-2 * DAY_MS);
    }
  });

  it('rate-limits the public calls per address, right or wrong', async () => {
    const address = freshAddress();
    const { token } = await issue('cash_payment', cashPlan);
    for (let index = 0; index < PUBLIC_TOKEN_LIMIT.limit; index += 1) {
      const response = await publicCall('GET', `collection_plan/cash_payment/${'y'.repeat(43)}/`, undefined, {
        address,
      });
      expect(response.statusCode).toBe(404);
    }
    const refused = await publicCall('GET', `collection_plan/cash_payment/${token}/`, undefined, { address });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: PUBLIC_PAGE_MESSAGES.tooManyRequests });
    const other = await publicCall('GET', `collection_plan/cash_payment/${token}/`);
    expect(other.statusCode).toBe(200);
  });

  it('lists, creates and revokes links for administrators only, never showing a token', async () => {
    const created = await server.call({
      method: 'POST',
      url: `${API}organization/${lauffen}/public_tokens/`,
      payload: { purpose: 'cash_payment', object_id: cashPlan },
      token: tokens.gemeinde,
    });
    expect(created.statusCode, created.body).toBe(201);
    const link = created.json() as { id: number; url: string; state: string; object_name: string };
    expect(link.state).toBe('active');
    expect(link.object_name).toBe('Link-Sammlung Lauffen');
    const token = link.url.split('/cash_payment_submission/')[1]?.replace(/\/$/, '') ?? '';
    expect((await publicCall('GET', `collection_plan/cash_payment/${token}/`)).statusCode).toBe(200);

    const list = await server.call({
      method: 'GET',
      url: `${API}organization/${lauffen}/public_tokens/`,
      token: tokens.gemeinde,
    });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(token);
    expect((list.json() as { id: number }[]).map((row) => row.id)).toContain(link.id);

    for (const [name, status] of [
      ['kasse', 403],
      ['nachbar', 404],
    ] as const) {
      const listed = await server.call({
        method: 'GET',
        url: `${API}organization/${lauffen}/public_tokens/`,
        token: tokens[name],
      });
      expect(listed.statusCode, name).toBe(status);
      const revokedBy = await server.call({
        method: 'POST',
        url: `${API}public_token/${link.id}/revoke/`,
        token: tokens[name],
      });
      expect(revokedBy.statusCode, name).toBe(status);
    }
    // another parish's plan is no object of Lauffen
    const foreign = await server.call({
      method: 'POST',
      url: `${API}organization/${lauffen}/public_tokens/`,
      payload: { purpose: 'cash_payment', object_id: brackenheimPlan },
      token: tokens.gemeinde,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ object_id: [PUBLIC_PAGE_MESSAGES.objectNotHere] });

    const revoke = await server.call({
      method: 'POST',
      url: `${API}public_token/${link.id}/revoke/`,
      token: tokens.gemeinde,
    });
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json()).toMatchObject({ id: link.id, state: 'revoked' });
    const again = await server.call({
      method: 'POST',
      url: `${API}public_token/${link.id}/revoke/`,
      token: tokens.gemeinde,
    });
    expect(again.statusCode).toBe(409);
    const page = await publicCall('GET', `collection_plan/cash_payment/${token}/`);
    expect(page.json()).toEqual({ detail: NOT_FOUND });
    const audit = await server.context.db
      .selectFrom('audit_log')
      .select('action')
      .where('object_type', '=', 'public_token')
      .where('object_id', '=', String(link.id))
      .execute();
    expect(audit.map((row) => row.action).sort()).toEqual(['public_token.created', 'public_token.revoked']);
  });
});

describe('accounting fields page', () => {
  it('shows the organisation’s fields without the confirmed ones and saves them trimmed', async () => {
    await sql`
      update organization
      set settings_local = jsonb_set(coalesce(settings_local, '{}'::jsonb), '{accounting}',
        ${JSON.stringify({
          extra_fields: [
            { name: 'Kostenstelle', type: 'text', value: '' },
            { name: 'Sachkonto', type: 'text', value: '' },
            { name: 'Geprüft', type: 'confirmed', value: '' },
          ],
        })}::jsonb)
      where id = ${lauffen}`.execute(server.context.db);
    const { token } = await issue('accounting_fields', cashPlan);
    const path = `collection_plan/fill_accounting_fields/${token}/`;
    const page = await publicCall('GET', path);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toEqual({
      id: cashPlan,
      name: 'Link-Sammlung Lauffen',
      organization_name: expect.any(String),
      fields: [
        { name: 'Kostenstelle', type: 'text', value: null },
        { name: 'Sachkonto', type: 'text', value: null },
      ],
    });

    const tooLong = await publicCall('PATCH', path, { meta: { accounting: { Sachkonto: 'x'.repeat(101) } } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ 'meta.accounting.Sachkonto': ['max. 100 Zeichen'] });
    const hidden = await publicCall('PATCH', path, { meta: { accounting: { Geprüft: 'ja' } } });
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json()).toEqual({ 'meta.accounting.Geprüft': ['Die eingegebenen Daten sind fehlerhaft.'] });

    const saved = await publicCall('PATCH', path, {
      meta: { accounting: { Kostenstelle: '  4711  ', Sachkonto: '   ' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as { fields: unknown[] }).fields).toEqual([
      { name: 'Kostenstelle', type: 'text', value: '4711' },
      { name: 'Sachkonto', type: 'text', value: null },
    ]);
    const plan = await server.context.db
      .selectFrom('collection_plan')
      .select('meta')
      .where('id', '=', cashPlan)
      .executeTakeFirstOrThrow();
    expect(plan.meta.accounting).toEqual({ Kostenstelle: '4711', Sachkonto: null });
    const audit = await server.context.db
      .selectFrom('audit_log')
      .select(['actor_user_id', 'data'])
      .where('action', '=', 'collection_plan.accounting_filled')
      .where('object_id', '=', String(cashPlan))
      .executeTakeFirstOrThrow();
    expect(audit.actor_user_id).toBeNull();
    expect(audit.data).toMatchObject({ via: 'public_link', accounting: { Kostenstelle: '4711' } });
  });

  it('refuses a link of another object than the one the caller names', async () => {
    const { resolvePublicToken } = await import('./public-tokens');
    const { token } = await issue('accounting_fields', cashPlan);
    await expect(
      resolvePublicToken(server.context.db, {
        token,
        purpose: 'accounting_fields',
        objectId: brackenheimPlan,
        now: server.clock.now(),
      }),
    ).rejects.toThrow(NOT_FOUND);
  });
});

describe('cash submission page', () => {
  it('enters cash as the cash dialog would, without a creator, confirmed by a user of the parish', async () => {
    const { token } = await issue('cash_payment', cashPlan);
    const path = `collection_plan/cash_payment/${token}/`;
    const page = await publicCall('GET', path);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ name: 'Link-Sammlung Lauffen', currency: 'EUR' });

    const badAmount = await publicCall('POST', path, { amount: 'zwölf' });
    expect(badAmount.statusCode).toBe(400);
    expect(Object.keys(badAmount.json() as object)).toEqual(['amount']);
    const mismatch = await publicCall('POST', path, {
      amount: '30.00',
      meta: { cash: { split: { '1000': 2 } } },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(Object.keys(mismatch.json() as object)).toEqual(['amount']);
    const badCoin = await publicCall('POST', path, { amount: '0.03', meta: { cash: { split: { '3': 1 } } } });
    expect(badCoin.statusCode).toBe(400);
    const wrongCurrency = await publicCall('POST', path, { amount: '5.00', currency: 'CHF' });
    expect(wrongCurrency.json()).toEqual({ currency: [PUBLIC_PAGE_MESSAGES.wrongCurrency] });

    const body = {
      amount: '25.50',
      currency: 'EUR',
      collection_datetime: '2026-11-20T09:45:00Z',
      meta: { cash: { split: { '2000': 1, '500': 1, '50': 1 } } },
    };
    const headers = { 'idempotency-key': 'bar-1' };
    const first = await publicCall('POST', path, body, { headers });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ amount: '25.50', currency: 'EUR' });
    const repeat = await publicCall('POST', path, body, { headers });
    expect(repeat.statusCode).toBe(201);
    expect(repeat.json()).toEqual(first.json());
    const otherBody = await publicCall('POST', path, { ...body, amount: '20.50' }, { headers });
    expect(otherBody.statusCode).toBe(409);

    const rows = await server.context.db
      .selectFrom('cash_payment')
      .select(['id', 'created_by', 'state', 'amount_cents'])
      .where('plan_id', '=', cashPlan)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ created_by: null, state: 'entered', amount_cents: 2550 });
    const confirm = await server.call({
      method: 'PATCH',
      url: `${API}cash/cash_payment/${rows[0]?.id}/confirm/`,
      payload: { amount: '25.50' },
      token: tokens.kasse,
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
  });

  it('enters cash once for two requests with the same Idempotency-Key at the same time', async () => {
    const plan = await createPlan(tokens.planer ?? '', lauffen, 'Link-Sammlung doppelt');
    const { token } = await issue('cash_payment', plan);
    const send = () =>
      publicCall(
        'POST',
        `collection_plan/cash_payment/${token}/`,
        { amount: '10.00', collection_datetime: '2026-11-20T09:45:00Z' },
        { headers: { 'idempotency-key': 'gleichzeitig' } },
      );
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual(
      answers.some((answer) => answer.statusCode === 409) ? [201, 409] : [201, 201],
    );
    const rows = await server.context.db
      .selectFrom('cash_payment')
      .select('id')
      .where('plan_id', '=', plan)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses another parish’s token and a link whose plan does not reach its organisation', async () => {
    const { token } = await issue('cash_payment', brackenheimPlan, lauffen);
    const response = await publicCall('POST', `collection_plan/cash_payment/${token}/`, { amount: '5.00' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json() as object)).toEqual(['plan']);
  });
});

describe('stop cash payments link', () => {
  async function openOrder() {
    return server.context.db
      .selectFrom('disbursement_order as d')
      .select(['d.id', 'd.plan_id'])
      .where('d.organization_id', '=', lauffen)
      .where('d.stop_cash_payments', 'is', null)
      .where('d.state', 'in', ['in_progress', 'ready'])
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('cash_payment as c')
              .select('c.id')
              .whereRef('c.plan_id', '=', 'd.plan_id')
              .whereRef('c.organization_id', '=', 'd.organization_id')
              .where('c.state', '=', 'entered'),
          ),
        ),
      )
      .orderBy('d.id')
      .executeTakeFirstOrThrow();
  }

  it('shows the summary and closes the cash once', async () => {
    const order = await openOrder();
    const { token } = await issue('stop_cash_payments', order.id);
    const path = `disbursementorder/order/secure_link/${token}/${lauffen}/`;
    const wrongOrganization = await publicCall(
      'GET',
      `disbursementorder/order/secure_link/${token}/${brackenheim}/`,
    );
    expect(wrongOrganization.statusCode).toBe(404);
    expect(wrongOrganization.json()).toEqual({ detail: NOT_FOUND });

    const summary = await publicCall('GET', path);
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json()).toMatchObject({
      id: order.id,
      stop_cash_payments: null,
      currency_symbol: '€',
      collection_name: expect.any(String),
      organization_name: expect.any(String),
    });
    const stopped = await publicCall('PATCH', path);
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect((stopped.json() as { stop_cash_payments: string | null }).stop_cash_payments).not.toBeNull();
    const again = await publicCall('PATCH', path);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: DISBURSEMENT_MESSAGES.alreadyStopped });
    const row = await server.context.db
      .selectFrom('disbursement_order')
      .select(['stopped_by', 'stop_cash_payments'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row.stopped_by).toBeNull();
    expect(row.stop_cash_payments).not.toBeNull();
  });

  it('does not take a cash link or an accounting link as a stop-cash link', async () => {
    const order = await openOrder();
    for (const purpose of ['cash_payment', 'accounting_fields'] as const) {
      const { token } = await issue(purpose, order.id);
      const response = await publicCall('PATCH', `disbursementorder/order/secure_link/${token}/${lauffen}/`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: NOT_FOUND });
    }
    const unchanged = await server.context.db
      .selectFrom('disbursement_order')
      .select('stop_cash_payments')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(unchanged.stop_cash_payments).toBeNull();
  });
});
