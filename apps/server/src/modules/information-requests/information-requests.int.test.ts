/**
 * Information requests (administration.md §2 "Lists", §3 "Subscriber entry", §7): the donors who
 * asked for more information, of an organisation and those below it, paged and as an XLSX file read
 * back by openpyxl (a reader other than the writer, formulas guarded), and the gifts with a wish.
 * Administrators and above only.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXlsxWithOpenpyxl } from '../../test-support/external-tools';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { API, type Caller, callerOf } from '../planning/planning.test-support';
import {
  findPlanOf,
  insertInformationRequest,
  insertOnlineGift,
} from '../recurring-payments/donor-lists.test-support';

let server: TestServer;
let gemeinde: Caller;
let kasse: Caller;
let nachbar: Caller;
let bezirk: Caller;
let lauffen: number;
let brackenheim: number;
let planName: string;
const ids = {} as Record<'withGift' | 'withoutGift' | 'formula' | 'nachbar', number>;
const gifts = {} as Record<'information' | 'receipt' | 'plain' | 'failed', number>;

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.context;
  ({ parish: lauffen, neighbourParish: brackenheim } = server.world.ids);
  [gemeinde, kasse, nachbar, bezirk] = await Promise.all([
    callerOf(server, 'gemeinde'),
    callerOf(server, 'kasse'),
    callerOf(server, 'nachbar'),
    callerOf(server, 'bezirk'),
  ]);
  const plan = await findPlanOf(db, lauffen);
  planName = (
    await db.selectFrom('collection_plan').select('name').where('id', '=', plan).executeTakeFirstOrThrow()
  ).name;
  gifts.information = await insertOnlineGift(db, {
    organizationId: lauffen,
    planId: plan,
    amountCents: 2500,
    createdAt: '2026-11-19T08:30:00Z',
    email: 'erika@spender.example',
    person: { first_name: 'Erika', last_name: 'Mustermann' },
    wantsInformation: true,
  });
  gifts.receipt = await insertOnlineGift(db, {
    organizationId: lauffen,
    planId: plan,
    amountCents: 5000,
    createdAt: '2026-11-19T09:30:00Z',
    person: { first_name: 'Max', last_name: 'Beispiel' },
    wantsDonationReceipt: true,
  });
  gifts.plain = await insertOnlineGift(db, {
    organizationId: lauffen,
    planId: plan,
    amountCents: 1000,
    createdAt: '2026-11-19T10:30:00Z',
  });
  gifts.failed = await insertOnlineGift(db, {
    organizationId: lauffen,
    planId: plan,
    amountCents: 1500,
    createdAt: '2026-11-19T11:30:00Z',
    wantsInformation: true,
    state: 'failed',
  });
  ids.withGift = await insertInformationRequest(db, {
    organizationId: lauffen,
    planId: plan,
    onlineDonationId: gifts.information,
    email: 'erika@spender.example',
    name: 'Erika Mustermann',
    createdAt: '2026-11-19T08:30:01Z',
  });
  ids.withoutGift = await insertInformationRequest(db, {
    organizationId: lauffen,
    planId: null,
    email: 'ohne@spender.example',
    createdAt: '2026-11-18T12:00:00Z',
  });
  ids.formula = await insertInformationRequest(db, {
    organizationId: lauffen,
    planId: plan,
    email: 'boese@spender.example',
    name: '=HYPERLINK("http://böse.example","Klick")',
    createdAt: '2026-11-17T12:00:00Z',
  });
  ids.nachbar = await insertInformationRequest(db, {
    organizationId: brackenheim,
    planId: null,
    email: 'nachbar@spender.example',
    createdAt: '2026-11-19T12:00:00Z',
  });
});
afterAll(() => server.close());

type Page = {
  count: number;
  next: string | null;
  previous: string | null;
  results: Record<string, unknown>[];
};

async function countRequestsBelow(organizationId: number): Promise<number> {
  const row = await sql<{ count: string | number }>`
    select count(*) as count from information_request r join organization o on o.id = r.organization_id
    where o.path like (select path from organization where id = ${organizationId}) || '%'`.execute(
    server.context.db,
  );
  return Number(row.rows[0]?.count);
}

describe('GET organization/{id}/subscriber_details/', () => {
  it('lists who asked for information, newest first, with the spec’s fields', async () => {
    const response = await gemeinde.get(`organization/${lauffen}/subscriber_details/`);
    expect(response.statusCode).toBe(200);
    const page = response.json() as Page;
    expect(page.count).toBe(await countRequestsBelow(lauffen));
    const listed = page.results.map((row) => row.id);
    expect(listed.indexOf(ids.withGift)).toBeLessThan(listed.indexOf(ids.withoutGift));
    expect(listed).not.toContain(ids.nachbar);
    expect(page.results.find((row) => row.id === ids.withGift)).toEqual({
      id: ids.withGift,
      created_at: '2026-11-19T08:30:01.000Z',
      email: 'erika@spender.example',
      name: 'Erika Mustermann',
      collection_name: planName,
      collection_type: expect.stringMatching(/^(collection|donation)$/),
      amount: '25.00',
      currency: 'EUR',
      organization_name: 'Ev. Kirchengemeinde Lauffen',
    });
    expect(page.results.find((row) => row.id === ids.withoutGift)).toMatchObject({
      collection_name: null,
      amount: null,
      name: null,
    });
  });

  it('pages with limit and offset', async () => {
    const first = (await gemeinde.get(`organization/${lauffen}/subscriber_details/?limit=1`)).json() as Page;
    expect(first.results).toHaveLength(1);
    expect(first.next).toBe(
      `http://localhost:80/api/v2/organization/${lauffen}/subscriber_details/?limit=1&offset=1`,
    );
    const second = (
      await gemeinde.get(`organization/${lauffen}/subscriber_details/?limit=1&offset=1`)
    ).json() as Page;
    expect(second.results[0]?.id).not.toBe(first.results[0]?.id);
    expect(second.previous).toContain('offset=0');
  });

  it('is for administrators and above: 403 for a user of Lauffen, 404 for another parish', async () => {
    const refused = await kasse.get(`organization/${lauffen}/subscriber_details/`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      detail:
        'Sie haben nicht ausreichend Rechte, um die Informationsanforderungen dieser Organisation zu sehen.',
    });
    expect((await nachbar.get(`organization/${lauffen}/subscriber_details/`)).statusCode).toBe(404);
    expect((await nachbar.get(`organization/${lauffen}/subscriber_details_xlsx/`)).statusCode).toBe(404);
    expect((await kasse.get(`organization/${lauffen}/payment_details/`)).statusCode).toBe(403);
    expect((await bezirk.get(`organization/${lauffen}/subscriber_details/`)).statusCode).toBe(200);
    const signedOut = await server.call({
      method: 'GET',
      url: `${API}organization/${lauffen}/subscriber_details/`,
    });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('GET organization/{id}/subscriber_details_xlsx/', () => {
  it('is the same list as a spreadsheet, read back by openpyxl, formulas guarded', async () => {
    const response = await gemeinde.get(`organization/${lauffen}/subscriber_details_xlsx/`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toContain(
      'filename="2026-11-20_Informationsanforderungen.xlsx"',
    );
    const book = readXlsxWithOpenpyxl(response.rawPayload);
    const sheet = book.Informationsanforderungen;
    const [header, ...rows] = sheet?.rows ?? [];
    expect(header).toEqual([
      'Datum',
      'E-Mail-Adresse',
      'Name',
      'Sammlungszweck',
      'Art',
      'Betrag',
      'Organisation',
    ]);
    expect(rows).toHaveLength(await countRequestsBelow(lauffen));
    const erika = rows.find((row) => row[1] === 'erika@spender.example');
    // the Berlin wall clock: 08:30 UTC is 09:30 in November
    expect(erika).toEqual([
      { datetime: '2026-11-19T09:30' },
      'erika@spender.example',
      'Erika Mustermann',
      planName,
      expect.stringMatching(/^(Kollekte|Spendenzweck)$/),
      25,
      'Ev. Kirchengemeinde Lauffen',
    ]);
    const formula = rows.find((row) => row[1] === 'boese@spender.example');
    expect(formula?.[2]).toBe('\'=HYPERLINK("http://böse.example","Klick")');
    expect(sheet?.numberFormats[0]).toBe('dd.mm.yyyy hh:mm');
    expect(rows.some((row) => row[1] === 'nachbar@spender.example')).toBe(false);
  });
});

describe('GET organization/{id}/payment_details/', () => {
  it('lists the gifts that came with a wish, not the plain ones nor the failed ones', async () => {
    const response = await gemeinde.get(`organization/${lauffen}/payment_details/?limit=200`);
    expect(response.statusCode).toBe(200);
    const page = response.json() as Page;
    const listed = page.results.map((row) => row.id);
    expect(listed).toEqual(expect.arrayContaining([gifts.information, gifts.receipt]));
    expect(listed).not.toContain(gifts.plain);
    expect(listed).not.toContain(gifts.failed);
    expect(page.results.find((row) => row.id === gifts.receipt)).toEqual({
      id: gifts.receipt,
      created_at: '2026-11-19T09:30:00.000Z',
      amount: '50.00',
      currency: 'EUR',
      collection_name: planName,
      collection_type: expect.any(String),
      email: null,
      name: 'Max Beispiel',
      wants_information: false,
      wants_donation_receipt: true,
      payment_method: 'testpay',
      state: 'pending',
      organization_name: 'Ev. Kirchengemeinde Lauffen',
    });
    // the donor's address stays in the receipt module; the list holds no street
    expect(JSON.stringify(page)).not.toContain('Kirchstraße');
  });
});
