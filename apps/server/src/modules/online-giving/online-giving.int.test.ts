/**
 * Giving in the donor apps, over HTTP: what the app is told, a SEPA gift booked at once (mandate,
 * OOFF debit, one payment 'noch nicht bestätigt' in the statistics), the Idempotency-Key, every bad
 * input of issue 14 refused with its German message at its field and nothing booked, and the limit
 * per client address. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
import type { DonationReceipt, Payment, PublicGivingOptions } from '@kollekta/contract';
import { GIVING_MESSAGES, getNextCollectionDay, ONLINE_PAYMENT_UNAVAILABLE } from '@kollekta/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { callerOf, planBody } from '../planning/planning.test-support';
import {
  countGivingRows,
  freshAddress,
  GIVING_NOW,
  type GivingWorld,
  give,
  IBAN,
  prepareGivingWorld,
  sepaGift,
} from './online-giving.test-support';

let server: TestServer;
let world: GivingWorld;

beforeAll(async () => {
  server = await startTestServer({ trustedProxies: '127.0.0.1' });
  world = await prepareGivingWorld(server);
});
afterAll(() => server.close());

describe('what the donation app is told', () => {
  it('offers SEPA with the creditor, the test provider, and recurring gifts only where allowed', async () => {
    const response = await server.call({
      method: 'GET',
      url: `/api/v2/public/web_app/${world.parish}/bart/giving/`,
    });
    expect(response.statusCode).toBe(200);
    const options = response.json() as PublicGivingOptions;
    expect(options).toMatchObject({
      payment_methods: ['sepadd', 'testpay'],
      person_data: 'optional',
      offer_donation_receipt: true,
      allow_email_contact: true,
      sepa_creditor: { name: 'Ev. Kirchengemeinde Lauffen', creditor_identifier: 'DE98ZZZ09999999999' },
    });
    expect(options.recurring_collections).toContain(world.recurringPlan.id);
    expect(options.recurring_collections).not.toContain(world.shortPlan.id);
    // the creditor's own account is not the donor's business
    expect(response.body).not.toContain(IBAN);
    const app = await server.call({ method: 'GET', url: `/api/v2/public/web_app/${world.parish}/bart/` });
    expect(app.json().online_payment_available).toBe(true);
  });

  it('answers 404 for an organisation without the app', async () => {
    const response = await server.call({ method: 'GET', url: '/api/v2/public/web_app/999999/bart/giving/' });
    expect(response.statusCode).toBe(404);
  });
});

describe('a gift by SEPA direct debit', () => {
  it('books one payment at once, with its mandate and a one-off debit on the next collection day', async () => {
    const before = await countGivingRows(server);
    const response = await give(
      server,
      world.parish,
      sepaGift(world.shortPlan.id, {
        email: 'erika@example.org',
        wants_information: true,
        wants_donation_receipt: true,
        person: {
          first_name: 'Erika',
          last_name: 'Mustermann',
          street: 'Hauptstraße 1',
          postal_code: '74348',
          city: 'Lauffen',
        },
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const receipt = response.json() as DonationReceipt;
    const dueDay = getNextCollectionDay(new Date(GIVING_NOW));
    expect(receipt).toMatchObject({
      state: 'completed',
      amount: '25.00',
      currency: 'EUR',
      payment_method: 'sepadd',
      redirect_url: null,
      first_due_day: dueDay,
    });
    expect(receipt.mandate_reference).toMatch(/^LAUF-\d{8}$/);
    expect(receipt.thank_you_text).toContain('25,00');
    expect(receipt.thank_you_text).toContain('Adventsbasar');
    expect(response.body).not.toContain(IBAN);

    const after = await countGivingRows(server);
    expect(after).toEqual({
      ...before,
      online_donation: before.online_donation + 1,
      payment: before.payment + 1,
      direct_debit: before.direct_debit + 1,
      sepa_mandate: before.sepa_mandate + 1,
      information_request: before.information_request + 1,
    });

    const db = server.context.db;
    const donation = await db
      .selectFrom('online_donation')
      .selectAll()
      .where('reference', '=', receipt.reference)
      .executeTakeFirstOrThrow();
    expect(donation).toMatchObject({ state: 'completed', amount_cents: 2500, wants_donation_receipt: true });
    expect(donation.person).toMatchObject({ last_name: 'Mustermann', postal_code: '74348' });
    const debit = await db
      .selectFrom('direct_debit')
      .selectAll()
      .where('online_donation_id', '=', donation.id)
      .executeTakeFirstOrThrow();
    expect(debit).toMatchObject({ sequence_type: 'OOFF', due_day: dueDay, amount_cents: 2500, state: 'due' });
    expect(String(debit.payment_id)).toBe(String(donation.payment_id));
    const mandate = await db
      .selectFrom('sepa_mandate')
      .selectAll()
      .where('id', '=', debit.mandate_id)
      .executeTakeFirstOrThrow();
    expect(mandate).toMatchObject({
      reference: receipt.mandate_reference,
      kind: 'one_off',
      iban: IBAN,
      debtor_name: 'Erika Mustermann',
      signed_on: '2026-12-01',
    });

    // the treasurer sees it, not yet confirmed, in the payments and the statistics
    const admin = await callerOf(server, 'admin');
    const payments = (
      await admin.get(
        `organization/${world.parish}/payments/?collection_plan=${world.shortPlan.id}&since=2026-12-01`,
      )
    ).json() as Payment[];
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      amount: '25.00',
      is_reconciled: false,
      online_payment_type: 'sepadd',
      type: 'ecom',
      count: 1,
    });
    const statistics = (
      await admin.get(`organization/${world.parish}/statistics/?since=2026-12-01&before=2026-12-02`)
    ).json() as { byCollectionPlan: { id: number | null; amount: string }[] };
    expect(statistics.byCollectionPlan.find((entry) => entry.id === world.shortPlan.id)?.amount).toBe(
      '25.00',
    );

    const mails = await db
      .selectFrom('mail_outbox')
      .select(['recipient', 'body_text'])
      .where('recipient', '=', 'info@lauffen.example')
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body_text).toContain('erika@example.org');
    // the donor's confirmation pre-notifies the debit, without the IBAN
    const [confirmation] = await db
      .selectFrom('mail_outbox')
      .select(['subject', 'body_text'])
      .where('recipient', '=', 'erika@example.org')
      .execute();
    expect(confirmation?.subject).toBe('Ihre Spende an Ev. Kirchengemeinde Lauffen');
    expect(confirmation?.body_text).toContain(`Mandatsreferenz: ${receipt.mandate_reference}`);
    expect(confirmation?.body_text).toContain('Gläubiger-Identifikationsnummer: DE98ZZZ09999999999');
    expect(confirmation?.body_text).not.toContain(IBAN);
  });

  it('counts mandate references up per creditor', async () => {
    const first = (await give(server, world.parish, sepaGift(world.shortPlan.id))).json() as DonationReceipt;
    const second = (await give(server, world.parish, sepaGift(world.shortPlan.id))).json() as DonationReceipt;
    const number = (reference: string | null) => Number(reference?.slice(-8));
    expect(number(second.mandate_reference)).toBe(number(first.mandate_reference) + 1);
  });

  it('gives once for a repeated Idempotency-Key, and refuses the key for another gift', async () => {
    const before = await countGivingRows(server);
    const body = sepaGift(world.shortPlan.id, { amount: '12,50' });
    const first = await give(server, world.parish, body, { idempotencyKey: 'spende-1' });
    const repeat = await give(server, world.parish, body, { idempotencyKey: 'spende-1' });
    expect(first.statusCode).toBe(201);
    expect(repeat.statusCode).toBe(201);
    expect(repeat.json()).toEqual(first.json());
    const other = await give(server, world.parish, { ...body, amount: '13' }, { idempotencyKey: 'spende-1' });
    expect(other.statusCode).toBe(409);
    const after = await countGivingRows(server);
    expect(after.payment).toBe(before.payment + 1);
    expect(after.online_donation).toBe(before.online_donation + 1);
  });
});

describe('at the same time', () => {
  it('gives each of five simultaneous gifts its own mandate number, one after the other', async () => {
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        give(server, world.parish, sepaGift(world.shortPlan.id, { amount: '7' })),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const numbers = responses
      .map((response) => Number((response.json() as DonationReceipt).mandate_reference?.slice(-8)))
      .sort((a, b) => a - b);
    expect(numbers.map((number) => number - (numbers[0] ?? 0))).toEqual([0, 1, 2, 3, 4]);
  });

  it('books one gift for three simultaneous repeats of one Idempotency-Key', async () => {
    const before = await countGivingRows(server);
    const body = sepaGift(world.shortPlan.id, { amount: '8' });
    const responses = await Promise.all(
      Array.from({ length: 3 }, () =>
        give(server, world.parish, body, { idempotencyKey: 'doppelt-getippt' }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    const after = await countGivingRows(server);
    expect(after.payment).toBe(before.payment + 1);
    expect(after.sepa_mandate).toBe(before.sepa_mandate + 1);
  });
});

describe('bad input', () => {
  const valid = () => sepaGift(world.recurringPlan.id);
  const cases: [string, () => Record<string, unknown>, string, string][] = [
    [
      'no purpose',
      () => ({ ...valid(), collection: 999999 }),
      'collection',
      GIVING_MESSAGES.collectionRequired,
    ],
    [
      'a plan not running yet',
      () => ({ ...valid(), collection: world.laterPlan.id }),
      'collection',
      GIVING_MESSAGES.collectionRequired,
    ],
    [
      'an amount below 1 €',
      () => ({ ...valid(), amount: '0,99' }),
      'amount',
      'Der Betrag muss mindestens 1 € betragen.',
    ],
    [
      'an amount above the limit',
      () => ({ ...valid(), amount: '1000' }),
      'amount',
      'Online sind höchstens 999 € möglich.',
    ],
    [
      'an amount that is no number',
      () => ({ ...valid(), amount: 'zehn' }),
      'amount',
      'Bitte geben Sie einen Betrag wie 12,50 ein.',
    ],
    [
      'a wrong IBAN',
      () => ({
        ...valid(),
        sepa: { account_holder: 'Erika', iban: 'DE02120300000000202052', mandate_accepted: true },
      }),
      'sepa.iban',
      'Bitte geben Sie eine gültige IBAN ein.',
    ],
    [
      'no account holder',
      () => ({ ...valid(), sepa: { account_holder: '', iban: IBAN, mandate_accepted: true } }),
      'sepa.account_holder',
      'Bitte geben Sie den Namen des Kontoinhabers an.',
    ],
    [
      'no mandate',
      () => ({ ...valid(), sepa: { account_holder: 'Erika', iban: IBAN, mandate_accepted: false } }),
      'sepa.mandate_accepted',
      GIVING_MESSAGES.mandateNotAccepted,
    ],
    [
      'no SEPA details',
      () => ({ ...valid(), sepa: undefined }),
      'sepa.iban',
      'Bitte geben Sie eine gültige IBAN ein.',
    ],
    [
      'information without e-mail',
      () => ({ ...valid(), wants_information: true }),
      'email',
      GIVING_MESSAGES.emailRequired,
    ],
    ['a broken e-mail', () => ({ ...valid(), email: 'erika@' }), 'email', GIVING_MESSAGES.emailInvalid],
    [
      'a receipt without an address',
      () => ({ ...valid(), wants_donation_receipt: true, email: 'erika@example.org' }),
      'person.street',
      GIVING_MESSAGES.streetRequired,
    ],
    [
      'a recurring gift on a plan ending within six months',
      () => ({ ...sepaGift(world.shortPlan.id), email: 'e@example.org', recurring_interval: 'monthly' }),
      'recurring_interval',
      GIVING_MESSAGES.recurringUnavailable,
    ],
    [
      'a recurring gift by the test provider',
      () => ({
        ...valid(),
        payment_method: 'testpay',
        email: 'e@example.org',
        recurring_interval: 'monthly',
      }),
      'recurring_interval',
      GIVING_MESSAGES.recurringNeedsSepa,
    ],
  ];

  it.each(cases)(
    'refuses %s with a German message at its field, booking nothing',
    async (_name, body, field, message) => {
      const before = await countGivingRows(server);
      const response = await give(server, world.parish, body() as never);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()[field]).toContain(message);
      expect(await countGivingRows(server)).toEqual(before);
    },
  );

  it.each([
    ['an unknown payment method', { payment_method: 'bitcoin' }, 'payment_method'],
    ['a collection that is no id', { collection: 'abc' }, 'collection'],
    ['an unknown interval', { recurring_interval: 'weekly' }, 'recurring_interval'],
  ])('refuses %s by the contract, in German', async (_name, change, field) => {
    const before = await countGivingRows(server);
    const response = await give(server, world.parish, { ...valid(), ...change } as never);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toContain(field);
    expect(await countGivingRows(server)).toEqual(before);
  });

  it('refuses recurring gifts where the organisation does not allow them', async () => {
    const { setFeatures } = await import('./online-giving.test-support');
    await setFeatures(server, world.parish, { allow_recurring_payments: false });
    try {
      const before = await countGivingRows(server);
      const response = await give(server, world.parish, {
        ...valid(),
        email: 'e@example.org',
        recurring_interval: 'yearly',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().recurring_interval).toContain(GIVING_MESSAGES.recurringUnavailable);
      expect(await countGivingRows(server)).toEqual(before);
    } finally {
      await setFeatures(server, world.parish, { allow_recurring_payments: true });
    }
  });

  it('asks for person data where the organisation requires them', async () => {
    const { setFeatures } = await import('./online-giving.test-support');
    await setFeatures(server, world.parish, { require_pdata: true });
    try {
      const response = await give(server, world.parish, valid());
      expect(response.statusCode).toBe(400);
      expect(response.json()['person.last_name']).toContain(GIVING_MESSAGES.lastNameRequired);
    } finally {
      await setFeatures(server, world.parish, { require_pdata: false });
    }
  });

  it('refuses gifts where online giving is not switched on', async () => {
    // a parish with the donation app but no creditor, in a production installation (no test provider)
    const neighbour = server.world.ids.neighbourParish;
    await server.context.db
      .updateTable('organization')
      .set((eb) => ({ flags: eb.fn('array_append', [eb.ref('flags'), eb.val('enableWS')]) }))
      .where('id', '=', neighbour)
      .execute();
    const config = server.context.config as { deployment: string };
    const deployment = config.deployment;
    config.deployment = 'production';
    try {
      const app = await server.call({ method: 'GET', url: `/api/v2/public/web_app/${neighbour}/bart/` });
      expect(app.statusCode).toBe(200);
      expect(app.json().online_payment_available).toBe(false);
      const before = await countGivingRows(server);
      const response = await give(server, neighbour, sepaGift(world.recurringPlan.id));
      expect(response.statusCode).toBe(400);
      expect(response.json().payment_method).toEqual([ONLINE_PAYMENT_UNAVAILABLE]);
      expect(await countGivingRows(server)).toEqual(before);
    } finally {
      config.deployment = deployment;
    }
  });

  it('answers 404 for an organisation without the app, booking nothing', async () => {
    const before = await countGivingRows(server);
    const response = await give(server, 999999, valid());
    expect(response.statusCode).toBe(404);
    expect(await countGivingRows(server)).toEqual(before);
  });
});

describe('the creditor', () => {
  it('is the nearest ancestor with a creditor when the organisation has none', async () => {
    const neighbour = server.world.ids.neighbourParish;
    const db = server.context.db;
    const { parent_id: districtId } = await db
      .selectFrom('organization')
      .select('parent_id')
      .where('id', '=', neighbour)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('organization')
      .set({ flags: ['enableWS'] })
      .where('id', '=', neighbour)
      .execute();
    const now = new Date();
    await db
      .insertInto('sepa_creditor')
      .values({
        organization_id: districtId ?? 0,
        creditor_name: 'Ev. Kirchenbezirk',
        creditor_identifier: 'DE98ZZZ09999999999',
        iban: IBAN,
        bic: null,
        mandate_prefix: 'BEZ',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const admin = await callerOf(server, 'admin');
    const plan = await admin.createPlan(
      planBody(neighbour, {
        name: 'Diakonie im Bezirk',
        type: 'donation',
        collection_variant: null,
        targets: ['WS'],
        start: '2026-12-01T12:00:00Z',
      }),
    );
    server.clock.set('2026-12-02T10:00:00Z');
    try {
      const options = await server.call({
        method: 'GET',
        url: `/api/v2/public/web_app/${neighbour}/bart/giving/`,
      });
      expect(options.json().sepa_creditor).toEqual({
        name: 'Ev. Kirchenbezirk',
        creditor_identifier: 'DE98ZZZ09999999999',
      });
      const response = await give(server, neighbour, sepaGift(plan.id));
      expect(response.statusCode, response.body).toBe(201);
      const receipt = response.json() as DonationReceipt;
      expect(receipt.mandate_reference).toBe('BEZ-00000001');
      const booked = await db
        .selectFrom('online_donation as d')
        .innerJoin('sepa_mandate as m', 'm.id', 'd.mandate_id')
        .innerJoin('payment as p', 'p.id', 'd.payment_id')
        .select(['m.creditor_organization_id', 'p.dst_organization_id'])
        .where('d.reference', '=', receipt.reference)
        .executeTakeFirstOrThrow();
      // the district collects; the gift counts for the parish
      expect(booked).toEqual({ creditor_organization_id: districtId, dst_organization_id: neighbour });
    } finally {
      server.clock.set(GIVING_NOW);
    }
  });
});

describe('limits', () => {
  it('refuses the 21st gift of an hour from one address with 429, in German', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let index = 0; index < 21; index += 1) {
      const response = await give(
        server,
        world.parish,
        { ...sepaGift(world.shortPlan.id), amount: '0,50' },
        { address },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    const refused = await give(server, world.parish, sepaGift(world.shortPlan.id), { address });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toBe(GIVING_MESSAGES.tooManyRequests);
    // another address is not held back
    expect(
      (await give(server, world.parish, { ...sepaGift(world.shortPlan.id), amount: '0,50' })).statusCode,
    ).toBe(400);
  });
});
