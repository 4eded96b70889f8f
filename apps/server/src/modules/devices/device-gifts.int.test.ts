/**
 * Gifts devices report over MQTT: booked once per device and gift id, answered on
 * `{identity}/gift/booked` with the confirmation code when the gift reaches the device's
 * confirmationMinAmount (300 € by default on a Spendensäule), and the code claims a receipt.
 */
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { demoDevicePassword } from '../demo-world/demo-devices';
import { bookDeviceGift } from './device-gifts.service';

let server: TestServer;
let pillar: { identity: string; id: number; organizationId: number };
let giftNumber = 0;
const nextGiftId = () => `test-${Date.now().toString(36)}-${++giftNumber}`;
const unixNow = () => Math.floor(server.context.clock.now().getTime() / 1000);

beforeAll(async () => {
  server = await startTestServer();
  // the demo world's Spendensäulen (type matt) show codes from 300 € on
  const row = await server.context.db
    .selectFrom('device')
    .select(['id', 'mqtt_identity', 'organization_id'])
    .where('device_type', '=', 'matt')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  pillar = { identity: row.mqtt_identity, id: row.id, organizationId: row.organization_id };
});
afterAll(() => server.close());

const paymentsOfGift = async (giftId: string) =>
  server.context.db
    .selectFrom('device_gift')
    .innerJoin('payment', 'payment.id', 'device_gift.payment_id')
    .select(['payment.amount_cents', 'payment.device_id', 'payment.dst_organization_id', 'payment.state'])
    .where('device_gift.gift_id', '=', giftId)
    .execute();

describe('gifts reported by devices', () => {
  it('books a gift of 350 € once, with a confirmation code that claims a receipt', async () => {
    const giftId = nextGiftId();
    const gift = { gift_id: giftId, amount: '350.00', currency: 'EUR' as const, given_at: unixNow() };
    const first = await bookDeviceGift(server.context, pillar.identity, gift);
    expect(first).toMatchObject({ booked: true, gift_id: giftId });
    expect(first?.confirmation_code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{2}$/);
    expect(first?.claim_url).toBe('http://kollekta.test/#/zuwendungsbestaetigung');
    expect(await paymentsOfGift(giftId)).toEqual([
      {
        amount_cents: expect.anything(),
        device_id: pillar.id,
        dst_organization_id: pillar.organizationId,
        state: 'completed',
      },
    ]);
    expect(Number((await paymentsOfGift(giftId))[0]?.amount_cents)).toBe(35_000);

    // the answer was lost and the device sends the gift again: nothing is booked twice
    const again = await bookDeviceGift(server.context, pillar.identity, gift);
    expect(again).toMatchObject({ booked: true, confirmation_code: null, paymentId: first?.paymentId });
    expect(await paymentsOfGift(giftId)).toHaveLength(1);

    const claim = await server.call({
      method: 'POST',
      url: '/api/v2/public/donation_receipt/claim/',
      payload: {
        code: first?.confirmation_code,
        first_name: 'Jörg',
        last_name: 'Weiß',
        street: 'Kilianstraße 4',
        postal_code: '74388',
        city: 'Talheim',
      },
      headers: { 'x-forwarded-for': '198.51.100.77' },
    });
    expect(claim.statusCode, claim.body).toBe(201);
    expect(claim.json()).toMatchObject({ amount: '350.00' });
  });

  it('books the same gift once when it arrives twice at the same moment', async () => {
    const gift = { gift_id: nextGiftId(), amount: '400.00', currency: 'EUR' as const, given_at: unixNow() };
    const answers = await Promise.all([
      bookDeviceGift(server.context, pillar.identity, gift),
      bookDeviceGift(server.context, pillar.identity, gift),
    ]);
    expect(answers.every((answer) => answer?.booked)).toBe(true);
    expect(answers.filter((answer) => answer?.confirmation_code)).toHaveLength(1);
    expect(await paymentsOfGift(gift.gift_id)).toHaveLength(1);
  });

  it('shows no code below the minimum, and refuses a gift from the future or without an amount', async () => {
    const small = await bookDeviceGift(server.context, pillar.identity, {
      gift_id: nextGiftId(),
      amount: '20.00',
      currency: 'EUR',
      given_at: unixNow(),
    });
    expect(small).toMatchObject({ booked: true, confirmation_code: null, claim_url: null });
    for (const bad of [
      { amount: '0.00', given_at: unixNow() },
      { amount: '50.00', given_at: unixNow() + 3600 },
    ]) {
      const giftId = nextGiftId();
      const answer = await bookDeviceGift(server.context, pillar.identity, {
        gift_id: giftId,
        currency: 'EUR',
        ...bad,
      });
      expect(answer).toMatchObject({ booked: false, confirmation_code: null });
      expect(await paymentsOfGift(giftId)).toHaveLength(0);
    }
    expect(
      await bookDeviceGift(server.context, 'no-such-device', {
        gift_id: nextGiftId(),
        amount: '50.00',
        currency: 'EUR',
        given_at: unixNow(),
      }),
    ).toBeNull();
  });

  it('answers the device over MQTT on {identity}/gift/booked', async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const device: MqttClient = await mqtt.connectAsync(`ws://127.0.0.1:${address.port}/ws/telemetry`, {
      protocolVersion: 4,
      reconnectPeriod: 0,
      username: pillar.identity,
      password: demoDevicePassword(pillar.identity),
    });
    try {
      await device.subscribeAsync(`${pillar.identity}/gift/booked`);
      const answered = new Promise<Record<string, unknown>>((resolve) =>
        device.on('message', (_topic, payload) => resolve(JSON.parse(payload.toString()))),
      );
      const giftId = nextGiftId();
      await device.publishAsync(
        `${pillar.identity}/gift`,
        JSON.stringify({ gift_id: giftId, amount: '500.00', currency: 'EUR', given_at: unixNow() }),
      );
      const answer = await answered;
      expect(answer).toMatchObject({ gift_id: giftId, booked: true });
      expect(answer.confirmation_code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{2}$/);
      expect(await paymentsOfGift(giftId)).toHaveLength(1);
    } finally {
      await device.endAsync(true);
    }
  });
});
