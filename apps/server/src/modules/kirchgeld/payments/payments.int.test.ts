/**
 * Church-tax payments, receipts and bulk receipts over HTTP (devices-income-kirchgeld.md §4
 * "Payment", "Receipt generation (bulk)", §5 "Manual payment", "Bulk receipts", §7): manual payments
 * with German field errors, delete 204/409, a receipt created, downloaded and cancelled (a second one
 * refused while one is active), a donor without postcode refused, bulk receipts with progress and the
 * ZIP, the minimum total, the audit, special purposes, and another tenant's ids answering 404.
 * Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
import { type KgPersonPayment, KIRCHGELD_API_PREFIX } from '@kollekta/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test-support/test-server';
import { issueKirchgeldToken } from '../auth/kirchgeld-tokens';

let server: TestServer;
let lauffen: number;
let brackenheim: number;
const tokens: Record<string, string> = {};
type Who = 'gemeinde' | 'kasse' | 'nachbar';

function call(who: Who, options: Omit<InjectOptions, 'url'> & { path: string }) {
  const { path, headers, ...rest } = options;
  return server.app.inject({
    ...rest,
    url: `${KIRCHGELD_API_PREFIX}${path}`,
    headers: { ...headers, authorization: `Bearer ${tokens[who]}` },
  });
}

const ADDRESS = { strassenname: 'Kirchstraße', hausnr: '7', plz: '74348', kommune: 'Lauffen am Neckar' };

async function createPerson(data: Record<string, string>): Promise<string> {
  const response = await call('gemeinde', {
    method: 'POST',
    path: `tenant/${lauffen}/person/`,
    payload: { type: 'individual', data: { geschlecht: 'w', ...data } },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

async function pay(person: string, payload: Record<string, unknown> = {}): Promise<KgPersonPayment> {
  const response = await call('gemeinde', {
    method: 'POST',
    path: `tenant/${lauffen}/payment/`,
    payload: {
      person,
      booking_date: '2026-03-01',
      amount: '25.00',
      type: 'cash',
      state: 'completed',
      ...payload,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function payments(person: string): Promise<KgPersonPayment[]> {
  const response = await call('gemeinde', {
    method: 'GET',
    path: `tenant/${lauffen}/person/${person}/payments/?limit=1000`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results;
}

async function waitForTask(taskId: string) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const response = await call('gemeinde', { method: 'GET', path: `tenant/${lauffen}/progress/${taskId}/` });
    expect(response.statusCode, response.body).toBe(200);
    const progress = response.json();
    if (progress.state === 'finished' || progress.state === 'failed') return progress;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('task did not finish');
}

/** the names of a stored (uncompressed) ZIP's entries, from its central directory */
function zipEntryNames(zip: Buffer): string[] {
  const names: string[] = [];
  let offset = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(offset + 10);
  offset = zip.readUInt32LE(offset + 16);
  for (let index = 0; index < count; index += 1) {
    const nameLength = zip.readUInt16LE(offset + 28);
    const extra = zip.readUInt16LE(offset + 30);
    const comment = zip.readUInt16LE(offset + 32);
    names.push(zip.subarray(offset + 46, offset + 46 + nameLength).toString('utf8'));
    offset += 46 + nameLength + extra + comment;
  }
  return names;
}

beforeAll(async () => {
  server = await startTestServer({ jobs: true });
  lauffen = server.world.ids.parish;
  brackenheim = server.world.ids.neighbourParish;
  const users = await server.context.db
    .selectFrom('app_user')
    .select(['id', 'username'])
    .where('username', 'in', ['gemeinde', 'kasse', 'nachbar'])
    .execute();
  for (const user of users)
    tokens[user.username] = (await issueKirchgeldToken(server.context, user.id)).token;
}, 300_000);

afterAll(async () => {
  await server?.close();
});

