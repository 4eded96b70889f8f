/**
 * The simulator against a real server: demo devices sign in with their demo passwords, boot, answer
 * data requests, run a Kassenschnitt; a new device is provisioned end to end.
 */
import { startTestServer, type TestServer } from '@kollekta/server/test-server';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Simulator } from './simulator';

let server: TestServer;
let baseUrl: string;
let simulator: Simulator;

beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  baseUrl = `http://127.0.0.1:${address.port}`;
  simulator = await Simulator.create({
    baseUrl,
    count: 2,
    organizationId: server.world.ids.parish,
    bootMs: 300,
  });
  await simulator.startAll();
});
afterAll(async () => {
  simulator?.stopAll();
  await server.close();
});

describe('device simulator', () => {
  it('runs the parish’s hardware devices, which answer a browser’s data request', async () => {
    const { parish } = server.world.ids;
    expect(simulator.devices.map((device) => device.identity).sort()).toEqual([
      `demo-${parish}-kb-1`,
      `demo-${parish}-sd-2`,
    ]);
    const browser = await mqtt.connectAsync(`${baseUrl.replace('http', 'ws')}/ws/telemetry`, {
      protocolVersion: 4,
      username: 'gemeinde',
      password: await server.login('gemeinde'),
    });
    const received = new Map<string, string>();
    browser.on('message', (topic, payload) => received.set(topic, payload.toString()));
    const identity = `demo-${parish}-kb-1`;
    for (const suffix of [
      'status',
      'battery_percent',
      'vpn/last_handshake',
      'device_information',
      'wifi/scan',
      'screen/+',
    ])
      await browser.subscribeAsync(`${identity}/${suffix}`);
    await expect.poll(() => received.get(`${identity}/status`)).toBe('online');
    browser.publish(`${identity}/_data/request_extended`, String(Math.floor(Date.now() / 1000)));
    browser.publish(`${identity}/wifi/scan/request`, '1');
    await expect.poll(() => Number(received.get(`${identity}/battery_percent`))).toBeGreaterThan(0);
    await expect
      .poll(() => JSON.parse(received.get(`${identity}/device_information`) ?? '{}').firmware)
      .toBe('2026.10.2');
    await expect
      .poll(() => JSON.parse(received.get(`${identity}/wifi/scan`) ?? '{"networks":[]}').networks.length)
      .toBeGreaterThan(0);
    await expect.poll(() => received.get(`${identity}/screen/main`)?.startsWith('<svg')).toBe(true);
    expect(Number(received.get(`${identity}/vpn/last_handshake`))).toBeGreaterThan(Date.now() / 1000 - 60);

    simulator.device(identity).stop();
    await expect.poll(() => received.get(`${identity}/status`)).toBe('offline');
    await browser.endAsync();
  });

  it('runs a Kassenschnitt when the server asks', async () => {
    const identity = `demo-${server.world.ids.parish}-sd-2`;
    const id = (
      await server.context.db
        .selectFrom('device')
        .select('id')
        .where('mqtt_identity', '=', identity)
        .executeTakeFirstOrThrow()
    ).id;
    const token = await server.login('gemeinde');
    const response = await server.call({ method: 'POST', url: `/api/v2/device/${id}/cashup/`, token });
    expect(response.statusCode).toBe(200);
    await expect
      .poll(
        async () =>
          (await server.call({ method: 'GET', url: `/api/v2/device/${id}/`, token })).json().last_cash_up
            ?.state,
        {
          timeout: 10_000,
        },
      )
      .toBe('done');
  });

  it('reports a large gift at a pillar and shows the confirmation code for a receipt', async () => {
    const pillar = await server.context.db
      .selectFrom('device')
      .select(['mqtt_identity', 'organization_id'])
      .where('device_type', '=', 'matt')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const pillars = await Simulator.create({
      baseUrl,
      count: 5,
      organizationId: pillar.organization_id,
      bootMs: 100,
    });
    try {
      // the devices' clock runs with the server's (a test clock)
      pillars.advanceClock(server.context.clock.now().getTime() - pillars.clock.now());
      await pillars.startAll();
      const device = pillars.device(pillar.mqtt_identity);
      await expect.poll(() => device.isOnline).toBe(true);
      const booked = await device.give(35_000);
      expect(booked).toMatchObject({
        booked: true,
        claim_url: `${'http://kollekta.test'}/#/zuwendungsbestaetigung`,
      });
      expect(booked.confirmation_code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{2}$/);
      // a small gift is booked without a code
      expect(await device.give(1_000)).toMatchObject({ booked: true, confirmation_code: null });
    } finally {
      pillars.stopAll();
    }
  });

  it('provisions a new device end to end', async () => {
    const handle = await simulator.provision({ boardType: 'fs-v1', serial: 'FS1-SIM-0007', pin: '246810' });
    const admin = await server.login('admin');
    const open = await server.call({
      method: 'GET',
      url: '/api/v2/provisioning_request/?state=open',
      token: admin,
    });
    expect(open.json()).toContainEqual(
      expect.objectContaining({ id: handle.id, pin: '246810', state: 'pending' }),
    );
    await server.call({
      method: 'PATCH',
      url: `/api/v2/provisioning_request/${handle.id}/`,
      token: admin,
      payload: {
        state: 'allowed',
        context: `/api/v2/organization/${server.world.ids.parish}/`,
        device_name: 'Bildschirmsäule Foyer',
        device_type: 'thomas',
      },
    });
    const device = await handle.done;
    expect(device.isRunning).toBe(true);
    const finished = await server.call({
      method: 'GET',
      url: '/api/v2/provisioning_request/?state=finished',
      token: admin,
    });
    expect(finished.json()).toContainEqual(expect.objectContaining({ id: handle.id, state: 'done' }));
  });
});
