/**
 * The filter engine and target groups (devices-income-kirchgeld.md §2 "Person index", §5 "Target
 * group", "Filter operators", §7 `{tenant}filter/`): table tests of the engine against hand-written
 * SQL (not/or nesting included), the preview, persisted and live target groups, and bad input
 * answered with German 400s at `filter`. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { type KgFilterNode, KIRCHGELD_API_PREFIX } from '@kollekta/contract';
import { KG_FILTER_LIMITS, KG_FILTER_MESSAGES as M } from '@kollekta/domain';
import type { InjectOptions } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/database-schema';
import { startTestServer, type TestServer } from '../../../test-support/test-server';
import { issueKirchgeldToken } from '../auth/kirchgeld-tokens';
import { personIdsMatchingFilter, targetGroupPersonIds } from './filter-engine';
import { addKgTargetGroup } from './filters.service';

const TODAY = '2026-11-20';
/** midnight after today in Berlin (the test clock stands at 2026-11-20T10:00Z) */
const TOMORROW_STARTS = '2026-11-20T23:00:00Z';

let server: TestServer;
let db: Kysely<Database>;
let lauffen: number;
let brackenheim: number;
const tokens: Record<string, string> = {};
const fixture: Record<string, string> = {};
let mergedOrganizationId: number;
let formerOrganizationId: number;

function call(options: Omit<InjectOptions, 'url'> & { path: string }, who = 'gemeinde') {
  const { path, headers, ...rest } = options;
  return server.app.inject({
    ...rest,
    url: `${KIRCHGELD_API_PREFIX}${path}`,
    headers: { ...headers, authorization: `Bearer ${tokens[who]}` },
  });
}

const preview = (filter: unknown, options?: unknown) =>
  call({
    method: 'GET',
    path: `tenant/${lauffen}/filter/preview/?filter=${encodeURIComponent(JSON.stringify(filter))}${
      options === undefined ? '' : `&options=${encodeURIComponent(JSON.stringify(options))}`
    }`,
  });

type FixturePerson = {
  type?: 'individual' | 'company';
  eigenerfasst?: boolean;
  ended?: string;
  data: Record<string, string | null>;
};

