import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const username of ['admin', 'bezirk', 'gemeinde', 'kasse', 'nachbar'])
    tokens[username] = await server.login(username);
});
afterAll(() => server.close());

type DeviceBody = {
  id: number | null;
  name: string;
  device_class: string;
  type: string;
  mqtt_identity: string | null;
};

async function devicesOf(username: string, organizationId: number, recursive = false) {
  return server.call({
    method: 'GET',
    url: `/api/v2/organization/${organizationId}/devices/?recursive=${recursive}`,
    token: tokens[username],
  });
}

async function deviceIdOf(identity: string): Promise<number> {
  const row = await server.context.db
    .selectFrom('device')
    .select('id')
    .where('mqtt_identity', '=', identity)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('device list, scoped by permission', () => {
  it('gives a parish its hardware devices and web apps with the spec’s fields', async () => {
    const { parish } = server.world.ids;
    const response = await devicesOf('gemeinde', parish);
    expect(response.statusCode).toBe(200);
    const devices = response.json() as (DeviceBody & Record<string, unknown>)[];
    expect(
      devices.map((device) => `${device.device_class}:${device.type}:${device.mqtt_identity}`).sort(),
    ).toEqual(
      [
        `KB:peter:demo-${parish}-kb-1`,
        `SD:andrew:demo-${parish}-sd-2`,
        `WA:john:demo-${parish}-john`,
        `WS:bart:demo-${parish}-bart`,
      ].sort(),
    );
    const bag = devices.find((device) => device.device_class === 'KB');
    expect(bag).toMatchObject({
      url: `http://localhost:80/api/v2/device/${bag?.id}/`,
      active: true,
      is_web_app: false,
      can_change_settings: true,
      can_cash_up: true,
      current_location: { name: 'Regiswindiskirche' },
      organization: { id: parish, name: 'Ev. Kirchengemeinde Lauffen' },
    });
    expect(bag?.contracts).toEqual([
      expect.objectContaining({ kind: expect.any(String), since: '2025-03-01' }),
    ]);
    expect(typeof bag?.bcmserno).toBe('string');
    expect(devices.find((device) => device.type === 'john')?.can_cash_up).toBe(false);
  });

  it('lists the district and everything below it only when asked recursively', async () => {
    const { district } = server.world.ids;
    expect((await devicesOf('bezirk', district)).json()).toEqual([]);
    const all = (await devicesOf('bezirk', district, true)).json() as DeviceBody[];
    expect(all).toHaveLength(16);
    expect(new Set(all.map((device) => device.mqtt_identity?.split('-')[1]))).toEqual(
      new Set(['4', '5', '6', '7']),
    );
  });

  it('shows an ordinary user the devices, without settings or Kassenschnitt', async () => {
    const devices = (await devicesOf('kasse', server.world.ids.parish)).json() as Record<string, unknown>[];
    expect(devices).toHaveLength(4);
    expect(
      devices.every((device) => device.can_change_settings === false && device.can_cash_up === false),
    ).toBe(true);
  });

  it('answers 404 for another parish’s devices and for a device of it', async () => {
    const { parish, neighbourParish } = server.world.ids;
    expect((await devicesOf('nachbar', parish)).statusCode).toBe(404);
    expect((await devicesOf('gemeinde', neighbourParish)).statusCode).toBe(404);
    const id = await deviceIdOf(`demo-${parish}-kb-1`);
    for (const url of [`/api/v2/device/${id}/`, `/api/v2/device/${id}/settings/`]) {
      const response = await server.call({ method: 'GET', url, token: tokens.nachbar });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Gerät nicht gefunden.' });
    }
  });

  it('gives web apps to an organisation by its enableWA flag', async () => {
    const { district } = server.world.ids;
    await server.context.db
      .updateTable('organization')
      .set({ flags: ['enableWA'] })
      .where('id', '=', district)
      .execute();
    const devices = (await devicesOf('bezirk', district)).json() as DeviceBody[];
    expect(devices).toEqual([
      expect.objectContaining({ id: null, type: 'john', device_class: 'WA', name: 'Kollekten-App' }),
    ]);
    await server.context.db
      .updateTable('organization')
      .set({ flags: [] })
      .where('id', '=', district)
      .execute();
  });
});

type SettingsBody = {
  settings: {
    key: string;
    value: unknown;
    localValue: unknown;
    inherit: boolean;
    source: Record<string, unknown>;
  }[];
};

function setting(body: SettingsBody, key: string) {
  return body.settings.find((entry) => entry.key === key);
}

describe('settings with inheritance (devices-income-kirchgeld.md §4)', () => {
  it('inherits a district’s value on a parish’s device until the device sets its own, and again after Zurücksetzen', async () => {
    const { district, parish } = server.world.ids;
    const bagId = await deviceIdOf(`demo-${parish}-sd-2`);
    const saved = await server.call({
      method: 'PATCH',
      url: `/api/v2/organization/${district}/settings/andrew/`,
      token: tokens.bezirk,
      payload: { settings_local: { initialInputValue: 10 } },
    });
    expect(saved.statusCode).toBe(200);

    const read = async () =>
      (
        await server.call({ method: 'GET', url: `/api/v2/device/${bagId}/settings/`, token: tokens.gemeinde })
      ).json() as SettingsBody;
    expect(setting(await read(), 'initialInputValue')).toMatchObject({
      value: 10,
      inherit: true,
      source: { kind: 'organization', organizationId: district, organizationName: 'Kirchenbezirk Neckartal' },
    });

    const local = await server.call({
      method: 'PATCH',
      url: `/api/v2/device/${bagId}/`,
      token: tokens.gemeinde,
      payload: { settings_local: { initialInputValue: '7' } },
    });
    expect(local.statusCode).toBe(200);
    expect(setting(local.json(), 'initialInputValue')).toMatchObject({
      value: 7,
      localValue: 7,
      inherit: false,
      source: { kind: 'device' },
    });

    const reset = await server.call({
      method: 'PATCH',
      url: `/api/v2/device/${bagId}/`,
      token: tokens.gemeinde,
      payload: { settings_local: { initialInputValue: null } },
    });
    expect(setting(reset.json(), 'initialInputValue')).toMatchObject({
      value: 10,
      localValue: null,
      inherit: true,
    });
    const stored = await server.context.db
      .selectFrom('device')
      .select(['settings_local', 'settings_inherit'])
      .where('id', '=', bagId)
      .executeTakeFirstOrThrow();
    expect(stored.settings_local.initialInputValue).toBeNull();
    expect(stored.settings_inherit.initialInputValue).toBe(true);
  });

  it('refuses invalid values with the spec’s messages, and the maximum for anyone but support', async () => {
    const { parish } = server.world.ids;
    const invalid = await server.call({
      method: 'PATCH',
      url: `/api/v2/organization/${parish}/settings/john/`,
      token: tokens.gemeinde,
      payload: { settings_local: { privacyUrl: 'kirche.de', initialInputValue: 2000 } },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      privacyUrl: ['Gültige URL eingeben (https://www.beispiel.de)'],
      initialInputValue: ['Der Startbetrag muss zwischen 1 und 999 liegen'],
    });
    const bagId = await deviceIdOf(`demo-${parish}-kb-1`);
    const raise = (token: string | undefined) =>
      server.call({
        method: 'PATCH',
        url: `/api/v2/device/${bagId}/`,
        token,
        payload: { settings_local: { maxInputValue: 100 } },
      });
    expect((await raise(tokens.gemeinde)).json()).toEqual({
      maxInputValue: ['Der Höchstbetrag kann nur über den Support geändert werden'],
    });
    const bySupport = await raise(tokens.admin);
    expect(bySupport.statusCode).toBe(200);
    expect(setting(bySupport.json(), 'maxInputValue')?.value).toBe(100);
  });

  it('lets a parish’s admin assign a location of its own, not of another parish; an ordinary user not at all', async () => {
    const { parish } = server.world.ids;
    const bagId = await deviceIdOf(`demo-${parish}-kb-1`);
    const view = (
      await server.call({ method: 'GET', url: `/api/v2/device/${bagId}/settings/`, token: tokens.gemeinde })
    ).json() as {
      locations: { url: string; name: string }[];
    };
    const martinskirche = view.locations.find((location) => location.name === 'Martinskirche');
    const moved = await server.call({
      method: 'PATCH',
      url: `/api/v2/device/${bagId}/`,
      token: tokens.gemeinde,
      payload: { current_location: martinskirche?.url },
    });
    expect(moved.json().current_location).toBe(martinskirche?.url);
    const other = await server.call({
      method: 'PATCH',
      url: `/api/v2/device/${bagId}/`,
      token: tokens.gemeinde,
      payload: { current_location: 'http://localhost/api/v2/location/9999/' },
    });
    expect(other.statusCode).toBe(400);
    const byUser = await server.call({
      method: 'PATCH',
      url: `/api/v2/device/${bagId}/`,
      token: tokens.kasse,
      payload: { settings_local: { initialInputValue: 3 } },
    });
    expect(byUser.statusCode).toBe(403);
  });
});

describe('Kassenschnitt over MQTT (devices-income-kirchgeld.md §4, §8)', () => {
  it('delivers the request to the device and keeps what the device reports', async () => {
    const { parish } = server.world.ids;
    const identity = `demo-${parish}-kb-1`;
    const bagId = await deviceIdOf(identity);
    const received: string[] = [];
    await server.context.telemetry.subscribe(`${identity}/cashup/request`, (_topic, payload) =>
      received.push(payload.toString()),
    );
    expect(
      (await server.call({ method: 'POST', url: `/api/v2/device/${bagId}/cashup/`, token: tokens.kasse }))
        .statusCode,
    ).toBe(403);
    const response = await server.call({
      method: 'POST',
      url: `/api/v2/device/${bagId}/cashup/`,
      token: tokens.gemeinde,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().detail).toBe(
      'Danke. Ihr Gerät sollte in den nächsten Minuten einen Kassenschnitt auslösen.',
    );
    const requestId = response.json().request_id as string;
    await expect.poll(() => received.map((text) => JSON.parse(text).request_id)).toEqual([requestId]);

    await server.context.telemetry.publish(`${identity}/collection_member_state`, 'closing');
    await server.context.telemetry.publish(
      `${identity}/cashup/status`,
      JSON.stringify({ request_id: requestId, state: 'done', at: 1_795_000_000 }),
    );
    await expect
      .poll(async () => {
        const device = (
          await server.call({ method: 'GET', url: `/api/v2/device/${bagId}/`, token: tokens.gemeinde })
        ).json();
        return [device.collection_member_state, device.last_cash_up?.state];
      })
      .toEqual(['closing', 'done']);
  });

  it('has no Kassenschnitt for web apps', async () => {
    const id = await deviceIdOf(`demo-${server.world.ids.parish}-john`);
    const response = await server.call({
      method: 'POST',
      url: `/api/v2/device/${id}/cashup/`,
      token: tokens.gemeinde,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('direct links', () => {
  it('gives /p/{id} and /o/{id} with QR codes of 400 and 512 px', async () => {
    const { parish } = server.world.ids;
    const response = await server.call({
      method: 'GET',
      url: `/api/v2/organization/${parish}/direct_link/?app=john`,
      token: tokens.kasse,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.url).toBe(`http://kollekta.test/p/${parish}`);
    expect(body.qr_svg).toContain('width="400"');
    expect(body.qr_png.startsWith('data:image/png;base64,')).toBe(true);
    const donation = await server.call({
      method: 'GET',
      url: `/api/v2/organization/${parish}/direct_link/?app=bart`,
      token: tokens.kasse,
    });
    expect(donation.json().url).toBe(`http://kollekta.test/o/${parish}`);
  });
});
