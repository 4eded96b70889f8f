/**
 * Who may see which device over MQTT: a raw MQTT client over the WebSocket `/ws/telemetry`, with the
 * embedded broker, and again with the server bridging to the Mosquitto server (MQTT_URL, default
 * mqtt://127.0.0.1:1883; CI runs one) where the devices talk to Mosquitto directly.
 */
import net from 'node:net';
import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { demoDevicePassword } from '../demo-world/demo-devices';
import { insertDevice, setDeviceSecretHash } from './devices.repository';
import { hashDeviceSecret } from './telemetry-access';

const MOSQUITTO_URL = process.env.MQTT_URL ?? 'mqtt://127.0.0.1:1883';
const clients: MqttClient[] = [];

async function connect(url: string, options: IClientOptions): Promise<MqttClient> {
  const client = await mqtt.connectAsync(url, {
    protocolVersion: 4,
    reconnectPeriod: 0,
    connectTimeout: 5000,
    ...options,
  });
  clients.push(client);
  return client;
}

function collect(client: MqttClient): { topic: string; payload: string }[] {
  const messages: { topic: string; payload: string }[] = [];
  client.on('message', (topic, payload) => messages.push({ topic, payload: payload.toString() }));
  return messages;
}

async function trySubscribe(client: MqttClient, topic: string): Promise<'granted' | 'refused'> {
  try {
    const granted = await client.subscribeAsync(topic);
    return granted.every((grant) => grant.qos !== 128) ? 'granted' : 'refused';
  } catch {
    return 'refused';
  }
}

async function listen(server: TestServer): Promise<string> {
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `ws://127.0.0.1:${address.port}/ws/telemetry`;
}

afterAll(async () => {
  await Promise.all(clients.map((client) => client.endAsync(true).catch(() => undefined)));
});

