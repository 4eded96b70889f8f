/**
 * Firmware info by kind and identifier (any signed-in user), and the superusers' list of every
 * device: 403 for everyone else, search, class filter and paging on the server.
 */
import type { AdminDevice, FirmwareInfo } from '@kollekta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const username of ['admin', 'landeskirche', 'gemeinde', 'kasse'])
    tokens[username] = await server.login(username);
});
afterAll(() => server.close());

const get = (url: string, username?: string) =>
  server.call({ method: 'GET', url: `/api/v2/${url}`, ...(username ? { token: tokens[username] } : {}) });

describe('firmware info (by kind KB and an identifier)', () => {
  it('gives the release the simulator’s devices run to any signed-in user', async () => {
    const response = await get('firmware/KB/2026.10.2/', 'kasse');
    expect(response.statusCode).toBe(200);
    expect(response.json() as FirmwareInfo).toEqual({
      url: 'http://localhost:80/api/v2/firmware/KB/2026.10.2/',
      kind: 'KB',
      identifier: '2026.10.2',
      created_at: '2026-10-02T08:00:00.000Z',
      notes: 'Stabilere Mobilfunkverbindung; WLAN-Suche auf Anfrage.',
    });
    expect((await get('firmware/KB/2026.08.3/', 'gemeinde')).json().created_at).toBe(
      '2026-08-20T08:00:00.000Z',
    );
  });

  it('answers 404 in German for an unknown release, 400 for a bad kind or identifier, 401 signed out', async () => {
    const unknown = await get('firmware/KB/2019.01.1/', 'kasse');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Firmware nicht gefunden.' });
    const badKind = await get('firmware/WA/2026.10.2/', 'kasse');
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json()).toEqual({ kind: ['Für diese Geräteklasse gibt es keine Firmware.'] });
    const badIdentifier = await get(`firmware/KB/${encodeURIComponent('2026 10;drop')}/`, 'kasse');
    expect(badIdentifier.statusCode).toBe(400);
    expect(badIdentifier.json()).toEqual({ identifier: ['Ungültige Firmware-Kennung.'] });
    expect((await get('firmware/KB/2026.10.2/')).statusCode).toBe(401);
  });
});

type Page = { count: number; next: string | null; previous: string | null; results: AdminDevice[] };

describe('every device, for superusers (admin.devices)', () => {
  it('is refused with 403 to everyone but superusers, even the regional church’s administrator', async () => {
    for (const username of ['landeskirche', 'gemeinde', 'kasse']) {
      const response = await get('device/', username);
      expect(response.statusCode, username).toBe(403);
      expect(response.json()).toEqual({
        detail: 'Nur Plattform-Administratoren sehen die Geräte aller Organisationen.',
      });
    }
    expect((await get('device/')).statusCode).toBe(401);
  });

  it('lists every device of every organisation a page at a time', async () => {
    const all = await server.context.db
      .selectFrom('device')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .executeTakeFirstOrThrow();
    const first = (await get('device/?limit=10', 'admin')).json() as Page;
    expect(first.count).toBe(Number(all.count));
    expect(first.count).toBe(server.world.devices);
    expect(first.results).toHaveLength(10);
    expect(first.previous).toBeNull();
    expect(first.next).toBe('http://localhost:80/api/v2/device/?limit=10&offset=10');
    const second = (await get('device/?limit=10&offset=10', 'admin')).json() as Page;
    expect(second.previous).toBe('http://localhost:80/api/v2/device/?limit=10&offset=0');
    const seen = new Set([...first.results, ...second.results].map((device) => device.id));
    expect(seen.size).toBe(20);
    const last = (await get(`device/?limit=10&offset=${first.count - 3}`, 'admin')).json() as Page;
    expect(last.results).toHaveLength(3);
    expect(last.next).toBeNull();
    // never everything at once: without a limit one page of 25, and at most 100
    expect(((await get('device/', 'admin')).json() as Page).results).toHaveLength(25);
    expect(((await get('device/?limit=1000', 'admin')).json() as Page).results.length).toBeLessThanOrEqual(
      100,
    );
  });

  it('shows name, class, type, organisation, location, active state and MQTT identity', async () => {
    const { parish } = server.world.ids;
    const page = (
      await get(`device/?search=${encodeURIComponent(`demo-${parish}-kb-1`)}`, 'admin')
    ).json() as Page;
    expect(page.count).toBe(1);
    expect(page.results[0]).toMatchObject({
      name: 'Digitaler Klingelbeutel 1',
      device_class: 'KB',
      type: 'peter',
      active: true,
      mqtt_identity: `demo-${parish}-kb-1`,
      organization: { id: parish, name: 'Ev. Kirchengemeinde Lauffen' },
      location: 'Regiswindiskirche',
      collection_member_state: 'open',
    });
  });

  it('searches name, organisation and location, and filters by class', async () => {
    const lauffen = (await get('device/?search=lauffen&limit=100', 'admin')).json() as Page;
    expect(lauffen.count).toBe(4);
    expect(lauffen.results.every((device) => device.organization.name.endsWith('Lauffen'))).toBe(true);
    const bags = (await get('device/?device_class=KB&limit=100', 'admin')).json() as Page;
    expect(bags.count).toBeGreaterThan(0);
    expect(bags.results.every((device) => device.device_class === 'KB')).toBe(true);
    const bagsInLauffen = (await get('device/?device_class=KB&search=Lauffen', 'admin')).json() as Page;
    expect(bagsInLauffen.results.map((device) => device.name)).toEqual(['Digitaler Klingelbeutel 1']);
    expect(bagsInLauffen.next).toBeNull();
    const byChurch = (await get('device/?search=Regiswindis', 'admin')).json() as Page;
    expect(byChurch.count).toBeGreaterThan(0);
    const none = (await get(`device/?search=${encodeURIComponent('100%_sicher')}`, 'admin')).json() as Page;
    expect(none.count).toBe(0);
  });

  it('answers 400 in German for an unknown class', async () => {
    const response = await get('device/?device_class=XY', 'admin');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ device_class: ['Unbekannte Geräteklasse.'] });
  });
});
