/**
 * Bad input gets a clear German 400 or 404, never a 500 and never zod's developer texts, and
 * changes nothing. One table per class of bad input (NUL and lone surrogates, ids beyond the
 * database's integer, days that do not exist, broken uploads); the id and date cases are also
 * generated from the contract's route list, so a new route is covered without anyone adding it.
 * Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
import fs from 'node:fs';
import path from 'node:path';
import { API_PREFIX, fillPath, isoDay, isoMonth, type RouteDefinition, routes } from '@kollekta/contract';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { planBody } from '../modules/planning/planning.test-support';
import { startTestServer, type TestServer } from '../test-support/test-server';

let server: TestServer;
const tokens: Record<string, string> = {};
let parish: number;

beforeAll(async () => {
  server = await startTestServer();
  for (const username of ['admin', 'gemeinde', 'planer']) tokens[username] = await server.login(username);
  parish = server.world.ids.parish;
});
afterAll(() => server.close());

type Call = {
  as?: 'admin' | 'gemeinde' | 'planer' | null;
  method: RouteDefinition['method'] | 'POST';
  url: string;
  payload?: unknown;
  /** raw text or bytes, sent as they are (e.g. JSON with a lone surrogate escape) */
  raw?: string | Buffer;
  contentType?: string;
};

function send(call: Call) {
  const token = call.as === null ? undefined : tokens[call.as ?? 'admin'];
  const url = `${API_PREFIX}${call.url}`;
  if (call.raw !== undefined)
    return server.call({
      method: call.method,
      url,
      token,
      payload: call.raw,
      headers: { 'content-type': call.contentType ?? 'application/json' },
    });
  return server.call({
    method: call.method,
    url,
    token,
    ...(call.payload === undefined ? {} : { payload: call.payload as Record<string, unknown> }),
  });
}

/** zod's and Fastify's developer texts, English or German, that must never reach a user. */
const RAW_VALIDATOR_TEXT =
  /Ungültige Eingabe|erwartet|erhalten|NaN|Invalid|expected|received|Zu (groß|klein):/;

function messagesOf(body: unknown): string[] {
  if (typeof body === 'string') return [body];
  if (Array.isArray(body)) return body.flatMap(messagesOf);
  if (body && typeof body === 'object') return Object.values(body).flatMap(messagesOf);
  return [];
}

/** The answer refuses with a German text: the status asked for, and no raw validator text. */
function expectGermanRefusal(
  response: Awaited<ReturnType<typeof send>>,
  status: number | readonly number[],
): Record<string, unknown> {
  const allowed = typeof status === 'number' ? [status] : status;
  expect(allowed, `${response.statusCode} ${response.body}`).toContain(response.statusCode);
  const body = response.json() as Record<string, unknown>;
  const messages = messagesOf(body);
  expect(messages.length).toBeGreaterThan(0);
  for (const message of messages) expect(message).not.toMatch(RAW_VALIDATOR_TEXT);
  return body;
}

/** The tables a request could change, each as one fingerprint of all its rows. */
const WATCHED_TABLES = [
  'organization',
  'app_user',
  'user_role',
  'contact',
  'organization_feature',
  'church_date',
  'calendar_setting',
  'collection_plan',
  'collection_plan_exclusion',
  'collection_plan_extension',
  'cash_payment',
  'payment',
  'device',
  'content_image',
  'mail_outbox',
] as const;

async function fingerprint(): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of WATCHED_TABLES) {
    const { rows } = await sql<{ digest: string | null; count: number | string }>`
      select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest, count(*) as count
      from ${sql.table(table)} t`.execute(server.context.db);
    result[table] = `${rows[0]?.count}:${rows[0]?.digest}`;
  }
  const filesDir = path.join(server.context.config.dataDir, 'files');
  result.files = String(fs.existsSync(filesDir) ? fs.readdirSync(filesDir, { recursive: true }).length : 0);
  return result;
}

const UNSAFE = 'Dieses Feld enthält unzulässige Zeichen.';
const NOT_FOUND = { detail: 'Nicht gefunden.' };
const BAD_ID = 'Bitte eine gültige Id angeben.';
const BAD_DAY = 'Bitte ein gültiges Datum im Format JJJJ-MM-TT angeben.';
const BAD_MONTH = 'Bitte einen gültigen Monat im Format JJJJ-MM angeben.';

