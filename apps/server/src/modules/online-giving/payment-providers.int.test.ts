/**
 * The payment-provider path with the test provider 'Testzahlung': a gift waits for the provider,
 * the donor confirms on the provider's page, the provider's signed webhook books it once. Forged,
 * expired and replayed webhooks are refused with 4xx and book nothing.
 */
import type { DonationReceipt } from '@kollekta/contract';
import { GIVING_MESSAGES } from '@kollekta/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { countGivingRows, type GivingWorld, give, prepareGivingWorld } from './online-giving.test-support';
import { buildTestPaymentWebhook, SIGNATURE_HEADER, signWebhook } from './providers';

const WEBHOOK = '/api/v2/public/payment_provider/testpay/webhook/';
let server: TestServer;
let world: GivingWorld;

beforeAll(async () => {
  server = await startTestServer({ trustedProxies: '127.0.0.1' });
  world = await prepareGivingWorld(server);
});
afterAll(() => server.close());

async function startTestPayment(overrides: Record<string, unknown> = {}) {
  const response = await give(server, world.parish, {
    collection: world.shortPlan.id,
    amount: '30',
    payment_method: 'testpay',
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  const receipt = response.json() as DonationReceipt;
  const providerPaymentId =
    /\/public\/testpay\/([A-Za-z0-9_-]+)\/$/.exec(receipt.redirect_url ?? '')?.[1] ?? '';
  return { receipt, providerPaymentId };
}

function postWebhook(payload: string, headers: Record<string, string>) {
  return server.call({ method: 'POST', url: WEBHOOK, payload, headers });
}

async function stateOf(reference: string) {
  const response = await server.call({ method: 'GET', url: `/api/v2/public/donation/${reference}/` });
  return response.json().state as string;
}

describe('Testzahlung', () => {
  it('books nothing until the donor confirms on the provider page, then books once', async () => {
    const before = await countGivingRows(server);
    const { receipt, providerPaymentId } = await startTestPayment({
      email: 'max@example.org',
      wants_information: true,
    });
    expect(receipt).toMatchObject({ state: 'pending', payment_method: 'testpay', mandate_reference: null });
    expect(receipt.redirect_url).toBe(`http://kollekta.test/api/v2/public/testpay/${providerPaymentId}/`);
    expect((await countGivingRows(server)).payment).toBe(before.payment);
    expect(await stateOf(receipt.reference)).toBe('pending');

    const page = await server.call({ method: 'GET', url: `/api/v2/public/testpay/${providerPaymentId}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Zahlung bestätigen');
    expect(page.body).toContain('Abbrechen');
    expect(page.body).toContain('30,00');
    expect(page.body).not.toContain('max@example.org');

    const confirmed = await server.call({
      method: 'POST',
      url: `/api/v2/public/testpay/${providerPaymentId}/confirm/`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.body).toContain('Die Testzahlung wurde bestätigt.');
    expect(await stateOf(receipt.reference)).toBe('completed');

    const again = await server.call({
      method: 'POST',
      url: `/api/v2/public/testpay/${providerPaymentId}/confirm/`,
    });
    expect(again.body).toContain('bereits abgeschlossen');

    const after = await countGivingRows(server);
    expect(after.payment).toBe(before.payment + 1);
    expect(after.information_request).toBe(before.information_request + 1);
    const payment = await server.context.db
      .selectFrom('online_donation as d')
      .innerJoin('payment as p', 'p.id', 'd.payment_id')
      .select(['p.is_reconciled', 'p.online_payment_type', 'p.amount_cents', 'p.type'])
      .where('d.reference', '=', receipt.reference)
      .executeTakeFirstOrThrow();
    expect(payment).toEqual({
      is_reconciled: true,
      online_payment_type: 'creditcard',
      amount_cents: 3000,
      type: 'ecom',
    });
  });

  it('marks a cancelled payment failed and books nothing', async () => {
    const before = await countGivingRows(server);
    const { receipt, providerPaymentId } = await startTestPayment();
    const cancelled = await server.call({
      method: 'POST',
      url: `/api/v2/public/testpay/${providerPaymentId}/cancel/`,
    });
    expect(cancelled.body).toContain('Die Testzahlung wurde abgebrochen.');
    expect(await stateOf(receipt.reference)).toBe('failed');
    expect((await countGivingRows(server)).payment).toBe(before.payment);
  });

  it('answers 404 pages for unknown payments', async () => {
    const page = await server.call({ method: 'GET', url: '/api/v2/public/testpay/tp_unbekannt_unbekannt/' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Diese Zahlung gibt es nicht.');
  });
});

describe('webhooks', () => {
  it('refuses a forged signature, a missing one and an expired one, booking nothing', async () => {
    const { receipt, providerPaymentId } = await startTestPayment();
    const genuine = await buildTestPaymentWebhook(server.context, providerPaymentId, 'payment.completed');
    const before = await countGivingRows(server);
    const now = server.context.clock.now();
    const forged: Record<string, string>[] = [
      { [SIGNATURE_HEADER]: signWebhook('nicht-das-geheimnis-nicht-das-geheimnis', genuine.rawBody, now) },
      {},
      { [SIGNATURE_HEADER]: 't=1,v1=abc' },
      // signed for another body
      { [SIGNATURE_HEADER]: genuine.headers[SIGNATURE_HEADER] ?? '' },
    ];
    const bodies = [
      genuine.rawBody,
      genuine.rawBody,
      genuine.rawBody,
      genuine.rawBody.replace('"payment.completed"', '"payment.failed"'),
    ];
    for (const [index, headers] of forged.entries()) {
      const response = await postWebhook(bodies[index] ?? '', {
        'content-type': 'application/json',
        ...headers,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe(GIVING_MESSAGES.invalidSignature);
    }
    // a genuine signature older than five minutes
    server.clock.advance(6 * 60 * 1000);
    const late = await postWebhook(genuine.rawBody, genuine.headers);
    expect(late.statusCode).toBe(400);
    expect(await countGivingRows(server)).toEqual(before);
    expect(await stateOf(receipt.reference)).toBe('pending');
  });

  it('books a genuine webhook once and refuses its replay with 409', async () => {
    const { receipt, providerPaymentId } = await startTestPayment();
    const webhook = await buildTestPaymentWebhook(server.context, providerPaymentId, 'payment.completed');
    const before = await countGivingRows(server);
    const first = await postWebhook(webhook.rawBody, webhook.headers);
    expect(first.statusCode, first.body).toBe(200);
    const replay = await postWebhook(webhook.rawBody, webhook.headers);
    expect(replay.statusCode).toBe(409);
    expect(replay.json().detail).toBe(GIVING_MESSAGES.eventReplayed);
    // another event about the same payment finds it booked already
    const second = await buildTestPaymentWebhook(server.context, providerPaymentId, 'payment.completed');
    expect((await postWebhook(second.rawBody, second.headers)).statusCode).toBe(200);
    expect((await countGivingRows(server)).payment).toBe(before.payment + 1);
    expect(await stateOf(receipt.reference)).toBe('completed');
  });

  it('refuses an event about an unknown payment without keeping it', async () => {
    const webhook = await buildTestPaymentWebhook(
      server.context,
      'tp_gibt_es_nicht_0000',
      'payment.completed',
    );
    expect((await postWebhook(webhook.rawBody, webhook.headers)).statusCode).toBe(404);
    const kept = await server.context.db.selectFrom('payment_provider_event').selectAll().execute();
    expect(kept.some((event) => webhook.rawBody.includes(event.event_id))).toBe(false);
  });

  it('is not there for a provider that is off or unknown', async () => {
    const webhook = await buildTestPaymentWebhook(
      server.context,
      'tp_x_0000000000000000',
      'payment.completed',
    );
    const unknown = await server.call({
      method: 'POST',
      url: '/api/v2/public/payment_provider/stripe/webhook/',
      payload: webhook.rawBody,
      headers: webhook.headers,
    });
    expect(unknown.statusCode).toBe(404);
    const config = server.context.config as { deployment: string };
    config.deployment = 'production';
    try {
      expect((await postWebhook(webhook.rawBody, webhook.headers)).statusCode).toBe(404);
      const page = await server.call({ method: 'GET', url: '/api/v2/public/testpay/tp_x_0000000000000000/' });
      expect(page.statusCode).toBe(404);
    } finally {
      config.deployment = 'development';
    }
  });
});
