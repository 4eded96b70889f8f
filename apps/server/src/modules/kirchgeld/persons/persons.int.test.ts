/**
 * Church-tax persons over HTTP (devices-income-kirchgeld.md §2 "Person detail", "Person lookup",
 * §4 "Person", §5 "Person creation", §6): lookup filters and search, versions newest first,
 * German field errors, tenants kept apart, set inactive, registry persons not editable.
 * Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { KIRCHGELD_API_PREFIX } from '@kollekta/contract';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test-support/test-server';
import { issueKirchgeldToken } from '../auth/kirchgeld-tokens';
import { addDemoSelfCreatedPersons } from './demo-persons';
import { type LookupOptions, type LookupPlan, lookupPersons } from './person-lookup.repository';
import { appendPersonVersion } from './person-versions.repository';

let server: TestServer;
let lauffen: number;
let brackenheim: number;
const tokens: Record<string, string> = {};

type Who = 'gemeinde' | 'kasse' | 'nachbar';

function call(who: Who, options: Omit<InjectOptions, 'url'> & { path: string }) {
  const { path, headers, ...rest } = options;
  return server.app.inject({
    ...rest,
    url: `${KIRCHGELD_API_PREFIX}${path}`,
    headers: { ...headers, authorization: `Bearer ${tokens[who]}` },
  });
}

async function createPerson(data: Record<string, string>, type: 'individual' | 'company' = 'individual') {
  const response = await call('gemeinde', {
    method: 'POST',
    path: `tenant/${lauffen}/person/`,
    payload: { type, data },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; url: string; data: { id: number }[] };
}

/** A person as the registry import makes them: not self-created. */
async function insertRegistryPerson(tenantId: number, values: Record<string, string>): Promise<string> {
  const id = randomUUID();
  await server.context.db.transaction().execute(async (trx) => {
    await trx.insertInto('kg_person').values({ id, tenant_id: tenantId, type: 'individual' }).execute();
    await appendPersonVersion(trx, {
      personId: id,
      values,
      validFrom: new Date('2025-01-01T00:00:00Z'),
      source: 'import',
    });
  });
  return id;
}

function lookup(query: string) {
  return call('gemeinde', { method: 'GET', path: `tenant/${lauffen}/person/?${query}` });
}

function namesOf(body: { results: { name: string }[] }): string[] {
  return body.results.map((row) => row.name).sort();
}

