/**
 * The list 'Zuwendungsbestätigungen' (issue 15, administration.md §2 "Lists"): the requests of an
 * organisation and those below it with their receipt and state, the download that records the first
 * one, archiving (one-way), the correction that issues a new number naming the old one, the Excel
 * export read back by exceljs (formulas guarded), and the ZIP of a period made by a job and read back
 * with yauzl. Administrators and treasurers only: a plain user of Lauffen gets 403, another parish's
 * administrator 404, and nothing changes. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
import { createHash } from 'node:crypto';
import { RECEIPT_LIST_MESSAGES } from '@kollekta/domain';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { pdfToText } from '../../test-support/poppler';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { API, type Caller, callerOf } from '../planning/planning.test-support';
import { createReceiptRequest, sweepConfirmedRequests } from './receipt-requests';

let server: TestServer;
let gemeinde: Caller;
let kasse: Caller;
let nachbar: Caller;
let bezirk: Caller;
let lauffen: number;
let formulaRequest: number;

type Page = { count: number; next: string | null; previous: string | null; results: RequestRow[] };
type ReceiptJson = {
  id: number;
  url: string;
  number: string;
  file_name: string;
  first_download: { date: string; user: string } | null;
  archived: boolean;
  replaces: string | null;
};
type RequestRow = {
  id: number;
  state: string;
  person_data: Record<string, string>;
  payments: { id: string; amount: string }[];
  amount: string;
  receipt: ReceiptJson | null;
  organization: { id: number; name: string };
  created_at: string;
};

beforeAll(async () => {
  server = await startTestServer({ jobs: true });
  // the demo's confirmed requests are issued by a sweep the server sends at start; done here first,
  // so that it cannot change the receipts between a test's two snapshots
  await sweepConfirmedRequests(server.context);
  lauffen = server.world.ids.parish;
  [gemeinde, kasse, nachbar, bezirk] = await Promise.all([
    callerOf(server, 'gemeinde'),
    callerOf(server, 'kasse'),
    callerOf(server, 'nachbar'),
    callerOf(server, 'bezirk'),
  ]);
  formulaRequest = await server.context.db.transaction().execute((trx) =>
    createReceiptRequest(trx, {
      organizationId: lauffen,
      onlineDonationId: null,
      person: {
        first_name: '=HYPERLINK("http://böse.example","Klick")',
        last_name: '+Weiß',
        street: '@Bahnhofstraße 1',
        postal_code: '74348',
        city: '-Lauffen',
      },
      email: null,
      purposeName: 'Kirchenmusik',
      amountCents: 12550,
      currency: 'EUR',
      paymentId: null,
      at: new Date('2026-11-19T10:00:00Z'),
    }),
  );
}, 180_000);
afterAll(() => server?.close());

async function listAll(caller: Caller, query = ''): Promise<Page> {
  const response = await caller.get(`organization/${lauffen}/donation_receipts/?limit=200${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as Page;
}

async function snapshot() {
  const { db } = server.context;
  const receipts = await db
    .selectFrom('donation_receipt')
    .select(['id', 'archived_at', 'first_download_at', 'first_download_by', 'sha256'])
    .orderBy('id')
    .execute();
  const requests = await db
    .selectFrom('donation_receipt_request')
    .select(['id', 'state', 'receipt_id'])
    .orderBy('id')
    .execute();
  const counters = await db.selectFrom('donation_receipt_counter').selectAll().execute();
  return JSON.stringify({ receipts, requests, counters });
}

/** An issued, unarchived receipt of Lauffen not yet downloaded ('Ungeöffnet'). */
async function findUnopened(): Promise<RequestRow & { receipt: ReceiptJson }> {
  const page = await listAll(gemeinde, '&state=issued');
  const row = page.results.find((entry) => entry.receipt && !entry.receipt.first_download);
  if (!row?.receipt) throw new Error('the demo world has no unopened receipt');
  return row as RequestRow & { receipt: ReceiptJson };
}

