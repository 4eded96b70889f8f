/**
 * The church-tax bank over HTTP (devices-income-kirchgeld.md §3–§5, §7; issue 20 "Bad input"): the
 * sample statements imported once (again: nothing twice), another account's statement, an XML bomb
 * and a PDF renamed .xml refused in German, assigning with a split, above the open amount, two at once
 * (one winner), ignoring, unassigning (not with a receipt), suggestions by reference and IBAN and
 * their apply. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
import { readFileSync } from 'node:fs';
import { type KgBankTransaction, KIRCHGELD_API_PREFIX } from '@kollekta/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test-support/test-server';
import { issueKirchgeldToken } from '../auth/kirchgeld-tokens';
import { camtUpload } from './bank.route-probes';
import { writeCamtDocument } from './camt-writer';

let server: TestServer;
let lauffen: number;
const tokens: Record<string, string> = {};
type Who = 'gemeinde' | 'kasse' | 'nachbar';
const SAMPLE_IBAN = 'NL26VAYB8060476890';
const OWN_IBAN = 'DE44500105175407324931';
let accountId: number;
let persons: string[] = [];

function call(who: Who, options: Omit<InjectOptions, 'url'> & { path: string }) {
  const { path, headers, ...rest } = options;
  return server.app.inject({
    ...rest,
    url: `${KIRCHGELD_API_PREFIX}${path}`,
    headers: { ...headers, authorization: `Bearer ${tokens[who]}` },
  });
}

const fixture = (name: string) => readFileSync(new URL(`./test-fixtures/${name}`, import.meta.url));

function upload(content: Buffer | string, fileName = 'auszug.xml') {
  const body = camtUpload(content, fileName);
  return call('gemeinde', {
    method: 'POST',
    path: `tenant/${lauffen}/bank_statement/`,
    payload: body.payload,
    headers: { 'content-type': body.contentType },
  });
}

async function transactions(query: string): Promise<KgBankTransaction[]> {
  const response = await call('gemeinde', {
    method: 'GET',
    path: `tenant/${lauffen}/bank_statement/query/?limit=1000&${query}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results;
}

const camtFile = (transaction: KgBankTransaction) =>
  `tenant/${lauffen}/bank_statement/${transaction.camt_file.match(/bank_statement\/(\d+)/)?.[1]}/`;

function assign(transaction: KgBankTransaction, body: Record<string, unknown>, who: Who = 'gemeinde') {
  return call(who, {
    method: 'POST',
    path: `${camtFile(transaction)}assign/`,
    payload: { bank_transaction: transaction.url, ...body },
  });
}

function unassign(transaction: KgBankTransaction, body: Record<string, unknown> = {}) {
  return call('gemeinde', {
    method: 'POST',
    path: `${camtFile(transaction)}unassign/`,
    payload: { bank_transaction: transaction.id, ...body },
  });
}

function statement(
  day: string,
  entries: Parameters<typeof writeCamtDocument>[0]['entries'],
  iban = OWN_IBAN,
) {
  return writeCamtDocument({ statementId: `T-${day}`, iban, fromDate: day, toDate: day, entries });
}

beforeAll(async () => {
  server = await startTestServer();
  lauffen = server.world.ids.parish;
  const users = await server.context.db
    .selectFrom('app_user')
    .select(['id', 'username'])
    .where('username', 'in', ['gemeinde', 'kasse', 'nachbar'])
    .execute();
  for (const user of users)
    tokens[user.username] = (await issueKirchgeldToken(server.context, user.id)).token;
  persons = (
    await server.context.db
      .selectFrom('kg_person')
      .select('id')
      .where('tenant_id', '=', lauffen)
      .orderBy('id')
      .limit(3)
      .execute()
  ).map((row) => row.id);
  for (const [name, iban] of [
    ['Muster-Konto', SAMPLE_IBAN],
    ['Gemeindekonto Test', OWN_IBAN],
  ]) {
    const response = await call('gemeinde', {
      method: 'POST',
      path: `tenant/${lauffen}/bank_account/`,
      payload: { name, iban },
    });
    expect(response.statusCode, response.body).toBe(201);
    if (iban === OWN_IBAN) accountId = response.json().id;
  }
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('bank accounts', () => {
  it('refuses a wrong IBAN and a duplicate in German, and lists the accounts', async () => {
    const wrong = await call('gemeinde', {
      method: 'POST',
      path: `tenant/${lauffen}/bank_account/`,
      payload: { name: '', iban: 'DE00 1234' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ name: ['Verpflichtend'], iban: ['Bitte eine gültige IBAN eingeben.'] });
    const twice = await call('gemeinde', {
      method: 'POST',
      path: `tenant/${lauffen}/bank_account/`,
      payload: { name: 'X', iban: 'de44 5001 0517 5407 3249 31' },
    });
    expect(twice.json()).toEqual({ iban: ['Dieses Konto ist bereits angelegt.'] });
    const list = await call('gemeinde', {
      method: 'GET',
      path: `tenant/${lauffen}/bank_account/?limit=1000`,
    });
    expect(list.json().results.map((a: { iban: string }) => a.iban)).toEqual(
      expect.arrayContaining([SAMPLE_IBAN, OWN_IBAN]),
    );
    const neighbour = await call('nachbar', { method: 'GET', path: `tenant/${lauffen}/bank_account/` });
    expect([403, 404]).toContain(neighbour.statusCode);
  });
});

describe('uploading statements', () => {
  it('imports every sample once; the same file again adds nothing', async () => {
    const minimal = await upload(fixture('camt053.v2.minimal.xml'));
    expect(minimal.statusCode, minimal.body).toBe(201);
    expect(minimal.json()).toMatchObject({
      message_type: 'camt.053.001.02',
      imported_count: 1,
      duplicate_count: 0,
    });
    const multi = await upload(fixture('camt053.v2.multi.statement.xml'));
    expect(multi.json()).toMatchObject({
      imported_count: 2,
      duplicate_count: 0,
      statement_ids: expect.any(Array),
    });
    for (const name of ['camt053.v2.minimal.xml', 'camt053.v2.multi.statement.xml']) {
      const again = await upload(fixture(name));
      expect(again.statusCode).toBe(201);
      expect(again.json().imported_count).toBe(0);
    }
    const found = await transactions('start=2014-12-01&end=2014-12-31');
    expect(found.map((t) => [t.amount, t.their_name, t.their_iban, t.purpose]).sort()).toEqual(
      [
        ['8.85', 'NAME NAME', 'NL56AGDH9619008421', '4654654654654654'],
        ['8.85', 'Company Name 1', 'NL56AGDH9619008421', 'Transaction Description 1'],
        ['-7.00', 'Company Name 2', 'NL56AGDH9619008421', 'Transaction Description 2'],
      ].sort(),
    );
    const wrong = await upload(fixture('camt053.v2.wrong.xml'));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      file: ['Die Datei enthält keinen Kontoauszug (das Element Stmt fehlt).'],
    });
    const list = await call('gemeinde', {
      method: 'GET',
      path: `tenant/${lauffen}/bank_statement/?limit=2&ordering=-created_at`,
    });
    expect(list.json()).toMatchObject({
      count: expect.any(Number),
      results: [{ imported_count: 0 }, { imported_count: 0 }],
    });
    expect(list.json().count).toBeGreaterThanOrEqual(4);
  });

  it('keeps two identical payments of one day apart, and overlapping statements add nothing twice', async () => {
    const entry = {
      bookingDate: '2025-03-03',
      amountCents: 2000,
      name: 'Doppelt Zahler',
      iban: 'DE02120300000000202051',
      purpose: 'Spende',
    };
    const other = { ...entry, bookingDate: '2025-03-04', purpose: 'Spende 2' };
    expect((await upload(statement('2025-03-03', [entry, entry]))).json().imported_count).toBe(2);
    const overlapping = await upload(statement('2025-03-04', [entry, entry, other]));
    expect(overlapping.json()).toMatchObject({ imported_count: 1, duplicate_count: 2 });
  });

  it('refuses a statement of another account, naming its IBAN', async () => {
    const response = await upload(
      statement(
        '2025-03-05',
        [{ bookingDate: '2025-03-05', amountCents: 100, name: 'X' }],
        'DE89370400440532013000',
      ),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      file: ['Der Kontoauszug gehört zu keinem Ihrer Konten (IBAN DE89 3704 0044 0532 0130 00).'],
    });
  });

  it('refuses a 10 MB XML bomb and a PDF renamed .xml in German, storing nothing', async () => {
    const before = await server.context.db
      .selectFrom('kg_bank_statement')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const entities = Array.from(
      { length: 10 },
      (_, i) => `<!ENTITY e${i + 1} "${`&e${i};`.repeat(10)}">`,
    ).join('');
    const bomb = `<?xml version="1.0"?><!DOCTYPE Document [<!ENTITY e0 "boom">${entities}]><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">&e10;${' '.repeat(10 * 1024 * 1024)}</Document>`;
    const bombResponse = await upload(bomb, 'bomb.xml');
    expect(bombResponse.statusCode).toBe(400);
    expect(bombResponse.json().file[0]).toContain('Dokumenttyp-Definition');
    const deep = `<?xml version="1.0"?>${'<a>'.repeat(1_500_000)}${'</a>'.repeat(1_500_000)}`;
    const deepResponse = await upload(deep, 'tief.xml');
    expect(deepResponse.statusCode).toBe(400);
    expect(deepResponse.json().file[0]).toMatch(/^Die /);
    const pdf = await upload(
      Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'),
      'auszug.xml',
    );
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().file[0]).toContain('keine XML-Datei');
    const huge = await upload(Buffer.alloc(21 * 1024 * 1024, 0x20), 'riesig.xml');
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toEqual({ file: ['Die Datei ist zu groß (höchstens 20 MB).'] });
    const after = await server.context.db
      .selectFrom('kg_bank_statement')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('reconciliation', () => {
  let credit: KgBankTransaction;
  let debit: KgBankTransaction;

  beforeAll(async () => {
    const day = '2025-06-02';
    const response = await upload(
      statement(day, [
        {
          bookingDate: day,
          amountCents: 5000,
          name: 'Split Zahler',
          iban: 'DE02120300000000202051',
          purpose: 'Kirchgeld',
          endToEndId: 'SPLIT-1',
        },
        {
          bookingDate: day,
          amountCents: 3000,
          name: 'Zwei Gleichzeitig',
          purpose: 'Kirchgeld',
          endToEndId: 'RACE-1',
        },
        { bookingDate: day, amountCents: -450, name: 'Bank', purpose: 'Kontoführung', endToEndId: 'FEE-1' },
      ]),
    );
    expect(response.statusCode, response.body).toBe(201);
    const found = await transactions(`start=${day}&end=${day}&account=${accountId}&ordering=-booking_date`);
    credit = found.find((t) => t.end_to_end_id === 'SPLIT-1') as KgBankTransaction;
    debit = found.find((t) => t.end_to_end_id === 'FEE-1') as KgBankTransaction;
    expect(credit).toMatchObject({ state: 'unassigned', is_assignable: true, open_amount: '50.00' });
    expect(debit).toMatchObject({ is_assignable: false });
  });

  it('orders the date range automatically and pages newest first', async () => {
    const page = await call('gemeinde', {
      method: 'GET',
      path: `tenant/${lauffen}/bank_statement/query/?start=2025-12-31&end=2014-01-01&limit=2&offset=0&ordering=-booking_date&account=${accountId}`,
    });
    const body = page.json();
    expect(body.results).toHaveLength(2);
    expect(body.count).toBeGreaterThan(2);
    expect(body.next).toContain('offset=2');
    expect(body.results[0].booking_date >= body.results[1].booking_date).toBe(true);
  });

  it('splits, refuses more than is open, completes, and refuses a debit', async () => {
    const above = await assign(credit, { person: persons[0], amount: '50.01' });
    expect(above.statusCode).toBe(400);
    expect(above.json()).toEqual({ amount: ['Höchstens 50,00\u00a0€ sind noch offen.'] });
    const part = await assign(credit, { person: persons[0], amount: '20,00', disallow_receipt: true });
    expect(part.statusCode, part.body).toBe(201);
    expect(part.json()).toMatchObject({
      state: 'partial',
      open_amount: '30.00',
      payments: [{ amount: '20.00' }],
    });
    const rest = await assign(credit, { person: persons[1] });
    expect(rest.json()).toMatchObject({ state: 'assigned', open_amount: '0.00' });
    const payments = await server.context.db
      .selectFrom('kg_payment')
      .select(['person_id', 'amount_cents', 'payment_type', 'disallow_receipt'])
      .where(
        'id',
        'in',
        rest.json().payments.map((p: { payment: string }) => Number(p.payment.match(/payment\/(\d+)/)?.[1])),
      )
      .orderBy('amount_cents')
      .execute();
    expect(
      payments.map((p) => [p.person_id, Number(p.amount_cents), p.payment_type, p.disallow_receipt]),
    ).toEqual([
      [persons[0], 2000, 'CAMTPayment', true],
      [persons[1], 3000, 'CAMTPayment', false],
    ]);
    const onDebit = await assign(debit, { person: persons[0] });
    expect(onDebit.statusCode).toBe(400);
    expect(onDebit.json().bank_transaction[0]).toContain('Nur Gutschriften');
    const ignored = await assign(debit, { state: 'ignored' });
    expect(ignored.json().state).toBe('ignored');
    expect((await unassign(ignored.json())).json().state).toBe('unassigned');
  });

  it('lets one of two people assigning at once win; the other gets a German 409', async () => {
    const [race] = (await transactions(`start=2025-06-02&end=2025-06-02`)).filter(
      (t) => t.end_to_end_id === 'RACE-1',
    );
    const results = await Promise.all([
      assign(race as KgBankTransaction, { person: persons[0] }),
      assign(race as KgBankTransaction, { person: persons[1] }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().detail).toContain(
      'inzwischen vollständig zugeordnet',
    );
    const count = await server.context.db
      .selectFrom('kg_bank_assignment')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('bank_transaction_id', '=', (race as KgBankTransaction).id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('unassigns one part, but not a payment with a receipt (409)', async () => {
    const [current] = (await transactions('start=2025-06-02&end=2025-06-02')).filter(
      (t) => t.id === credit.id,
    );
    const [first, second] = (current as KgBankTransaction).payments;
    const paymentId = Number(second?.payment.match(/payment\/(\d+)/)?.[1]);
    const receipt = await server.context.db
      .insertInto('donation_receipt')
      .values({
        organization_id: lauffen,
        year: 1990,
        sequence: 1,
        number: 'TEST-1990-1',
        kind: 'single',
        donor: JSON.stringify({ name: 'Test' }),
        amount_cents: 3000,
        currency: 'EUR',
        file_name: 'test.pdf',
        pdf: Buffer.from('%PDF'),
        sha256: 'x',
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.context.db
      .insertInto('kg_payment_receipt')
      .values({ kg_payment_id: paymentId, donation_receipt_id: receipt.id })
      .execute();
    const refused = await unassign(current as KgBankTransaction, { assignment: second?.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain('Zuwendungsbestätigung');
    const removed = await unassign(current as KgBankTransaction, { assignment: first?.id });
    expect(removed.json()).toMatchObject({
      state: 'partial',
      open_amount: '20.00',
      payments: [{ id: second?.id }],
    });
  });

  it('is refused to the neighbour and to a plain user', async () => {
    for (const who of ['nachbar', 'kasse'] as const) {
      const response = await assign(debit, { state: 'ignored' }, who);
      expect([403, 404]).toContain(response.statusCode);
    }
  });
});

describe('suggestions', () => {
  it('proposes by a known IBAN, previews, and applies only the certain ones', async () => {
    const day = '2025-07-01';
    const first = await upload(
      statement(day, [
        {
          bookingDate: day,
          amountCents: 1500,
          name: 'Erste Zahlung',
          iban: 'DE12500105170648489890',
          purpose: 'x',
          endToEndId: 'IBAN-1',
        },
      ]),
    );
    expect(first.statusCode).toBe(201);
    const [known] = (await transactions(`start=${day}&end=${day}`)).filter(
      (t) => t.end_to_end_id === 'IBAN-1',
    );
    expect((await assign(known as KgBankTransaction, { person: persons[2] })).statusCode).toBe(201);
    const later = '2025-08-01';
    await upload(
      statement(later, [
        {
          bookingDate: later,
          amountCents: 1500,
          name: 'Zweite Zahlung',
          iban: 'DE12500105170648489890',
          purpose: 'y',
          endToEndId: 'IBAN-2',
        },
      ]),
    );
    const preview = await call('gemeinde', {
      method: 'GET',
      path: `tenant/${lauffen}/bank_statement/suggestions/?start=${later}&end=${later}&account=${accountId}`,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const suggestion = preview
      .json()
      .results.find((s: { their_name: string }) => s.their_name === 'Zweite Zahlung');
    expect(suggestion).toMatchObject({ person_id: persons[2], step: 'iban', confidence: 'sicher' });
    expect(suggestion.reason).toContain('DE12500105170648489890');
    const applied = await call('gemeinde', {
      method: 'POST',
      path: `tenant/${lauffen}/bank_statement/apply_suggestions/`,
      payload: {
        suggestions: [{ bank_transaction: suggestion.bank_transaction, person: suggestion.person }],
      },
    });
    expect(applied.json()).toEqual({ applied: 1, skipped: [] });
    const again = await call('gemeinde', {
      method: 'POST',
      path: `tenant/${lauffen}/bank_statement/apply_suggestions/`,
      payload: {
        suggestions: [{ bank_transaction: suggestion.bank_transaction, person: suggestion.person }],
      },
    });
    expect(again.json()).toMatchObject({
      applied: 0,
      skipped: [{ reason: 'Die Buchung ist nicht mehr offen.' }],
    });
  });
});
