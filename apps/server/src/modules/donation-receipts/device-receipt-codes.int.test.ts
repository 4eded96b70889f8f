/**
 * Receipts for anonymous device gifts and the organisation's minimum amounts (issue 15 "Build" 4,
 * "Bad input"): a code only at or above confirmationMinAmount, claimed once with name and address
 * for a receipt and a signed, expiring download link; used, unknown and guessed codes are refused
 * in German (guessing is rate-limited per address), nothing is issued. Configurations: read with
 * the contract-data right, added by superusers only, without overlaps.
 */
import { RECEIPT_MESSAGES } from '@kollekta/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { recordPayments } from '../income';
import { createDeviceReceiptCode } from './device-receipt-codes';

let server: TestServer;
let parish: number;
let deviceId: number;
const tokens: Record<string, string> = {};
let nextAddress = 0;
const freshAddress = () => `10.9.${Math.floor(++nextAddress / 250)}.${nextAddress % 250}`;

const PERSON = {
  first_name: 'Anna-Lena',
  last_name: 'Müller-Lüdenscheidt',
  street: 'Kirchgasse 3',
  postal_code: '74348',
  city: 'Lauffen am Neckar',
};

beforeAll(async () => {
  server = await startTestServer({ trustedProxies: '127.0.0.1' });
  parish = server.world.ids.parish;
  for (const name of ['gemeinde', 'kasse', 'nachbar', 'admin']) tokens[name] = await server.login(name);
  const device = await server.context.db
    .selectFrom('device')
    .select('id')
    .where('organization_id', '=', parish)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  deviceId = device.id;
}, 120_000);
afterAll(() => server?.close());

/**
 * A card gift on Lauffen's device, booked with its code in one transaction, as the device intake
 * does: authorised by the terminal, not reconciled yet. 'reversed': the terminal cancelled it.
 */
async function deviceGift(
  amountCents: number,
  confirmationMinAmount: number,
  state: 'completed' | 'reversed' = 'completed',
) {
  const context = server.context;
  return context.db.transaction().execute(async (trx) => {
    const [paymentId] = await recordPayments({ ...context, db: trx }, [
      {
        dst_organization_id: parish,
        created_at: context.clock.now(),
        amount_cents: amountCents,
        fee_cents: 0,
        currency: 'EUR',
        state,
        type: 'pos',
        online_payment_type: null,
        is_reconciled: false,
        device_id: deviceId,
        collection_plan_id: null,
        count: 1,
      },
    ]);
    if (!paymentId) throw new Error('no payment');
    return createDeviceReceiptCode(trx, {
      paymentId: String(paymentId),
      organizationId: parish,
      deviceId,
      amountCents,
      currency: 'EUR',
      confirmationMinAmount,
      at: context.clock.now(),
    });
  });
}

function claim(body: Record<string, unknown>, address = freshAddress()) {
  return server.call({
    method: 'POST',
    url: '/api/v2/public/donation_receipt/claim/',
    payload: body,
    headers: { 'x-forwarded-for': address },
  });
}

