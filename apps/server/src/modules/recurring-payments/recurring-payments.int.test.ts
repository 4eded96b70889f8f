/**
 * Recurring donations (administration.md §2 "Lists", §4, §7, §8): the list of an organisation and
 * those below it, paged, for administrators and above only; stopping once (a second stop is 409),
 * on the locked row, with its audit entry and the mails; and the donor's stop by the token of the
 * link in their mail (a wrong token is 404, nothing about the gift is answered).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { API, type Caller, callerOf } from '../planning/planning.test-support';
import { findPlanOf, insertRecurringGift, type TestGift } from './donor-lists.test-support';

let server: TestServer;
let gemeinde: Caller;
let bezirk: Caller;
let kasse: Caller;
let nachbar: Caller;
let admin: Caller;
let landeskirche: Caller;
let root: number;
let lauffen: number;
let brackenheim: number;
let district: number;
const gifts: Record<'anna' | 'bernd' | 'clara' | 'nachbarGift', TestGift> = {} as never;

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.context;
  ({ parish: lauffen, neighbourParish: brackenheim, district, root } = server.world.ids);
  [gemeinde, bezirk, kasse, nachbar, admin, landeskirche] = await Promise.all([
    callerOf(server, 'gemeinde'),
    callerOf(server, 'bezirk'),
    callerOf(server, 'kasse'),
    callerOf(server, 'nachbar'),
    callerOf(server, 'admin'),
    callerOf(server, 'landeskirche'),
  ]);
  const plan = await findPlanOf(db, lauffen);
  gifts.anna = await insertRecurringGift(db, {
    organizationId: lauffen,
    planId: plan,
    name: 'Anna Test',
    amountCents: 2500,
    schedule: 'monthly',
    createdAt: '2026-11-18T09:00:00Z',
  });
  gifts.bernd = await insertRecurringGift(db, {
    organizationId: lauffen,
    planId: plan,
    name: 'Bernd Test',
    email: null,
    amountCents: 10000,
    schedule: 'yearly',
    createdAt: '2026-11-19T09:00:00Z',
  });
  gifts.clara = await insertRecurringGift(db, {
    organizationId: lauffen,
    planId: plan,
    name: 'Clara Test',
    amountCents: 1234,
    schedule: 'quarterly',
    createdAt: '2026-11-19T10:00:00Z',
  });
  gifts.nachbarGift = await insertRecurringGift(db, {
    organizationId: brackenheim,
    planId: await findPlanOf(db, brackenheim),
    name: 'Dora Nachbar',
    createdAt: '2026-11-17T09:00:00Z',
    withMandate: false,
  });
  await db
    .insertInto('contact')
    .values({
      organization_id: lauffen,
      email: 'dauerspenden@lauffen.kirche.example',
      name: 'Kirchenpflege Lauffen',
      types: ['recurring_payments'],
    })
    .execute();
});
afterAll(() => server.close());

type Page = {
  count: number;
  next: string | null;
  previous: string | null;
  results: Record<string, unknown>[];
};

const listUrl = (organization: number, extra = '') =>
  `${API}payment/recurring_payment/?organization=${organization}${extra}`;
const cancelUrl = (id: number) => `${API}payment/recurring_payment/${id}/cancel/`;

async function countBelow(organizationId: number): Promise<number> {
  const row = await sql<{ count: string | number }>`
    select count(*) as count from recurring_payment r join organization o on o.id = r.organization_id
    where o.path like (select path from organization where id = ${organizationId}) || '%'`.execute(
    server.context.db,
  );
  return Number(row.rows[0]?.count);
}

async function mailsTo(recipient: string) {
  return server.context.db
    .selectFrom('mail_outbox')
    .select(['subject', 'body_text'])
    .where('recipient', '=', recipient)
    .execute();
}

describe('GET payment/recurring_payment/?organization=', () => {
  it('lists the organisation’s recurring donations with the spec’s fields, newest first', async () => {
    const response = await gemeinde.get(listUrl(lauffen));
    expect(response.statusCode).toBe(200);
    const page = response.json() as Page;
    expect(page.count).toBe(await countBelow(lauffen));
    const ids = page.results.map((row) => row.id);
    expect(ids.indexOf(gifts.clara.id)).toBeLessThan(ids.indexOf(gifts.bernd.id));
    expect(ids.indexOf(gifts.bernd.id)).toBeLessThan(ids.indexOf(gifts.anna.id));
    expect(ids).not.toContain(gifts.nachbarGift.id);
    const anna = page.results.find((row) => row.id === gifts.anna.id);
    expect(anna).toMatchObject({
      url: `http://localhost:80/api/v2/payment/recurring_payment/${gifts.anna.id}/`,
      created_at: '2026-11-18T09:00:00.000Z',
      schedule: 'monthly',
      email: 'anna@spender.example',
      name: 'Anna Test',
      amount: '25.00',
      currency: 'EUR',
      collection_type: expect.stringMatching(/^(collection|donation)$/),
      state: 'active',
      cancelled_at: null,
      organization: { id: lauffen, name: 'Ev. Kirchengemeinde Lauffen' },
      can_cancel: true,
    });
    expect(anna?.collection_name).toBe((anna?.plan as { name: string } | undefined)?.name);
    // the gift's token or its hash never leaves the server
    expect(JSON.stringify(page)).not.toMatch(/token|hash/);
  });

  it('holds the organisations below: the district sees Lauffen’s, the regional church Brackenheim’s too', async () => {
    const districtPage = (await bezirk.get(listUrl(district, '&limit=200'))).json() as Page;
    const districtIds = districtPage.results.map((row) => row.id);
    expect(districtIds).toContain(gifts.anna.id);
    expect(districtIds).not.toContain(gifts.nachbarGift.id);
    expect(districtPage.count).toBe(await countBelow(district));
    const rootPage = (await landeskirche.get(listUrl(root, '&limit=200'))).json() as Page;
    expect(rootPage.results.map((row) => row.id)).toEqual(
      expect.arrayContaining([gifts.anna.id, gifts.nachbarGift.id]),
    );
    expect(rootPage.count).toBe(await countBelow(root));
  });

  it('pages with limit and offset: {count, next, previous, results}, no row twice', async () => {
    const first = (await gemeinde.get(listUrl(lauffen, '&limit=2'))).json() as Page;
    expect(first.results).toHaveLength(2);
    expect(first.previous).toBeNull();
    expect(first.next).toBe(
      `http://localhost:80/api/v2/payment/recurring_payment/?organization=${lauffen}&limit=2&offset=2`,
    );
    const second = (
      await gemeinde.get(new URL(first.next ?? '').pathname + new URL(first.next ?? '').search)
    ).json() as Page;
    expect(second.previous).toContain('offset=0');
    const seen = [...first.results, ...second.results].map((row) => row.id);
    expect(new Set(seen).size).toBe(seen.length);
    expect(second.count).toBe(first.count);
  });

  it('is for administrators and above: 403 for a user of Lauffen, 404 for another parish, 401 signed out', async () => {
    const refused = await kasse.get(listUrl(lauffen));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      detail: 'Sie haben nicht ausreichend Rechte, um die Dauerspenden dieser Organisation zu sehen.',
    });
    expect((await nachbar.get(listUrl(lauffen))).statusCode).toBe(404);
    expect((await admin.get(listUrl(lauffen))).statusCode).toBe(200);
    const signedOut = await server.call({ method: 'GET', url: listUrl(lauffen) });
    expect(signedOut.statusCode).toBe(401);
    expect((await kasse.get(`${API}payment/recurring_payment/${gifts.anna.id}/`)).statusCode).toBe(404);
  });

  it('answers 400 in German without an organisation', async () => {
    const response = await gemeinde.get(`${API}payment/recurring_payment/`);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toMatch(/organization/);
  });
});

describe('POST payment/recurring_payment/{id}/cancel/', () => {
  it('stops a gift once: cancelled with time and user, audited, mailed; a second stop is 409', async () => {
    const response = await gemeinde.post(cancelUrl(gifts.anna.id), undefined);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: gifts.anna.id, state: 'cancelled', can_cancel: false });
    const row = await server.context.db
      .selectFrom('recurring_payment')
      .selectAll()
      .where('id', '=', gifts.anna.id)
      .executeTakeFirstOrThrow();
    const gemeindeId = (
      await server.context.db
        .selectFrom('app_user')
        .select('id')
        .where('username', '=', 'gemeinde')
        .executeTakeFirstOrThrow()
    ).id;
    expect(row.state).toBe('cancelled');
    expect(row.cancelled_at?.toISOString()).toBe('2026-11-20T10:00:00.000Z');
    expect(row.cancelled_by).toBe(gemeindeId);
    const audit = await server.context.db
      .selectFrom('audit_log')
      .select(['actor_user_id', 'action'])
      .where('object_type', '=', 'recurring_payment')
      .where('object_id', '=', String(gifts.anna.id))
      .execute();
    expect(audit).toEqual([{ actor_user_id: gemeindeId, action: 'recurring_payment.cancelled' }]);
    const [donorMail] = await mailsTo('anna@spender.example');
    expect(donorMail?.subject).toBe('Ihre Dauerspende wurde beendet');
    expect(donorMail?.body_text).toMatch(/25,00\s€/);
    expect(donorMail?.body_text).toContain('monatlich');
    const [contactMail] = await mailsTo('dauerspenden@lauffen.kirche.example');
    expect(contactMail?.body_text).toContain('Anna Test');

    const again = await gemeinde.post(cancelUrl(gifts.anna.id), undefined);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'Diese Dauerspende wurde bereits beendet.' });
    expect(await mailsTo('anna@spender.example')).toHaveLength(1);
  });

  it('two stops at once: one succeeds, the other is 409', async () => {
    const [a, b] = await Promise.all([
      gemeinde.post(cancelUrl(gifts.bernd.id), undefined),
      bezirk.post(cancelUrl(gifts.bernd.id), undefined),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const audits = await server.context.db
      .selectFrom('audit_log')
      .select('id')
      .where('object_type', '=', 'recurring_payment')
      .where('object_id', '=', String(gifts.bernd.id))
      .execute();
    expect(audits).toHaveLength(1);
  });

  it('refuses whoever may not: 404 for another parish and for a user of Lauffen, nothing changes', async () => {
    expect((await nachbar.post(cancelUrl(gifts.clara.id), undefined)).statusCode).toBe(404);
    expect((await kasse.post(cancelUrl(gifts.clara.id), undefined)).statusCode).toBe(404);
    const notFound = await gemeinde.post(cancelUrl(2_000_000), undefined);
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toEqual({ detail: 'Dauerspende nicht gefunden.' });
    const row = await server.context.db
      .selectFrom('recurring_payment')
      .select('state')
      .where('id', '=', gifts.clara.id)
      .executeTakeFirstOrThrow();
    expect(row.state).toBe('active');
  });
});

describe('POST public/recurring_payment/cancel/ (the donor’s link)', () => {
  const publicCancel = (token: string) =>
    server.call({ method: 'POST', url: `${API}public/recurring_payment/cancel/`, payload: { token } });

  it('answers 404 in German for a wrong token and tells nothing', async () => {
    const response = await publicCancel('x'.repeat(43));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      detail:
        'Dieser Link ist ungültig. Bitte prüfen Sie, ob Sie ihn vollständig aus der E-Mail übernommen haben.',
    });
  });

  it('stops the gift of the token, once, without sign-in; the answer holds no donor data', async () => {
    const response = await publicCancel(gifts.clara.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'Die Dauerspende wurde erfolgreich beendet.' });
    const row = await server.context.db
      .selectFrom('recurring_payment')
      .select(['state', 'cancelled_by'])
      .where('id', '=', gifts.clara.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ state: 'cancelled', cancelled_by: null });
    const [mail] = await mailsTo('clara@spender.example');
    expect(mail?.body_text).toContain('über den Link');
    const again = await publicCancel(gifts.clara.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'Diese Dauerspende wurde bereits beendet.' });
  });

  it('is rate-limited per client address: 429 in German with Retry-After', async () => {
    let last = await publicCancel('y'.repeat(43));
    for (let attempt = 0; attempt < 12 && last.statusCode !== 429; attempt++) {
      last = await publicCancel('y'.repeat(43));
    }
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({
      detail:
        'Von Ihrem Anschluss kamen in kurzer Zeit zu viele Anfragen. Bitte warten Sie eine Weile und versuchen Sie es dann erneut.',
    });
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    // an hour later the donor is let through again
    server.clock.advance(60 * 60 * 1000 + 1000);
    expect((await publicCancel('y'.repeat(43))).statusCode).toBe(404);
  });
});

describe('GET organization/{id}/donor_lists/', () => {
  it('offers the lists whose module is on, to administrators only', async () => {
    const lists = (await gemeinde.get(`${API}organization/${lauffen}/donor_lists/`)).json();
    expect(lists).toEqual({ recurring_payments: true, information_requests: true });
    expect((await kasse.get(`${API}organization/${lauffen}/donor_lists/`)).json()).toEqual({
      recurring_payments: false,
      information_requests: false,
    });
    // Brackenheim has neither module switched on
    expect((await nachbar.get(`${API}organization/${brackenheim}/donor_lists/`)).json()).toEqual({
      recurring_payments: false,
      information_requests: false,
    });
    expect((await nachbar.get(`${API}organization/${lauffen}/donor_lists/`)).statusCode).toBe(404);
  });
});
