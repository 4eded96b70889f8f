/**
 * Creating and changing plans (planning.md §4, §6): the window of a date, edit before and after the
 * start, closing early (a group closes with its parent), deleting before the start only, the archive
 * 30 days after the end, and the audit log.
 */
import type { CollectionPlan } from '@kollekta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { recordPayments } from '../income';
import { type Caller, callerOf, planBody } from './planning.test-support';

let server: TestServer;
let planer: Caller;
let gemeinde: Caller;
let kasse: Caller;
let parish: number;

beforeAll(async () => {
  server = await startTestServer();
  parish = server.world.ids.parish;
  [planer, gemeinde, kasse] = await Promise.all([
    callerOf(server, 'planer'),
    callerOf(server, 'gemeinde'),
    callerOf(server, 'kasse'),
  ]);
});
afterAll(() => server.close());

/** A plan of Lauffen that started half an hour ago (now is 2026-11-20 10:00Z) and runs to the end of the year. */
const running = (overrides = {}) =>
  planBody(parish, {
    name: 'Läuft schon',
    start: '2026-11-20T09:30:00Z',
    end: '2026-12-31T22:59:00Z',
    meta: { description: { text: 'Anfang' }, accounting: { Kostenstelle: '1' } },
    ...overrides,
  });

describe('create for a date (spec §9: "from 18:00 on the previous day to 17:59 six days later")', () => {
  it.each([
    [
      '1. Advent 2026 (winter time)',
      '2026-11-29',
      undefined,
      '2026-11-28T17:00:00.000Z',
      '2026-12-05T16:59:00.000Z',
      '1. Advent',
    ],
    [
      'the Sunday of the switch to summer time (Easter 2027)',
      '2027-03-28',
      undefined,
      '2027-03-27T17:00:00.000Z',
      '2027-04-03T15:59:00.000Z',
      'Ostersonntag',
    ],
    [
      'the Sunday of the switch back, as Reformationstag',
      '2027-10-31',
      'Reformationstag',
      '2027-10-30T16:00:00.000Z',
      '2027-11-06T16:59:00.000Z',
      'Reformationstag',
    ],
    [
      'Heiligabend, a Thursday',
      '2026-12-24',
      undefined,
      '2026-12-23T17:00:00.000Z',
      '2026-12-30T16:59:00.000Z',
      'Heiligabend',
    ],
  ])('%s', async (_name, day, dateName, start, end, expectedName) => {
    const plan = await planer.createPlan(
      planBody(parish, { date: day, date_name: dateName ?? null, start: '2030-01-01T00:00:00Z', end: null }),
    );
    expect(plan).toMatchObject({ start, end, date_day: day, date_name: expectedName, hasStarted: false });
    expect(plan.date).toBe(`http://localhost:80/api/v2/date/${day}/`);
    expect(plan).toMatchObject({ can_edit: true, can_delete: true, can_close: false, can_exclude: false });
  });

  it('takes a date url as the web app sends it, and a custom period without a date', async () => {
    const byUrl = await planer.createPlan(
      planBody(parish, { date: 'http://localhost:80/api/v2/date/2026-12-06/' }),
    );
    expect(byUrl).toMatchObject({ date_name: '2. Advent', start: '2026-12-05T17:00:00.000Z' });
    const custom = await planer.createPlan(
      planBody(parish, { start: '2026-12-01T08:00:00Z', end: '2026-12-01T20:00:00Z' }),
    );
    expect(custom).toMatchObject({ date: null, date_day: null, start: '2026-12-01T08:00:00.000Z' });
  });
});

