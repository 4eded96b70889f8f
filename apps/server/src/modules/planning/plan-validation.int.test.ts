/**
 * Every validation message of planning.md §5 as the API answers it (400 with German field messages),
 * and bad bodies that must give 400, never 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { type Caller, callerOf, planBody } from './planning.test-support';

let server: TestServer;
let planer: Caller;
let parish: number;

beforeAll(async () => {
  server = await startTestServer();
  parish = server.world.ids.parish;
  planer = await callerOf(server, 'planer');
});
afterAll(() => server.close());

/** `count` meta fields named Feld 1 … Feld n, each with a value */
const namedFields = (count: number, from = 1) =>
  Object.fromEntries(Array.from({ length: count }, (_, index) => [`Feld ${from + index}`, 'x']));

const START = 'Das Startddatum darf nicht nach dem Enddatum liegen';
const END = 'Das Enddatum darf nicht in der Vergangenheit oder vor dem Startdatum liegen';
const PAST = 'Der Beginn darf nicht in der Vergangenheit liegen.';
const MISSING = 'Bitte geben Sie einen Beginn an. Ohne Beginn startet die Sammlung nie.';

describe('validation messages (now: 2026-11-20 10:00Z, start reference 09:00Z)', () => {
  const cases: [string, Record<string, unknown>, Record<string, string[]>][] = [
    ['name required', { name: '   ', date: '2026-11-29' }, { name: ['Dieses Feld darf nicht leer sein'] }],
    [
      'at least one device',
      { targets: [], date: '2026-11-29' },
      { targets: ['Mindestens ein Gerät muss für die Sammlung ausgewählt werden.'] },
    ],
    [
      'description max. 1000',
      { date: '2026-11-29', meta: { description: { text: 'x'.repeat(1001) } } },
      { 'meta.description.text': ['max. 1000 Zeichen'] },
    ],
    [
      'description max. 5000 at most anywhere',
      { date: '2026-11-29', meta: { description: { text: 'x'.repeat(5001) } } },
      { 'meta.description.text': ['max. 5000 Zeichen'] },
    ],
    ['custom start in the past', { start: '2026-11-20T08:59:00Z', end: null }, { start: [PAST] }],
    [
      'custom period without start ("Eigener Zeitraum", both empty)',
      { start: null, end: null },
      { start: [MISSING] },
    ],
    [
      'end before start',
      { start: '2026-12-10T10:00:00Z', end: '2026-12-09T10:00:00Z' },
      { start: [START], end: [END] },
    ],
    [
      'end in the past',
      { start: '2026-11-20T09:30:00Z', end: '2026-11-20T09:00:00Z' },
      { start: [START], end: [END] },
    ],
    [
      'invalid IBAN',
      { date: '2026-11-29', meta: { external_fields: { IBAN: 'DE89 3704 0044 0532 0130 01' } } },
      { 'meta.external_fields.IBAN': ['Bitte geben Sie eine gültige IBAN ein.'] },
    ],
    [
      'accounting field max. 100',
      { date: '2026-11-29', meta: { accounting: { Kostenstelle: 'x'.repeat(101) } } },
      { 'meta.accounting.Kostenstelle': ['max. 100 Zeichen'] },
    ],
    [
      'recurring donations only for donation purposes',
      { date: '2026-11-29', allow_recurring: true },
      {
        allow_recurring: [
          'Dauerspenden sind nur für Spendenzwecke möglich, die unbefristet sind oder mindestens 6 Monate laufen, und nur mit dem Modul für Dauerspenden.',
        ],
      },
    ],
    [
      'collection-app text of 3 characters at least',
      { date: '2026-11-29', display: { WA: 'ab' } },
      { 'display.WA': ['Text zu kurz!'] },
    ],
    [
      'a date in the past',
      { date: '2026-11-15' },
      { date: ['Für diesen Tag kann keine Sammlung angelegt werden.'] },
    ],
    [
      'a day without a name',
      { date: '2026-12-01' },
      { date: ['An diesem Tag gibt es keinen benannten Tag im Kalender der Organisation.'] },
    ],
    [
      'more than 50 accounting fields',
      { date: '2026-11-29', meta: { accounting: namedFields(51) } },
      { 'meta.accounting': ['Höchstens 50 Angaben.'] },
    ],
    [
      'an external field named with more than 1,000 characters',
      { date: '2026-11-29', meta: { external_fields: { ['x'.repeat(1001)]: 'y' } } },
      { 'meta.external_fields': ['Die Bezeichnung einer Angabe darf höchstens 1.000 Zeichen lang sein.'] },
    ],
    [
      'several at once',
      { targets: [], date: '2026-11-29', meta: { description: { text: 'x'.repeat(1001) } } },
      {
        targets: ['Mindestens ein Gerät muss für die Sammlung ausgewählt werden.'],
        'meta.description.text': ['max. 1000 Zeichen'],
      },
    ],
  ];
  it.each(cases)('%s', async (_name, overrides, expected) => {
    const response = await planer.post('collection_plan/', { ...planBody(parish), ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(expected);
  });

  it('accepts 100 characters with blanks around them, trimmed', async () => {
    const plan = await planer.createPlan(
      planBody(parish, {
        date: '2026-11-29',
        meta: { accounting: { Kostenstelle: `  ${'x'.repeat(100)}  ` } },
      }),
    );
    expect(plan.meta.accounting?.Kostenstelle).toBe('x'.repeat(100));
  });

  it('allows recurring donations for a donation purpose when the organisation has the module', async () => {
    await server.context.db
      .updateTable('organization')
      .set({ settings_local: JSON.stringify({ features: { allow_recurring_payments: true } }) })
      .where('id', '=', parish)
      .execute();
    const donation = {
      type: 'donation' as const,
      collection_variant: null,
      allow_recurring: true,
      targets: ['WS' as const],
    };
    const openEnded = await planer.post(
      'collection_plan/',
      planBody(parish, { ...donation, start: '2026-12-01T00:00:00Z' }),
    );
    expect(openEnded.statusCode).toBe(201);
    const short = await planer.post(
      'collection_plan/',
      planBody(parish, { ...donation, start: '2026-12-01T00:00:00Z', end: '2027-03-01T00:00:00Z' }),
    );
    expect(short.statusCode).toBe(400);
    expect(Object.keys(short.json())).toEqual(['allow_recurring']);
  });

  it('lets recurring donations be switched on after the start, never off ("the user ticked it")', async () => {
    const started = await planer.createPlan(
      planBody(parish, {
        type: 'donation',
        collection_variant: null,
        targets: ['WS'],
        start: '2026-11-20T09:30:00Z',
      }),
    );
    const on = await planer.patch(`collection_plan/${started.id}/`, { allow_recurring: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().allow_recurring).toBe(true);
    const off = await planer.patch(`collection_plan/${started.id}/`, { allow_recurring: false });
    expect(off.statusCode).toBe(400);
    expect(off.json()).toEqual({
      allow_recurring: ['Nach dem Start der Sammlung können Dauerspenden nur noch eingeschaltet werden.'],
    });
  });
});

describe('meta lists of at most 50 fields (a PATCH adds to what is stored)', () => {
  it('refuses the 51st accounting field at its field and keeps the stored ones', async () => {
    const plan = await planer.createPlan(
      planBody(parish, { date: '2026-11-29', meta: { accounting: namedFields(30) } }),
    );
    const tooMany = await planer.patch(`collection_plan/${plan.id}/`, {
      meta: { accounting: namedFields(21, 31) },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ 'meta.accounting': ['Höchstens 50 Angaben.'] });
    const stored = (await planer.get(`collection_plan/${plan.id}/`)).json();
    expect(Object.keys(stored.meta.accounting)).toHaveLength(30);

    const longName = await planer.patch(`collection_plan/${plan.id}/`, {
      meta: { external_fields: { ['x'.repeat(1001)]: 'y' } },
    });
    expect(longName.statusCode).toBe(400);
    expect(longName.json()).toEqual({
      'meta.external_fields': ['Die Bezeichnung einer Angabe darf höchstens 1.000 Zeichen lang sein.'],
    });

    const fifty = await planer.patch(`collection_plan/${plan.id}/`, {
      meta: { accounting: namedFields(20, 31) },
    });
    expect(fifty.statusCode, fifty.body).toBe(200);
    expect(Object.keys(fifty.json().meta.accounting)).toHaveLength(50);
  });
});

describe('bad bodies give 400, never 500', () => {
  const cases: [string, string, string, unknown][] = [
    ['POST', 'collection_plan/', 'an unknown device class', { targets: ['XX'] }],
    ['POST', 'collection_plan/', 'a start that is no instant', { start: 'morgen' }],
    ['POST', 'collection_plan/', 'an unknown variant', { collection_variant: 'y' }],
    ['POST', 'collection_plan/', 'an organisation that is no url', { organization: 'abc' }],
    ['POST', 'collection_plan/', 'a date that is no date', { date: 'kein-datum' }],
    ['POST', 'collection_plan/', 'a day that does not exist', { date_day: '2026-02-30' }],
    [
      'POST',
      'collection_plan/',
      'a location of another organisation',
      { location: 'http://localhost/api/v2/location/99999/' },
    ],
    [
      'POST',
      'collection_plan/',
      'web apps at a location',
      { location: 'http://localhost/api/v2/location/1/', targets: ['WA'] },
    ],
    [
      'POST',
      'collection_plan/',
      'a collection without variant',
      { collection_variant: null, date: '2026-11-29' },
    ],
    ['POST', 'collection_plan/', 'an unknown display kind', { display: { XY: 'Text' }, date: '2026-11-29' }],
    ['PATCH', 'collection_plan/1/', 'end other than now', { end: 'tomorrow' }],
    ['PATCH', 'collection_plan/1/', 'an empty patch', {}],
    ['PATCH', 'collection_plan/1/', 'two patches at once', { end: 'now', allow_recurring: true }],
    [
      'POST',
      'collection_plan_exclusion/',
      'no device class',
      { plan: '1', organization: '4', location: null, inherit: true, targets: [] },
    ],
    [
      'POST',
      'date/',
      'a day that does not exist',
      { day: '2026-02-30', name: 'Kirchweih', organization: '4' },
    ],
    ['POST', 'date/', 'an empty name', { day: '2026-12-08', name: ' ', organization: '4' }],
    [
      'PUT',
      'organization/4/calendar_setting/',
      'a time that does not exist',
      { sunday_prerun_time: '25:00' },
    ],
  ];
  it.each(cases)('%s %s with %s', async (method, url, _name, overrides) => {
    const base = url === 'collection_plan/' ? planBody(parish) : {};
    const call = { POST: planer.post, PATCH: planer.patch, PUT: planer.put }[
      method as 'POST' | 'PATCH' | 'PUT'
    ];
    const response = await call(url, { ...base, ...(overrides as object) });
    expect(response.statusCode).toBe(400);
    expect(typeof response.json()).toBe('object');
  });

  it('answers 400 for broken JSON and for query parameters out of range', async () => {
    const token = await server.login('planer');
    const broken = await server.call({
      method: 'POST',
      url: '/api/v2/collection_plan/',
      token,
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ detail: 'Die Anfrage enthält kein gültiges JSON.' });
    const empty = await planer.post('collection_plan/', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().name).toBeDefined();
    for (const query of ['?year=abc', '?year=1999', '?archive=vielleicht']) {
      expect((await planer.get(`organization/${parish}/collection_plans/${query}`)).statusCode).toBe(400);
    }
    expect((await planer.get('date/?year=')).statusCode).toBe(400);
    // a path that names no plan: 404, as for an id that does not exist
    expect((await planer.get(`collection_plan/abc/`)).statusCode).toBe(404);
  });

  it('answers 401 without a token', async () => {
    expect(
      (await server.call({ method: 'GET', url: `/api/v2/organization/${parish}/collection_plans/` }))
        .statusCode,
    ).toBe(401);
  });
});
