/**
 * The collection book over HTTP on the demo world (issue 16, "Must show"): its totals equal the
 * year's counted card and online payments and the confirmed cash of the organisation, summed here
 * independently in SQL; the XLSX read back and the PDF read by poppler carry the same totals; the
 * forwarding state and amount come from the disbursement orders; another parish's administrator
 * learns nothing. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
import type { CollectionBook } from '@kollekta/contract';
import { decimalStringToCents, formatMoney } from '@kollekta/domain';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfToText } from '../../test-support/poppler';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { recordPayments } from '../income';
import { type Caller, callerOf, planBody } from '../planning/planning.test-support';

let server: TestServer;
let gemeinde: Caller;
let nachbar: Caller;
let lauffen: number;
let district: number;
/** a district collection of 2026 that Lauffen forwarded, and one it deselected */
let forwardedPlan: { id: number; name: string };
let cancelledPlan: { id: number; name: string };
const FORWARDED_CENTS = 12_345;
const FORMULA_NAME = '=HYPERLINK("http://example.com";"Klick")';

const cents = (amount: string | null | undefined) => decimalStringToCents(amount ?? '') ?? Number.NaN;

/** The year's sums of Lauffen as the database holds them, without the code under test. */
async function sumIndependently(year: number) {
  const from = `${year}-01-01T00:00:00+01:00`;
  const before = `${year + 1}-01-01T00:00:00+01:00`;
  const payments = await sql<{ type: string; cents: string | number }>`
    select type, coalesce(sum(amount_cents), 0) as cents from payment
    where dst_organization_id = ${lauffen} and state = 'completed' and type in ('pos', 'ecom')
      and created_at >= ${from}::timestamptz and created_at < ${before}::timestamptz
    group by type`.execute(server.context.db);
  const cash = await sql<{ cents: string | number }>`
    select coalesce(sum(amount_cents), 0) as cents from cash_payment
    where organization_id = ${lauffen} and state = 'processed'
      and collected_at >= ${from}::timestamptz and collected_at < ${before}::timestamptz`.execute(
    server.context.db,
  );
  const byType = (type: string) => Number(payments.rows.find((row) => row.type === type)?.cents ?? 0);
  const card = byType('pos');
  const online = byType('ecom');
  const cashCents = Number(cash.rows[0]?.cents ?? 0);
  return { card, online, cash: cashCents, total: card + online + cashCents };
}