describe('manual payments', () => {
  it('books a ManualEntryPayment and lists it with its actions', async () => {
    const person = await createPerson({ vornamen: 'Erna', familienname: 'Zahlmann', ...ADDRESS });
    const created = await pay(person, {
      amount: '12.5',
      type: 'parish_account',
      special_purpose: 'Orgelsanierung',
      comment: ' im Büro abgegeben ',
    });
    expect(created).toMatchObject({
      payment_type: 'ManualEntryPayment',
      type: 'parish_account',
      state: 'completed',
      amount: '12.50',
      special_purpose: 'Orgelsanierung',
      comment: 'im Büro abgegeben',
      donation_receipts: [],
      can_delete: true,
      can_create_receipt: true,
    });
    expect(created.url).toMatch(new RegExp(`tenant/${lauffen}/payment/${created.id}/$`));
    expect((await payments(person)).map((payment) => payment.id)).toEqual([created.id]);
    const audit = await server.context.db
      .selectFrom('audit_log')
      .select('action')
      .where('object_type', '=', 'kg_payment')
      .where('object_id', '=', String(created.id))
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['kg_payment.created']);
  });

  it('refuses bad input in German at its fields', async () => {
    const person = await createPerson({ vornamen: 'Falk', familienname: 'Fehlbucher', ...ADDRESS });
    const response = await call('gemeinde', {
      method: 'POST',
      path: `tenant/${lauffen}/payment/`,
      payload: { person, booking_date: '2026-11-21', amount: '0', type: 'card' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().field_errors ?? response.json()).toMatchObject({
      booking_date: ['Das Buchungsdatum darf nicht nach dem heutigen Tag liegen'],
      amount: ['Der Betrag muss größer als 0 sein'],
      type: ['Bitte Bar oder Gemeindekonto wählen'],
    });
    const missing = await call('gemeinde', {
      method: 'POST',
      path: `tenant/${lauffen}/payment/`,
      payload: {
        person: '00000000-0000-4000-8000-000000000000',
        booking_date: '2026-01-01',
        amount: '5',
        type: 'cash',
      },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('Diese Person gibt es nicht.');
  });

  it('honours an Idempotency-Key', async () => {
    const person = await createPerson({ vornamen: 'Ida', familienname: 'Doppelklick', ...ADDRESS });
    const send = () =>
      call('gemeinde', {
        method: 'POST',
        path: `tenant/${lauffen}/payment/`,
        headers: { 'idempotency-key': `kg-payment-${person}` },
        payload: { person, booking_date: '2026-02-02', amount: '7.00', type: 'cash' },
      });
    const first = await send();
    const second = await send();
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().id).toBe(first.json().id);
    expect(await payments(person)).toHaveLength(1);
  });

  it('deletes only a manual, not cancelled payment without an active receipt', async () => {
    const person = await createPerson({ vornamen: 'Dora', familienname: 'Löschbar', ...ADDRESS });
    const manual = await pay(person);
    const legacy = await server.context.db
      .insertInto('kg_payment')
      .values({
        tenant_id: lauffen,
        person_id: person,
        payment_type: 'ContextKPayment',
        type: null,
        booking_date: '2020-01-01',
        amount_cents: 1000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const cancelled = await server.context.db
      .insertInto('kg_payment')
      .values({
        tenant_id: lauffen,
        person_id: person,
        payment_type: 'ManualEntryPayment',
        type: 'cash',
        state: 'cancelled',
        booking_date: '2020-01-02',
        amount_cents: 1000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const remove = (id: number | string, who: Who = 'gemeinde', tenant = lauffen) =>
      call(who, { method: 'DELETE', path: `tenant/${tenant}/payment/${id}/` });

    const notManual = await remove(legacy.id);
    expect(notManual.statusCode).toBe(409);
    expect(notManual.json().detail).toBe('Nur manuell erfasste Zahlungen können gelöscht werden.');
    expect((await remove(cancelled.id)).json().detail).toBe(
      'Eine stornierte Zahlung kann nicht gelöscht werden.',
    );
    const listed = await payments(person);
    expect(listed.find((payment) => payment.id === Number(cancelled.id))).toMatchObject({
      state: 'cancelled',
      can_delete: false,
      can_create_receipt: false,
    });

    const receipt = await call('gemeinde', {
      method: 'POST',
      path: `tenant/${lauffen}/payment/${manual.id}/donation_receipt/`,
    });
    expect(receipt.statusCode, receipt.body).toBe(201);
    const withReceipt = await remove(manual.id);
    expect(withReceipt.statusCode).toBe(409);
    expect(withReceipt.json().detail).toContain('Bitte stornieren Sie zuerst die Bestätigung.');

    expect((await remove(manual.id, 'kasse')).statusCode).toBe(403);
    expect((await remove(manual.id, 'nachbar', brackenheim)).statusCode).toBe(404);
    expect((await remove(manual.id, 'nachbar')).statusCode).toBe(404);

    const archived = await call('gemeinde', {
      method: 'POST',
      path: `tenant/${lauffen}/donation_receipt/${receipt.json().id}/archive/`,
    });
    expect(archived.statusCode, archived.body).toBe(200);
    expect((await remove(manual.id)).statusCode).toBe(204);
    expect((await payments(person)).map((payment) => payment.id)).not.toContain(manual.id);
  });
});

describe('receipts of a payment', () => {
  it('creates, downloads and cancels a receipt; a second is refused while one is active', async () => {
    const person = await createPerson({ vornamen: 'Rita', familienname: 'Quittung', ...ADDRESS });
    const payment = await pay(person, { amount: '125.50' });
    const create = () =>
      call('gemeinde', { method: 'POST', path: `tenant/${lauffen}/payment/${payment.id}/donation_receipt/` });
    const created = await create();
    expect(created.statusCode, created.body).toBe(201);
    const receipt = created.json();
    expect(receipt).toMatchObject({ mime_type: 'application/pdf', archived: false });
    expect(receipt.url).toMatch(new RegExp(`tenant/${lauffen}/donation_receipt/${receipt.id}/$`));
    const stored = await server.context.db
      .selectFrom('donation_receipt')
      .select(['organization_id', 'amount_cents', 'donor'])
      .where('id', '=', receipt.id)
      .executeTakeFirstOrThrow();
    expect(stored.organization_id).toBe(lauffen);
    expect(Number(stored.amount_cents)).toBe(12550);

    const second = await create();
    expect(second.statusCode).toBe(409);
    expect(second.json().detail).toBe('Für diese Zahlung gibt es bereits eine Zuwendungsbestätigung.');

    const [listed] = await payments(person);
    expect(listed).toMatchObject({ can_delete: false, can_create_receipt: false });
    expect(listed?.donation_receipts).toEqual([receipt]);

    const download = await call('gemeinde', {
      method: 'GET',
      path: `tenant/${lauffen}/donation_receipt/${receipt.id}/download/`,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('application/pdf');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      (
        await call('nachbar', {
          method: 'GET',
          path: `tenant/${brackenheim}/donation_receipt/${receipt.id}/download/`,
        })
      ).statusCode,
    ).toBe(404);

    const archive = () =>
      call('gemeinde', { method: 'POST', path: `tenant/${lauffen}/donation_receipt/${receipt.id}/archive/` });
    const archived = await archive();
    expect(archived.statusCode).toBe(200);
    expect(archived.json().archived).toBe(true);
    const again = await archive();
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Diese Zuwendungsbestätigung wurde bereits storniert.');
    const audit = await server.context.db
      .selectFrom('audit_log')
      .select('action')
      .where('object_type', '=', 'donation_receipt')
      .where('object_id', '=', String(receipt.id))
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual([
      'kg_donation_receipt.issued',
      'donation_receipt.archived',
    ]);

    // after cancelling, a new receipt may be made
    const renewed = await create();
    expect(renewed.statusCode).toBe(201);
    expect((await payments(person))[0]?.donation_receipts.map((entry) => entry.archived)).toEqual([
      false,
      true,
    ]);
  });

  it('refuses a donor address without postcode and a payment without receipt wish', async () => {
    const person = await createPerson({
      vornamen: 'Otto',
      familienname: 'Ohnepost',
      strassenname: 'Weg',
      hausnr: '1',
      kommune: 'Lauffen',
    });
    const payment = await pay(person);
    const refused = await call('gemeinde', {
      method: 'POST',
      path: `tenant/${lauffen}/payment/${payment.id}/donation_receipt/`,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe('Die Anschrift des Spenders ist unvollständig: Postleitzahl fehlt.');
    const other = await createPerson({ vornamen: 'Nina', familienname: 'Nichtgewünscht', ...ADDRESS });
    const disallowed = await pay(other, { disallow_receipt: true });
    expect(disallowed.can_create_receipt).toBe(false);
    const response = await call('gemeinde', {
      method: 'POST',
      path: `tenant/${lauffen}/payment/${disallowed.id}/donation_receipt/`,
    });
    expect(response.statusCode).toBe(409);
    expect(
      (
        await call('nachbar', {
          method: 'POST',
          path: `tenant/${lauffen}/payment/${payment.id}/donation_receipt/`,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('bulk receipts', () => {
  it('generates per person above the minimum with progress, then the ZIP and the audit', async () => {
    const organization = await call('gemeinde', {
      method: 'POST',
      path: `tenant/${lauffen}/organization/`,
      payload: { name: 'Ev. Kirchengemeinde Sammelbach', valid_from: '2000-01-01', kro_nr: '775501' },
    });
    expect(organization.statusCode, organization.body).toBe(201);
    const kro = { kro_nr: '775501' };
    const anna = await createPerson({ vornamen: 'Anna', familienname: 'Sammel', ...ADDRESS, ...kro });
    const bert = await createPerson({ vornamen: 'Bert', familienname: 'Sammel', ...ADDRESS, ...kro });
    const carl = await createPerson({ vornamen: 'Carl', familienname: 'Wenig', ...ADDRESS, ...kro });
    const outside = await createPerson({ vornamen: 'Doris', familienname: 'Fremdgemeinde', ...ADDRESS });
    await pay(anna, { booking_date: '2025-02-01', amount: '30.00' });
    await pay(anna, { booking_date: '2025-06-01', amount: '40.00' });
    await pay(bert, { booking_date: '2025-03-01', amount: '60.00' });
    await pay(bert, { booking_date: '2026-01-01', amount: '60.00' }); // after the period
    await pay(carl, { booking_date: '2025-04-01', amount: '10.00' }); // below the minimum
    await pay(outside, { booking_date: '2025-04-01', amount: '100.00' }); // another parish

    const invalid = await call('gemeinde', {
      method: 'POST',
      path: `tenant/${lauffen}/donation_receipt/generate/?background=1`,
      payload: { organizations: [], date_from: '', date_before: '2026-01-01', sum_min_amount: '12.5' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().field_errors ?? invalid.json()).toMatchObject({
      organizations: ['Verpflichtend'],
      date_from: ['Verpflichtend'],
      sum_min_amount: ['Nur ganze Zahlenwerte erlaubt'],
    });

    const started = await call('gemeinde', {
      method: 'POST',
      path: `tenant/${lauffen}/donation_receipt/generate/?background=1`,
      payload: {
        organizations: [organization.json().url],
        date_from: '2025-01-01',
        date_before: '2026-01-01',
        sum_min_amount: '50',
        collective: true,
      },
    });
    expect(started.statusCode, started.body).toBe(201);
    const progress = await waitForTask(started.json().task_id);
    expect(progress).toMatchObject({ state: 'finished', total_count: 2, done_count: 2 });
    expect(progress.result.count).toBe(2);
    const receiptUrls = progress.result.donation_receipts as string[];

    const kinds = await server.context.db
      .selectFrom('donation_receipt')
      .select(['kind', 'amount_cents'])
      .where(
        'id',
        'in',
        receiptUrls.map((url) => Number(/(\d+)\/$/.exec(url)?.[1])),
      )
      .orderBy('amount_cents')
      .execute();
    expect(kinds.map((row) => [row.kind, Number(row.amount_cents)])).toEqual([
      ['single', 6000],
      ['collective', 7000],
    ]);
    expect((await payments(carl))[0]?.donation_receipts).toEqual([]);
    expect((await payments(outside))[0]?.donation_receipts).toEqual([]);

    const zip = await call('gemeinde', {
      method: 'POST',
      path: `tenant/${lauffen}/donation_receipt/multi_download/`,
      payload: { donation_receipts: receiptUrls },
    });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toContain('application/zip');
    expect(decodeURIComponent(String(zip.headers['content-disposition']))).toMatch(
      /\d{4}-\d{2}-\d{2}_\d{2}-\d{2}_Zuwendungsbestätigungen\.zip/,
    );
    expect(zipEntryNames(zip.rawPayload)).toHaveLength(2);
    expect(
      (
        await call('nachbar', {
          method: 'POST',
          path: `tenant/${brackenheim}/donation_receipt/multi_download/`,
          payload: { donation_receipts: receiptUrls },
        })
      ).statusCode,
    ).toBe(404);

    const audit = await call('gemeinde', {
      method: 'GET',
      path: `tenant/${lauffen}/audit/?ordering=-created_at&include_action=DonationReceiptAPIAction.GENERATED`,
    });
    expect(audit.statusCode).toBe(200);
    expect(audit.json().results[0]).toMatchObject({ action: 'DonationReceiptAPIAction.GENERATED', count: 2 });
    expect(audit.json().results[0].user).toBeTruthy();

    // a second run without minimum: only Carl's payment is left
    const again = await call('gemeinde', {
      method: 'POST',
      path: `tenant/${lauffen}/donation_receipt/generate/?background=1`,
      payload: {
        organizations: [organization.json().id],
        date_from: '2025-01-01',
        date_before: '2026-01-01',
      },
    });
    expect((await waitForTask(again.json().task_id)).result.count).toBe(1);
  });

  it('generates for a payments list; another tenant learns nothing', async () => {
    const person = await createPerson({ vornamen: 'Lisa', familienname: 'Listenweg', ...ADDRESS });
    const payment = await pay(person, { amount: '5.00' });
    const started = await call('gemeinde', {
      method: 'POST',
      path: `tenant/${lauffen}/donation_receipt/generate/?background=1`,
      payload: { payments: [payment.url] },
    });
    expect(started.statusCode, started.body).toBe(201);
    expect((await waitForTask(started.json().task_id)).result.count).toBe(1);
    const foreign = await call('nachbar', {
      method: 'POST',
      path: `tenant/${brackenheim}/donation_receipt/generate/?background=1`,
      payload: { payments: [payment.id] },
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (
        await call('nachbar', {
          method: 'GET',
          path: `tenant/${lauffen}/progress/${started.json().task_id}/`,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('special purposes', () => {
  it('lists and creates them, each once per tenant', async () => {
    const created = await call('gemeinde', {
      method: 'POST',
      path: `tenant/${lauffen}/special_purpose/`,
      payload: { special_purpose: ' Glockenstuhl ' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ special_purpose: 'Glockenstuhl' });
    const duplicate = await call('gemeinde', {
      method: 'POST',
      path: `tenant/${lauffen}/special_purpose/`,
      payload: { special_purpose: 'Glockenstuhl' },
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.body).toContain('Diesen Verwendungsschlüssel gibt es bereits.');
    const list = await call('gemeinde', { method: 'GET', path: `tenant/${lauffen}/special_purpose/` });
    expect(list.json().results.map((row: { special_purpose: string }) => row.special_purpose)).toContain(
      'Glockenstuhl',
    );
    expect(
      (await call('nachbar', { method: 'GET', path: `tenant/${lauffen}/special_purpose/` })).statusCode,
    ).toBe(404);
  });
});