async function insertPerson(tenantId: number, person: FixturePerson): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('kg_person')
    .values({
      id,
      tenant_id: tenantId,
      type: person.type ?? 'individual',
      eigenerfasst: person.eigenerfasst ?? false,
    })
    .execute();
  const version = await db
    .insertInto('kg_person_data')
    .values({
      person_id: id,
      valid_from: '2020-01-01T00:00:00Z',
      valid_before: person.ended ?? null,
      source: 'manual',
      ...person.data,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('kg_person').set({ latest_data_id: version.id }).where('id', '=', id).execute();
  return id;
}

async function pay(
  personId: string,
  day: string,
  cents: number,
  state: 'completed' | 'cancelled' = 'completed',
) {
  await db
    .insertInto('kg_payment')
    .values({
      tenant_id: lauffen,
      person_id: personId,
      payment_type: 'ManualEntryPayment',
      type: 'cash',
      state,
      booking_date: day,
      amount_cents: cents,
    })
    .execute();
}

beforeAll(async () => {
  server = await startTestServer();
  db = server.context.db;
  lauffen = server.world.ids.parish;
  brackenheim = server.world.ids.neighbourParish;
  const users = await db
    .selectFrom('app_user')
    .select(['id', 'username'])
    .where('username', 'in', ['gemeinde', 'kasse', 'nachbar'])
    .execute();
  for (const user of users)
    tokens[user.username] = (await issueKirchgeldToken(server.context, user.id)).token;

  fixture.anna = await insertPerson(lauffen, {
    data: {
      familienname: 'Mühlhäuser',
      vornamen: 'Anna',
      geschlecht: 'w',
      geburtsdatum: '1996-11-20',
      plz: '74348',
      kommune: 'Lauffen am Neckar',
      kro_nr: '110101',
    },
  });
  fixture.bernd = await insertPerson(lauffen, {
    data: {
      familienname: 'Mühlhäuser',
      vornamen: 'Bernd',
      geschlecht: 'm',
      geburtsdatum: '1996-11-21',
      plz: '74348',
      kommune: 'Lauffen am Neckar',
      kro_nr: '110102',
    },
  });
  fixture.clara = await insertPerson(lauffen, {
    data: {
      familienname: 'Hartmann',
      vornamen: 'Clara',
      geschlecht: 'w',
      geburtsdatum: '2008-11-20',
      plz: '74336',
      kommune: 'Brackenheim',
      sperre: 'sperrvermerk',
    },
  });
  fixture.dieter = await insertPerson(lauffen, {
    data: {
      familienname: 'Hartmann',
      vornamen: 'Dieter',
      geschlecht: 'm',
      geburtsdatum: '2008-11-21',
      plz: '74348',
      sperre: 'auskunftssperre',
    },
  });
  fixture.company = await insertPerson(lauffen, {
    type: 'company',
    eigenerfasst: true,
    data: { familienname: '50% Rabatt_Markt GmbH', plz: '74348', kommune: 'Lauffen am Neckar' },
  });
  fixture.ended = await insertPerson(lauffen, {
    ended: '2026-11-20T08:00:00Z',
    data: {
      familienname: 'Zeller',
      vornamen: 'Emil',
      geschlecht: 'm',
      geburtsdatum: '1940-01-01',
      plz: '74348',
    },
  });
  fixture.leaving = await insertPerson(lauffen, {
    ended: '2026-12-01T00:00:00Z',
    data: { familienname: 'Zeller', vornamen: 'Frieda', geschlecht: 'w', plz: '74348' },
  });
  // Anna and Bernd married today on, Clara and Dieter's marriage ended yesterday
  await db
    .insertInto('kg_relation')
    .values([
      {
        tenant_id: lauffen,
        type: 'ehe',
        side_a: fixture.anna,
        side_b: fixture.bernd,
        valid_from: '2026-11-20T07:00:00Z',
      },
      {
        tenant_id: lauffen,
        type: 'ehe',
        side_a: fixture.dieter,
        side_b: fixture.clara,
        valid_from: '2020-05-01T00:00:00Z',
        valid_before: '2026-11-19T12:00:00Z',
      },
    ])
    .execute();
  await pay(fixture.anna, '2025-03-01', 6000);
  await pay(fixture.anna, '2025-12-31', 6000);
  await pay(fixture.bernd, '2025-06-01', 5000, 'cancelled');
  await pay(fixture.bernd, '2026-01-01', 2500);
  await pay(fixture.clara, '2025-01-01', 9999);

  const organizations = await db
    .selectFrom('kg_organization')
    .select(['id', 'kro_nr'])
    .where('tenant_id', '=', lauffen)
    .execute();
  mergedOrganizationId = organizations.find((row) => row.kro_nr === '110100')?.id ?? 0;
  formerOrganizationId = organizations.find((row) => row.kro_nr === '110101')?.id ?? 0;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

/** The persons of Lauffen matching a hand-written condition over `p` (kg_person) and `d` (its newest data). */
async function expectedIds(condition: string, includeInactive = false): Promise<string[]> {
  const active = includeInactive
    ? 'true'
    : `(p.inactive_from is null or p.inactive_from >= '${TOMORROW_STARTS}')`;
  const result = await sql<{ id: string }>`
    select p.id from kg_person p join kg_person_data d on d.id = p.latest_data_id
    where p.tenant_id = ${lauffen} and ${sql.raw(active)} and (${sql.raw(condition)})`.execute(db);
  return result.rows.map((row) => row.id).sort();
}

async function engineIds(filter: KgFilterNode, includeInactive = false): Promise<string[]> {
  const rows = await personIdsMatchingFilter(db, {
    tenantId: lauffen,
    filter,
    today: TODAY,
    includeInactive,
  }).execute();
  return rows.map((row) => row.person_id).sort();
}

const married = `exists (select 1 from kg_relation r where r.type = 'ehe' and (r.side_a = p.id or r.side_b = p.id)
  and r.valid_from < '${TOMORROW_STARTS}' and (r.valid_before is null or r.valid_before >= '${TOMORROW_STARTS}'))`;
const total = (
  year: number,
) => `(select coalesce(sum(amount_cents), 0) from kg_payment k where k.person_id = p.id
  and k.state = 'completed' and k.booking_date between '${year}-01-01' and '${year}-12-31')`;

// each filter with the condition a person would write by hand; `some` marks cases the fixtures fill
const engineCases: {
  name: string;
  filter: KgFilterNode;
  condition: string | (() => string);
  includeInactive?: boolean;
  fixtures?: string[];
}[] = [
  {
    name: 'text: default istartswith',
    filter: { field: 'familienname', value: 'mü' },
    condition: `lower(d.familienname) like 'mü%'`,
    fixtures: ['anna', 'bernd'],
  },
  {
    name: 'text: exact',
    filter: { field: 'plz', op: 'exact', value: '74336' },
    condition: `d.plz = '74336'`,
    fixtures: ['clara'],
  },
  {
    name: 'text: iexact',
    filter: { field: 'kommune', op: 'iexact', value: 'LAUFFEN AM NECKAR' },
    condition: `lower(d.kommune) = 'lauffen am neckar'`,
    fixtures: ['anna'],
  },
  {
    name: 'text: icontains takes % and _ literally',
    filter: { field: 'familienname', op: 'icontains', value: '% rabatt_' },
    condition: `position('% rabatt_' in lower(d.familienname)) > 0`,
    fixtures: ['company'],
  },
  {
    name: 'text: iendswith',
    filter: { field: 'familienname', op: 'iendswith', value: 'MANN' },
    condition: `lower(d.familienname) like '%mann'`,
    fixtures: ['clara'],
  },
  {
    name: 'text: gt',
    filter: { field: 'plz', op: 'gt', value: '74340' },
    condition: `d.plz > '74340'`,
    fixtures: ['anna'],
  },
  {
    name: 'date: default gte',
    filter: { field: 'geburtsdatum', value: '2008-11-20' },
    condition: `d.geburtsdatum >= '2008-11-20'`,
    fixtures: ['clara', 'dieter'],
  },
  {
    name: 'date: lt',
    filter: { field: 'geburtsdatum', op: 'lt', value: '1996-11-21' },
    condition: `d.geburtsdatum < '1996-11-21'`,
    fixtures: ['anna'],
  },
  {
    name: 'age: at least 18 on the birthday',
    filter: { field: 'age', value: 18 },
    condition: `d.geburtsdatum <= '2008-11-20'`,
    fixtures: ['clara', 'anna'],
  },
  {
    name: 'age: under 18',
    filter: { field: 'age', op: 'lt', value: 18 },
    condition: `d.geburtsdatum > '2008-11-20'`,
    fixtures: ['dieter'],
  },
  {
    name: 'age: exactly 29',
    filter: { field: 'age', op: 'exact', value: 29 },
    condition: `d.geburtsdatum > '1996-11-20' and d.geburtsdatum <= '1997-11-20'`,
    fixtures: ['bernd'],
  },
  {
    name: 'not age ≥ 18 keeps persons without a birth date',
    filter: { not: { field: 'age', value: 18 } },
    condition: `d.geburtsdatum is null or d.geburtsdatum > '2008-11-20'`,
    fixtures: ['company', 'dieter'],
  },
  {
    name: 'enum: geschlecht',
    filter: { field: 'geschlecht', value: 'w' },
    condition: `d.geschlecht = 'w'`,
    fixtures: ['anna', 'clara'],
  },
  {
    name: 'Sperre 1010',
    filter: { field: 'sperre', value: '1010' },
    condition: `d.sperre = 'sperrvermerk'`,
    fixtures: ['clara'],
  },
  {
    name: 'not Sperre 1010 keeps persons without a block',
    filter: { not: { field: 'sperre', value: '1010' } },
    condition: `d.sperre is distinct from 'sperrvermerk'`,
    fixtures: ['anna', 'dieter'],
  },
  {
    name: 'Sperre 0000',
    filter: { field: 'sperre', value: '0000' },
    condition: `coalesce(d.sperre, '') = ''`,
    fixtures: ['anna'],
  },
  {
    name: 'type company',
    filter: { field: 'type', value: 'company' },
    condition: `p.type = 'company'`,
    fixtures: ['company'],
  },
  {
    name: 'eigenerfasst',
    filter: { field: 'eigenerfasst', value: true },
    condition: 'p.eigenerfasst',
    fixtures: ['company'],
  },
  {
    name: 'married today',
    filter: { field: 'married', value: true },
    condition: married,
    fixtures: ['anna', 'bernd'],
  },
  {
    name: 'not married',
    filter: { field: 'married', value: false },
    condition: `not ${married}`,
    fixtures: ['clara'],
  },
  {
    name: 'donated in 2025',
    filter: { field: 'donated_in_year', value: 2025 },
    condition: `${total(2025)} > 0`,
    fixtures: ['anna', 'clara'],
  },
  {
    name: 'has not donated in 2025',
    filter: { not: { field: 'donated_in_year', value: 2025 } },
    condition: `${total(2025)} = 0`,
    fixtures: ['bernd'],
  },
  {
    name: 'donation total of 2025 at least 100 euros',
    filter: { field: 'donation_total', value: '100.00', year: 2025 },
    condition: `${total(2025)} >= 10000`,
    fixtures: ['anna'],
  },
  {
    name: 'donation total of this year below 30 euros',
    filter: { field: 'donation_total', op: 'lt', value: '30' },
    condition: `${total(2026)} < 3000`,
    fixtures: ['bernd', 'anna'],
  },
  {
    name: 'the merged parish has the former parishes’ members',
    filter: { field: 'organization', value: 1 },
    condition: () => `trim(d.kro_nr) in ('110100', '110101', '110102')`,
    fixtures: ['anna', 'bernd'],
  },
  {
    name: 'a parish merged away has none today',
    filter: { field: 'organization', value: 2 },
    condition: 'false',
  },
  {
    name: 'inactive persons when asked for',
    filter: { field: 'inaktiv', value: true },
    condition: `p.inactive_from < '${TOMORROW_STARTS}'`,
    includeInactive: true,
    fixtures: ['ended'],
  },
  {
    name: 'or of and and not',
    filter: {
      or: [
        {
          and: [
            { field: 'plz', value: '743' },
            { field: 'geschlecht', value: 'm' },
          ],
        },
        { not: { field: 'geburtsdatum', value: '1950-01-01' } },
      ],
    },
    condition: `(d.plz like '743%' and d.geschlecht = 'm') or not coalesce(d.geburtsdatum >= '1950-01-01', false)`,
    fixtures: ['bernd', 'company'],
  },
  {
    name: 'not of an or, beside an and',
    filter: {
      and: [
        {
          not: {
            or: [
              { field: 'geschlecht', value: 'w' },
              { field: 'age', op: 'lt', value: 18 },
            ],
          },
        },
        { field: 'plz', value: '74348' },
      ],
    },
    condition: `not (coalesce(d.geschlecht = 'w', false) or coalesce(d.geburtsdatum > '2008-11-20', false)) and d.plz like '74348%'`,
    fixtures: ['bernd', 'company'],
  },
  {
    name: 'a double not',
    filter: { not: { not: { field: 'familienname', value: 'hart' } } },
    condition: `lower(d.familienname) like 'hart%'`,
    fixtures: ['clara', 'dieter'],
  },
  { name: 'an empty and is everyone active', filter: { and: [] }, condition: 'true', fixtures: ['leaving'] },
  { name: 'an empty or is no one', filter: { or: [] }, condition: 'false' },
];

describe('the filter engine against hand-written SQL', () => {
  it.each(engineCases)('$name', async ({ filter, condition, includeInactive, fixtures }) => {
    const organizationFilter = JSON.stringify(filter).replace(
      /"field":"organization","value":(\d)/,
      (_match, which: string) =>
        `"field":"organization","value":${which === '1' ? mergedOrganizationId : formerOrganizationId}`,
    );
    const actual = await engineIds(JSON.parse(organizationFilter), includeInactive);
    const expected = await expectedIds(
      typeof condition === 'function' ? condition() : condition,
      includeInactive,
    );
    expect(actual).toEqual(expected);
    for (const name of fixtures ?? []) expect(actual, `${name} matches`).toContain(fixture[name]);
  });

  it('leaves out persons inactive since today, keeps those leaving later', async () => {
    const everyone = await engineIds({ and: [] });
    expect(everyone).not.toContain(fixture.ended);
    expect(everyone).toContain(fixture.leaving);
  });

  it('refuses a filter the checks refuse, in German at filter', () => {
    expect(() =>
      personIdsMatchingFilter(db, {
        tenantId: lauffen,
        filter: { field: 'passwort', value: 'x' },
        today: TODAY,
      }),
    ).toThrow(M.unknownField('passwort'));
  });
});

describe('the preview', () => {
  it('answers the count and the first persons, by name', async () => {
    const response = await preview({ field: 'familienname', value: 'Hartmann' }, { limit: 1 });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.count).toBe(2);
    expect(body.results).toHaveLength(1);
    expect(body.results[0]).toMatchObject({
      id: fixture.clara,
      familienname: 'Hartmann',
      vornamen: 'Clara',
      plz: '74336',
      sperre: 'sperrvermerk',
      inactive: false,
    });
    expect(body.results[0].url).toMatch(new RegExp(`tenant/${lauffen}/person/${fixture.clara}/$`));
  });

  it('orders a filter on a name part (sorted once) as the sort name orders everyone', async () => {
    const byName = async (condition: string) => {
      const result = await sql<{ id: string }>`
        select p.id from kg_person p join kg_person_data d on d.id = p.latest_data_id
        where p.tenant_id = ${lauffen} and (p.inactive_from is null or p.inactive_from >= ${TOMORROW_STARTS})
          and (${sql.raw(condition)})
        order by p.lookup_name, p.id`.execute(db);
      return result.rows.map((row) => row.id);
    };
    const expected = await byName(`lower(d.familienname) like '%a%' or lower(d.vornamen) like '%a%'`);
    expect(expected.length).toBeGreaterThan(3);
    const response = await preview(
      {
        or: [
          { field: 'familienname', op: 'icontains', value: 'A' },
          { field: 'vornamen', op: 'icontains', value: 'a' },
        ],
      },
      { limit: 3 },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().count).toBe(expected.length);
    expect(response.json().results.map((row: { id: string }) => row.id)).toEqual(expected.slice(0, 3));
    expect(response.json().results[0]).toMatchObject({ familienname: expect.any(String), inactive: false });
    expect(response.json().results[0]).not.toHaveProperty('lookup_name');

    const nobody = await preview({ field: 'familienname', op: 'icontains', value: 'qqq' });
    expect(nobody.json()).toMatchObject({ count: 0, results: [] });
  });

  it('shows ten by default and every active person without a filter', async () => {
    const response = await call({ method: 'GET', path: `tenant/${lauffen}/filter/preview/` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().results).toHaveLength(10);
    expect(response.json().count).toBe((await expectedIds('true')).length);
  });

  it('includes inactive persons when the options ask', async () => {
    const response = await preview({ field: 'familienname', value: 'Zeller' }, { include_inactive: true });
    expect(response.json().count).toBe(2);
    expect(response.json().results.map((row: { inactive: boolean }) => row.inactive)).toEqual([true, false]);
  });

  const deep = (levels: number) => {
    let node: KgFilterNode = { field: 'plz', value: '7' };
    for (let level = 1; level < levels; level += 1) node = { not: node };
    return node;
  };
  const badFilters: { name: string; filter: unknown; message: string }[] = [
    {
      name: 'an unknown field',
      filter: { field: 'kg_person.id; drop table kg_person', value: 'x' },
      message: M.unknownField('kg_person.id; drop table kg_person'),
    },
    {
      name: 'an unknown operator',
      filter: { field: 'plz', op: 'similar', value: '7' },
      message: M.unknownOperator('similar'),
    },
    { name: 'a deeply nested filter', filter: deep(200), message: M.tooDeep },
    {
      name: 'a huge filter',
      filter: { or: Array.from({ length: 400 }, () => ({ field: 'plz', value: '7' })) },
      message: M.tooManyNodes,
    },
    {
      name: 'a date after today',
      filter: { field: 'geburtsdatum', op: 'lte', value: '2026-11-21' },
      message: M.futureDate,
    },
    {
      name: 'a donation year after this one',
      filter: { field: 'donated_in_year', value: 2027 },
      message: M.invalidYear(2026),
    },
  ];
  it.each(badFilters)('refuses $name with a German 400 at filter', async ({ filter, message }) => {
    const response = await preview(filter);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ filter: [message] });
  });

  it('refuses text that is no JSON and options beyond the limit', async () => {
    const broken = await call({
      method: 'GET',
      path: `tenant/${lauffen}/filter/preview/?filter=%7B%22and%22`,
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ filter: [M.invalidJson] });
    const options = await preview({ and: [] }, { limit: 1000 });
    expect(options.statusCode).toBe(400);
    expect(options.json()).toEqual({ options: [M.invalidOptions] });
  });

  it('keeps the limit on conditions in step with the domain', () => {
    expect(KG_FILTER_LIMITS.maxNodes).toBeLessThan(400);
  });

  it('describes the routes and the recursive filter in the OpenAPI document', async () => {
    const docs = await server.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('/api/kirchgeld/v1/tenant/{tenant}/filter/preview/');
  });
});

describe('target groups', () => {
  const create = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    call({ method: 'POST', path: `tenant/${lauffen}/filter/`, payload, headers });

  it("requires a name: 'Zielgruppenname eingeben'", async () => {
    const response = await create({ name: '  ', filter: { and: [] } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ name: [M.nameRequired] });
  });

  it('refuses a bad filter at filter and stores nothing', async () => {
    const before = await db.selectFrom('kg_filter').select('id').execute();
    const response = await create({ name: 'Kaputt', filter: { field: 'plz', op: 'regex', value: '7' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ filter: [M.unknownOperator('regex')] });
    expect(await db.selectFrom('kg_filter').select('id').execute()).toHaveLength(before.length);
  });

  it('freezes the persons of a persisted group and evaluates a live one when used', async () => {
    const filter = { field: 'familienname', value: 'Mühlhäuser' };
    const persisted = await create(
      { name: 'Familie Mühlhäuser', type: 'PersistedFilter', filter },
      { 'Idempotency-Key': 'mueller-1' },
    );
    expect(persisted.statusCode, persisted.body).toBe(201);
    expect(persisted.json()).toMatchObject({
      name: 'Familie Mühlhäuser',
      type: 'PersistedFilter',
      person_count: 2,
      filter,
    });
    const replay = await create(
      { name: 'Familie Mühlhäuser', type: 'PersistedFilter', filter },
      { 'Idempotency-Key': 'mueller-1' },
    );
    expect(replay.json().id).toBe(persisted.json().id);
    const live = await create({ name: 'Mühlhäusers live', type: 'LiveFilter', filter });
    expect(live.json()).toMatchObject({ type: 'LiveFilter', person_count: null });

    const newcomer = await insertPerson(lauffen, { data: { familienname: 'Mühlhäuser', vornamen: 'Gerd' } });
    const frozen = await (
      await targetGroupPersonIds(db, { tenantId: lauffen, filterId: persisted.json().id, today: TODAY })
    ).execute();
    expect(frozen.map((row) => row.person_id).sort()).toEqual([fixture.anna, fixture.bernd].sort());
    const current = await (
      await targetGroupPersonIds(db, { tenantId: lauffen, filterId: live.json().id, today: TODAY })
    ).execute();
    expect(current.map((row) => row.person_id)).toContain(newcomer);

    const listed = await call({ method: 'GET', path: `tenant/${lauffen}/filter/?limit=1500` });
    expect(listed.statusCode).toBe(200);
    const names = listed.json().results.map((group: { name: string }) => group.name);
    expect(names).toEqual(expect.arrayContaining(['Familie Mühlhäuser', 'Mühlhäusers live']));
    expect(names.filter((name: string) => name === 'Familie Mühlhäuser')).toHaveLength(1);
    const one = await call({ method: 'GET', path: `tenant/${lauffen}/filter/${live.json().id}/` });
    expect(one.json()).toEqual(live.json());
  });

  it("answers another tenant's target group with 404", async () => {
    const foreign = await addKgTargetGroup(
      server.context,
      brackenheim,
      { name: 'Brackenheimer', type: 'LiveFilter', filter: { and: [] } },
      { userId: null, impersonatorId: null },
    );
    for (const method of ['GET', 'DELETE'] as const) {
      const response = await call({ method, path: `tenant/${lauffen}/filter/${foreign}/` });
      expect(response.statusCode).toBe(404);
    }
    expect(await db.selectFrom('kg_filter').select('id').where('id', '=', foreign).execute()).toHaveLength(1);
  });

  it('deletes a group no letter uses, and refuses one a letter uses with 409', async () => {
    const unused = await create({ name: 'Wegwerfen', type: 'LiveFilter', filter: { and: [] } });
    const deleted = await call({ method: 'DELETE', path: `tenant/${lauffen}/filter/${unused.json().id}/` });
    expect(deleted.statusCode).toBe(204);
    const gone = await call({ method: 'GET', path: `tenant/${lauffen}/filter/${unused.json().id}/` });
    expect(gone.statusCode).toBe(404);

    const used = await create({
      name: 'Für einen Brief',
      type: 'PersistedFilter',
      filter: { field: 'plz', value: '74336' },
    });
    await sql`insert into kg_letter (tenant_id, name, type, filter_id) values (${lauffen}, 'Brief', 'donation', ${used.json().id})`.execute(
      db,
    );
    const refused = await call({ method: 'DELETE', path: `tenant/${lauffen}/filter/${used.json().id}/` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: M.inUseByLetter });
  });
});
