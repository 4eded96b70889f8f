/**
 * A browser's telemetry connection (MQTT over the WebSocket `/ws/telemetry`) ends with the token it
 * signed in with: logout, a session ended from the sessions list, a password changed by the user
 * or set by an administrator close it within seconds; a token deleted elsewhere (another server
 * process) or expired is noticed by the periodic check a few seconds later.
 */

import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { DEMO_PASSWORD } from '../demo-world';
import { demoDevicePassword } from '../demo-world/demo-devices';
import { createUserWithRoles } from '../users';
import { TOKEN_RECHECK_MS } from './telemetry-sessions';

const API = '/api/v2/';
/** An announced end closes the connection this fast; a periodic check within its interval and some slack. */
const IMMEDIATE_MS = 3_500;
const PERIODIC_MS = TOKEN_RECHECK_MS + 5_000;
const NEW_PASSWORD = 'Glockenturm-Orgelpfeife-47';

let server: TestServer;
let url: string;
let device: string;
let parish: number;
const clients: MqttClient[] = [];

async function connect(username: string, password: string): Promise<MqttClient> {
  const client = await mqtt.connectAsync(url, {
    protocolVersion: 4,
    reconnectPeriod: 0,
    connectTimeout: 5000,
    username,
    password,
  });
  clients.push(client);
  return client;
}

/** A browser watching the parish's device: connected, subscribed, and seen to receive. */
async function watchDevice(username: string, token: string) {
  const browser = await connect(username, token);
  const received: string[] = [];
  browser.on('message', (_topic, payload) => received.push(payload.toString()));
  const granted = await browser.subscribeAsync(`${device}/status`);
  expect(granted.map((grant) => grant.qos)).toEqual([0]);
  const closedAt = new Promise<number>((resolve) => browser.once('close', () => resolve(Date.now())));
  const sender = await connect(device, demoDevicePassword(device));
  await sender.publishAsync(`${device}/status`, 'online');
  await expect.poll(() => received).toEqual(['online']);
  return { browser, received, closedAt, sender };
}

async function expectClosedWithin(closedAt: Promise<number>, since: number, limitMs: number) {
  const at = await Promise.race([
    closedAt,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), limitMs + 2_000).unref()),
  ]);
  expect(at, 'the telemetry connection is still open').not.toBeNull();
  expect((at as number) - since).toBeLessThan(limitMs);
}

async function createWatcher(username: string): Promise<{ id: number; token: string }> {
  const user = await createUserWithRoles(server.context, {
    username,
    name: `Beobachter ${username}`,
    email: `${username}@lauffen.example`,
    password: DEMO_PASSWORD,
    roles: [{ organizationId: parish, role: 'admin' }],
  });
  return { id: user.id, token: await server.login(username) };
}

beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  url = `ws://127.0.0.1:${address.port}/ws/telemetry`;
  parish = server.world.ids.parish;
  device = `demo-${parish}-kb-1`;
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.endAsync(true).catch(() => undefined)));
  await server?.close();
});

describe('telemetry ends with the session', () => {
  it('closes the connection at logout, and nothing arrives afterwards', async () => {
    const token = await server.login('gemeinde');
    const { browser, received, closedAt, sender } = await watchDevice('gemeinde', token);

    const since = Date.now();
    const logout = await server.call({ method: 'POST', url: `${API}user/logout/`, token });
    expect(logout.statusCode, logout.body).toBeLessThan(300);
    await expectClosedWithin(closedAt, since, IMMEDIATE_MS);
    expect(browser.connected).toBe(false);

    await sender.publishAsync(`${device}/status`, 'offline');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received).toEqual(['online']);
    // The ended token cannot sign in to the broker again either.
    await expect(connect('gemeinde', token)).rejects.toThrow();
  });

  it('closes the connection of a session ended from the sessions list, and only that one', async () => {
    const { id, token } = await createWatcher('beobachter1');
    const other = await server.login('beobachter1');
    const watched = await watchDevice('beobachter1', token);
    const kept = await watchDevice('beobachter1', other);

    const sessions = await server.call({ method: 'GET', url: `${API}user/${id}/sessions/`, token: other });
    const target = sessions.json().find((session: { current: boolean }) => !session.current);
    const since = Date.now();
    const ended = await server.call({
      method: 'DELETE',
      url: `${API}user/${id}/sessions/${target.id}/`,
      token: other,
    });
    expect(ended.statusCode, ended.body).toBe(204);
    await expectClosedWithin(watched.closedAt, since, IMMEDIATE_MS);
    expect(kept.browser.connected).toBe(true);
  });

  it('closes the other sessions’ connections when the user changes the password', async () => {
    const { token } = await createWatcher('beobachter2');
    const changer = await server.login('beobachter2');
    const watched = await watchDevice('beobachter2', token);
    const kept = await watchDevice('beobachter2', changer);

    const since = Date.now();
    const changed = await server.call({
      method: 'POST',
      url: `${API}user/change_password/`,
      token: changer,
      payload: { password: NEW_PASSWORD, current_password: DEMO_PASSWORD },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await expectClosedWithin(watched.closedAt, since, IMMEDIATE_MS);
    expect(kept.browser.connected).toBe(true);
  });

  it('closes the connections when an administrator sets the password', async () => {
    const { id, token } = await createWatcher('beobachter3');
    const watched = await watchDevice('beobachter3', token);
    const admin = await server.login('admin');

    const since = Date.now();
    const set = await server.call({
      method: 'PATCH',
      url: `${API}user/${id}/`,
      token: admin,
      payload: { password: NEW_PASSWORD },
    });
    expect(set.statusCode, set.body).toBe(200);
    await expectClosedWithin(watched.closedAt, since, IMMEDIATE_MS);
  });

  it('closes the connection of a token deleted by another server process, at the next check', async () => {
    const { id, token } = await createWatcher('beobachter4');
    const watched = await watchDevice('beobachter4', token);

    const since = Date.now();
    await server.context.db.deleteFrom('auth_token').where('user_id', '=', id).execute();
    await expectClosedWithin(watched.closedAt, since, PERIODIC_MS);
  });

  it('closes the connection of a session that expired, at the next check', async () => {
    const { token } = await createWatcher('beobachter5');
    const watched = await watchDevice('beobachter5', token);

    const since = Date.now();
    server.clock.advance(31 * 24 * 60 * 60 * 1000);
    await expectClosedWithin(watched.closedAt, since, PERIODIC_MS);
  });
});