beforeAll(async () => {
  server = await startTestServer();
  lauffen = server.world.ids.parish;
  brackenheim = server.world.ids.neighbourParish;
  const users = await server.context.db
    .selectFrom('app_user')
    .select(['id', 'username'])
    .where('username', 'in', ['gemeinde', 'kasse', 'nachbar'])
    .execute();
  for (const user of users)
    tokens[user.username] = (await issueKirchgeldToken(server.context, user.id)).token;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('person creation', () => {
  it('creates a self-created person with one manual version', async () => {
    const person = await createPerson({
      vornamen: 'Greta',
      familienname: 'Gründlich',
      geschlecht: 'w',
      geburtsdatum: '1970-05-17',
      strassenname: 'Kiesstraße',
      hausnr: '4',
      plz: '74348',
      kommune: 'Lauffen am Neckar',
    });
    const detail = (
      await call('gemeinde', { method: 'GET', path: `tenant/${lauffen}/person/${person.id}/` })
    ).json();
    expect(detail).toMatchObject({
      type: 'individual',
      is_editable: true,
      inaktiv: false,
    });
    expect(detail.url).toMatch(new RegExp(`${KIRCHGELD_API_PREFIX}tenant/${lauffen}/person/${person.id}/$`));
    expect(detail.data).toHaveLength(1);
    expect(detail.data[0]).toMatchObject({
      source: 'manual',
      eigenerfasst: true,
      vornamen: 'Greta',
      geburtsdatum: '1970-05-17',
      valid_before: null,
      org_by_kro: null,
    });
    const audit = await server.context.db
      .selectFrom('audit_log')
      .select('action')
      .where('object_id', '=', person.id)
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['kg_person.created']);
  });

  it('refuses bad input with German messages per field', async () => {
    const response = await call('gemeinde', {
      method: 'POST',
      path: `tenant/${lauffen}/person/`,
      payload: {
        type: 'individual',
        data: { familienname: ' ', geburtsdatum: '1980-02-30', einzug_datum: '2099-01-01' },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      'data.familienname': ['Verpflichtend'],
      'data.vornamen': ['Verpflichtend'],
      'data.geschlecht': ['Verpflichtend'],
      'data.geburtsdatum': ['Das eingegebene Datum ist ungültig'],
      'data.einzug_datum': ['Das Datum darf nicht in der Zukunft liegen'],
    });
    const company = await call('gemeinde', {
      method: 'POST',
      path: `tenant/${lauffen}/person/`,
      payload: { type: 'company', data: {} },
    });
    expect(company.json()).toEqual({ 'data.familienname': ['Verpflichtend'] });
    const badType = await call('gemeinde', {
      method: 'POST',
      path: `tenant/${lauffen}/person/`,
      payload: { type: 'verein', data: { familienname: 'X' } },
    });
    expect(badType.statusCode).toBe(400);
  });
});

describe('person lookup', () => {
  beforeAll(async () => {
    await createPerson({
      vornamen: 'Anna',
      familienname: 'Mühlhäuser-Lüdenscheidt',
      geschlecht: 'w',
      strassenname: 'Zwetschgenweg',
      plz: '74348',
      kommune: 'Lauffen am Neckar',
    });
    await createPerson(
      { familienname: 'Autohaus Weber GmbH', plz: '74348', kommune: 'Lauffen am Neckar' },
      'company',
    );
    await insertRegistryPerson(lauffen, {
      vornamen: 'Bernd',
      familienname: 'Mühlhäuser',
      geschlecht: 'm',
      plz: '74399',
      kommune: 'Walheim',
    });
    await insertRegistryPerson(brackenheim, {
      vornamen: 'Berta',
      familienname: 'Mühlhäuser',
      geschlecht: 'w',
    });
  });

  it('searches the start of words, case-insensitively, every term', async () => {
    expect(namesOf((await lookup('search=mühlh')).json())).toEqual([
      'Anna Mühlhäuser-Lüdenscheidt',
      'Bernd Mühlhäuser',
    ]);
    expect(namesOf((await lookup('search=LÜDEN')).json())).toEqual(['Anna Mühlhäuser-Lüdenscheidt']);
    expect(namesOf((await lookup('search=häuser')).json())).toEqual([]);
    expect(namesOf((await lookup('search=mühlhäuser%20walheim')).json())).toEqual(['Bernd Mühlhäuser']);
    expect(namesOf((await lookup('search=zwetschg')).json())).toEqual(['Anna Mühlhäuser-Lüdenscheidt']);
    expect(namesOf((await lookup('search=7439')).json())).toEqual(['Bernd Mühlhäuser']);
  });

  it('filters self-created and companies', async () => {
    const selfCreated = (await lookup('search=mühlhäuser&filter=self_created')).json();
    expect(namesOf(selfCreated)).toEqual(['Anna Mühlhäuser-Lüdenscheidt']);
    expect(selfCreated.results[0]).toMatchObject({ is_editable: true, type: 'individual' });
    const companies = (await lookup('filter=company')).json();
    expect(companies.results.every((row: { type: string }) => row.type === 'company')).toBe(true);
    expect(namesOf(companies)).toContain('Autohaus Weber GmbH');
    const editable = (
      await call('gemeinde', { method: 'GET', path: `tenant/${lauffen}/person/is_editable/?limit=1000` })
    ).json();
    expect(editable.results.every((row: { is_editable: boolean }) => row.is_editable)).toBe(true);
    expect(namesOf(editable)).not.toContain('Bernd Mühlhäuser');
  });

  it('pages and orders', async () => {
    const first = (await lookup('limit=2&ordering=-familienname')).json();
    expect(first.results).toHaveLength(2);
    expect(first.count).toBeGreaterThan(2);
    expect(first.next).toContain('offset=2');
    expect(first.previous).toBeNull();
    expect(first.count_is_lower_bound).toBe(false);
    const names = first.results.map(
      (row: { latest_data: { familienname: string } }) => row.latest_data.familienname,
    );
    expect([...names].sort().reverse()).toEqual(names);
  });
});

describe('lookup plans (issue 18)', () => {
  const FAMILIES = ['Ahorn', 'Birke', 'Zeder', 'Ahorn', 'Esche', 'Zeder', 'Buche', 'Ahorn', 'Linde', 'Zeder'];
  // small limits, so that these few persons are a broad search and a capped count
  const tuning = { broadEntries: 2, countCap: 3, walkPersons: 4, countEntries: 2 };

  beforeAll(async () => {
    for (const [index, familienname] of FAMILIES.entries()) {
      const person = await createPerson({
        vornamen: `Planvorname${String.fromCharCode(97 + (index % 4))}`,
        familienname,
        geschlecht: 'w',
        strassenname: index % 2 ? 'Planstraße' : 'Planweg',
        plz: index % 3 ? '70001' : '70002',
        kommune: 'Planstadt',
      });
      server.clock.advance(1000);
      if (index % 4 === 1) {
        const detail = (
          await call('gemeinde', { method: 'GET', path: `tenant/${lauffen}/person/${person.id}/` })
        ).json();
        await call('gemeinde', {
          method: 'PATCH',
          path: `tenant/${lauffen}/person/${person.id}/`,
          payload: { target: detail.data[0].id, data: { valid_before: server.clock.now().toISOString() } },
        });
        server.clock.advance(1000);
      }
    }
    await createPerson(
      { familienname: 'Planbau GmbH', strassenname: 'Planweg', kommune: 'Planstadt' },
      'company',
    );
    await insertRegistryPerson(lauffen, {
      vornamen: 'Planvornamea',
      familienname: 'Zeder',
      geschlecht: 'm',
      strassenname: 'Planweg',
      kommune: 'Planstadt',
    });
    server.clock.advance(1000);
  });

  async function lookupBy(plan: LookupPlan | undefined, options: Partial<LookupOptions>) {
    return lookupPersons(server.context.db, {
      tenantId: lauffen,
      terms: [],
      filter: 'all',
      includeInactive: false,
      now: server.clock.now(),
      ordering: 'familienname',
      limit: 25,
      offset: 0,
      // the walk forced: through every person of the tenant, so that it fills each page it can
      tuning: plan === 'walk' ? { ...tuning, walkPersons: 1000 } : tuning,
      ...(plan ? { plan } : {}),
      ...options,
    });
  }

  it('answers every search with the same rows in the same order by every plan', async () => {
    const searches = [
      ['planstadt'],
      ['planstadt', 'zeder'],
      ['planweg', 'planv'],
      ['p'],
      ['zeder'],
      ['planbau'],
      ['xyzzy'],
    ];
    const orderings = ['familienname', '-familienname', 'created_at', '-created_at', 'plz', '-vornamen'];
    const pages = [
      { limit: 2, offset: 0 },
      { limit: 2, offset: 2 },
      { limit: 3, offset: 5 },
      { limit: 25, offset: 0 },
    ];
    let compared = 0;
    let lowerBounds = 0;
    for (const terms of searches)
      for (const filter of ['all', 'company', 'self_created'] as const)
        for (const includeInactive of [false, true])
          for (const ordering of orderings)
            for (const page of pages) {
              const options = { terms, filter, includeInactive, ordering, ...page };
              const sets = await lookupBy('sets', options);
              const ids = sets.rows.map((row) => row.person_id);
              expect(sets.isCountLowerBound).toBe(false);
              for (const plan of ['words', 'walk', undefined] as const) {
                const other = await lookupBy(plan, options);
                const label = JSON.stringify({ plan, ...options });
                expect(
                  other.rows.map((row) => row.person_id),
                  label,
                ).toEqual(ids);
                if (other.isCountLowerBound) {
                  lowerBounds += 1;
                  expect(other.count, label).toBe(Math.max(tuning.countCap, page.offset + page.limit));
                  expect(sets.count, label).toBeGreaterThan(other.count);
                } else expect(other.count, label).toBe(sets.count);
                compared += 1;
              }
            }
    expect(compared).toBe(7 * 3 * 2 * 6 * 4 * 3);
    expect(lowerBounds).toBeGreaterThan(0);
  });

  it('says over HTTP when the count of a broad search is a lower bound', async () => {
    const first = (await lookup('search=planstadt&limit=1')).json();
    expect(first).toMatchObject({ count_is_lower_bound: false });
    expect(first.count).toBeGreaterThan(1);
    expect((await lookup('search=xyzzy')).json()).toMatchObject({ count: 0, count_is_lower_bound: false });
  });

  it("checks a candidate's other terms in the index of person and word, without reading the words' rows", async () => {
    const indexes = await sql<{ indexname: string; indexdef: string }>`
      select indexname, indexdef from pg_indexes
      where tablename = 'kg_person_search_word' and indexname <> 'kg_person_search_word_pk'`.execute(
      server.context.db,
    );
    expect(
      indexes.rows.map((index) => [index.indexname, /\(person_id, word\)$/.test(index.indexdef)]),
    ).toEqual([['kg_person_search_word_person_word_idx', true]]);
  });
});

describe('versions, edit and set inactive', () => {
  it('edits as a new version, lists versions newest first, sets inactive', async () => {
    const person = await createPerson({
      vornamen: 'Vera',
      familienname: 'Versionsreich',
      geschlecht: 'w',
      strassenname: 'Altweg',
    });
    server.clock.advance(60_000);
    const edited = await call('gemeinde', {
      method: 'PATCH',
      path: `tenant/${lauffen}/person/${person.id}/`,
      payload: { data: { strassenname: 'Neuweg', hausnr: '3' } },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const versions = edited.json().data;
    expect(versions.map((version: { strassenname: string }) => version.strassenname)).toEqual([
      'Neuweg',
      'Altweg',
    ]);
    expect(versions[0]).toMatchObject({ vornamen: 'Vera', hausnr: '3', valid_before: null });
    expect(versions[1].valid_before).toBe(versions[0].valid_from);
    // the lookup finds the newest words only
    expect(namesOf((await lookup('search=neuweg')).json())).toEqual(['Vera Versionsreich']);
    expect(namesOf((await lookup('search=altweg')).json())).toEqual([]);

    const badEdit = await call('gemeinde', {
      method: 'PATCH',
      path: `tenant/${lauffen}/person/${person.id}/`,
      payload: { data: { vornamen: '', geburtsdatum: 'gestern' } },
    });
    expect(badEdit.statusCode).toBe(400);
    expect(badEdit.json()).toEqual({
      'data.vornamen': ['Verpflichtend'],
      'data.geburtsdatum': ['Das eingegebene Datum ist ungültig'],
    });

    server.clock.advance(60_000);
    const now = server.clock.now().toISOString();
    const inactive = await call('gemeinde', {
      method: 'PATCH',
      path: `tenant/${lauffen}/person/${person.id}/`,
      payload: { target: versions[0].id, data: { valid_before: now } },
    });
    expect(inactive.statusCode, inactive.body).toBe(200);
    expect(inactive.json()).toMatchObject({ inaktiv: true, inaktiv_seit: now });
    expect(inactive.json().data[0].valid_before).toBe(now);
    server.clock.advance(1000);
    expect(namesOf((await lookup('search=versionsreich')).json())).toEqual([]);
    const withInactive = (await lookup('search=versionsreich&include_inactive=true')).json();
    expect(withInactive.results).toMatchObject([{ name: 'Vera Versionsreich', inaktiv: true }]);
    // an inactive person is not edited any more
    const again = await call('gemeinde', {
      method: 'PATCH',
      path: `tenant/${lauffen}/person/${person.id}/`,
      payload: { data: { hausnr: '5' } },
    });
    expect(again.statusCode).toBe(400);
  });

  it('does not edit or set inactive a person from the registry', async () => {
    const id = await insertRegistryPerson(lauffen, {
      vornamen: 'Ingo',
      familienname: 'Importiert',
      geschlecht: 'm',
    });
    const detail = (
      await call('gemeinde', { method: 'GET', path: `tenant/${lauffen}/person/${id}/` })
    ).json();
    expect(detail).toMatchObject({ is_editable: false, inaktiv: false });
    const edit = await call('gemeinde', {
      method: 'PATCH',
      path: `tenant/${lauffen}/person/${id}/`,
      payload: { data: { vornamen: 'Inge' } },
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toEqual({
      detail: 'Diese Person stammt aus dem Meldewesen und kann nicht bearbeitet werden.',
    });
    const setInactive = await call('gemeinde', {
      method: 'PATCH',
      path: `tenant/${lauffen}/person/${id}/`,
      payload: { target: detail.data[0].id, data: { valid_before: server.clock.now().toISOString() } },
    });
    expect(setInactive.statusCode).toBe(403);
  });
});

describe('relations', () => {
  it('adds ehe and part_of with their rules, shows both sides, ends a relation', async () => {
    const anna = await createPerson({ vornamen: 'Rita', familienname: 'Relational', geschlecht: 'w' });
    const bernd = await createPerson({ vornamen: 'Rolf', familienname: 'Relational', geschlecht: 'm' });
    const firm = await createPerson({ familienname: 'Relational AG' }, 'company');
    const add = (from: string, body: Record<string, unknown>) =>
      call('gemeinde', { method: 'POST', path: `tenant/${lauffen}/person/${from}/relation/`, payload: body });

    const ehe = await add(anna.id, { type: 'ehe', person: bernd.id, valid_from: '2020-06-12' });
    expect(ehe.statusCode, ehe.body).toBe(201);
    expect(ehe.json().relations).toMatchObject([
      { type: 'ehe', person: { id: bernd.id, name: 'Rolf Relational', type: 'individual' }, is_active: true },
    ]);
    expect(ehe.json().relations[0].valid_from).toBe('2020-06-11T22:00:00.000Z');
    const reverse = (
      await call('gemeinde', { method: 'GET', path: `tenant/${lauffen}/person/${bernd.id}/` })
    ).json();
    expect(reverse.reverse_relations).toMatchObject([{ type: 'ehe', person: { id: anna.id } }]);

    expect((await add(anna.id, { type: 'ehe', person: firm.id })).json()).toEqual({
      person: ['Eine Ehe kann nur zwischen zwei Personen (keinen Firmen) bestehen.'],
    });
    expect((await add(firm.id, { type: 'ehe', person: anna.id })).statusCode).toBe(400);
    expect((await add(anna.id, { type: 'part_of', person: anna.id })).json()).toEqual({
      person: ['Eine Person kann nicht mit sich selbst verbunden werden.'],
    });
    expect((await add(bernd.id, { type: 'ehe', person: anna.id })).json()).toEqual({
      person: ['Diese Beziehung besteht bereits.'],
    });
    const partOf = await add(bernd.id, { type: 'part_of', person: firm.id });
    expect(partOf.statusCode).toBe(201);

    // a person of another tenant: 400, and nothing written
    const foreign = await insertRegistryPerson(brackenheim, {
      vornamen: 'Fritz',
      familienname: 'Fremd',
      geschlecht: 'm',
    });
    const across = await add(bernd.id, { type: 'part_of', person: foreign });
    expect(across.statusCode).toBe(400);
    expect(across.json()).toEqual({ person: ['Diese Person gibt es in dieser Organisation nicht.'] });
    const rows = await server.context.db
      .selectFrom('kg_relation')
      .select('id')
      .where('side_b', '=', foreign)
      .execute();
    expect(rows).toEqual([]);

    server.clock.advance(60_000);
    const relationId = partOf
      .json()
      .relations.find((relation: { type: string }) => relation.type === 'part_of').id;
    const ended = await call('gemeinde', {
      method: 'PATCH',
      path: `tenant/${lauffen}/person/${bernd.id}/relation/${relationId}/`,
      payload: {},
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(
      ended.json().relations.find((relation: { id: number }) => relation.id === relationId),
    ).toMatchObject({
      is_active: false,
      valid_before: server.clock.now().toISOString(),
    });
  });
});

describe('tenants and permissions', () => {
  it('answers 404 for a person of another tenant, for nachbar and for unknown ids', async () => {
    const foreign = await insertRegistryPerson(brackenheim, {
      vornamen: 'Hanna',
      familienname: 'Hinterland',
      geschlecht: 'w',
    });
    const own = await createPerson({ vornamen: 'Olga', familienname: 'Ortsansässig', geschlecht: 'w' });
    expect(
      (await call('gemeinde', { method: 'GET', path: `tenant/${lauffen}/person/${foreign}/` })).statusCode,
    ).toBe(404);
    expect(
      (
        await call('gemeinde', {
          method: 'PATCH',
          path: `tenant/${lauffen}/person/${foreign}/`,
          payload: { data: { vornamen: 'X' } },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('gemeinde', { method: 'GET', path: `tenant/${lauffen}/person/${randomUUID()}/` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('gemeinde', { method: 'GET', path: `tenant/${lauffen}/person/kein-uuid/` })).statusCode,
    ).toBe(404);
    expect(
      (await call('gemeinde', { method: 'GET', path: `tenant/${lauffen}/person/${foreign}/payments/` }))
        .statusCode,
    ).toBe(404);
    // nachbar does not see Lauffen at all
    expect((await call('nachbar', { method: 'GET', path: `tenant/${lauffen}/person/` })).statusCode).toBe(
      404,
    );
    expect(
      (await call('nachbar', { method: 'GET', path: `tenant/${lauffen}/person/${own.id}/` })).statusCode,
    ).toBe(404);
    expect(
      (
        await call('nachbar', {
          method: 'POST',
          path: `tenant/${lauffen}/person/`,
          payload: { type: 'company', data: { familienname: 'X' } },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses kasse (no church-tax permission in Lauffen) with 403', async () => {
    const own = await createPerson({ vornamen: 'Karl', familienname: 'Kassenfern', geschlecht: 'm' });
    expect((await call('kasse', { method: 'GET', path: `tenant/${lauffen}/person/` })).statusCode).toBe(403);
    const edit = await call('kasse', {
      method: 'PATCH',
      path: `tenant/${lauffen}/person/${own.id}/`,
      payload: { data: { vornamen: 'Kurt' } },
    });
    expect(edit.statusCode).toBe(403);
    const created = await call('kasse', {
      method: 'POST',
      path: `tenant/${lauffen}/person/`,
      payload: { type: 'company', data: { familienname: 'Kassenfirma' } },
    });
    expect(created.statusCode).toBe(403);
  });
});

describe('payments of a person', () => {
  it('lists the kg_payment rows newest first with decimal amounts', async () => {
    const person = await createPerson({ vornamen: 'Paula', familienname: 'Zahlreich', geschlecht: 'w' });
    await server.context.db
      .insertInto('kg_payment')
      .values([
        {
          tenant_id: lauffen,
          person_id: person.id,
          payment_type: 'ContextKPayment',
          type: null,
          booking_date: '2021-03-01',
          amount_cents: 2500,
        },
        {
          tenant_id: lauffen,
          person_id: person.id,
          payment_type: 'ContextKPayment',
          type: null,
          booking_date: '2022-04-02',
          amount_cents: 3050,
        },
      ])
      .execute();
    const response = await call('gemeinde', {
      method: 'GET',
      path: `tenant/${lauffen}/person/${person.id}/payments/?limit=1000`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      count: 2,
      results: [
        { booking_date: '2022-04-02', amount: '30.50', payment_type: 'ContextKPayment', state: 'completed' },
        { booking_date: '2021-03-01', amount: '25.00' },
      ],
    });
  });
});

describe('demo persons', () => {
  it('adds self-created persons, a company with a person part of it, and a person with two versions', async () => {
    const ids = await addDemoSelfCreatedPersons(server.context, lauffen, 6);
    expect(ids).toHaveLength(6);
    const details = await Promise.all(
      ids.map(async (id) =>
        (await call('gemeinde', { method: 'GET', path: `tenant/${lauffen}/person/${id}/` })).json(),
      ),
    );
    expect(details.every((person) => person.is_editable)).toBe(true);
    const company = details.find((person) => person.type === 'company');
    expect(company?.data[0].familienname).toBe('Autohaus Weber GmbH');
    expect(company?.reverse_relations).toMatchObject([{ type: 'part_of', person: { type: 'individual' } }]);
    expect(details.some((person) => person.data.length === 2)).toBe(true);
  });
});
