/**
 * Legacy data of ContextK over HTTP (devices-income-kirchgeld.md §2 "Legacy import", §5 "Legacy
 * adoption", §7 `{tenant}legacy/contextk/…`): the README's sample export imported by the job in both
 * encodings (the second run gives the same rows), broken uploads refused in German, broken lines
 * reported by number, the table filtered by postcode and booking years with paging, and the adoption
 * as a new person or onto an inactive individual with its ContextKPayments in exact cents, once.
 * Tenants are kept apart; a plain user is refused. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { type KgContextKImport, type KgLegacyRecord, KIRCHGELD_API_PREFIX } from '@kollekta/contract';
import { buildContextKRecords, type ContextKFileKind, parseSemicolonCsv } from '@kollekta/domain';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test-support/test-server';
import { issueKirchgeldToken } from '../auth/kirchgeld-tokens';
import { appendPersonVersion } from '../persons/person-versions.repository';
import { zipContextKFiles } from './contextk-export-writer';
import { addDemoLegacyRecords, demoContextKFiles } from './demo-legacy';
import { fileMultipart, sampleContextKFiles } from './legacy.test-support';

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

function upload(content: Buffer, who: Who = 'gemeinde', fileName = 'export.zip') {
  const form = fileMultipart(fileName, content);
  return call(who, {
    method: 'POST',
    path: `tenant/${lauffen}/legacy/contextk/import/`,
    payload: form.payload,
    headers: { 'content-type': form.contentType },
  });
}

async function importAndWait(content: Buffer): Promise<KgContextKImport> {
  const response = await upload(content);
  expect(response.statusCode, response.body).toBe(201);
  const started: KgContextKImport = response.json();
  const deadline = Date.now() + 30_000;
  let current = started;
  while (Date.now() < deadline) {
    const read = await call('gemeinde', {
      method: 'GET',
      path: `tenant/${lauffen}/legacy/contextk/import/${started.id}/`,
    });
    current = read.json();
    if (current.state === 'finished' || current.state === 'failed') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return current;
}

async function records(query: string, who: Who = 'gemeinde') {
  const response = await call(who, {
    method: 'GET',
    path: `tenant/${lauffen}/legacy/contextk/stammdaten/?${query}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    count: number;
    next: string | null;
    previous: string | null;
    results: KgLegacyRecord[];
  };
}

async function recordOf(adrId: string): Promise<KgLegacyRecord> {
  const row = await server.context.db
    .selectFrom('kg_legacy_record')
    .select('id')
    .where('tenant_id', '=', lauffen)
    .where('adr_id', '=', adrId)
    .executeTakeFirstOrThrow();
  const page = await records('limit=100');
  const found = page.results.find((record) => record.ID === row.id);
  if (!found) throw new Error(`record ${adrId} not on the first page`);
  return found;
}

function adopt(id: number, payload: Record<string, unknown>, who: Who = 'gemeinde', tenant = lauffen) {
  return call(who, {
    method: 'POST',
    path: `tenant/${tenant}/legacy/contextk/stammdaten/${id}/import_person/`,
    payload,
  });
}

async function insertPerson(options: { type: 'individual' | 'company'; inactive: boolean; tenant?: number }) {
  const id = randomUUID();
  await server.context.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('kg_person')
      .values({ id, tenant_id: options.tenant ?? lauffen, type: options.type })
      .execute();
    await appendPersonVersion(trx, {
      personId: id,
      values: { familienname: 'Alt', vornamen: 'Erna' },
      validFrom: new Date('2015-01-01T00:00:00Z'),
      validBefore: options.inactive ? new Date('2024-01-01T00:00:00Z') : null,
      source: 'import',
    });
  });
  return id;
}

async function paymentsOfIds(recordId: number) {
  const rows = await server.context.db
    .selectFrom('kg_payment')
    .select('id')
    .where('legacy_record_id', '=', recordId)
    .execute();
  return rows.map((row) => Number(row.id));
}

async function paymentsOf(recordId: number) {
  return server.context.db
    .selectFrom('kg_payment')
    .select([
      'person_id',
      'payment_type',
      'state',
      'booking_date',
      'amount_cents',
      'purpose',
      'legacy_booking_index',
    ])
    .where('legacy_record_id', '=', recordId)
    .orderBy('legacy_booking_index')
    .execute();
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
}, 180_000);

afterAll(async () => {
  await server?.close();
});

describe('importing the export', () => {
  it('reads the sample (UTF-8) into one record an AdrID with its bookings in exact amounts', async () => {
    const imported = await importAndWait(await zipContextKFiles(sampleContextKFiles(), 'utf-8'));
    expect(imported).toMatchObject({
      kind: 'contextk',
      state: 'finished',
      encoding: 'utf-8',
      processing_state: { done: 6, total: 6, records: 6, bookings: 8, errors: [] },
    });
    const graessle = await recordOf('4712');
    expect(graessle.raw_data).toMatchObject({
      Vorname: 'Jörg',
      Name: 'Gräßle',
      Titel: 'Dr.',
      Bemerkung: 'zahlt bar; im Pfarramt',
    });
    expect(graessle.buchungen).toEqual([
      {
        booking_date: '2016-06-20',
        amount: '1234.50',
        purpose: 'Kirchgeld und Orgelspende 2016',
        payment_method: 'Überweisung',
        year: 2016,
      },
      {
        booking_date: '2022-01-11',
        amount: '12.50',
        purpose: 'Kirchgeld 2021 (nachträglich)',
        payment_method: 'Bar',
        year: 2021,
      },
    ]);
    expect(graessle.zielgruppen).toEqual([{ Zielgruppe: 'Kirchgeldzahler' }]);
    expect(graessle.aktionen).toEqual([{ Aktion: 'Dankbrief 2021', Datum: '01.12.2021' }]);
    expect(graessle.segmente).toEqual([{ Segment: 'Bezirk', Wert: 'Nord' }]);
    expect(graessle.person).toBeNull();
    // a formula stays text
    expect((await recordOf('4715')).raw_data.Bemerkung).toBe('=WENN(A1>0;1;0)');
  });

  it('reads the same export in Windows-1252 into the same rows (importing twice changes nothing)', async () => {
    const before = await server.context.db
      .selectFrom('kg_legacy_record')
      .select(['id', 'adr_id', 'raw_data', 'buchungen', 'booking_years'])
      .where('tenant_id', '=', lauffen)
      .orderBy('id')
      .execute();
    const imported = await importAndWait(await zipContextKFiles(sampleContextKFiles(), 'windows-1252'));
    expect(imported).toMatchObject({ state: 'finished', encoding: 'windows-1252' });
    const after = await server.context.db
      .selectFrom('kg_legacy_record')
      .select(['id', 'adr_id', 'raw_data', 'buchungen', 'booking_years'])
      .where('tenant_id', '=', lauffen)
      .orderBy('id')
      .execute();
    expect(after).toEqual(before);
    expect((await recordOf('4711')).raw_data.Name).toBe('Kübler');
  });

  it('refuses a broken ZIP, a ZIP without Stammdaten.csv, a UTF-16 file and no file, in German', async () => {
    const broken = await upload(Buffer.from('PK\u0003\u0004 kein echtes Archiv'));
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({
      file: ['Die Datei ist kein lesbares ZIP-Archiv. Bitte den ContextK-Export als ZIP hochladen.'],
    });
    const withoutMaster = await upload(
      await zipContextKFiles({ 'Buchungen.csv': sampleContextKFiles()['Buchungen.csv'] ?? '' }),
    );
    expect(withoutMaster.statusCode).toBe(400);
    expect(withoutMaster.json()).toEqual({ file: ['Im ZIP-Archiv fehlt die Datei Stammdaten.csv.'] });
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('AdrID;Name;PLZ\r\n1;A;7\r\n', 'utf16le'),
    ]);
    const wrongEncoding = await upload(await zipRaw({ 'Stammdaten.csv': utf16 }));
    expect(wrongEncoding.statusCode).toBe(400);
    expect(wrongEncoding.json().file[0]).toContain('weder UTF-8 noch Windows-1252');
    const missingColumns = await upload(
      await zipContextKFiles({ 'Stammdaten.csv': 'AdrID;Vorname\r\n1;Anna\r\n' }),
    );
    expect(missingColumns.json()).toEqual({ file: ['Stammdaten.csv: Es fehlen die Spalten Name, PLZ.'] });
    const none = await call('gemeinde', {
      method: 'POST',
      path: `tenant/${lauffen}/legacy/contextk/import/`,
      payload: fileMultipart('leer.zip', Buffer.alloc(0)).payload,
      headers: { 'content-type': fileMultipart('leer.zip', Buffer.alloc(0)).contentType },
    });
    expect(none.statusCode).toBe(400);
    const noFile = await call('gemeinde', {
      method: 'POST',
      path: `tenant/${lauffen}/legacy/contextk/import/`,
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toEqual({ file: ['Bitte Datei auswählen'] });
  });

  it('reports broken lines by number and takes the rest', async () => {
    const imported = await importAndWait(
      await zipContextKFiles({
        'Stammdaten.csv':
          'AdrID;Name;PLZ;Ort\r\n7001;Fehlerfrei;74348;Lauffen\r\n7002;Zweiter;74348;Lauffen\r\n',
        'Buchungen.csv':
          'AdrID;Buchungsdatum;Betrag\r\n7001;01.02.2021;10,00\r\n7002;01.02.2021;12,345\r\n7002;01.03.2021;5\r\n',
      }),
    );
    expect(imported.state).toBe('finished');
    expect(imported.processing_state.errors).toEqual([
      'Buchungen.csv, Zeile 3: Betrag „12,345“ ist kein gültiger Betrag (z. B. 12,50).',
    ]);
    expect((await recordOf('7002')).buchungen.map((booking) => booking.amount)).toEqual(['5.00']);
  });
});

describe('the legacy table', () => {
  const demo = demoContextKFiles(60, 4242);
  const built = buildContextKRecords(
    Object.fromEntries(
      Object.entries({
        stammdaten: 'Stammdaten.csv',
        buchungen: 'Buchungen.csv',
      }).map(([kind, name]) => [kind as ContextKFileKind, parseSemicolonCsv(demo[name] ?? '')]),
    ) as Parameters<typeof buildContextKRecords>[0],
  );

  beforeAll(async () => {
    await importAndWait(await zipContextKFiles(demo));
  });

  it('filters by postcode and booking years, pages by limit and offset', async () => {
    const expected = built.records.filter(
      (record) =>
        record.plz === '74348' && record.bookingYears.some((year) => year === 2021 || year === 2022),
    );
    const sample = (
      await records('limit=100&address_plz=74348&buchung_year=2021&buchung_year=2022')
    ).results.filter((record) => !/^1\d{4}$/.test(record.AdrID)).length;
    const first = await records('limit=25&offset=0&address_plz=74348&buchung_year=2021&buchung_year=2022');
    expect(first.count).toBe(expected.length + sample);
    expect(first.results).toHaveLength(Math.min(25, first.count));
    expect(first.results.every((record) => record.plz === '74348')).toBe(true);
    expect(
      first.results.every((record) =>
        record.buchungen.some((booking) => booking.year === 2021 || booking.year === 2022),
      ),
    ).toBe(true);
    expect(first.previous).toBeNull();
    expect(first.next).toContain('offset=25');
    expect(first.next).toContain('buchung_year=2021');
    const second = await records('limit=25&offset=25&address_plz=74348&buchung_year=2021&buchung_year=2022');
    expect(second.results.map((record) => record.ID)).not.toContain(first.results[0]?.ID);
    expect(first.results.length + second.results.length).toBe(Math.min(50, first.count));

    const only2016 = await records('limit=100&buchung_year=2016');
    expect(
      only2016.results.every((record) => record.buchungen.some((booking) => booking.year === 2016)),
    ).toBe(true);
    const talheim = await records('limit=100&address_plz=74388');
    expect(talheim.results.every((record) => record.plz === '74388')).toBe(true);
    expect(talheim.results.map((record) => record.AdrID)).toContain('4715');
  });

  it('lists the distinct postcodes', async () => {
    const response = await call('gemeinde', {
      method: 'GET',
      path: `tenant/${lauffen}/legacy/contextk/stammdaten/plz/`,
    });
    expect(response.statusCode).toBe(200);
    const postcodes: string[] = response.json();
    expect(postcodes).toEqual([...new Set(postcodes)].sort());
    expect(postcodes).toEqual(expect.arrayContaining(['74336', '74348', '74388']));
  });
});

describe('adopting a record', () => {
  it('creates a person from it, with its bookings as ContextKPayments in exact cents', async () => {
    const record = await recordOf('4712');
    const response = await adopt(record.ID, { type: 'individual', is_active: true });
    expect(response.statusCode, response.body).toBe(200);
    const adopted: KgLegacyRecord = response.json();
    expect(adopted.person).toBe(
      `http://localhost:80/api/kirchgeld/v1/tenant/${lauffen}/person/${adopted.person_id}/`,
    );
    const person = await server.context.db
      .selectFrom('kg_person')
      .innerJoin('kg_person_data', 'kg_person_data.id', 'kg_person.latest_data_id')
      .select([
        'kg_person.type',
        'kg_person.eigenerfasst',
        'legacy_contextk_stammdaten_id',
        'source',
        'familienname',
        'vornamen',
        'akad_grad',
        'geschlecht',
        'geburtsdatum',
        'plz',
        'valid_before',
      ])
      .where('kg_person.id', '=', adopted.person_id ?? '')
      .executeTakeFirstOrThrow();
    expect(person).toMatchObject({
      type: 'individual',
      eigenerfasst: true,
      legacy_contextk_stammdaten_id: record.ID,
      source: 'legacy',
      familienname: 'Gräßle',
      vornamen: 'Jörg',
      akad_grad: 'Dr.',
      geschlecht: 'm',
      geburtsdatum: '1962-11-17',
      plz: '74348',
      valid_before: null,
    });
    const payments = await paymentsOf(record.ID);
    expect(payments.map((payment) => ({ ...payment, amount_cents: Number(payment.amount_cents) }))).toEqual([
      {
        person_id: adopted.person_id,
        payment_type: 'ContextKPayment',
        state: 'completed',
        booking_date: '2016-06-20',
        amount_cents: 123450,
        purpose: 'Kirchgeld und Orgelspende 2016',
        legacy_booking_index: 0,
      },
      {
        person_id: adopted.person_id,
        payment_type: 'ContextKPayment',
        state: 'completed',
        booking_date: '2022-01-11',
        amount_cents: 1250,
        purpose: 'Kirchgeld 2021 (nachträglich)',
        legacy_booking_index: 1,
      },
    ]);
    const audit = await server.context.db
      .selectFrom('audit_log')
      .select('action')
      .where('object_type', '=', 'kg_legacy_record')
      .where('object_id', '=', String(record.ID))
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['kirchgeld.legacy_record.adopted']);
    // each booked payment carries its own audit entry, as every church-tax payment does
    const paymentAudit = await server.context.db
      .selectFrom('audit_log')
      .select(['action', 'data'])
      .where('object_type', '=', 'kg_payment')
      .where(
        'object_id',
        'in',
        (await paymentsOfIds(record.ID)).map((id) => String(id)),
      )
      .execute();
    expect(paymentAudit.map((row) => row.action)).toEqual(['kg_payment.created', 'kg_payment.created']);

    // twice: 409, and no second payment
    const again = await adopt(record.ID, { type: 'individual', is_active: true });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'Dieser Datensatz wurde bereits übernommen.' });
    expect(await paymentsOf(record.ID)).toHaveLength(2);
    // the table shows it adopted
    expect((await recordOf('4712')).person).toBe(adopted.person);
  });

  it('adopts a record once when two adoptions arrive at the same time, booking its bookings once', async () => {
    const record = await recordOf('4715');
    expect(record.buchungen.length).toBeGreaterThan(0);
    const answers = await Promise.all([
      adopt(record.ID, { type: 'individual', is_active: true }),
      adopt(record.ID, { type: 'individual', is_active: true }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const ids = await paymentsOfIds(record.ID);
    expect(ids).toHaveLength(record.buchungen.length);
    const audited = await server.context.db
      .selectFrom('audit_log')
      .select('object_id')
      .where('action', '=', 'kg_payment.created')
      .where(
        'object_id',
        'in',
        ids.map((id) => String(id)),
      )
      .execute();
    expect(audited).toHaveLength(ids.length);
  });

  it('creates an inactive company', async () => {
    const record = await recordOf('4714');
    const response = await adopt(record.ID, { type: 'company', is_active: false });
    expect(response.statusCode, response.body).toBe(200);
    const person = await server.context.db
      .selectFrom('kg_person')
      .innerJoin('kg_person_data', 'kg_person_data.id', 'kg_person.latest_data_id')
      .select(['type', 'familienname', 'valid_before'])
      .where('kg_person.id', '=', response.json().person_id)
      .executeTakeFirstOrThrow();
    expect(person).toMatchObject({ type: 'company', familienname: 'Bäckerei Nägele GmbH' });
    expect(person.valid_before).not.toBeNull();
  });

  it('assigns a record to an existing inactive individual', async () => {
    const personId = await insertPerson({ type: 'individual', inactive: true });
    const record = await recordOf('4711');
    const response = await adopt(record.ID, { person: personId });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().person_id).toBe(personId);
    const payments = await paymentsOf(record.ID);
    expect(payments.map((payment) => [payment.person_id, Number(payment.amount_cents)])).toEqual([
      [personId, 2500],
      [personId, 3000],
    ]);
  });

  it("refuses 'Ungültig ID', 'Person existiert nicht?', an active person and a company, booking nothing", async () => {
    const record = await recordOf('4713');
    const invalid = await adopt(record.ID, { person: 'keine-uuid' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ person: ['Ungültig ID'] });
    const unknown = await adopt(record.ID, { person: randomUUID() });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ person: ['Person existiert nicht?'] });
    const active = await adopt(record.ID, {
      person: await insertPerson({ type: 'individual', inactive: false }),
    });
    expect(active.statusCode).toBe(400);
    expect(active.json()).toEqual({ person: ['Zuordnen ist nur zu einer inaktiven Person möglich.'] });
    const company = await adopt(record.ID, {
      person: await insertPerson({ type: 'company', inactive: true }),
    });
    expect(company.json()).toEqual({
      person: ['Zuordnen ist nur zu einer Person möglich, nicht zu einer Firma.'],
    });
    const otherTenant = await adopt(record.ID, {
      person: await insertPerson({ type: 'individual', inactive: true, tenant: brackenheim }),
    });
    expect(otherTenant.json()).toEqual({ person: ['Person existiert nicht?'] });
    const neither = await adopt(record.ID, {});
    expect(neither.statusCode).toBe(400);
    expect(await paymentsOf(record.ID)).toHaveLength(0);
    expect((await recordOf('4713')).person).toBeNull();
  });
});

describe('who may', () => {
  it("answers 404 for another tenant's record and to another tenant's administrator, 403 to a plain user", async () => {
    const foreign = await server.context.db
      .insertInto('kg_legacy_record')
      .values({
        tenant_id: brackenheim,
        adr_id: 'X1',
        raw_data: JSON.stringify({ AdrID: 'X1', Name: 'Fremd' }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await adopt(foreign.id, { type: 'individual', is_active: true })).statusCode).toBe(404);
    const record = await recordOf('4716');
    expect((await adopt(record.ID, { type: 'individual', is_active: true }, 'nachbar')).statusCode).toBe(404);
    expect((await adopt(record.ID, { type: 'individual', is_active: true }, 'kasse')).statusCode).toBe(403);
    expect((await upload(Buffer.from('x'), 'kasse')).statusCode).toBe(403);
    const listed = await call('kasse', {
      method: 'GET',
      path: `tenant/${lauffen}/legacy/contextk/stammdaten/`,
    });
    expect(listed.statusCode).toBe(403);
    expect(await paymentsOf(record.ID)).toHaveLength(0);
    expect((await recordOf('4716')).person).toBeNull();
  });
});

describe('demo legacy records', () => {
  it('imports a generated export through the import code and adopts two records', async () => {
    const started = Date.now();
    await addDemoLegacyRecords(server.context, brackenheim, { records: 20 });
    expect(Date.now() - started).toBeLessThan(10_000);
    const rows = await server.context.db
      .selectFrom('kg_legacy_record')
      .select(['id', 'person_id', 'booking_years', 'buchungen'])
      .where('tenant_id', '=', brackenheim)
      .where('adr_id', '!=', 'X1')
      .execute();
    expect(rows).toHaveLength(20);
    expect(rows.filter((row) => row.person_id !== null)).toHaveLength(2);
    expect(rows.every((row) => row.booking_years.every((year) => year >= 2016 && year <= 2022))).toBe(true);
    const amounts = rows.flatMap((row) => row.buchungen.map((booking) => Number(booking.amount_cents)));
    expect(amounts.length).toBeGreaterThan(20);
    expect(amounts.every((cents) => cents >= 1000 && cents <= 12000)).toBe(true);
    const payments = await server.context.db
      .selectFrom('kg_payment')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('tenant_id', '=', brackenheim)
      .where('payment_type', '=', 'ContextKPayment')
      .executeTakeFirstOrThrow();
    const adoptedBookings = rows
      .filter((row) => row.person_id !== null)
      .reduce((sum, row) => sum + row.buchungen.length, 0);
    expect(Number(payments.count)).toBe(adoptedBookings);
  });
});

/** A ZIP of raw bytes (for encodings the writer does not produce). */
async function zipRaw(files: Record<string, Buffer>): Promise<Buffer> {
  const { ZipArchive } = await import('archiver');
  const archive = new ZipArchive({});
  const chunks: Buffer[] = [];
  archive.on('data', (chunk: unknown) => {
    chunks.push(chunk as Buffer);
  });
  const done = new Promise<void>((resolve) => archive.on('end', () => resolve()));
  for (const [name, content] of Object.entries(files)) archive.append(content, { name });
  await archive.finalize();
  await done;
  return Buffer.concat(chunks);
}
