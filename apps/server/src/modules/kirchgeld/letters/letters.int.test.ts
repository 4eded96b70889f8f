/**
 * Church-tax letters (issue 19 "Letters", "Mail merge and print", "Bad input"): creation under the
 * letter rules, the recipient preview (one letter per couple), finalising in the background (two
 * requests at once make one job), 409 for any change after it but 'mark as sent', the audit, the
 * CSV/XLSX mail merge with formula-safe cells, the PDF with its GiroCode, a person's letters and
 * tenant scoping. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { KG_LETTER_MESSAGES as M } from '@kollekta/domain';
import ExcelJS from 'exceljs';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test-support/test-server';
import { issueKirchgeldToken } from '../auth/kirchgeld-tokens';

let server: TestServer;
let lauffen: number;
const tokens: Record<string, string> = {};
const IBAN = 'DE89370400440532013000';

function call(who: string, options: Omit<InjectOptions, 'url'> & { path: string }) {
  const { path: target, headers, ...rest } = options;
  return server.app.inject({
    ...rest,
    url: `/api/kirchgeld/v1/tenant/${lauffen}/${target}`,
    headers: { ...headers, authorization: `Bearer ${tokens[who]}` },
  });
}

async function createPerson(type: 'individual' | 'company', data: Record<string, string>) {
  const response = await call('gemeinde', { method: 'POST', path: 'person/', payload: { type, data } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; url: string };
}

const address = { strassenname: 'Kirchstraße', hausnr: '7', plz: '74348', kommune: 'Lauffen am Neckar' };
let groupUrl: string;
let anna: { id: string };
let accountId: number;

async function waitForTask(taskId: string) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const response = await call('gemeinde', { method: 'GET', path: `progress/${taskId}/` });
    const task = response.json();
    if (task.state === 'finished' || task.state === 'failed') return task;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the task did not finish');
}

beforeAll(async () => {
  server = await startTestServer({ jobs: true });
  lauffen = server.world.ids.parish;
  const users = await server.context.db
    .selectFrom('app_user')
    .select(['id', 'username'])
    .where('username', 'in', ['gemeinde', 'nachbar', 'kasse'])
    .execute();
  for (const user of users)
    tokens[user.username] = (await issueKirchgeldToken(server.context, user.id)).token;
  const account = await server.context.db
    .insertInto('kg_bank_account')
    .values({ tenant_id: lauffen, name: 'Kirchgeldkonto', iban: IBAN, bic: 'COBADEFFXXX' })
    .returning('id')
    .executeTakeFirstOrThrow();
  accountId = account.id;

  anna = await createPerson('individual', {
    ...address,
    vornamen: 'Anna',
    familienname: 'Brieftest',
    geschlecht: 'w',
  });
  const peter = await createPerson('individual', {
    ...address,
    vornamen: 'Peter',
    familienname: 'Brieftest',
    geschlecht: 'm',
  });
  const married = await call('gemeinde', {
    method: 'POST',
    path: `person/${anna.id}/relation/`,
    payload: { type: 'ehe', person: peter.id, valid_from: '2001-05-01' },
  });
  expect(married.statusCode, married.body).toBe(201);
  await createPerson('individual', {
    ...address,
    hausnr: '9',
    vornamen: 'Kim',
    familienname: 'Brieftest-Weber',
    geschlecht: 'd',
    anschriften_zusatz: '=HYPERLINK("http://böse.example")',
  });
  await createPerson('company', { ...address, hausnr: '1', familienname: 'Brieftest Bäckerei GmbH' });
  await createPerson('individual', { vornamen: 'Ohne', familienname: 'Brieftest-Adresse', geschlecht: 'm' });
  const group = await call('gemeinde', {
    method: 'POST',
    path: 'filter/',
    payload: {
      name: 'Brieftest-Empfänger',
      type: 'LiveFilter',
      filter: { field: 'familienname', op: 'istartswith', value: 'Brieftest' },
    },
  });
  expect(group.statusCode, group.body).toBe(201);
  groupUrl = group.json().url;
}, 180_000);
afterAll(() => server?.close());

const reminder = () => ({
  name: 'Erinnerung Kirchgeld 2026',
  filter: groupUrl,
  type: 'reminder',
  additional_filter: { donation_status: 'not_donated', donation_year: 2026 },
  options: { suggested_amount: '30.00', bank_account: accountId },
});

describe('creating letters', () => {
  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['without name', { name: ' ' }, { name: [M.nameRequired] }],
    ['without target group', { filter: null }, { filter: [M.filterRequired] }],
    [
      'with a reminder to donors',
      { additional_filter: { donation_status: 'donated', donation_year: 2026 } },
      { additional_filter: [M.reminderForcesNotDonated] },
    ],
    [
      'with a future year',
      { additional_filter: { donation_status: 'not_donated', donation_year: 2027 } },
      { additional_filter: [M.donationYearRange(2026)] },
    ],
    [
      'kein Kirchgeld without purpose',
      { no_church_tax: true },
      { special_purpose: [M.specialPurposeRequired] },
    ],
    [
      'a follow-up donation letter',
      { type: 'donation', action: 'followUp', original_letter: 999999 },
      { type: [M.followUpTypes], original_letter: [M.originalLetterNotFound] },
    ],
    ['a bad amount', { options: { suggested_amount: '12.345' } }, { options: [M.suggestedAmount] }],
  ])('refuses a letter %s in German', async (_case, change, errors) => {
    const response = await call('gemeinde', {
      method: 'POST',
      path: 'letter/',
      payload: { ...reminder(), ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errors);
  });

  it('forces the donation status of the type and honours the Idempotency-Key', async () => {
    const body = {
      ...reminder(),
      name: 'Dank 2026',
      type: 'appreciation',
      additional_filter: { donation_year: 2025 },
    };
    const headers = { 'idempotency-key': 'letter-create-1' };
    const first = await call('gemeinde', { method: 'POST', path: 'letter/', payload: body, headers });
    const again = await call('gemeinde', { method: 'POST', path: 'letter/', payload: body, headers });
    expect(first.statusCode, first.body).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    expect(first.json()).toMatchObject({
      state: 'created',
      additional_filter: { donation_status: 'donated', donation_year: 2025 },
    });
  });
});

describe('a reminder from creation to print', () => {
  let letter: { id: number; url: string };

  it('previews one letter per couple and leaves out persons without address', async () => {
    const query = new URLSearchParams({
      filter: groupUrl,
      type: 'reminder',
      donation_status: 'not_donated',
      donation_year: '2026',
    });
    const preview = await call('gemeinde', { method: 'GET', path: `letter/preview/?${query}` });
    expect(preview.json()).toMatchObject({ person_count: 5, letter_count: 3, skipped_count: 1 });
    const separate = await call('gemeinde', {
      method: 'GET',
      path: `letter/preview/?${query}&separate_relation_ehe=true`,
    });
    expect(separate.json().letter_count).toBe(4);
  });

  it('finalises once when asked twice at once, then freezes the recipients', async () => {
    const created = await call('gemeinde', { method: 'POST', path: 'letter/', payload: reminder() });
    letter = created.json();
    const csvBefore = await call('gemeinde', { method: 'GET', path: `letter/${letter.id}/render_csv/` });
    expect(csvBefore.statusCode).toBe(409);
    expect(csvBefore.json().detail).toBe(M.renderNeedsFinalized);

    const [one, two] = await Promise.all(
      [1, 2].map(() =>
        call('gemeinde', { method: 'POST', path: `letter/${letter.id}/finalize/?background=1` }),
      ),
    );
    const statuses = [one?.statusCode, two?.statusCode].sort();
    expect(statuses).toEqual([201, 409]);
    const accepted = one?.statusCode === 201 ? one : two;
    const refused = one?.statusCode === 201 ? two : one;
    expect(refused?.json().detail).toBe(M.finalizeRunning);
    const task = await waitForTask(accepted?.json().task_id);
    expect(task).toMatchObject({ state: 'finished', done_count: 3, total_count: 3 });

    const after = await call('gemeinde', { method: 'GET', path: `letter/${letter.id}/` });
    expect(after.json()).toMatchObject({ state: 'finalized', recipient_count: 3 });
    const recipients = await server.context.db
      .selectFrom('kg_letter_recipient')
      .select(['reference', 'partner_person_id'])
      .where('letter_id', '=', letter.id)
      .orderBy('sequence')
      .execute();
    expect(recipients.map((row) => row.reference)).toEqual([1, 2, 3].map((n) => `KG-${letter.id}-0000${n}`));
    expect(recipients.filter((row) => row.partner_person_id !== null)).toHaveLength(1);
    const again = await call('gemeinde', {
      method: 'POST',
      path: `letter/${letter.id}/finalize/?background=1`,
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses any change but "sent" with 409, and marks it as sent today', async () => {
    const rename = await call('gemeinde', {
      method: 'PATCH',
      path: `letter/${letter.id}/`,
      payload: { name: 'Anders' },
    });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().detail).toBe(M.finalizedUnchangeable);
    const back = await call('gemeinde', {
      method: 'PATCH',
      path: `letter/${letter.id}/`,
      payload: { state: 'created' },
    });
    expect(back.statusCode).toBe(409);
    const sent = await call('gemeinde', {
      method: 'PATCH',
      path: `letter/${letter.id}/`,
      payload: { state: 'sent' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ state: 'sent', sent_on: '2026-11-20' });
    const audit = await call('gemeinde', { method: 'GET', path: `letter/${letter.id}/audit/` });
    const gemeinde = await server.context.db
      .selectFrom('app_user')
      .select('name')
      .where('username', '=', 'gemeinde')
      .executeTakeFirstOrThrow();
    expect(audit.json().results).toMatchObject([
      { action: 'finalized', action_label: 'Brief abgeschlossen', user: gemeinde.name },
      { action: 'sent', action_label: 'Brief versendet', user: gemeinde.name },
    ]);
  });

  it('gives the mail merge as CSV with German salutations and formula-safe cells', async () => {
    const response = await call('gemeinde', {
      method: 'GET',
      path: `letter/${letter.id}/render_csv/?format=csv`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Referenz;Briefanrede;Adresszeile 1;Adresszeile 2;Adresszeile 3;Adresszeile 4;Adresszeile 5;Adresszeile 6;Name;Straße;PLZ;Ort;Betrag;Verwendungszweck',
    );
    expect(response.body).toContain(
      `Sehr geehrte Frau Brieftest, sehr geehrter Herr Brieftest;Frau Anna und Herrn Peter Brieftest;Kirchstraße 7;74348 Lauffen am Neckar`,
    );
    expect(response.body).toContain('Sehr geehrte Damen und Herren;Brieftest Bäckerei GmbH');
    expect(response.body).toContain('Guten Tag Kim Brieftest-Weber');
    expect(response.body).toContain(`"'=HYPERLINK(""http://böse.example"")"`);
    expect(response.body).toContain(`;30,00;KG-${letter.id}-00001 Kirchgeld 2026`);
  });

  it('gives the same rows as XLSX', async () => {
    const response = await call('gemeinde', {
      method: 'GET',
      path: `letter/${letter.id}/render_csv/?format=xlsx`,
    });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Serienbrief');
    expect(sheet?.rowCount).toBe(4);
    const values = [2, 3, 4].map((row) => sheet?.getRow(row).getCell(2).value);
    expect(values).toContain('Sehr geehrte Frau Brieftest, sehr geehrter Herr Brieftest');
    const cells = [2, 3, 4].flatMap((row) =>
      [3, 4, 5].map((column) => String(sheet?.getRow(row).getCell(column).value ?? '')),
    );
    expect(cells).toContain(`'=HYPERLINK("http://böse.example")`);
  });

  it('prints the letters as one PDF with a GiroCode each', async () => {
    const response = await call('gemeinde', { method: 'GET', path: `letter/${letter.id}/pdf/` });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'kg-letter-pdf-'));
    const file = path.join(directory, 'letters.pdf');
    fs.writeFileSync(file, response.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    expect(text.match(/\f/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
    expect(text).toContain('Sehr geehrte Frau Brieftest, sehr geehrter Herr Brieftest,');
    expect(text).toContain('Erinnerung – Kirchgeld 2026');
    expect(text).toContain(`KG-${letter.id}-00003`);
    expect(text).toContain('DE89 3704 0044 0532 0130 00');
    execFileSync('pdftoppm', ['-r', '150', '-f', '1', '-l', '1', '-png', file, path.join(directory, 'page')]);
    const page = fs.readdirSync(directory).find((name) => name.endsWith('.png')) ?? '';
    const decoded = execFileSync('zbarimg', ['--raw', '-q', path.join(directory, page)]).toString();
    expect(decoded.split('\n').slice(0, 11)).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'COBADEFFXXX',
      expect.any(String),
      IBAN,
      'EUR30.00',
      '',
      '',
      `KG-${letter.id}-00001 Kirchgeld 2026`,
    ]);
    fs.rmSync(directory, { recursive: true, force: true });
  });

  it('renders a PDF in the background into the file storage', async () => {
    const started = await call('gemeinde', { method: 'POST', path: `letter/${letter.id}/pdf/?background=1` });
    expect(started.statusCode, started.body).toBe(201);
    expect(await waitForTask(started.json().task_id)).toMatchObject({ state: 'finished', done_count: 3 });
    expect((await call('gemeinde', { method: 'GET', path: `letter/${letter.id}/` })).json().pdf_ready).toBe(
      true,
    );
    const pdf = await call('gemeinde', { method: 'GET', path: `letter/${letter.id}/pdf/` });
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("lists the letter among Anna's letters, and not for another tenant's admin", async () => {
    const letters = await call('gemeinde', { method: 'GET', path: `person/${anna.id}/letters/?limit=1000` });
    expect(letters.json().results).toMatchObject([
      {
        id: letter.id,
        name: 'Erinnerung Kirchgeld 2026',
        type: 'reminder',
        state: 'sent',
        date: '2026-11-20',
      },
    ]);
    const list = await call('gemeinde', {
      method: 'GET',
      path: 'letter/?state=sent&search=erinnerung%20kirchgeld%202026',
    });
    expect(list.json().results.map((row: { id: number }) => row.id)).toContain(letter.id);
    for (const target of [
      `letter/${letter.id}/`,
      `letter/${letter.id}/render_csv/`,
      `letter/${letter.id}/pdf/`,
    ]) {
      const foreign = await call('nachbar', { method: 'GET', path: target });
      expect(foreign.statusCode).toBe(404);
    }
  });
});