const countReceipts = async () =>
  Number(
    (
      await server.context.db
        .selectFrom('donation_receipt')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('confirmation codes of device gifts', () => {
  it('shows a code only at or above confirmationMinAmount, never with -1', async () => {
    expect(await deviceGift(9_999, 100)).toBeNull();
    expect(await deviceGift(50_000, -1)).toBeNull();
    const code = await deviceGift(10_000, 100);
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{2}$/);
    const stored = await server.context.db.selectFrom('device_receipt_code').select('code_hash').execute();
    expect(stored.some((row) => row.code_hash === code)).toBe(false);
  });

  it('issues the receipt once for the code, with a working link that expires', async () => {
    const code = (await deviceGift(15_000, 100)) ?? '';
    const before = await countReceipts();
    const response = await claim({
      ...PERSON,
      code: code.toLowerCase().replaceAll('-', ' '),
      email: 'anna@example.org',
    });
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json() as { number: string; amount: string; download_url: string };
    expect(answer.number).toMatch(/^ZB-2026-\d{5}$/);
    expect(answer.amount).toBe('150.00');
    expect(await countReceipts()).toBe(before + 1);

    const path = new URL(answer.download_url).pathname;
    const download = await server.call({ method: 'GET', url: path });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(download.headers['content-disposition']).toContain('Mueller-Luedenscheidt');
    const mail = await server.context.db
      .selectFrom('mail_outbox')
      .select('recipient')
      .where('subject', '=', `Ihre Zuwendungsbestätigung ${answer.number}`)
      .execute();
    expect(mail.map((row) => row.recipient)).toEqual(['anna@example.org']);

    const again = await claim({ ...PERSON, code });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: [RECEIPT_MESSAGES.codeUsed] });
    expect(await countReceipts()).toBe(before + 1);

    const forged = await server.call({
      method: 'GET',
      url: path.replace(/\.[^./]+\/download\/$/, '.AAAA/download/'),
    });
    expect(forged.statusCode).toBe(404);
    server.clock.advance(25 * 3_600_000);
    try {
      const late = await server.call({ method: 'GET', url: path });
      expect(late.statusCode).toBe(404);
      expect(late.json().detail).toBe(RECEIPT_MESSAGES.downloadExpired);
    } finally {
      server.clock.advance(-25 * 3_600_000);
    }
  });

  it('refuses unknown codes, missing address fields and reversed payments, issuing nothing', async () => {
    const before = await countReceipts();
    const unknown = await claim({ ...PERSON, code: 'AAAA-BBBB-CC' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ code: [RECEIPT_MESSAGES.codeInvalid] });
    const code = (await deviceGift(20_000, 100)) ?? '';
    const noPostcode = await claim({ ...PERSON, postal_code: '', code });
    expect(noPostcode.statusCode).toBe(400);
    expect(noPostcode.json()).toEqual({ postal_code: [RECEIPT_MESSAGES.postalCodeRequired] });
    const unconfirmed = (await deviceGift(20_000, 100, 'reversed')) ?? '';
    const refused = await claim({ ...PERSON, code: unconfirmed });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe(RECEIPT_MESSAGES.paymentNotConfirmed);
    expect(await countReceipts()).toBe(before);
    // the refused code still works once the address is complete
    expect((await claim({ ...PERSON, code })).statusCode).toBe(201);
  });

  it('limits guesses per client address with 429 and a German text', async () => {
    const address = freshAddress();
    for (let index = 0; index < 10; index += 1) {
      expect((await claim({ ...PERSON, code: 'AAAA-BBBB-CC' }, address)).statusCode).toBe(400);
    }
    const limited = await claim({ ...PERSON, code: 'AAAA-BBBB-CC' }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toBe(RECEIPT_MESSAGES.tooManyClaims);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('donation receipt configurations', () => {
  const url = () => `/api/v2/organization/${parish}/donation_receipt_configurations/`;
  const body = {
    min_amount_donation: '25.00',
    min_amount_collection: '100.00',
    valid_from: '2027-01-01',
    valid_notafter: null,
  };

  it('are added by superusers only and read with the contract-data right', async () => {
    const refused = await server.call({ method: 'POST', url: url(), token: tokens.gemeinde, payload: body });
    expect(refused.statusCode).toBe(403);
    const hidden = await server.call({ method: 'GET', url: url(), token: tokens.nachbar });
    expect(hidden.statusCode).toBe(404);
    const created = await server.call({ method: 'POST', url: url(), token: tokens.admin, payload: body });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject(body);
    for (const name of ['gemeinde', 'kasse']) {
      const listed = await server.call({ method: 'GET', url: url(), token: tokens[name] });
      expect(listed.statusCode).toBe(200);
      expect(listed.json()).toContainEqual(created.json());
    }
  });

  it('refuses overlaps and an end before the start, at their fields', async () => {
    const overlap = await server.call({
      method: 'POST',
      url: url(),
      token: tokens.admin,
      payload: { ...body, valid_from: '2027-06-01', valid_notafter: '2027-12-31' },
    });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json()).toEqual({ valid_from: [RECEIPT_MESSAGES.configurationOverlap] });
    const backwards = await server.call({
      method: 'POST',
      url: url(),
      token: tokens.admin,
      payload: { ...body, valid_from: '2026-06-01', valid_notafter: '2026-05-31' },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({ valid_notafter: [RECEIPT_MESSAGES.validNotAfterBeforeFrom] });
    const negative = await server.call({
      method: 'POST',
      url: url(),
      token: tokens.admin,
      payload: {
        ...body,
        min_amount_donation: '-1.00',
        valid_from: '2025-01-01',
        valid_notafter: '2025-12-31',
      },
    });
    expect(negative.statusCode).toBe(400);
    expect(Object.keys(negative.json())).toEqual(['min_amount_donation']);
  });
});