beforeAll(async () => {
  server = await startTestServer();
  lauffen = server.world.ids.parish;
  district = server.world.ids.district;
  gemeinde = await callerOf(server, 'gemeinde');
  nachbar = await callerOf(server, 'nachbar');
  const { db } = server.context;
  // two district collections Lauffen inherits, on Sundays ahead in 2026 (dated by their start)
  const bezirk = await callerOf(server, 'bezirk');
  const districtPlan = async (name: string, day: string) =>
    bezirk.createPlan(
      planBody(district, { name, inherit: true, start: `${day}T08:00:00Z`, end: `${day}T14:00:00Z` }),
    );
  const first = await districtPlan('Bezirkskollekte Weiterleitung', '2026-11-29');
  const second = await districtPlan('Bezirkskollekte abgewählt', '2026-12-06');
  forwardedPlan = { id: first.id, name: first.name };
  // a name typed like a formula: the spreadsheet must show it as text
  const planer = await callerOf(server, 'planer');
  await planer.createPlan(
    planBody(lauffen, { name: FORMULA_NAME, start: '2026-12-13T08:00:00Z', end: '2026-12-13T14:00:00Z' }),
  );
  cancelledPlan = { id: second.id, name: second.name };
  const at = new Date('2026-03-01T10:00:00Z');
  for (const [plan, state, total] of [
    [forwardedPlan, 'transferred', FORWARDED_CENTS],
    [cancelledPlan, 'cancelled', null],
  ] as const) {
    await db
      .insertInto('disbursement_order')
      .values({
        plan_id: plan.id,
        organization_id: lauffen,
        handling_organization_id: district,
        state,
        stop_cash_payments: total === null ? null : at,
        sum_total_cents: total,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }
  // Edges of the year: New Year's night in Berlin, a reversed payment, another parish's payment.
  const payment = (createdAt: string, amount: number, overrides: Record<string, unknown> = {}) => ({
    dst_organization_id: lauffen,
    created_at: new Date(createdAt),
    amount_cents: amount,
    fee_cents: 0,
    currency: 'EUR',
    state: 'completed' as const,
    type: 'pos',
    online_payment_type: null,
    is_reconciled: false,
    device_id: null,
    collection_plan_id: forwardedPlan.id,
    count: 1,
    ...overrides,
  });
  await recordPayments(server.context, [
    // 1 January 2026, 00:30 in Berlin: in 2026
    payment('2025-12-31T23:30:00Z', 1_111),
    // 1 January 2027, 00:30 in Berlin: not in 2026
    payment('2026-12-31T23:30:00Z', 2_222),
    payment('2026-03-01T11:00:00Z', 3_333, { state: 'reversed' }),
    payment('2026-03-01T11:00:00Z', 4_444, { type: 'ecom', online_payment_type: 'paypal' }),
    payment('2026-03-01T11:00:00Z', 5_555, { dst_organization_id: server.world.ids.neighbourParish }),
  ]);
});
afterAll(() => server?.close());

async function loadBook(year: number): Promise<CollectionBook> {
  const response = await gemeinde.get(`organization/${lauffen}/collection_book/?year=${year}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CollectionBook;
}

describe('GET organization/{id}/collection_book/', () => {
  it('has totals equal to the year’s counted payments and confirmed cash', async () => {
    const book = await loadBook(2026);
    const expected = await sumIndependently(2026);
    expect(expected.card).toBeGreaterThan(0);
    expect(expected.cash).toBeGreaterThan(0);
    expect({
      card: cents(book.totals.card),
      online: cents(book.totals.online),
      cash: cents(book.totals.cash),
      total: cents(book.totals.total),
    }).toEqual(expected);
    // and the rows add up to the totals
    const sum = (key: 'card' | 'online' | 'cash' | 'total') =>
      book.rows.reduce((total, row) => total + cents(row[key]), 0);
    expect({ card: sum('card'), online: sum('online'), cash: sum('cash'), total: sum('total') }).toEqual(
      expected,
    );
    expect(book).toMatchObject({ year: 2026, currency: 'EUR', organization: { id: lauffen } });
    expect(book.years).toContain(2026);
  });

  it('shows the forwarding: amount and state of the orders, own collections as such', async () => {
    const book = await loadBook(2026);
    const forwarded = book.rows.find((row) => row.collection_plan?.id === forwardedPlan.id);
    expect(forwarded).toMatchObject({
      purpose: forwardedPlan.name,
      ordering_organization: { id: district },
      is_own: false,
      forwarded: '123.45',
      disbursement_state: 'transferred',
      state_label: 'Überwiesen',
    });
    // 1.111 + 4.444 € of the edge payments reached this plan in 2026; the reversed one did not
    expect(cents(forwarded?.card)).toBeGreaterThanOrEqual(1_111);
    expect(cents(forwarded?.online)).toBeGreaterThanOrEqual(4_444);
    expect(book.rows.find((row) => row.collection_plan?.id === cancelledPlan.id)).toMatchObject({
      state_label: 'Abgewählt',
      forwarded: null,
    });
    expect(cents(book.totals.forwarded)).toBe(FORWARDED_CENTS);
    const own = book.rows.filter((row) => row.is_own && row.collection_plan !== null);
    expect(own.length).toBeGreaterThan(0);
    for (const row of own) expect(row.state_label).toBe('Eigene Kollekte');
    // ordered by day
    const days = book.rows.flatMap((row) => (row.date ? [row.date] : []));
    expect(days).toEqual([...days].sort());
  });

  it('keeps unconfirmed cash out of the sums and says how much waits', async () => {
    const book = await loadBook(2026);
    const waiting = await sql<{ cents: string | number }>`
      select coalesce(sum(amount_cents), 0) as cents from cash_payment
      where organization_id = ${lauffen} and state = 'entered'`.execute(server.context.db);
    expect(cents(book.totals.cash_unconfirmed)).toBe(Number(waiting.rows[0]?.cents ?? 0));
  });

  it('is empty for a year without anything', async () => {
    const book = await loadBook(2001);
    expect(book.rows).toEqual([]);
    expect(book.totals).toEqual({
      cash: '0.00',
      cash_unconfirmed: '0.00',
      card: '0.00',
      online: '0.00',
      total: '0.00',
      forwarded: '0.00',
    });
  });

  it('refuses a year that is none with a German message at the field', async () => {
    const response = await gemeinde.get(`organization/${lauffen}/collection_book/?year=20x6`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ year: ['Bitte ein Jahr zwischen 2000 und 2100 angeben.'] });
  });

  it.each(['', 'xlsx/', 'pdf/'])(
    'hides Lauffen’s book%s from another parish’s administrator',
    async (suffix) => {
      const response = await nachbar.get(`organization/${lauffen}/collection_book/${suffix}?year=2026`);
      expect([403, 404]).toContain(response.statusCode);
      expect(response.body).not.toContain('Kollektenbuch');
      const signedOut = await server.call({
        method: 'GET',
        url: `/api/v2/organization/${lauffen}/collection_book/${suffix}`,
      });
      expect(signedOut.statusCode).toBe(401);
    },
  );
});

describe('the files', () => {
  it('XLSX: the same rows and totals, read back with exceljs', async () => {
    const book = await loadBook(2026);
    const response = await gemeinde.get(`organization/${lauffen}/collection_book/xlsx/?year=2026`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('Kollektenbuch_2026');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Kollektenbuch 2026');
    if (!sheet) throw new Error('no sheet');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Datum',
      'Zweck',
      'Angeordnet von',
      'Bar',
      'Karte',
      'Online',
      'Gesamt',
      'Weitergeleitet',
      'Status',
      'Bar (unbestätigt)',
    ]);
    expect(sheet.rowCount).toBe(book.rows.length + 2);
    const last = sheet.getRow(sheet.rowCount);
    const euroCents = (column: number) => Math.round(Number(last.getCell(column).value) * 100);
    expect(last.getCell(2).value).toBe('Summe');
    const expected = await sumIndependently(2026);
    expect({ cash: euroCents(4), card: euroCents(5), online: euroCents(6), total: euroCents(7) }).toEqual(
      expected,
    );
    expect(euroCents(8)).toBe(FORWARDED_CENTS);
    const purposes = [...Array(sheet.rowCount - 1).keys()].map(
      (index) => sheet.getRow(index + 2).getCell(2).value,
    );
    expect(purposes).toContain(`'${FORMULA_NAME}`);
    expect(purposes).not.toContain(FORMULA_NAME);
    // every amount column of the rows adds up to its total, cent for cent
    for (const column of [4, 5, 6, 7]) {
      let sum = 0;
      for (let row = 2; row < sheet.rowCount; row++)
        sum += Math.round(Number(sheet.getRow(row).getCell(column).value ?? 0) * 100);
      expect(sum).toBe(euroCents(column));
    }
  });

  it('PDF: printable, with the organisation, the year and the total', async () => {
    const book = await loadBook(2026);
    const response = await gemeinde.get(`organization/${lauffen}/collection_book/pdf/?year=2026`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/pdf');
    // Intl puts a no-break space before the currency; pdftotext reads it as a plain one
    const text = pdfToText(response.rawPayload).replaceAll('\u00a0', ' ');
    expect(text).toContain(`Kollektenbuch 2026 – ${book.organization.name}`);
    expect(text).toContain('Summe');
    expect(text).toContain(formatMoney(cents(book.totals.total), 'EUR').replaceAll('\u00a0', ' '));
    expect(text).toContain(forwardedPlan.name.slice(0, 20));
    expect(text).toMatch(/Seite 1 von \d+/);
  });
});
