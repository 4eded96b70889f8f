import { PROVISIONING_MESSAGES } from '@kollekta/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { hashDeviceSecret } from './telemetry-access';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
});
afterAll(() => server.close());

async function ask(serial: string, pin = '123456') {
  const response = await server.call({
    method: 'POST',
    url: '/api/v2/provisioning_request/',
    payload: { board_type: 'sp-v2', serial, pin },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; state: string; claim_token: string };
}

describe('provisioning (devices-income-kirchgeld.md §2, §4)', () => {
  it('lists open and finished requests for superusers only', async () => {
    const open = await server.call({
      method: 'GET',
      url: '/api/v2/provisioning_request/?state=open',
      token: admin,
    });
    expect(open.statusCode).toBe(200);
    expect(open.json()).toEqual([
      expect.objectContaining({
        state: 'pending',
        pin: '482913',
        request_data: { board_type: 'kb-v3', serial: 'KB3-2026-0042' },
      }),
    ]);
    const finished = await server.call({
      method: 'GET',
      url: '/api/v2/provisioning_request/?state=finished',
      token: admin,
    });
    expect(finished.json()).toEqual([
      expect.objectContaining({ state: 'done', device_name: 'Spendensäule Eingang' }),
    ]);
    const bezirk = await server.login('bezirk');
    expect(
      (await server.call({ method: 'GET', url: '/api/v2/provisioning_request/', token: bezirk })).statusCode,
    ).toBe(403);
  });

  it('goes pending → allowed → registering → done, with credentials for the device', async () => {
    const request = await ask('SP2-TEST-0001', '654321');
    const poll = () =>
      server.call({
        method: 'POST',
        url: `/api/v2/provisioning_request/${request.id}/poll/`,
        payload: { claim_token: request.claim_token },
      });
    expect((await poll()).json()).toEqual({ state: 'pending', credentials: null });

    const refused = await server.call({
      method: 'PATCH',
      url: `/api/v2/provisioning_request/${request.id}/`,
      token: admin,
      payload: { state: 'allowed', context: 'x', device_name: ' ', device_type: 'john' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      device_name: ['Bitte einen Gerätenamen eingeben'],
      device_type: ['Bitte einen Gerätetyp wählen'],
      context: ['Bitte eine Organisation wählen'],
    });

    const accepted = await server.call({
      method: 'PATCH',
      url: `/api/v2/provisioning_request/${request.id}/`,
      token: admin,
      payload: {
        state: 'allowed',
        context: `http://localhost/api/v2/organization/${server.world.ids.parish}/`,
        device_name: 'Säule Nordportal',
        device_type: 'matt',
      },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      state: 'allowed',
      device_name: 'Säule Nordportal',
      organization: { id: server.world.ids.parish },
    });
    const again = await server.call({
      method: 'PATCH',
      url: `/api/v2/provisioning_request/${request.id}/`,
      token: admin,
      payload: {
        state: 'allowed',
        context: `/organization/${server.world.ids.parish}/`,
        device_name: 'X',
        device_type: 'matt',
      },
    });
    expect(again.statusCode).toBe(409);

    const registering = (await poll()).json();
    expect(registering).toMatchObject({
      state: 'registering',
      credentials: {
        mqtt_identity: expect.stringMatching(/^dev-\d+-sp2test0001$/),
        websocket_path: '/ws/telemetry',
      },
    });
    const devices = await server.call({
      method: 'GET',
      url: `/api/v2/organization/${server.world.ids.parish}/devices/`,
      token: await server.login('gemeinde'),
    });
    expect(devices.json()).toContainEqual(
      expect.objectContaining({
        name: 'Säule Nordportal',
        device_class: 'SP',
        type: 'matt',
        bcmserno: 'SP2-TEST-0001',
      }),
    );

    const done = await server.call({
      method: 'POST',
      url: `/api/v2/provisioning_request/${request.id}/complete/`,
      payload: { claim_token: request.claim_token },
    });
    expect(done.json()).toEqual({ state: 'done' });
    const finished = await server.call({
      method: 'GET',
      url: '/api/v2/provisioning_request/?state=finished',
      token: admin,
    });
    expect(finished.json().map((entry: { id: number }) => entry.id)).toContain(request.id);
  });

  it('hands the device password out once: later polls, even at once, mint none and keep the first valid', async () => {
    const request = await ask('SP2-TEST-0003', '246810');
    const poll = () =>
      server.call({
        method: 'POST',
        url: `/api/v2/provisioning_request/${request.id}/poll/`,
        payload: { claim_token: request.claim_token },
      });
    const accepted = await server.call({
      method: 'PATCH',
      url: `/api/v2/provisioning_request/${request.id}/`,
      token: admin,
      payload: {
        state: 'allowed',
        context: `/organization/${server.world.ids.parish}/`,
        device_name: 'Säule Südportal',
        device_type: 'matt',
      },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);

    const answers = await Promise.all([poll(), poll(), poll()]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const issued = answers.map((answer) => answer.json()).filter((answer) => answer.credentials !== null);
    expect(issued).toHaveLength(1);
    const password = issued[0].credentials.mqtt_password as string;
    const alreadyIssued = {
      state: 'registering',
      credentials: null,
      detail: PROVISIONING_MESSAGES.credentialsAlreadyIssued,
    };
    expect((await poll()).json()).toEqual(alreadyIssued);

    const devices = await server.context.db
      .selectFrom('device')
      .select('mqtt_secret_hash')
      .where('mqtt_identity', '=', issued[0].credentials.mqtt_identity)
      .execute();
    expect(devices).toEqual([{ mqtt_secret_hash: hashDeviceSecret(password) }]);
  });

  it('answers 404 to a wrong claim token', async () => {
    const request = await ask('SP2-TEST-0002');
    const response = await server.call({
      method: 'POST',
      url: `/api/v2/provisioning_request/${request.id}/poll/`,
      payload: { claim_token: 'x'.repeat(43) },
    });
    expect(response.statusCode).toBe(404);
  });
});
