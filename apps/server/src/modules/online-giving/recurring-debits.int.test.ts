/**
 * Recurring gifts (Dauerspenden) across a year, Berlin time: the gift books its FRST debit at once,
 * createDueRecurringDebits adds the RCUR debits on the spec's schedules (monthly on the 10th;
 * quarterly 10 Jan, Apr, Jul, Oct; half-yearly 10 Feb, 10 Aug; yearly 10 March; a closed TARGET2 day
 * moves to the next), each with its payment; a rerun creates nothing twice; a cancelled gift stops.
 */
import { createHash } from 'node:crypto';
import type { DonationReceipt } from '@kollekta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { createDueRecurringDebits } from './index';
import { type GivingWorld, give, prepareGivingWorld, sepaGift } from './online-giving.test-support';

let server: TestServer;
let world: GivingWorld;
const gifts: Record<string, { receipt: DonationReceipt; recurringId: number }> = {};

const EXPECTED_2027: Record<string, string[]> = {
  // 10 Jan 2027 is a Sunday, 10 Apr and 10 Jul Saturdays, 10 Oct a Sunday
  monthly: [
    '2026-12-10',
    '2027-01-11',
    '2027-02-10',
    '2027-03-10',
    '2027-04-12',
    '2027-05-10',
    '2027-06-10',
    '2027-07-12',
    '2027-08-10',
    '2027-09-10',
    '2027-10-11',
    '2027-11-10',
    '2027-12-10',
  ],
  quarterly: ['2027-01-11', '2027-04-12', '2027-07-12', '2027-10-11'],
  half_yearly: ['2027-02-10', '2027-08-10'],
  yearly: ['2027-03-10'],
};

async function debitsOf(recurringId: number) {
  return server.context.db
    .selectFrom('direct_debit')
    .select(['due_day', 'sequence_type', 'payment_id', 'amount_cents'])
    .where('recurring_payment_id', '=', recurringId)
    .orderBy('due_day')
    .execute();
}

beforeAll(async () => {
  server = await startTestServer({ trustedProxies: '127.0.0.1' });
  world = await prepareGivingWorld(server);
  for (const interval of ['monthly', 'quarterly', 'half_yearly', 'yearly'] as const) {
    const response = await give(
      server,
      world.parish,
      sepaGift(world.recurringPlan.id, {
        amount: '10',
        email: `${interval}@example.org`,
        recurring_interval: interval,
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const receipt = response.json() as DonationReceipt;
    const row = await server.context.db
      .selectFrom('online_donation')
      .select('recurring_payment_id')
      .where('reference', '=', receipt.reference)
      .executeTakeFirstOrThrow();
    gifts[interval] = { receipt, recurringId: Number(row.recurring_payment_id) };
  }
});
afterAll(() => server.close());

describe('a recurring gift', () => {
  it('books its first debit (FRST) and its payment at once, on the first schedule day', async () => {
    const monthly = gifts.monthly;
    expect(monthly?.receipt).toMatchObject({ state: 'completed', first_due_day: '2026-12-10' });
    expect(gifts.quarterly?.receipt.first_due_day).toBe('2027-01-11');
    const debits = await debitsOf(monthly?.recurringId ?? 0);
    expect(debits).toEqual([
      { due_day: '2026-12-10', sequence_type: 'FRST', payment_id: expect.anything(), amount_cents: 1000 },
    ]);
    const mandate = await server.context.db
      .selectFrom('sepa_mandate')
      .select('kind')
      .where('reference', '=', monthly?.receipt.mandate_reference ?? '')
      .executeTakeFirstOrThrow();
    expect(mandate.kind).toBe('recurring');
  });

  it('mails the donor the link that ends it, and the contacts for recurring gifts', async () => {
    const db = server.context.db;
    const [mail] = await db
      .selectFrom('mail_outbox')
      .select(['subject', 'body_text'])
      .where('recipient', '=', 'monthly@example.org')
      .execute();
    expect(mail?.subject).toBe('Ihre Dauerspende an Ev. Kirchengemeinde Lauffen');
    expect(mail?.body_text).toContain(gifts.monthly?.receipt.mandate_reference ?? 'x');
    expect(mail?.body_text).not.toContain('DE02120300000000202051');
    const token = /http:\/\/kollekta\.test\/#\/dauerspende\/beenden\/([A-Za-z0-9_-]{43})/.exec(
      mail?.body_text ?? '',
    )?.[1];
    expect(token).toBeDefined();
    const stored = await db
      .selectFrom('recurring_payment')
      .select('cancel_token_hash')
      .where('id', '=', gifts.monthly?.recurringId ?? 0)
      .executeTakeFirstOrThrow();
    expect(stored.cancel_token_hash).toBe(
      createHash('sha256')
        .update(token ?? '')
        .digest('hex'),
    );
    const contactMails = await db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('recipient', '=', 'dauer@lauffen.example')
      .execute();
    expect(contactMails).toHaveLength(4);
  });

  it('creates its debits on the right dates across a year, each booked once, however often it runs', async () => {
    for (let month = 1; month <= 12; month += 1) {
      const first = `2027-${String(month).padStart(2, '0')}-01`;
      server.clock.set(`${first}T10:00:00Z`);
      // two runs at once, as two server processes might: the unique index keeps one debit per day
      await Promise.all([
        createDueRecurringDebits(server.context, `2027-${String(month).padStart(2, '0')}-20`),
        createDueRecurringDebits(server.context, `2027-${String(month).padStart(2, '0')}-20`),
      ]);
    }
    for (const [interval, expected] of Object.entries(EXPECTED_2027)) {
      const debits = await debitsOf(gifts[interval]?.recurringId ?? 0);
      expect(
        debits.map((debit) => debit.due_day),
        interval,
      ).toEqual(expected);
      expect(debits.map((debit) => debit.sequence_type)).toEqual(
        expected.map((_day, index) => (index === 0 ? 'FRST' : 'RCUR')),
      );
      expect(new Set(debits.map((debit) => String(debit.payment_id))).size).toBe(expected.length);
    }
    const payments = await server.context.db
      .selectFrom('payment')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('online_payment_type', '=', 'sepadd')
      .where('collection_plan_id', '=', world.recurringPlan.id)
      .where('is_reconciled', '=', false)
      .executeTakeFirstOrThrow();
    const expectedCount = Object.values(EXPECTED_2027).reduce((sum, days) => sum + days.length, 0);
    expect(Number(payments.n)).toBe(expectedCount);

    const rerun = await createDueRecurringDebits(server.context, '2027-12-20');
    expect(rerun.debitsCreated).toBe(0);
  });

  it('stops when cancelled: no debit after its cancel day', async () => {
    await server.context.db
      .updateTable('recurring_payment')
      .set({ state: 'cancelled', cancelled_at: new Date('2027-12-20T09:00:00Z') })
      .where('id', '=', gifts.monthly?.recurringId ?? 0)
      .execute();
    server.clock.set('2028-01-02T10:00:00Z');
    await createDueRecurringDebits(server.context, '2028-01-20');
    expect((await debitsOf(gifts.monthly?.recurringId ?? 0)).map((debit) => debit.due_day)).toEqual(
      EXPECTED_2027.monthly,
    );
    // the active quarterly gift goes on (10 Jan 2028, a Monday); the others are not due in January
    expect((await debitsOf(gifts.quarterly?.recurringId ?? 0)).at(-1)?.due_day).toBe('2028-01-10');
    expect((await debitsOf(gifts.half_yearly?.recurringId ?? 0)).at(-1)?.due_day).toBe('2027-08-10');
  });
});
