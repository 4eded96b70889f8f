/**
 * Addresses and identifiers of organisations (administration.md §4 "Address change", §5 "Address
 * editing", §6, §7 `address/`): who reads and writes them, a change ends the old address and starts
 * a new one, removing only ends it, billing addresses for superusers only, German field errors.
 * Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';

const API = '/api/v2/';
let server: TestServer;
const tokens = new Map<string, string>();
let lauffen: number;
let brackenheim: number;

type AddressAnswer = {
  id: number;
  type: string;
  name: string;
  supplement: string | null;
  address: string;
  postcode: string;
  locality: string;
  country: string;
  valid_from: string;
  valid_notafter: string | null;
  is_ended: boolean;
};

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

const orgUrl = (id: number) => `http://localhost:80/api/v2/organization/${id}/`;
const listOf = async (username: string, organization: number) =>
  (await call(username, 'GET', `address/?organization=${organization}`)).json() as AddressAnswer[];
const rowsOf = (organization: number) =>
  server.context.db
    .selectFrom('organization_address')
    .selectAll()
    .where('organization_id', '=', organization)
    .orderBy('id')
    .execute();

beforeAll(async () => {
  server = await startTestServer();
  lauffen = server.world.ids.parish;
  brackenheim = server.world.ids.neighbourParish;
});
afterAll(() => server.close());

describe('reading addresses (READ_ORG_DATA)', () => {
  it('lists Lauffen’s addresses in display order, the ended one marked', async () => {
    const response = await call('kasse', 'GET', `address/?organization=${lauffen}`);
    expect(response.statusCode).toBe(200);
    const addresses = response.json() as AddressAnswer[];
    expect(addresses.map((address) => [address.type, address.address, address.is_ended])).toEqual([
      ['primary', 'Kirchbergstraße 12', false],
      ['primary', 'Bahnhofstraße 8', true],
      ['billing', 'Kirchbergstraße 12', false],
    ]);
    expect(addresses[1]?.valid_notafter).toBe('2024-08-31T22:00:00.000Z');
    expect(addresses[0]).toMatchObject({ postcode: '74348', locality: 'Lauffen am Neckar', country: 'DE' });
  });

  it('answers 404 to another parish’s administrator and 403 where only the name is visible', async () => {
    expect((await call('nachbar', 'GET', `address/?organization=${lauffen}`)).statusCode).toBe(404);
    expect(
      (await call('gemeinde', 'GET', `address/?organization=${server.world.ids.district}`)).statusCode,
    ).toBe(403);
  });

  it('lists the identifiers: KRO number, creditor id from the SEPA creditor, tax number', async () => {
    const response = await call('gemeinde', 'GET', `organization/${lauffen}/identifiers/`);
    expect(response.statusCode).toBe(200);
    const identifiers = response.json() as { type: string; value: string; source: string }[];
    expect(identifiers.map((identifier) => identifier.type)).toEqual([
      'kro_number',
      'creditor_id',
      'tax_number',
    ]);
    expect(identifiers.find((identifier) => identifier.type === 'creditor_id')?.source).toBe('sepa_creditor');
    expect((await call('nachbar', 'GET', `organization/${lauffen}/identifiers/`)).statusCode).toBe(404);
  });
});

describe('changing an address (§4)', () => {
  it('ends the old address now and starts the new one; the old stays as ended', async () => {
    const [primary] = await listOf('gemeinde', lauffen);
    const before = await rowsOf(lauffen);
    server.clock.set('2026-11-20T11:00:00Z');
    const response = await call('gemeinde', 'PATCH', `address/${primary?.id}/`, {
      address: 'Kirchbergstraße 14',
      postcode: '74348',
    });
    expect(response.statusCode).toBe(200);
    const changed = response.json() as AddressAnswer;
    expect(changed).toMatchObject({
      type: 'primary',
      address: 'Kirchbergstraße 14',
      supplement: 'Evangelisches Pfarramt',
      valid_from: '2026-11-20T11:00:00.000Z',
      valid_notafter: null,
      is_ended: false,
    });
    expect(changed.id).not.toBe(primary?.id);
    const after = await rowsOf(lauffen);
    expect(after).toHaveLength(before.length + 1);
    const old = after.find((row) => row.id === primary?.id);
    expect(old?.street).toBe('Kirchbergstraße 12');
    expect(new Date(old?.valid_until ?? 0).toISOString()).toBe('2026-11-20T11:00:00.000Z');

    const listed = await listOf('gemeinde', lauffen);
    expect(
      listed.filter((address) => address.type === 'primary').map((a) => [a.address, a.is_ended]),
    ).toEqual([
      ['Kirchbergstraße 14', false],
      ['Kirchbergstraße 12', true],
      ['Bahnhofstraße 8', true],
    ]);
  });

  it('refuses to change an ended address', async () => {
    const ended = (await listOf('gemeinde', lauffen)).find((address) => address.is_ended);
    const response = await call('gemeinde', 'PATCH', `address/${ended?.id}/`, { locality: 'Heilbronn' });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(
      'Diese Adresse ist bereits beendet und kann nicht mehr geändert werden.',
    );
  });

  it('gives German field errors for missing parts and a German postcode of 4 digits; nothing is saved', async () => {
    const [primary] = await listOf('gemeinde', lauffen);
    const before = await rowsOf(lauffen);
    const response = await call('gemeinde', 'PATCH', `address/${primary?.id}/`, {
      address: '  ',
      postcode: '7434',
      locality: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      address: ['Bitte geben Sie Straße und Hausnummer an.'],
      postcode: ['Eine deutsche Postleitzahl hat genau 5 Ziffern.'],
      locality: ['Bitte geben Sie den Ort an.'],
    });
    expect(await rowsOf(lauffen)).toEqual(before);
  });

  it('takes a foreign postcode abroad', async () => {
    const created = await call('gemeinde', 'POST', 'address/', {
      organization: orgUrl(lauffen),
      type: 'other',
      name: 'Partnergemeinde',
      address: 'Bahnhofstrasse 1',
      postcode: '8001',
      locality: 'Zürich',
      country: 'CH',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ type: 'other', country: 'CH', is_ended: false });
  });

  it('refuses a second current address of a type', async () => {
    const response = await call('gemeinde', 'POST', 'address/', {
      organization: orgUrl(lauffen),
      type: 'primary',
      name: 'Ev. Kirchengemeinde Lauffen',
      address: 'Neue Straße 1',
      postcode: '74348',
      locality: 'Lauffen am Neckar',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().type).toEqual([
      'Für diesen Adresstyp ist bereits eine aktuelle Adresse hinterlegt. Bitte ändern Sie diese.',
    ]);
  });

  it('makes a missing type other', async () => {
    const physical = await call('gemeinde', 'POST', 'address/', {
      organization: orgUrl(brackenheim),
      name: 'x',
      address: 'y 1',
      postcode: '74336',
      locality: 'Brackenheim',
    });
    // gemeinde does not see Brackenheim: as for an organisation that does not exist
    expect(physical.statusCode).toBe(400);
    expect(physical.json().organization).toEqual(['Organisation nicht gefunden.']);
    const response = await call('nachbar', 'POST', 'address/', {
      organization: orgUrl(brackenheim),
      name: 'Ev. Kirchengemeinde Brackenheim',
      address: 'Schulstraße 3',
      postcode: '74336',
      locality: 'Brackenheim',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().type).toBe('other');
  });
});

describe('two changes of one address at the same time', () => {
  it('lets one through; the other finds the address ended, and one current address remains', async () => {
    server.clock.set('2026-11-20T11:30:00Z');
    const [primary] = await listOf('gemeinde', lauffen);
    const responses = await Promise.all(
      ['Kirchbergstraße 16', 'Kirchbergstraße 18'].map((street) =>
        call('gemeinde', 'PATCH', `address/${primary?.id}/`, { address: street }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    const current = (await listOf('gemeinde', lauffen)).filter(
      (address) => address.type === 'primary' && !address.is_ended,
    );
    expect(current).toHaveLength(1);
  });
});

describe('removing an address only ends it', () => {
  it('ends the address; the row stays', async () => {
    server.clock.set('2026-11-20T12:00:00Z');
    const other = (await listOf('gemeinde', lauffen)).find((address) => address.type === 'other');
    const response = await call('gemeinde', 'DELETE', `address/${other?.id}/`);
    expect(response.statusCode).toBe(204);
    const listed = (await listOf('gemeinde', lauffen)).find((address) => address.id === other?.id);
    expect(listed).toMatchObject({ is_ended: true, valid_notafter: '2026-11-20T12:00:00.000Z' });
    expect((await call('gemeinde', 'DELETE', `address/${other?.id}/`)).statusCode).toBe(400);
  });

  it('offers the expired type again: a new address of it may be added', async () => {
    const response = await call('gemeinde', 'POST', 'address/', {
      organization: orgUrl(lauffen),
      type: 'other',
      name: 'Gemeindehaus',
      address: 'Kiesstraße 3',
      postcode: '74348',
      locality: 'Lauffen am Neckar',
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('rights (§5, §6)', () => {
  it('refuses billing addresses to the parish administrator (403) and lets a superuser change them', async () => {
    const billing = (await listOf('gemeinde', lauffen)).find((address) => address.type === 'billing');
    const before = await rowsOf(lauffen);
    const refused = await call('gemeinde', 'PATCH', `address/${billing?.id}/`, { supplement: 'Kasse' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(
      'Rechnungsadressen können nur von Plattform-Administratoren bearbeitet werden.',
    );
    expect((await call('gemeinde', 'DELETE', `address/${billing?.id}/`)).statusCode).toBe(403);
    const [primary] = await listOf('gemeinde', lauffen);
    expect((await call('gemeinde', 'PATCH', `address/${primary?.id}/`, { type: 'billing' })).statusCode).toBe(
      403,
    );
    expect(await rowsOf(lauffen)).toEqual(before);

    const changed = await call('admin', 'PATCH', `address/${billing?.id}/`, {
      supplement: 'Kirchenpflege Lauffen',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ type: 'billing', supplement: 'Kirchenpflege Lauffen' });
  });

  it('refuses a plain user (403) and another parish’s administrator (404)', async () => {
    const [primary] = await listOf('gemeinde', lauffen);
    const before = await rowsOf(lauffen);
    expect((await call('kasse', 'PATCH', `address/${primary?.id}/`, { locality: 'X' })).statusCode).toBe(403);
    expect((await call('kasse', 'DELETE', `address/${primary?.id}/`)).statusCode).toBe(403);
    expect((await call('nachbar', 'PATCH', `address/${primary?.id}/`, { locality: 'X' })).statusCode).toBe(
      404,
    );
    expect((await call('nachbar', 'DELETE', `address/${primary?.id}/`)).statusCode).toBe(404);
    expect(
      (
        await call('kasse', 'POST', 'address/', {
          organization: orgUrl(lauffen),
          type: 'physical',
          name: 'x',
          address: 'y 1',
          postcode: '74348',
          locality: 'z',
        })
      ).statusCode,
    ).toBe(403);
    expect(await rowsOf(lauffen)).toEqual(before);
  });
});