describe('edit before the start (PUT)', () => {
  let plan: CollectionPlan;
  beforeAll(async () => {
    plan = await planer.createPlan(planBody(parish, { name: 'Vorher', date: '2026-12-13' }));
  });

  it('changes a plan that has not started', async () => {
    const response = await planer.put(
      `collection_plan/${plan.id}/`,
      planBody(parish, { name: 'Nachher', date: '2026-12-13' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Nachher', start: plan.start, end: plan.end });
  });

  it('refuses a user without WRITE_CPLAN (403) and moving to another organisation (400)', async () => {
    expect(
      (await kasse.put(`collection_plan/${plan.id}/`, planBody(parish, { date: '2026-12-13' }))).statusCode,
    ).toBe(403);
    const moved = await planer.put(
      `collection_plan/${plan.id}/`,
      planBody(server.world.ids.district, { date: '2026-12-13' }),
    );
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toEqual({
      organization: ['Eine Sammlung kann nicht in eine andere Organisation verschoben werden.'],
    });
  });
});

describe('edit after start (only meta; superuser or collection_plan_editor)', () => {
  let plan: CollectionPlan;
  beforeAll(async () => {
    plan = await planer.createPlan(running());
  });

  it('lets the planner change the accounting and external fields', async () => {
    expect(plan).toMatchObject({
      hasStarted: true,
      currentlyActive: true,
      can_edit: false,
      can_edit_after_start: true,
    });
    const response = await planer.patch(`collection_plan/${plan.id}/`, {
      meta: { accounting: { Kostenstelle: ' 4711 ' }, external_fields: { IBAN: 'de89370400440532013000' } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().meta).toEqual({
      accounting: { Kostenstelle: '4711' },
      external_fields: { IBAN: 'DE89 3704 0044 0532 0130 00' },
      description: { text: 'Anfang' },
    });
  });

  it('keeps the description as it was ("only editable before the collection has started")', async () => {
    const response = await planer.patch(`collection_plan/${plan.id}/`, {
      meta: { description: { text: 'Neu' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      'meta.description.text': ['Die Beschreibung kann nur vor dem Start der Sammlung geändert werden.'],
    });
    const unchanged = await planer.patch(`collection_plan/${plan.id}/`, {
      meta: { description: { text: 'Anfang' } },
    });
    expect(unchanged.statusCode).toBe(200);
  });

  it('refuses kasse (no WRITE_CPLAN) and the parish administrator (not a planner) with 403', async () => {
    const body = { meta: { accounting: { Kostenstelle: '9' } } };
    const fromKasse = await kasse.patch(`collection_plan/${plan.id}/`, body);
    expect(fromKasse.statusCode).toBe(403);
    expect(fromKasse.json()).toEqual({
      detail: 'Sie dürfen in dieser Organisation keine Sammlungen planen.',
    });
    const fromAdmin = await gemeinde.patch(`collection_plan/${plan.id}/`, body);
    expect(fromAdmin.statusCode).toBe(403);
    expect(fromAdmin.json()).toEqual({
      detail: 'Eine begonnene Sammlung können nur Sammlungsplaner und Plattform-Administratoren ändern.',
    });
    expect((await gemeinde.get(`collection_plan/${plan.id}/`)).json().can_edit_after_start).toBe(false);
  });

  it('refuses a full edit of a started plan with 409', async () => {
    const response = await planer.put(`collection_plan/${plan.id}/`, running({ name: 'Anders' }));
    expect(response.statusCode).toBe(409);
  });
});

describe('close early (PATCH end: now)', () => {
  it('sets the end to now; a second close and kasse are refused', async () => {
    const plan = await planer.createPlan(running({ name: 'Wird beendet' }));
    expect(plan.can_close).toBe(true);
    expect((await kasse.patch(`collection_plan/${plan.id}/`, { end: 'now' })).statusCode).toBe(403);
    const closed = await gemeinde.patch(`collection_plan/${plan.id}/`, { end: 'now' });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({
      end: '2026-11-20T10:00:00.000Z',
      hasPassed: true,
      currentlyActive: false,
    });
    const again = await gemeinde.patch(`collection_plan/${plan.id}/`, { end: 'now' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'Nur eine laufende Sammlung kann beendet werden.' });
  });

  it('closes the members of a group with its parent, and a member only with its group', async () => {
    const parent = await planer.createPlan(running({ name: 'Gruppe' }));
    const member = await planer.createPlan(running({ name: 'Mitglied' }));
    await server.context.db
      .updateTable('collection_plan')
      .set({ parent_id: parent.id, weight: 1 })
      .where('id', '=', member.id)
      .execute();
    expect((await gemeinde.patch(`collection_plan/${member.id}/`, { end: 'now' })).statusCode).toBe(409);
    expect((await gemeinde.patch(`collection_plan/${parent.id}/`, { end: 'now' })).statusCode).toBe(200);
    expect((await gemeinde.get(`collection_plan/${member.id}/`)).json().end).toBe('2026-11-20T10:00:00.000Z');
  });
});

describe('delete (not started only)', () => {
  it('deletes a plan that has not started, irreversibly', async () => {
    const plan = await planer.createPlan(planBody(parish, { date: '2026-12-20' }));
    expect((await kasse.delete(`collection_plan/${plan.id}/`)).statusCode).toBe(403);
    expect((await planer.delete(`collection_plan/${plan.id}/`)).statusCode).toBe(204);
    expect((await planer.get(`collection_plan/${plan.id}/`)).statusCode).toBe(404);
  });

  it('refuses a started plan, and one with payments', async () => {
    const started = await planer.createPlan(running({ name: 'Begonnen' }));
    const refused = await planer.delete(`collection_plan/${started.id}/`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: 'Eine begonnene Sammlung kann nicht gelöscht werden.' });
    expect(started.can_delete).toBe(false);

    const paid = await planer.createPlan(
      planBody(parish, { collection_variant: 'outer', date: '2026-12-20' }),
    );
    await recordPayments(server.context, [
      {
        dst_organization_id: parish,
        created_at: new Date('2026-11-20T09:00:00Z'),
        amount_cents: 1000,
        fee_cents: 12,
        currency: 'EUR',
        state: 'completed',
        type: 'pos',
        online_payment_type: 'girocard',
        is_reconciled: false,
        device_id: null,
        collection_plan_id: paid.id,
        count: 1,
      },
    ]);
    const payment = await server.context.db
      .selectFrom('payment')
      .select(['collection_type', 'collection_variant'])
      .where('collection_plan_id', '=', paid.id)
      .executeTakeFirstOrThrow();
    expect(payment).toEqual({ collection_type: 'collection', collection_variant: 'outer' });
    const withPayments = await planer.delete(`collection_plan/${paid.id}/`);
    expect(withPayments.statusCode).toBe(409);
    expect(withPayments.json().detail).toBe(
      'Für diese Sammlung sind schon Zahlungen eingegangen; sie kann nicht gelöscht werden.',
    );
  });
});

describe('audit log', () => {
  it('records create, update, close, delete and exclude', async () => {
    const rows = await server.context.db
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id'])
      .where('object_type', '=', 'collection_plan')
      .execute();
    const actions = new Set(rows.map((row) => row.action));
    for (const action of ['created', 'updated', 'closed', 'deleted', 'excluded']) {
      expect(actions).toContain(`collection_plan.${action}`);
    }
    const planerId = (await planer.get('user/me/')).json().id;
    expect(
      rows.some((row) => row.action === 'collection_plan.created' && row.actor_user_id === planerId),
    ).toBe(true);
  });
});

describe('archive (spec: "end is 30 or more days ago")', () => {
  it('moves a closed plan into the archive 30 days after its end', async () => {
    const plan = await planer.createPlan(running({ name: 'Bald im Archiv' }));
    await gemeinde.patch(`collection_plan/${plan.id}/`, { end: 'now' }); // 2026-11-20 11:00 in Berlin
    const lists = async () => {
      const caller = await callerOf(server, 'gemeinde'); // sessions of 30 days ago have expired
      const active = await caller.plansOf(parish, '?year=2026');
      const archive = await caller.plansOf(parish, '?year=2026&archive=true');
      return { active: active.map((p) => p.id), archive: archive.map((p) => p.id) };
    };
    server.clock.set('2026-12-20T09:59:59Z');
    expect(await lists()).toMatchObject({ active: expect.arrayContaining([plan.id]) });
    expect((await lists()).archive).not.toContain(plan.id);
    server.clock.set('2026-12-20T10:00:00Z');
    const after = await lists();
    expect(after.active).not.toContain(plan.id);
    expect(after.archive).toContain(plan.id);
    server.clock.set('2026-11-20T10:00:00Z');
  });
});