describe('NUL and lone surrogates are refused at the field, for every route', () => {
  const rawPlan = (name: string) => JSON.stringify(planBody(parish)).replace('"Kirchenmusik"', name);
  const cases: [string, () => Call, Record<string, string[]>][] = [
    [
      'NUL in a plan name',
      () => ({
        as: 'planer',
        method: 'POST',
        url: 'collection_plan/',
        payload: planBody(parish, { name: 'Kirchen\u0000musik' }),
      }),
      { name: [UNSAFE] },
    ],
    [
      'NUL in a text nested in the plan display',
      () => ({
        as: 'planer',
        method: 'POST',
        url: 'collection_plan/',
        payload: planBody(parish, { display: { title: 'Orgel\u0000' } }),
      }),
      { 'display.title': [UNSAFE] },
    ],
    [
      'NUL in a key of the plan display',
      () => ({
        as: 'planer',
        method: 'POST',
        url: 'collection_plan/',
        payload: planBody(parish, { display: { 'ti\u0000tle': 'Orgel' } }),
      }),
      { display: [UNSAFE] },
    ],
    [
      'NUL in the user search',
      () => ({ as: 'gemeinde', method: 'GET', url: 'user/?search=Kas%00se' }),
      { search: [UNSAFE] },
    ],
    [
      'NUL in the plan search',
      () => ({ as: 'gemeinde', method: 'GET', url: `organization/${parish}/collection_plans/?search=%00` }),
      { search: [UNSAFE] },
    ],
    [
      'NUL in the device search',
      () => ({ method: 'GET', url: 'device/?search=KB%00' }),
      { search: [UNSAFE] },
    ],
    [
      'NUL in the login user name',
      () => ({
        as: null,
        method: 'POST',
        url: 'user/obtain_token/',
        payload: { username: 'gemeinde\u0000', password: 'x' },
      }),
      { username: [UNSAFE] },
    ],
    [
      'a lone high surrogate in a plan name (raw JSON "\\ud800")',
      () => ({ as: 'planer', method: 'POST', url: 'collection_plan/', raw: rawPlan('"\\ud800"') }),
      { name: [UNSAFE] },
    ],
    [
      'a lone low surrogate in a plan name',
      () => ({ as: 'planer', method: 'POST', url: 'collection_plan/', raw: rawPlan('"Orgel \\udc00"') }),
      { name: [UNSAFE] },
    ],
    [
      'a lone surrogate in the login user name',
      () => ({
        as: null,
        method: 'POST',
        url: 'user/obtain_token/',
        raw: '{"username":"\\ud800","password":"x"}',
      }),
      { username: [UNSAFE] },
    ],
  ];

  it.each(cases)('%s → 400 at the field', async (_name, call, expected) => {
    const before = await fingerprint();
    const body = expectGermanRefusal(await send(call()), 400);
    expect(body).toEqual(expected);
    expect(await fingerprint()).toEqual(before);
  });

  it('a NUL in a path answers 404', async () => {
    expectGermanRefusal(await send({ method: 'GET', url: 'firmware/KB/v1%00/' }), 404);
  });

  it('keeps a surrogate pair (an emoji) and umlauts', async () => {
    const response = await send({
      as: 'planer',
      method: 'POST',
      url: 'collection_plan/',
      raw: rawPlan('"Kollekte für Grüße \\ud83d\\ude4f"'),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().name).toBe('Kollekte für Grüße 🙏');
  });
});

describe('ids beyond the database integer, negative or not numbers', () => {
  const BAD_IDS = ['2147483648', '99999999999999999999', '-1', '0', '1.5', 'abc'];
  const pathCases: [string, string][] = [
    ['GET', 'collection_plan/:id/'],
    ['GET', 'organization/:id/'],
    ['GET', 'organization/:id/collection_plans/'],
    ['DELETE', 'contact/:id/'],
    ['GET', 'cash/cash_payment/:id/'],
    ['PATCH', 'user/:id/'],
    ['GET', 'user/:id/sessions/'],
    ['GET', 'organization/:id/statistics/'],
  ];

  it.each(pathCases.flatMap(([method, route]) => BAD_IDS.map((id) => [method, route, id] as const)))(
    '%s %s with %s → 404',
    async (method, route, id) => {
      const response = await send({
        method: method as Call['method'],
        url: route.replace(':id', id),
        payload: method === 'PATCH' ? {} : undefined,
      });
      expect(expectGermanRefusal(response, 404)).toEqual(NOT_FOUND);
    },
  );

  const queryCases: [string, string][] = [
    ['user/?organization=', 'organization'],
    ['collection_plan/1/?organization=', 'organization'],
    [`organization/{parish}/payments/?collection_plan=`, 'collection_plan'],
    ['cash/cash_payment/?plan=', 'plan'],
    ['content/image/?organization=', 'organization'],
    ['contact/?organization=', 'organization'],
  ];
  it.each(queryCases.flatMap(([url, field]) => BAD_IDS.map((id) => [url, id, field] as const)))(
    'GET %s%s → 400 at the field',
    async (url, id, field) => {
      const response = await send({ method: 'GET', url: `${url.replace('{parish}', String(parish))}${id}` });
      expect(expectGermanRefusal(response, 400)).toEqual({ [field]: [BAD_ID] });
    },
  );

  it.each([
    ['a plan for organisation 2147483648', () => planBody(2147483648)],
    [
      'a plan for organisation 99999999999999999999',
      () => ({
        ...planBody(parish),
        organization: `http://localhost/api/v2/organization/99999999999999999999/`,
      }),
    ],
  ])('%s → 400, nothing stored', async (_name, body) => {
    const before = await fingerprint();
    const response = await send({ as: 'admin', method: 'POST', url: 'collection_plan/', payload: body() });
    expect(expectGermanRefusal(response, 400)).toHaveProperty('organization');
    expect(await fingerprint()).toEqual(before);
  });

  it('a cash payment for plan 2147483648 → 400, nothing stored', async () => {
    const before = await fingerprint();
    const response = await send({
      as: 'gemeinde',
      method: 'POST',
      url: 'cash/cash_payment/',
      payload: {
        amount: '1.00',
        organization: parish,
        plan: 2147483648,
        collection_datetime: '2026-11-20T10:00:00+01:00',
      },
    });
    expectGermanRefusal(response, 400);
    expect(await fingerprint()).toEqual(before);
  });

  it('a group member weight beyond the database integer → 400 at the field', async () => {
    const response = await send({
      method: 'POST',
      url: 'collection_plan_group/',
      payload: {
        group: {
          type: 'collection',
          collection_variant: 'inner',
          inherit: false,
          foreign: false,
          display: {},
          meta: {},
        },
        members: [
          { plan: '1', weight: 2147483648 },
          { plan: '2', weight: 1 },
        ],
      },
    });
    expect(expectGermanRefusal(response, 400)).toEqual({
      'members.0.weight': ['Höchstens 2.147.483.647 ist erlaubt.'],
    });
  });

  // Generated: every route with an id in its path, so that a new route cannot forget the guard.
  const SAMPLE_PARAMS: Record<string, string> = { type: 'peter', app: 'john' };
  const idRoutes = Object.entries(routes as Record<string, RouteDefinition>).filter(([, route]) =>
    /:(id|[A-Za-z]*Id)\//.test(route.path),
  );
  it.each(idRoutes)('%s with id 2147483648 → 404, with the largest id → no 500', async (_name, route) => {
    const fill = (id: string) =>
      fillPath(
        route.path,
        Object.fromEntries(
          [...route.path.matchAll(/:([A-Za-z_]+)/g)].map(([, name = '']) => [
            name,
            SAMPLE_PARAMS[name] ?? id,
          ]),
        ),
      );
    const payload = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
    const beyond = await send({ method: route.method, url: fill('2147483648'), payload });
    expect(expectGermanRefusal(beyond, [401, 403, 404])).toBeTruthy();
    // The largest id passes the contract and reaches the database: whatever the answer, never a 500.
    const largest = await send({ method: route.method, url: fill('2147483647'), payload });
    expect(largest.statusCode, largest.body).toBeLessThan(500);
  });
});

describe('days that do not exist', () => {
  const IMPOSSIBLE_DAYS = ['2026-02-30', '2025-02-29', '2026-13-01', '2026-04-31', '0000-01-01', '26-01-01'];

  type DateQuery = { name: string; route: RouteDefinition; key: string; kind: 'day' | 'month' };
  /** Every query parameter of the contract that is a day or a month, with its route. */
  const dateQueries = Object.entries(routes as Record<string, RouteDefinition>).flatMap(
    ([name, route]): DateQuery[] => {
      if (!(route.query instanceof z.ZodObject)) return [];
      return Object.entries(route.query.shape as Record<string, z.ZodType>).flatMap(
        ([key, schema]): DateQuery[] => {
          const inner = schema instanceof z.ZodOptional ? schema.unwrap() : schema;
          if (inner === isoDay) return [{ name, route, key, kind: 'day' }];
          if (inner === isoMonth) return [{ name, route, key, kind: 'month' }];
          return [];
        },
      );
    },
  );

  it('finds the date filters of the contract', () => {
    expect(dateQueries.map(({ name, key }) => `${name}.${key}`)).toEqual(
      expect.arrayContaining([
        'exportPlans.start__gte',
        'exportPlans.start__lt',
        'getOrganizationStatistics.since',
        'listOrganizationPayments.before',
        'getPaymentHistory.since',
        'getMonthlyAggregate.month',
      ]),
    );
  });

  const VALID: Record<string, string> = {
    start__gte: '2026-01-01',
    start__lt: '2026-12-31',
    month: '2026-11',
  };
  it.each(
    dateQueries.flatMap((entry) =>
      (entry.kind === 'day' ? IMPOSSIBLE_DAYS : ['2026-13', '0000-01', '2026-1']).map((value) => ({
        ...entry,
        value,
      })),
    ),
  )('$name ?$key=$value → 400 at the field', async ({ route, key, kind, value }) => {
    const query = new URLSearchParams({ ...VALID, [key]: value });
    const url = `${fillPath(route.path, { id: parish })}?${query}`;
    const body = expectGermanRefusal(await send({ as: 'gemeinde', method: route.method, url }), 400);
    expect(body).toEqual({ [key]: [kind === 'day' ? BAD_DAY : BAD_MONTH] });
  });

  it.each([
    [
      'a plan starting on 30 February',
      { start: '2026-02-30T10:00:00+01:00', end: '2026-03-02T10:00:00+01:00' },
      'start',
    ],
    ['a plan for the church-year day 30 February', { date_day: '2026-02-30' }, 'date_day'],
  ] as const)('%s → 400, nothing stored', async (_name, overrides, field) => {
    const before = await fingerprint();
    const response = await send({
      as: 'planer',
      method: 'POST',
      url: 'collection_plan/',
      payload: planBody(parish, overrides),
    });
    expect(expectGermanRefusal(response, 400)).toHaveProperty(field);
    expect(await fingerprint()).toEqual(before);
  });

  it('a feature valid from 30 February → 400', async () => {
    const before = await fingerprint();
    const response = await send({
      method: 'POST',
      url: 'feature/',
      payload: {
        organization: String(parish),
        type: 'donation_meter',
        inherit: false,
        valid_from: '2026-02-30',
        valid_notafter: null,
      },
    });
    expect(expectGermanRefusal(response, 400)).toHaveProperty('valid_from');
    expect(await fingerprint()).toEqual(before);
  });

  it('a cash payment on 30 February → 400', async () => {
    const response = await send({
      as: 'gemeinde',
      method: 'POST',
      url: 'cash/cash_payment/',
      payload: {
        amount: '1.00',
        organization: parish,
        plan: 1,
        collection_datetime: '2026-02-30T10:00:00+01:00',
      },
    });
    expect(expectGermanRefusal(response, 400)).toHaveProperty('collection_datetime');
  });

  it('the dates of an organisation without a year are those of the current year (Berlin)', async () => {
    const response = await send({ as: 'gemeinde', method: 'GET', url: `organization/${parish}/dates/` });
    expect(response.statusCode, response.body).toBe(200);
    const days = (response.json() as { day: string }[]).map((date) => date.day);
    expect(days.length).toBeGreaterThan(50);
    expect(days.every((day) => day.startsWith('2026-'))).toBe(true);
    server.clock.set('2026-12-31T23:30:00Z'); // already 2027 in Berlin
    try {
      const next = await server.call({
        method: 'GET',
        url: `${API_PREFIX}date/`,
        token: await server.login('planer'),
      });
      expect(next.statusCode, next.body).toBe(200);
      expect((next.json() as { day: string }[]).every((date) => date.day.startsWith('2027-'))).toBe(true);
    } finally {
      server.clock.set('2026-11-20T10:00:00Z');
    }
  });

  it('a year that is no number gets a plain German message', async () => {
    const response = await send({
      as: 'gemeinde',
      method: 'GET',
      url: `organization/${parish}/dates/?year=abc`,
    });
    expect(expectGermanRefusal(response, 400)).toEqual({ year: ['Bitte eine Zahl angeben.'] });
  });
});

describe('broken uploads', () => {
  const boundary = 'kollekta-boundary';
  const part = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const filePart = (head: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n${head}`;
  const imageFields = () => part('organization', String(parish)) + part('types', 'logo_square');

  const cases: [string, string, () => string | Buffer, string, Record<string, string[]> | null][] = [
    [
      'an image form cut off in the middle of the file',
      'content/image/',
      () => `${imageFields()}${filePart('\x89PNG')}`,
      `multipart/form-data; boundary=${boundary}`,
      { file: [expect.stringContaining('nicht vollständig') as unknown as string] },
    ],
    [
      'an image form whose boundary is not the declared one',
      'content/image/',
      () => `${imageFields()}${filePart('x')}\r\n--other--\r\n`,
      'multipart/form-data; boundary=wrong',
      null,
    ],
    ['an image form without a boundary', 'content/image/', () => 'x', 'multipart/form-data', null],
    ['an empty image form', 'content/image/', () => '', `multipart/form-data; boundary=${boundary}`, null],
    [
      'an image form without a file',
      'content/image/',
      () => `${imageFields()}--${boundary}--\r\n`,
      `multipart/form-data; boundary=${boundary}`,
      { file: ['Bitte eine Datei auswählen.'] },
    ],
    [
      'a plan import cut off',
      'organization/{parish}/import_collection_plans/',
      () => filePart('PK'),
      `multipart/form-data; boundary=${boundary}`,
      null,
    ],
    [
      'an empty plan import',
      'organization/{parish}/import_collection_plans/',
      () => '',
      `multipart/form-data; boundary=${boundary}`,
      null,
    ],
    [
      'a plan import without a boundary',
      'organization/{parish}/import_collection_plans/',
      () => 'x',
      'multipart/form-data',
      null,
    ],
  ];

  it.each(cases)('%s → 400', async (_name, url, raw, contentType, expected) => {
    const before = await fingerprint();
    const response = await send({
      as: 'gemeinde',
      method: 'POST',
      url: url.replace('{parish}', String(parish)),
      raw: raw(),
      contentType,
    });
    const body = expectGermanRefusal(response, 400);
    if (expected) expect(body).toEqual(expected);
    expect(await fingerprint()).toEqual(before);
  });

  it('a png cut off after its header → 400, nothing stored', async () => {
    const noise = Buffer.alloc(200 * 200 * 3).map(() => Math.floor(Math.random() * 256));
    const whole = await sharp(noise, { raw: { width: 200, height: 200, channels: 3 } })
      .png()
      .toBuffer();
    const head = `${imageFields()}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`;
    const before = await fingerprint();
    const response = await send({
      as: 'gemeinde',
      method: 'POST',
      url: 'content/image/',
      raw: Buffer.concat([
        Buffer.from(head),
        whole.subarray(0, Math.floor(whole.length / 2)),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      contentType: `multipart/form-data; boundary=${boundary}`,
    });
    expect(expectGermanRefusal(response, 400)).toEqual({ file: ['Die Datei ist kein lesbares Bild.'] });
    expect(await fingerprint()).toEqual(before);
  });
});