describe('telemetry permissions, embedded broker', () => {
  let server: TestServer;
  let url: string;
  let lauffen: string;
  let brackenheim: string;

  beforeAll(async () => {
    server = await startTestServer();
    url = await listen(server);
    lauffen = `demo-${server.world.ids.parish}-kb-1`;
    brackenheim = `demo-${server.world.ids.neighbourParish}-kb-1`;
  });
  afterAll(() => server.close());

  it('refuses a wrong token and a token of someone else', async () => {
    await expect(connect(url, { username: 'gemeinde', password: 'falsch' })).rejects.toThrow();
    const token = await server.login('kasse');
    await expect(connect(url, { username: 'gemeinde', password: token })).rejects.toThrow();
    await expect(connect(url, { username: lauffen, password: 'falsch' })).rejects.toThrow();
  });

  it('lets a parish user subscribe to its own devices only, and delivers nothing of the other parish', async () => {
    const browser = await connect(url, { username: 'gemeinde', password: await server.login('gemeinde') });
    const received = collect(browser);
    expect(await trySubscribe(browser, `${lauffen}/status`)).toBe('granted');
    expect(await trySubscribe(browser, `${lauffen}/screen/+`)).toBe('granted');
    expect(await trySubscribe(browser, `${brackenheim}/status`)).toBe('refused');
    expect(await trySubscribe(browser, `${brackenheim}/#`)).toBe('refused');
    expect(await trySubscribe(browser, '+/status')).toBe('refused');
    expect(await trySubscribe(browser, '#')).toBe('refused');
    expect(await trySubscribe(browser, `${lauffen}/_data/request`)).toBe('refused');

    const ownDevice = await connect(url, { username: lauffen, password: demoDevicePassword(lauffen) });
    const otherDevice = await connect(url, {
      username: brackenheim,
      password: demoDevicePassword(brackenheim),
    });
    await otherDevice.publishAsync(`${brackenheim}/status`, 'online');
    await ownDevice.publishAsync(`${lauffen}/status`, 'online');
    await ownDevice.publishAsync(`${lauffen}/screen/main`, '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await expect.poll(() => received.length).toBe(2);
    expect(received).toEqual([
      { topic: `${lauffen}/status`, payload: 'online' },
      { topic: `${lauffen}/screen/main`, payload: '<svg xmlns="http://www.w3.org/2000/svg"/>' },
    ]);

    const nachbar = await connect(url, { username: 'nachbar', password: await server.login('nachbar') });
    expect(await trySubscribe(nachbar, `${brackenheim}/status`)).toBe('granted');
    expect(await trySubscribe(nachbar, `${lauffen}/status`)).toBe('refused');
  });

  it('passes a data request to the device, and drops a browser that publishes to another parish’s device', async () => {
    const device = await connect(url, { username: lauffen, password: demoDevicePassword(lauffen) });
    const requests = collect(device);
    expect(await trySubscribe(device, `${lauffen}/_data/+`)).toBe('granted');
    expect(await trySubscribe(device, `${brackenheim}/_data/+`)).toBe('refused');

    const browser = await connect(url, { username: 'gemeinde', password: await server.login('gemeinde') });
    await browser.publishAsync(`${lauffen}/_data/request`, '1795000000');
    await expect.poll(() => requests).toEqual([{ topic: `${lauffen}/_data/request`, payload: '1795000000' }]);

    const closed = new Promise<void>((resolve) => browser.once('close', () => resolve()));
    browser.publish(`${brackenheim}/_data/request`, '1795000001');
    await closed;
  });

  it('delivers a retained message and the plain ones sent right behind it, all of them', async () => {
    const browser = await connect(url, { username: 'gemeinde', password: await server.login('gemeinde') });
    const received = collect(browser);
    for (const suffix of ['status', 'battery_percent', 'collection_member_state'])
      expect(await trySubscribe(browser, `${lauffen}/${suffix}`)).toBe('granted');
    const device = await connect(url, { username: lauffen, password: demoDevicePassword(lauffen) });
    // one burst, as a device sends its answer: the retained status waits for its store a moment
    for (let round = 0; round < 5; round += 1) {
      device.publish(`${lauffen}/status`, `online-${round}`, { retain: true });
      device.publish(`${lauffen}/battery_percent`, String(80 - round));
      device.publish(`${lauffen}/collection_member_state`, 'open', { retain: true });
    }
    await expect.poll(() => received.filter((message) => message.topic.endsWith('/status')).length).toBe(5);
    await expect.poll(() => received.length).toBe(15);
  });

  it('keeps a device below its own identity', async () => {
    const device = await connect(url, { username: lauffen, password: demoDevicePassword(lauffen) });
    const closed = new Promise<void>((resolve) => device.once('close', () => resolve()));
    device.publish(`${brackenheim}/status`, 'offline');
    await closed;
  });
});

describe('telemetry permissions, bridged to Mosquitto (MQTT_URL)', () => {
  let server: TestServer;
  let url: string;
  // unique per run: Mosquitto keeps retained messages
  const run = `t${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  let own: string;
  let foreign: string;

  beforeAll(async () => {
    const { hostname, port } = new URL(MOSQUITTO_URL);
    const reachable = await new Promise<boolean>((resolve) => {
      const socket = net.connect(Number(port || 1883), hostname, () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (!reachable) throw new Error(`Mosquitto ist unter ${MOSQUITTO_URL} nicht erreichbar (MQTT_URL).`);
    server = await startTestServer({ mqttUrl: MOSQUITTO_URL });
    url = await listen(server);
    own = `${run}-lauffen`;
    foreign = `${run}-brackenheim`;
    for (const [identity, organizationId] of [
      [own, server.world.ids.parish],
      [foreign, server.world.ids.neighbourParish],
    ] as const) {
      const device = await insertDevice(server.context.db, {
        organizationId,
        name: identity,
        deviceClass: 'KB',
        deviceType: 'peter',
        mqttIdentity: identity,
        locationId: null,
      });
      await setDeviceSecretHash(server.context.db, device.id, hashDeviceSecret('geheim'));
    }
  });
  afterAll(() => server?.close());

  it('lets a parish user see its own device on Mosquitto, not the other parish’s', async () => {
    const browser = await connect(url, { username: 'gemeinde', password: await server.login('gemeinde') });
    const received = collect(browser);
    expect(await trySubscribe(browser, `${own}/battery_percent`)).toBe('granted');
    expect(await trySubscribe(browser, `${foreign}/battery_percent`)).toBe('refused');
    expect(await trySubscribe(browser, `${run}-+/battery_percent`)).toBe('refused');

    // the devices talk to Mosquitto itself
    const devices = await connect(MOSQUITTO_URL, { clientId: `${run}-devices` });
    await devices.publishAsync(`${foreign}/battery_percent`, '55');
    await devices.publishAsync(`${own}/battery_percent`, '87');
    await expect.poll(() => received).toEqual([{ topic: `${own}/battery_percent`, payload: '87' }]);
  });

  it('brings a retained status in for a browser that subscribes later, and passes data requests out', async () => {
    const devices = await connect(MOSQUITTO_URL, { clientId: `${run}-device-own` });
    const requests = collect(devices);
    await devices.subscribeAsync(`${own}/_data/request`);
    await devices.publishAsync(`${own}/status`, 'online', { retain: true });

    const browser = await connect(url, { username: 'gemeinde', password: await server.login('gemeinde') });
    const received = collect(browser);
    expect(await trySubscribe(browser, `${own}/status`)).toBe('granted');
    await expect.poll(() => received).toEqual([{ topic: `${own}/status`, payload: 'online' }]);

    await browser.publishAsync(`${own}/_data/request`, '1795000000');
    await expect.poll(() => requests).toEqual([{ topic: `${own}/_data/request`, payload: '1795000000' }]);
    await devices.publishAsync(`${own}/status`, '', { retain: true });
  });

  it('does not let devices sign in to the bridge (they belong to the external broker)', async () => {
    await expect(connect(url, { username: own, password: 'geheim' })).rejects.toThrow();
  });

  it('delivers a Kassenschnitt to the device on Mosquitto and hears its answer', async () => {
    const device = await connect(MOSQUITTO_URL, { clientId: `${run}-cashup` });
    const requests = collect(device);
    await device.subscribeAsync(`${own}/cashup/request`);
    const id = (
      await server.context.db
        .selectFrom('device')
        .select('id')
        .where('mqtt_identity', '=', own)
        .executeTakeFirstOrThrow()
    ).id;
    const response = await server.call({
      method: 'POST',
      url: `/api/v2/device/${id}/cashup/`,
      token: await server.login('gemeinde'),
    });
    expect(response.statusCode).toBe(200);
    await expect.poll(() => requests.length).toBe(1);
    await device.publishAsync(`${own}/collection_member_state`, 'closing');
    await expect
      .poll(async () => {
        const row = await server.context.db
          .selectFrom('device')
          .select('collection_member_state')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        return row.collection_member_state;
      })
      .toBe('closing');
  });
});