describe('GET organization/{id}/donation_receipts/', () => {
  it('lists the requests of Lauffen in every state, newest first, with receipt and payments', async () => {
    const page = await listAll(gemeinde);
    const count = await sql<{ count: string | number }>`
      select count(*) as count from donation_receipt_request r join organization o on o.id = r.organization_id
      where o.path like (select path from organization where id = ${lauffen}) || '%'`.execute(
      server.context.db,
    );
    expect(page.count).toBe(Number(count.rows[0]?.count));
    const times = page.results.map((row) => row.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    // 'payment_confirmed' too, until the running queue's sweep has issued those receipts
    const states = new Set(page.results.map((row) => row.state));
    for (const state of ['payment_pending', 'not_required', 'issued', 'archived'])
      expect(states).toContain(state);
    const issued = page.results.find((row) => row.state === 'issued' && row.receipt?.first_download);
    expect(issued?.receipt).toMatchObject({
      url: expect.stringMatching(/\/api\/v2\/donation_receipt\/\d+\/$/),
      number: expect.stringMatching(/^ZB-\d{4}-\d{5}$/),
      first_download: { date: expect.any(String), user: 'Petra Schulz' },
      archived: false,
    });
    expect(issued?.payments.length).toBeGreaterThan(0);
    expect(issued?.organization.name).toBe('Ev. Kirchengemeinde Lauffen');
    const corrected = page.results.find((row) => row.receipt?.replaces);
    expect(corrected?.state).toBe('issued');
    expect(corrected?.person_data.street).toBe('Neckarstraße 12');
  });

  it('filters by state and year and pages with both kept in the links', async () => {
    const issued = await listAll(gemeinde, '&state=issued');
    expect(issued.results.every((row) => row.state === 'issued')).toBe(true);
    const thisYear = await listAll(gemeinde, '&year=2026');
    expect(thisYear.results.every((row) => row.created_at.startsWith('2026'))).toBe(true);
    expect((await listAll(gemeinde, '&year=2001')).count).toBe(0);
    const first = (
      await gemeinde.get(`organization/${lauffen}/donation_receipts/?state=issued&limit=1`)
    ).json() as Page;
    expect(first.next).toBe(
      `http://localhost:80/api/v2/organization/${lauffen}/donation_receipts/?state=issued&limit=1&offset=1`,
    );
    expect((await gemeinde.get(`organization/${lauffen}/donation_receipts/?state=nope`)).statusCode).toBe(
      400,
    );
  });

  it('is for administrators and treasurers: 403 for a plain user, 404 for another parish, 401 signed out', async () => {
    const refused = await kasse.get(`organization/${lauffen}/donation_receipts/`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: RECEIPT_LIST_MESSAGES.noPermission });
    expect((await nachbar.get(`organization/${lauffen}/donation_receipts/`)).statusCode).toBe(404);
    expect((await bezirk.get(`organization/${lauffen}/donation_receipts/`)).statusCode).toBe(200);
    const signedOut = await server.call({
      method: 'GET',
      url: `${API}organization/${lauffen}/donation_receipts/`,
    });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('GET donation_receipt/{id}/download/', () => {
  it('answers the PDF as issued and records only the first download', async () => {
    const row = await findUnopened();
    const id = row.receipt.id;
    const before = await snapshot();
    expect((await kasse.get(`donation_receipt/${id}/download/`)).statusCode).toBe(403);
    expect((await nachbar.get(`donation_receipt/${id}/download/`)).statusCode).toBe(404);
    expect(await snapshot()).toBe(before);

    const [first, second] = await Promise.all([
      gemeinde.get(`donation_receipt/${id}/download/`),
      gemeinde.get(`donation_receipt/${id}/download/`),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    const disposition = String(first.headers['content-disposition']);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(row.receipt.file_name)}`);
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; /);
    const stored = await server.context.db
      .selectFrom('donation_receipt')
      .select(['sha256', 'first_download_at', 'first_download_by', 'number'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(createHash('sha256').update(first.rawPayload).digest('hex')).toBe(stored.sha256);
    expect(first.rawPayload.equals(second.rawPayload)).toBe(true);
    expect(pdfToText(first.rawPayload)).toContain(stored.number);
    expect(stored.first_download_at?.toISOString()).toBe('2026-11-20T10:00:00.000Z');

    server.clock.advance(60 * 60 * 1000);
    try {
      expect((await bezirk.get(`donation_receipt/${id}/download/`)).statusCode).toBe(200);
    } finally {
      server.clock.set('2026-11-20T10:00:00Z');
    }
    const after = await server.context.db
      .selectFrom('donation_receipt')
      .select(['first_download_at', 'first_download_by'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({
      first_download_at: stored.first_download_at,
      first_download_by: stored.first_download_by,
    });
    const listed = (await listAll(gemeinde)).results.find((entry) => entry.receipt?.id === id);
    expect(listed?.receipt?.first_download).toEqual({
      date: '2026-11-20T10:00:00.000Z',
      user: 'Petra Schulz',
    });
  });

  it('answers 404 for a receipt that does not exist', async () => {
    expect((await gemeinde.get('donation_receipt/999999/download/')).statusCode).toBe(404);
  });
});

describe('POST donation_receipt/{id}/archive/', () => {
  it('archives once; a second time is refused in German; others change nothing', async () => {
    const row = await findUnopened();
    const id = row.receipt.id;
    const before = await snapshot();
    expect((await kasse.post(`donation_receipt/${id}/archive/`, {})).statusCode).toBe(403);
    expect((await nachbar.post(`donation_receipt/${id}/archive/`, {})).statusCode).toBe(404);
    expect(await snapshot()).toBe(before);

    const archived = await gemeinde.post(`donation_receipt/${id}/archive/`, {});
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({ id, archived: true, number: row.receipt.number });
    const request = await server.context.db
      .selectFrom('donation_receipt_request')
      .select('state')
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(request.state).toBe('archived');

    const again = await gemeinde.post(`donation_receipt/${id}/archive/`, {});
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: 'Die Zuwendungsbestätigung ist bereits archiviert.' });
    // an archived receipt stays downloadable as issued
    expect((await gemeinde.get(`donation_receipt/${id}/download/`)).statusCode).toBe(200);
  });
});

describe('POST donation_receipt/{id}/correct/', () => {
  const corrected = {
    first_name: 'Jürgen',
    last_name: 'Weiß-Ölmüller',
    street: 'Neckarstraße 3',
    postal_code: '74348',
    city: 'Lauffen am Neckar',
  };

  it('refuses an address without postcode at its field and changes nothing', async () => {
    const row = await findUnopened();
    const before = await snapshot();
    const response = await gemeinde.post(`donation_receipt/${row.receipt.id}/correct/`, {
      person_data: { ...corrected, postal_code: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      'person_data.postal_code': ['Bitte geben Sie eine gültige Postleitzahl an.'],
    });
    expect(
      (await kasse.post(`donation_receipt/${row.receipt.id}/correct/`, { person_data: corrected }))
        .statusCode,
    ).toBe(403);
    expect(
      (await nachbar.post(`donation_receipt/${row.receipt.id}/correct/`, { person_data: corrected }))
        .statusCode,
    ).toBe(404);
    expect(await snapshot()).toBe(before);
  });

  it('archives the receipt and issues the next number naming the old one, once per Idempotency-Key', async () => {
    const row = await findUnopened();
    const old = row.receipt;
    const counter = await server.context.db
      .selectFrom('donation_receipt_counter')
      .select('last_sequence')
      .where('organization_id', '=', lauffen)
      .where('year', '=', 2026)
      .executeTakeFirst();
    const send = () =>
      server.call({
        method: 'POST',
        url: `${API}donation_receipt/${old.id}/correct/`,
        token: gemeindeToken,
        headers: { 'idempotency-key': `correct-${old.id}` },
        payload: { person_data: corrected },
      });
    const gemeindeToken = await server.login('gemeinde');
    const response = await send();
    expect(response.statusCode).toBe(201);
    const created = response.json() as ReceiptJson;
    expect(created.replaces).toBe(old.number);
    expect(created.archived).toBe(false);
    expect(created.number).toBe(
      `ZB-2026-${String(Number(counter?.last_sequence ?? 0) + 1).padStart(5, '0')}`,
    );
    const replay = await send();
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(created);

    const listed = (await listAll(gemeinde)).results.find((entry) => entry.id === row.id);
    expect(listed?.receipt?.id).toBe(created.id);
    expect(listed?.person_data).toEqual(corrected);
    const oldRow = await server.context.db
      .selectFrom('donation_receipt')
      .select('archived_at')
      .where('id', '=', old.id)
      .executeTakeFirstOrThrow();
    expect(oldRow.archived_at).not.toBeNull();
    const pdf = (await gemeinde.get(`donation_receipt/${created.id}/download/`)).rawPayload;
    const text = pdfToText(pdf);
    expect(text).toContain(created.number);
    expect(text).toContain(old.number);
    expect(text).toContain('Weiß-Ölmüller');

    const again = await gemeinde.post(`donation_receipt/${old.id}/correct/`, { person_data: corrected });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: RECEIPT_LIST_MESSAGES.archivedCannotBeCorrected });
  });
});

describe('GET pdata/donation_receipt/xlsx/', () => {
  it('is the list as a spreadsheet: German heads, dates as dates, euro amounts, formulas guarded', async () => {
    expect((await kasse.get(`pdata/donation_receipt/xlsx/?organization=${lauffen}`)).statusCode).toBe(403);
    expect((await nachbar.get(`pdata/donation_receipt/xlsx/?organization=${lauffen}`)).statusCode).toBe(404);
    const response = await gemeinde.get(`pdata/donation_receipt/xlsx/?organization=${lauffen}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('2026-11-20_Zuwendungsbestätigungen.xlsx')}`,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Zuwendungsbestätigungen');
    if (!sheet) throw new Error('no sheet');
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([
      'Angefordert am',
      'Vorname',
      'Nachname',
      'Straße',
      'PLZ',
      'Ort',
      'Verwendungszweck',
      'Betrag',
      'Währung',
      'Nummer der Zuwendungsbestätigung',
      'Ausgestellt am',
      'Ersetzt Nummer',
      'Status',
      'Organisation',
    ]);
    expect(sheet.rowCount - 1).toBe((await listAll(gemeinde)).count);
    const rows = [...Array(sheet.rowCount - 1).keys()].map((index) => sheet.getRow(index + 2));
    const formula = rows.find((row) => String(row.getCell(2).value).includes('HYPERLINK'));
    if (!formula) throw new Error('the formula row is missing');
    for (const column of [2, 3, 4, 6]) {
      const cell = formula.getCell(column);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(String(cell.value).startsWith("'")).toBe(true);
    }
    expect(formula.getCell(2).value).toBe('\'=HYPERLINK("http://böse.example","Klick")');
    expect(formula.getCell(1).value).toBeInstanceOf(Date);
    expect(formula.getCell(8).value).toBe(125.5);
    expect(formula.getCell(8).numFmt).toContain('€');
    expect(formula.getCell(13).value).toBe('Warte auf Zahlungseingang');
    const issued = rows.find((row) => row.getCell(10).value);
    expect(issued?.getCell(11).value).toBeInstanceOf(Date);
    expect(typeof issued?.getCell(8).value).toBe('number');
    expect(formulaRequest).toBeGreaterThan(0);
  });
});

describe('the ZIP of a period', () => {
  it('is made by a job; the finished file holds every unarchived receipt of the period once', async () => {
    const body = { organization: lauffen, date_from: '2025-12-01', date_before: '2026-12-01' };
    const before = await snapshot();
    expect((await kasse.post('donation_receipt/zip/', body)).statusCode).toBe(403);
    expect((await nachbar.post('donation_receipt/zip/', body)).statusCode).toBe(404);
    expect(await snapshot()).toBe(before);
    const wrong = await gemeinde.post('donation_receipt/zip/', { ...body, date_before: '2024-12-31' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ date_before: [RECEIPT_LIST_MESSAGES.zipPeriod] });

    const started = await gemeinde.post('donation_receipt/zip/', body);
    expect(started.statusCode).toBe(201);
    const job = started.json() as { id: string; state: string };
    expect(['queued', 'running', 'finished']).toContain(job.state);
    let view = job as Record<string, unknown>;
    for (let attempt = 0; attempt < 300 && view.state !== 'finished' && view.state !== 'failed'; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      view = (await gemeinde.get(`donation_receipt/zip/${job.id}/`)).json() as Record<string, unknown>;
    }
    const expected = await server.context.db
      .selectFrom('donation_receipt as dr')
      .innerJoin('organization as o', 'o.id', 'dr.organization_id')
      .select(['dr.file_name', 'dr.sha256'])
      .where('o.path', 'like', sql<string>`(select path from organization where id = ${lauffen}) || '%'`)
      .where('dr.archived_at', 'is', null)
      .execute();
    expect(view).toMatchObject({
      state: 'finished',
      done: expected.length,
      total: expected.length,
      error: null,
      file_name: expect.stringMatching(/^\d{4}-\d{2}-\d{2}_\d{2}-\d{2}_Zuwendungsbestätigungen\.zip$/),
      download_url: `http://localhost:80/api/v2/donation_receipt/zip/${job.id}/download/`,
    });

    expect((await nachbar.get(`donation_receipt/zip/${job.id}/`)).statusCode).toBe(404);
    expect((await nachbar.get(`donation_receipt/zip/${job.id}/download/`)).statusCode).toBe(404);
    expect((await kasse.get(`donation_receipt/zip/${job.id}/download/`)).statusCode).toBe(403);
    expect((await gemeinde.get('donation_receipt/zip/not-a-job/')).statusCode).toBe(404);

    const download = await gemeinde.get(`donation_receipt/zip/${job.id}/download/`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(String(download.headers['content-disposition'])).toContain(
      `filename*=UTF-8''${encodeURIComponent(String(view.file_name))}`,
    );
    const entries = await readZip(download.rawPayload);
    expect(entries.map((entry) => entry.name).sort()).toEqual(expected.map((row) => row.file_name).sort());
    const hashes = entries.map((entry) => createHash('sha256').update(entry.content).digest('hex')).sort();
    expect(hashes).toEqual(expected.map((row) => row.sha256).sort());
  }, 60_000);
});

describe('the ZIP of a period, asked for twice at once', () => {
  it('answers the job already under way for the same organisation and period', async () => {
    const body = { organization: lauffen, date_from: '2026-06-01', date_before: '2026-12-01' };
    const [first, second] = await Promise.all([
      gemeinde.post('donation_receipt/zip/', body),
      gemeinde.post('donation_receipt/zip/', body),
    ]);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect((second.json() as { id: string }).id).toBe((first.json() as { id: string }).id);
  });
});

function readZip(buffer: Buffer): Promise<{ name: string; content: Buffer }[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const entries: { name: string; content: Buffer }[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.push({ name: entry.fileName, content: Buffer.concat(chunks) });
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}
