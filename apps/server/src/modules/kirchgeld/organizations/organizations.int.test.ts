/**
 * Church-tax organisations over HTTP (devices-income-kirchgeld.md §3 "Organisation", §5
 * "Organisation", §7 `{tenant}organization/`): creating with 'Verpflichtend' field errors, the merge
 * (the replaced ones end on the new one's valid-from day, `org_by_kro` follows), a double merge and a
 * duplicate KRO number refused in German, the audit, tenants kept apart and a plain user refused.
 * Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
import { type KgOrganization, KIRCHGELD_API_PREFIX } from '@kollekta/contract';
import { resolveOrganizationByKro } from '@kollekta/domain';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test-support/test-server';
import { issueKirchgeldToken } from '../auth/kirchgeld-tokens';
import { addDemoKgOrganizations } from './demo-organizations';
import { findKgOrganizationsForKro } from './organizations.service';

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

const create = (payload: Record<string, unknown>, who: Who = 'gemeinde', tenant = lauffen) =>
  call(who, { method: 'POST', path: `tenant/${tenant}/organization/`, payload });

async function list(tenant = lauffen): Promise<KgOrganization[]> {
  const response = await call('gemeinde', {
    method: 'GET',
    path: `tenant/${tenant}/organization/?limit=1000`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results;
}

async function created(payload: Record<string, unknown>): Promise<KgOrganization> {
  const response = await create(payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
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

describe('creating an organisation', () => {
  it('creates one and lists it with its url', async () => {
    const organization = await created({
      name: '  Ev. Kirchengemeinde Testingen ',
      valid_from: '2010-01-01',
      kro_nr: '990001',
      external_id: 'EXT-1',
    });
    expect(organization).toMatchObject({
      name: 'Ev. Kirchengemeinde Testingen',
      kro_nr: '990001',
      valid_from: '2010-01-01',
      valid_before: null,
      external_id: 'EXT-1',
      replaces: [],
      url: `http://localhost:80/api/kirchgeld/v1/tenant/${lauffen}/organization/${organization.id}/`,
    });
    expect((await list()).map((row) => row.id)).toContain(organization.id);
    const audit = await server.context.db
      .selectFrom('audit_log')
      .select('action')
      .where('object_type', '=', 'kg_organization')
      .where('object_id', '=', String(organization.id))
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['kirchgeld.organization.created']);
  });

  it("answers 'Verpflichtend' at name, valid-from date and KRO", async () => {
    const response = await create({ name: '', valid_from: '', kro_nr: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      name: ['Verpflichtend'],
      valid_from: ['Verpflichtend'],
      kro_nr: ['Verpflichtend'],
    });
    const missing = await create({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ name: ['Verpflichtend'], kro_nr: ['Verpflichtend'] });
  });

  it('refuses a KRO number another organisation holds at the same time', async () => {
    await created({ name: 'Erste', valid_from: '2011-01-01', kro_nr: '990002' });
    const response = await create({ name: 'Zweite', valid_from: '2020-01-01', kro_nr: '990002' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      kro_nr: ['Die KRO-Nr. 990002 ist in diesem Zeitraum schon an „Erste“ vergeben.'],
    });
  });
});

describe('merging organisations', () => {
  it('ends the replaced ones on the new one’s day, and persons’ organisation follows', async () => {
    const north = await created({ name: 'Nord', valid_from: '2000-01-01', kro_nr: '990011' });
    const south = await created({ name: 'Süd', valid_from: '2000-01-01', kro_nr: '990012' });
    const merged = await created({
      name: 'Nord und Süd',
      valid_from: '2026-01-01',
      kro_nr: '990010',
      replaces: [north.url, south.id],
    });
    expect(merged.replaces.sort()).toEqual([north.url, south.url].sort());
    const rows = await list();
    expect(rows.find((row) => row.id === north.id)).toMatchObject({
      valid_before: '2026-01-01',
      replaced_by: merged.url,
    });
    expect(rows.find((row) => row.id === south.id)?.valid_before).toBe('2026-01-01');

    const forKro = await findKgOrganizationsForKro(server.context, lauffen);
    expect(resolveOrganizationByKro(forKro, '990011', '2025-12-31')?.name).toBe('Nord');
    expect(resolveOrganizationByKro(forKro, '990011', '2026-01-01')?.name).toBe('Nord und Süd');

    const stored = await server.context.db
      .selectFrom('kg_organization_replaces')
      .select('replaced_id')
      .where('organization_id', '=', merged.id)
      .execute();
    expect(stored.map((row) => row.replaced_id).sort()).toEqual([north.id, south.id].sort());

    // the same organisation cannot be replaced a second time
    const again = await create({
      name: 'Nochmal',
      valid_from: '2027-01-01',
      kro_nr: '990013',
      replaces: [north.url],
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      replaces: ['„Nord“ wurde bereits durch eine andere Organisation ersetzt.'],
    });
  });

  it('refuses a valid-from day not after the replaced one began, and changes nothing', async () => {
    const old = await created({ name: 'Alt', valid_from: '2015-06-01', kro_nr: '990021' });
    const response = await create({
      name: 'Neu',
      valid_from: '2015-06-01',
      kro_nr: '990020',
      replaces: [old.url],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      replaces: ['Das Gültigkeitsdatum muss nach dem Beginn von „Alt“ (01.06.2015) liegen.'],
    });
    expect((await list()).find((row) => row.id === old.id)?.valid_before).toBeNull();
    expect((await list()).some((row) => row.name === 'Neu')).toBe(false);
  });

  it("refuses another tenant's organisation in replaces", async () => {
    // Brackenheim's own organisation, written directly: its parish may not even be a tenant
    const theirs = await server.context.db
      .insertInto('kg_organization')
      .values({ tenant_id: brackenheim, name: 'Brackenheim KG', valid_from: '2000-01-01', kro_nr: '990031' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const theirUrl = `http://localhost:80/api/kirchgeld/v1/tenant/${brackenheim}/organization/${theirs.id}/`;
    const response = await create({
      name: 'Übernahme',
      valid_from: '2026-01-01',
      kro_nr: '990030',
      replaces: [theirUrl],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ replaces: ['Diese Organisation gibt es nicht.'] });
    const byId = await create({
      name: 'Übernahme',
      valid_from: '2026-01-01',
      kro_nr: '990030',
      replaces: [theirs.id],
    });
    expect(byId.statusCode).toBe(400);
  });
});

describe('who may', () => {
  it('refuses a plain user (403) and another tenant’s administrator (404), writing nothing', async () => {
    const before = (await list()).length;
    expect(
      (await create({ name: 'K', valid_from: '2020-01-01', kro_nr: '990041' }, 'kasse')).statusCode,
    ).toBe(403);
    expect(
      (await create({ name: 'N', valid_from: '2020-01-01', kro_nr: '990042' }, 'nachbar')).statusCode,
    ).toBe(404);
    expect(
      (await call('nachbar', { method: 'GET', path: `tenant/${lauffen}/organization/` })).statusCode,
    ).toBe(404);
    expect((await list()).length).toBe(before);
  });
});

describe('demo organisations', () => {
  it('adds the two Lauffen parishes merged from 2026 into one', async () => {
    await addDemoKgOrganizations(server.context, brackenheim);
    const rows = await findKgOrganizationsForKro(server.context, brackenheim);
    const merged = rows.find((row) => row.kroNr === '110100');
    expect(merged).toMatchObject({ name: 'Ev. Kirchengemeinde Lauffen am Neckar', validFrom: '2026-01-01' });
    expect(merged?.replaces).toHaveLength(2);
    expect(
      rows
        .filter((row) => row.validBefore === '2026-01-01')
        .map((row) => row.kroNr)
        .sort(),
    ).toEqual(['110101', '110102']);
    expect(resolveOrganizationByKro(rows, '110101', '2026-03-01')?.kroNr).toBe('110100');
  });
});
