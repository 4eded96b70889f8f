/**
 * Issuing receipts (issue 15 "Build" 2, "Bad input"): a donor's receipt wish waits for the payment,
 * the confirmation enqueues the issue job, which makes exactly one receipt with the next number
 * (or none below the organisation's minimum, or none for a returned debit); numbers stay gap-free
 * under concurrent issues, and a failed transaction gives its number back. Runs on PGlite and, with
 * DATABASE_URL, on PostgreSQL.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { DonationReceipt } from '@kollekta/contract';
import { describeReceiptNotRequired, RECEIPT_MESSAGES } from '@kollekta/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../../platform/errors';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { createFileForCreditor } from '../direct-debits';
import { changePayments } from '../income';
import {
  type GivingWorld,
  give,
  prepareGivingWorld,
  sepaGift,
} from '../online-giving/online-giving.test-support';
import { readReceiptFile, receiptFiles } from './receipt-files';
import { issueReceipt, issueReceipts } from './receipt-issuing';
import { issueRequestedReceipt, sweepConfirmedRequests } from './receipt-requests';

let server: TestServer;
let world: GivingWorld;
const tokens: Record<string, string> = {};
let parishName: string;
const files = () => receiptFiles(server.context);

const PERSON = {
  first_name: 'Jürgen',
  last_name: 'Weiß-Çelik',
  street: 'Hauptstraße 1',
  postal_code: '74348',
  city: 'Lauffen am Neckar',
};

beforeAll(async () => {
  server = await startTestServer({ jobs: true, trustedProxies: '127.0.0.1' });
  world = await prepareGivingWorld(server);
  for (const name of ['gemeinde', 'admin']) tokens[name] = await server.login(name);
  const parish = await server.context.db
    .selectFrom('organization')
    .select('name')
    .where('id', '=', world.parish)
    .executeTakeFirstOrThrow();
  parishName = parish.name;
  await server.context.db
    .insertInto('contact')
    .values({
      organization_id: world.parish,
      email: 'zb@lauffen.example',
      name: 'Kirchenpflege',
      types: ['donation_receipt'],
      attach_files: true,
      updated_at: new Date(),
    })
    .execute();
}, 120_000);
afterAll(() => server?.close());

async function startTestPayment(amount: string, overrides: Record<string, unknown> = {}) {
  const response = await give(server, world.parish, {
    collection: world.shortPlan.id,
    amount,
    payment_method: 'testpay',
    email: 'juergen@example.org',
    wants_donation_receipt: true,
    person: PERSON,
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  const receipt = response.json() as DonationReceipt;
  const providerPaymentId =
    /\/public\/testpay\/([A-Za-z0-9_-]+)\/$/.exec(receipt.redirect_url ?? '')?.[1] ?? '';
  return { receipt, providerPaymentId };
}

async function confirmTestPayment(providerPaymentId: string) {
  const confirmed = await server.call({
    method: 'POST',
    url: `/api/v2/public/testpay/${providerPaymentId}/confirm/`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
}

async function requestOf(reference: string) {
  return server.context.db
    .selectFrom('donation_receipt_request')
    .innerJoin('online_donation', 'online_donation.id', 'donation_receipt_request.online_donation_id')
    .select([
      'donation_receipt_request.id',
      'donation_receipt_request.state',
      'donation_receipt_request.receipt_id',
      'online_donation.payment_id',
    ])
    .where('online_donation.reference', '=', reference)
    .executeTakeFirstOrThrow();
}

async function waitForState(reference: string, states: readonly string[]) {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    const request = await requestOf(reference);
    if (states.includes(request.state)) return request;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`request of ${reference} never reached ${states.join('/')}`);
}

async function receiptsOf(organizationId: number) {
  return server.context.db
    .selectFrom('donation_receipt')
    .select(['id', 'year', 'sequence', 'number', 'sha256', 'amount_cents', 'file_key', 'pdf'])
    .where('organization_id', '=', organizationId)
    .orderBy('sequence')
    .execute();
}

describe('a receipt wish of an online gift', () => {
  it('waits for the payment, then the job issues exactly one receipt with the next number and mails it', async () => {
    const before = await receiptsOf(world.parish);
    const { receipt, providerPaymentId } = await startTestPayment('125,50');
    const waiting = await requestOf(receipt.reference);
    expect(waiting).toMatchObject({ state: 'payment_pending', receipt_id: null, payment_id: null });

    await confirmTestPayment(providerPaymentId);
    const issued = await waitForState(receipt.reference, ['issued']);
    const links = await server.context.db
      .selectFrom('donation_receipt_request_payment')
      .selectAll()
      .where('request_id', '=', issued.id)
      .execute();
    expect(links.map((link) => String(link.payment_id))).toEqual([String(issued.payment_id)]);

    const after = await receiptsOf(world.parish);
    expect(after).toHaveLength(before.length + 1);
    const made = after.at(-1);
    expect(made?.id).toBe(issued.receipt_id);
    expect(made?.sequence).toBe((before.at(-1)?.sequence ?? 0) + 1);
    expect(made?.number).toBe(`ZB-2026-${String(made?.sequence).padStart(5, '0')}`);
    expect(Number(made?.amount_cents)).toBe(12_550);
    // stored as a file named in the row, not in the table
    expect(made?.pdf).toBeNull();
    expect(made?.file_key).toBe(`donation-receipts/${world.parish}/2026/${made?.number}-${made?.sha256}.pdf`);
    const pdf = await readFile(path.join(server.context.config.dataDir, 'files', made?.file_key ?? ''));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(made?.sha256).toBe(createHash('sha256').update(pdf).digest('hex'));

    // the donor gets the PDF, the contact of type donation_receipt is informed (with the file)
    const contacts = await server.context.db
      .selectFrom('contact')
      .select('email')
      .where('organization_id', '=', world.parish)
      .where(sql<boolean>`'donation_receipt' = any(types)`)
      .execute();
    const mails = await waitForMails(made?.number ?? '', contacts.length + 1);
    expect(mails.map((mail) => mail.recipient).sort()).toEqual(
      ['juergen@example.org', ...contacts.map((contact) => contact.email)].sort(),
    );
    const pdfOf = (recipient: string) =>
      mails.find((mail) => mail.recipient === recipient)?.attachments.map((file) => file.content_type);
    expect(pdfOf('juergen@example.org')).toEqual(['application/pdf']);
    expect(pdfOf('zb@lauffen.example')).toEqual(['application/pdf']);
  });

  it('runs the job again without a second receipt or a second mail', async () => {
    const { receipt, providerPaymentId } = await startTestPayment('40,00');
    await confirmTestPayment(providerPaymentId);
    const issued = await waitForState(receipt.reference, ['issued']);
    const count = (await receiptsOf(world.parish)).length;
    expect(await issueRequestedReceipt(server.context, issued.id)).toBe('skipped');
    expect(await issueRequestedReceipt(server.context, issued.id)).toBe('skipped');
    expect(await receiptsOf(world.parish)).toHaveLength(count);
  });

  it('makes no receipt below the organisation’s minimum (the bank statement suffices)', async () => {
    const created = await server.call({
      method: 'POST',
      url: `/api/v2/organization/${world.parish}/donation_receipt_configurations/`,
      token: tokens.admin,
      payload: {
        min_amount_donation: '50.00',
        min_amount_collection: '100.00',
        valid_from: '2026-01-01',
        valid_notafter: '2026-12-31',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const count = (await receiptsOf(world.parish)).length;
    const { receipt, providerPaymentId } = await startTestPayment('20,00');
    // the thank-you step tells the donor at once
    expect(receipt.receipt_note).toBe(
      describeReceiptNotRequired({ minimumCents: 5000, organization: parishName }),
    );
    await confirmTestPayment(providerPaymentId);
    const request = await waitForState(receipt.reference, ['not_required', 'issued']);
    expect(request.state).toBe('not_required');
    expect(await receiptsOf(world.parish)).toHaveLength(count);

    // above 300 € the statement is not enough: issued whatever the minimum (and 60 € > 50 € anyway)
    const large = await startTestPayment('60,00');
    expect(large.receipt.receipt_note).toBeNull();
    await confirmTestPayment(large.providerPaymentId);
    expect((await waitForState(large.receipt.reference, ['not_required', 'issued'])).state).toBe('issued');
  });
});

describe('a receipt wish of a SEPA gift', () => {
  it('waits until the debit is collected; a returned debit gets no receipt', async () => {
    const giveSepa = async () => {
      const response = await give(
        server,
        world.parish,
        sepaGift(world.shortPlan.id, {
          amount: '75,00',
          email: 'erika@example.org',
          wants_donation_receipt: true,
          person: { ...PERSON, first_name: 'Erika' },
        }),
      );
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as DonationReceipt).reference;
    };
    const kept = await giveSepa();
    const returned = await giveSepa();
    // the payment is booked at once, but not confirmed: the request waits with it linked
    expect(await requestOf(kept)).toMatchObject({ state: 'payment_pending', receipt_id: null });
    expect((await requestOf(kept)).payment_id).not.toBeNull();

    const file = await createFileForCreditor(server.context, world.parish, {
      warn: () => undefined,
      notifyInTransaction: async () => undefined,
    });
    expect(file).not.toBeNull();
    const debitOf = async (reference: string) =>
      server.context.db
        .selectFrom('direct_debit')
        .innerJoin('online_donation', 'online_donation.id', 'direct_debit.online_donation_id')
        .select('direct_debit.id')
        .where('online_donation.reference', '=', reference)
        .executeTakeFirstOrThrow();
    const patch = await server.call({
      method: 'PATCH',
      url: `/api/v2/payment/direct_payment_pain_file/${file?.id}/`,
      token: tokens.gemeinde,
      payload: { processed: true },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const returnDebit = await server.call({
      method: 'POST',
      url: `/api/v2/payment/direct_debit/${(await debitOf(returned)).id}/return/`,
      token: tokens.gemeinde,
    });
    expect(returnDebit.statusCode, returnDebit.body).toBe(200);
    const collected = await server.call({
      method: 'POST',
      url: `/api/v2/payment/direct_payment_pain_file/${file?.id}/collected/`,
      token: tokens.gemeinde,
    });
    expect(collected.statusCode, collected.body).toBe(200);

    expect((await waitForState(kept, ['issued'])).receipt_id).not.toBeNull();
    const refused = await requestOf(returned);
    expect(refused).toMatchObject({ state: 'payment_pending', receipt_id: null });

    // even if the request was confirmed before the return, the job refuses the reversed payment
    await server.context.db
      .updateTable('donation_receipt_request')
      .set({ state: 'payment_confirmed' })
      .where('id', '=', refused.id)
      .execute();
    expect(await issueRequestedReceipt(server.context, refused.id)).toBe('payment_pending');
    expect(await requestOf(returned)).toMatchObject({ state: 'payment_pending', receipt_id: null });
  });
});

describe('the sweep', () => {
  it('issues requests confirmed while no queue ran', async () => {
    const response = await give(
      server,
      world.parish,
      sepaGift(world.shortPlan.id, {
        amount: '80,00',
        email: 'sweep@example.org',
        wants_donation_receipt: true,
        person: PERSON,
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const reference = (response.json() as DonationReceipt).reference;
    const waiting = await requestOf(reference);
    // as if confirmed by a process without a running queue: confirmed, but no job was sent
    await changePayments(server.context, [Number(waiting.payment_id)], { is_reconciled: true });
    await server.context.db
      .updateTable('donation_receipt_request')
      .set({ state: 'payment_confirmed' })
      .where('id', '=', waiting.id)
      .execute();
    await sweepConfirmedRequests(server.context);
    const issued = await requestOf(reference);
    expect(issued.state).toBe('issued');
    expect(issued.receipt_id).not.toBeNull();
  });
});

describe('issueReceipt', () => {
  const gift = { day: '2026-11-20', amountCents: 5000, kind: 'Geldzuwendung' as const, waiver: false };
  const input = (organizationId: number) => ({
    organizationId,
    kind: 'single' as const,
    donor: PERSON,
    gifts: [gift],
    purpose: 'Orgelsanierung',
    currency: 'EUR',
    issuedAt: new Date('2026-11-20T10:00:00Z'),
    createdBy: null,
  });

  it('numbers 20 concurrent receipts 1..20 without gaps or duplicates', async () => {
    const organizationId = server.world.ids.neighbourParish;
    await Promise.all(
      Array.from({ length: 20 }, () =>
        server.context.db.transaction().execute((trx) => issueReceipt(trx, files(), input(organizationId))),
      ),
    );
    const rows = await receiptsOf(organizationId);
    expect(rows.map((row) => row.sequence)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    expect(new Set(rows.map((row) => row.number)).size).toBe(20);
  }, 120_000);

  it('gives the number back when the transaction fails', async () => {
    const organizationId = server.world.ids.neighbourParish;
    const before = (await receiptsOf(organizationId)).length;
    await expect(
      server.context.db.transaction().execute(async (trx) => {
        await issueReceipt(trx, files(), input(organizationId));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const made = await server.context.db
      .transaction()
      .execute((trx) => issueReceipt(trx, files(), input(organizationId)));
    expect(made.sequence).toBe(before + 1);
  });

  it('issues a batch with one block of numbers in input order, each stored byte for byte; a bad one refuses all', async () => {
    const organizationId = server.world.ids.neighbourParish;
    const before = (await receiptsOf(organizationId)).length;
    const names = ['Ähm', 'Öz', 'Üllner'];
    const made = await server.context.db.transaction().execute((trx) =>
      issueReceipts(
        trx,
        files(),
        names.map((last_name) => ({ ...input(organizationId), donor: { ...PERSON, last_name } })),
      ),
    );
    expect(made.map((receipt) => receipt.sequence)).toEqual([before + 1, before + 2, before + 3]);
    expect(made.map((receipt) => receipt.donor.last_name)).toEqual(names);
    const stored = await receiptsOf(organizationId);
    for (const receipt of made) {
      const row = stored.find((candidate) => candidate.id === receipt.id);
      if (!row) throw new Error(`receipt ${receipt.id} not stored`);
      const pdf = await readReceiptFile(files(), row);
      expect(createHash('sha256').update(pdf).digest('hex')).toBe(receipt.sha256);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    }
    await expect(
      server.context.db
        .transaction()
        .execute((trx) =>
          issueReceipts(trx, files(), [
            input(organizationId),
            { ...input(organizationId), donor: { ...PERSON, postal_code: '' } },
          ]),
        ),
    ).rejects.toThrow('Postleitzahl fehlt');
    expect((await receiptsOf(organizationId)).length).toBe(before + 3);
  });

  it('gives the event loop a turn after each page of a batch, inside its transaction', async () => {
    const organizationId = server.world.ids.neighbourParish;
    let turns = 0;
    let counting = true;
    const countTurn = () => {
      if (!counting) return;
      turns += 1;
      setImmediate(countTurn);
    };
    setImmediate(countTurn);
    const turnsWhileIssuing = await server.context.db.transaction().execute(async (trx) => {
      const before = turns;
      await issueReceipts(
        trx,
        files(),
        Array.from({ length: 4 }, () => input(organizationId)),
      );
      return turns - before;
    });
    counting = false;
    expect(turnsWhileIssuing).toBeGreaterThanOrEqual(4);
  });

  it('refuses a donor address without postcode and an issuer without address, in German', async () => {
    const organizationId = server.world.ids.neighbourParish;
    const noPostcode = server.context.db
      .transaction()
      .execute((trx) =>
        issueReceipt(trx, files(), { ...input(organizationId), donor: { ...PERSON, postal_code: '' } }),
      );
    await expect(noPostcode).rejects.toThrow(
      'Die Anschrift des Spenders ist unvollständig: Postleitzahl fehlt.',
    );
    await sql`update organization_address set valid_until = ${new Date('2026-01-01T00:00:00Z')} where organization_id = ${server.world.ids.otherDistrict}`.execute(
      server.context.db,
    );
    const noIssuer = server.context.db
      .transaction()
      .execute((trx) => issueReceipt(trx, files(), input(server.world.ids.otherDistrict)));
    await expect(noIssuer).rejects.toBeInstanceOf(DomainError);
    await expect(
      server.context.db
        .transaction()
        .execute((trx) => issueReceipt(trx, files(), input(server.world.ids.otherDistrict))),
    ).rejects.toThrow(RECEIPT_MESSAGES.noIssuerAddress);
  });
});

type OutboxMail = { recipient: string; attachments: { content_type: string }[] };

async function waitForMails(number: string, count: number): Promise<OutboxMail[]> {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    const rows = await server.context.db
      .selectFrom('mail_outbox')
      .select(['recipient', 'attachments'])
      .where('subject', 'like', `%${number}`)
      .execute();
    if (rows.length >= count) return rows as OutboxMail[];
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the mails of ${number} never came`);
}
