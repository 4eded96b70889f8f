/**
 * Locations (administration.md §2 "Locations", §7 `location/`, `{locationUrl}qr_code/`): the
 * organisation's list with its sub-organisations, the superusers' list of all, creating by name
 * (a name of spaces is a German 400 at the field), the location URLs the server hands out, and a QR
 * code that zbarimg decodes to the location's public address. Rights: a neighbour's administrator
 * sees nothing of Lauffen, a plain user reads but does not create.
 */
import type { LocationItem, OrganizationDetail } from '@kollekta/contract';
import { LOCATION_MESSAGES } from '@kollekta/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeQrCode } from '../../test-support/external-tools';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { type Caller, callerOf, orgUrl } from '../planning/planning.test-support';

let server: TestServer;
let admin: Caller;
let gemeinde: Caller;
let bezirk: Caller;
let kasse: Caller;
let nachbar: Caller;
let lauffen: number;
let district: number;
let brackenheim: number;

beforeAll(async () => {
  server = await startTestServer();
  ({ parish: lauffen, district, neighbourParish: brackenheim } = server.world.ids);
  [admin, gemeinde, bezirk, kasse, nachbar] = await Promise.all([
    callerOf(server, 'admin'),
    callerOf(server, 'gemeinde'),
    callerOf(server, 'bezirk'),
    callerOf(server, 'kasse'),
    callerOf(server, 'nachbar'),
  ]);
});

afterAll(async () => {
  await server?.close();
});

async function locationsOf(caller: Caller, query: string): Promise<LocationItem[]> {
  const response = await caller.get(`location/${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('listing locations', () => {
  it("lists the organisation's church buildings, and with recursive those below it", async () => {
    const own = await locationsOf(gemeinde, `?organization=${lauffen}`);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((location) => location.organization_id === lauffen)).toBe(true);
    expect(own[0]).toMatchObject({
      url: `http://localhost:80/api/v2/location/${own[0]?.id}/`,
      organization: orgUrl(lauffen),
      public_url: `http://kollekta.test/p/${lauffen}?location=${own[0]?.id}`,
    });

    const districtOnly = await locationsOf(bezirk, `?organization=${district}`);
    const withParishes = await locationsOf(bezirk, `?organization=${district}&recursive=true`);
    expect(withParishes.length).toBeGreaterThan(districtOnly.length);
    expect(withParishes.map((location) => location.id)).toEqual(expect.arrayContaining(own.map((l) => l.id)));
    expect(withParishes.some((location) => location.organization_id === brackenheim)).toBe(false);
  });

  it('gives superusers every location, others only what they may read', async () => {
    const all = await locationsOf(admin, '');
    const organizations = new Set(all.map((location) => location.organization_id));
    expect(organizations.has(lauffen)).toBe(true);
    expect(organizations.has(brackenheim)).toBe(true);
    const neighbour = await locationsOf(nachbar, '');
    expect(neighbour.length).toBeGreaterThan(0);
    expect(neighbour.every((location) => location.organization_id === brackenheim)).toBe(true);
  });

  it("refuses another parish's locations to a neighbour's administrator", async () => {
    const response = await nachbar.get(`location/?organization=${lauffen}`);
    expect(response.statusCode).toBe(404);
  });

  it('answers the location URLs the organisation hands out', async () => {
    const organization: OrganizationDetail = (await gemeinde.get(`organization/${lauffen}/`)).json();
    const [first] = organization.locations;
    expect(first).toBeDefined();
    const response = await gemeinde.get(new URL(first?.url ?? '').pathname);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: first?.id, name: first?.name, organization_id: lauffen });
    expect((await kasse.get(`location/${first?.id}/`)).statusCode).toBe(200);
    expect((await nachbar.get(`location/${first?.id}/`)).statusCode).toBe(404);
    expect((await nachbar.get(`location/${first?.id}/qr_code/`)).statusCode).toBe(404);
    expect((await gemeinde.get('location/99999999/')).statusCode).toBe(404);
  });
});

describe('creating a location', () => {
  it('creates by name, trimmed, and the organisation lists it', async () => {
    const response = await gemeinde.post('location/', {
      name: '  Gemeindehaus   am Neckar ',
      organization: orgUrl(lauffen),
    });
    expect(response.statusCode, response.body).toBe(201);
    const created: LocationItem = response.json();
    expect(created).toMatchObject({ name: 'Gemeindehaus am Neckar', organization_id: lauffen });
    const organization: OrganizationDetail = (await gemeinde.get(`organization/${lauffen}/`)).json();
    expect(organization.locations.map((location) => location.id)).toContain(created.id);
    const audit = await server.context.db
      .selectFrom('audit_log')
      .select('action')
      .where('object_type', '=', 'location')
      .where('object_id', '=', String(created.id))
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['location.created']);
  });

  it.each([[''], ['   '], ['\t']])('refuses the name %j with a German message at the field', async (name) => {
    const before = await countLocations();
    const response = await gemeinde.post('location/', { name, organization: orgUrl(lauffen) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ name: [LOCATION_MESSAGES.nameRequired] });
    expect(await countLocations()).toBe(before);
  });

  it('refuses a missing name with a German message, never a validator text', async () => {
    const response = await gemeinde.post('location/', { organization: orgUrl(lauffen) });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).not.toMatch(/expected|Invalid|required/);
  });

  it('refuses a plain user (403) and an organisation outside the caller’s view (400 at the field)', async () => {
    const before = await countLocations();
    expect(
      (await kasse.post('location/', { name: 'Sakristei', organization: orgUrl(lauffen) })).statusCode,
    ).toBe(403);
    const outside = await nachbar.post('location/', { name: 'Sakristei', organization: orgUrl(lauffen) });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toEqual({ organization: [LOCATION_MESSAGES.organizationNotFound] });
    expect(await countLocations()).toBe(before);
  });

  it('lets superusers create anywhere', async () => {
    const response = await admin.post('location/', { name: 'Kapelle', organization: String(brackenheim) });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ organization_id: brackenheim });
  });
});

describe('the QR code of a location', () => {
  it('is an SVG that a phone decodes to the location’s public address', async () => {
    const [location] = await locationsOf(gemeinde, `?organization=${lauffen}`);
    const response = await gemeinde.get(`location/${location?.id}/qr_code/`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const svg = response.body;
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const png = await sharp(Buffer.from(svg)).resize(600).flatten({ background: '#ffffff' }).png().toBuffer();
    expect(decodeQrCode(png)).toBe(`http://kollekta.test/p/${lauffen}?location=${location?.id}`);
    expect(decodeQrCode(png)).toBe(location?.public_url);
  });
});

async function countLocations(): Promise<number> {
  const row = await server.context.db
    .selectFrom('location')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
