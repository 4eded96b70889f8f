/**
 * Registry imports (issue 18 "Registry imports", "Bad input", "Must show"): a file and then a changed
 * one give exactly the changed persons a new version; the same file twice changes nothing; the
 * encodings; broken lines by number; unknown columns; formulas kept as text; the upload's refusals;
 * tenant scoping. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
import { Readable } from 'node:stream';
import { KG_PERSON_FIELD_NAMES } from '@kollekta/domain';
import iconv from 'iconv-lite';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test-support/test-server';
import { createFeature } from '../../contacts';
import { issueKirchgeldToken } from '../auth/kirchgeld-tokens';
import { changeDemoRegistry, formatDemoRegistryCsv, generateDemoRegistry } from './demo-registry-file';
import { addDemoRegistryImports, importRegistryText } from './demo-registry-imports';
import { registryUpload } from './imports.route-probes';
import { registryFileStorage } from './registry-import.jobs';

let server: TestServer;
let lauffen: number;
let brackenheim: number;
let talheim: number;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer({ jobs: true });
  const { context } = server;
  lauffen = server.world.ids.parish;
  brackenheim = server.world.ids.neighbourParish;
  const other = await context.db
    .selectFrom('organization')
    .select('id')
    .where('name', '=', 'Ev. Kirchengemeinde Talheim')
    .executeTakeFirstOrThrow();
  talheim = other.id;
  await createFeature(
    context,
    { isSuperuser: true, grants: [], userId: null },
    {
      organization: String(brackenheim),
      type: 'KirchgeldDigitalFeature',
      inherit: false,
      valid_from: '2026-01-01',
      valid_notafter: null,
    },
    '/api/v2/',
  );
  const users = await context.db
    .selectFrom('app_user')
    .select(['id', 'username'])
    .where('username', 'in', ['gemeinde', 'nachbar', 'kasse'])
    .execute();
  for (const user of users) tokens[user.username] = (await issueKirchgeldToken(context, user.id)).token;
}, 180_000);
afterAll(() => server?.close());

function call(
  who: string,
  options: { method: 'GET' | 'POST'; path: string; upload?: ReturnType<typeof registryUpload> },
) {
  return server.app.inject({
    method: options.method,
    url: `/api/kirchgeld/v1/${options.path}`,
    headers: {
      authorization: `Bearer ${tokens[who]}`,
      ...(options.upload ? { 'content-type': options.upload.contentType } : {}),
    },
    ...(options.upload ? { payload: options.upload.payload } : {}),
  });
}

type ImportAnswer = {
  id: number;
  state: string;
  encoding: string | null;
  processing_state: {
    input_lines: number;
    created: number;
    changed: number;
    unchanged: number;
    ended: number;
    married: number;
    errors: { line: number; message: string }[];
    warnings: string[];
    detail: string | null;
    progress: { done: number; total: number };
  };
};

async function upload(content: Buffer | string, fileName = 'meldewesen.csv'): Promise<ImportAnswer> {
  const response = await call('gemeinde', {
    method: 'POST',
    path: `tenant/${lauffen}/data_import/`,
    upload: registryUpload(content, fileName),
  });
  expect(response.statusCode, response.body).toBe(201);
  return waitForImport(response.json().id);
}

async function waitForImport(id: number): Promise<ImportAnswer> {
  const until = Date.now() + 60_000;
  for (;;) {
    const response = await call('gemeinde', { method: 'GET', path: `tenant/${lauffen}/data_import/${id}/` });
    const answer = response.json() as ImportAnswer;
    if (answer.state === 'finished' || answer.state === 'failed') return answer;
    if (Date.now() > until) throw new Error(`import ${id} did not finish: ${response.body}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function latestValues(tenantId: number, registryId: string) {
  return server.context.db
    .selectFrom('kg_person')
    .innerJoin('kg_person_data', 'kg_person_data.id', 'kg_person.latest_data_id')
    .selectAll('kg_person_data')
    .select(['kg_person.type'])
    .where('kg_person.tenant_id', '=', tenantId)
    .where('kg_person.registry_id', '=', registryId)
    .executeTakeFirst();
}

async function registryIdsOfImport(importId: number): Promise<string[]> {
  const rows = await server.context.db
    .selectFrom('kg_person_data')
    .innerJoin('kg_person', 'kg_person.id', 'kg_person_data.person_id')
    .select('kg_person.registry_id')
    .where('kg_person_data.data_import_id', '=', importId)
    .execute();
  return rows.map((row) => row.registry_id as string).sort();
}

async function stateOf(importId: number) {
  const row = await server.context.db
    .selectFrom('kg_data_import')
    .select(['state', 'processing_state'])
    .where('id', '=', importId)
    .executeTakeFirstOrThrow();
  return { state: row.state, ...(row.processing_state as Record<string, unknown>) };
}

/** Each couple of a generated file once, as 'id|id'. */
function couplesOf(rows: readonly Record<string, string>[]): string[] {
  const couples = rows
    .filter((row) => row.ehepartner_person_id)
    .map((row) => [row.person_id, row.ehepartner_person_id].sort().join('|'));
  return [...new Set(couples)];
}

describe('a registry file, then a changed one', () => {
  const before = generateDemoRegistry(120, 7);
  const { registry: after, changes } = changeDemoRegistry(before, {
    seed: 8,
    movedIn: '01.10.2026',
    moveShare: 0.1,
    moveAwayShare: 0.08,
  });
  const at = (day: string) => new Date(`${day}T08:00:00Z`);

  it('gives exactly the changed persons a new version, adds new ones, ends those moved away, links couples', async () => {
    const firstId = await importRegistryText(server.context, talheim, {
      fileName: 'erst.csv',
      content: Buffer.from(formatDemoRegistryCsv(before.rows)),
      at: at('2025-11-01'),
    });
    const couples = couplesOf(before.rows).length;
    expect(await stateOf(firstId)).toMatchObject({
      state: 'finished',
      input_lines: before.rows.length,
      created: before.rows.length,
      changed: 0,
      unchanged: 0,
      ended: 0,
      married: couples,
    });
    // vacuumed, as the embedded database never does by itself: the lookup's index-only scans skip the rows
    const visible = await sql<{ relname: string; relallvisible: number }>`
      select relname, relallvisible from pg_class
      where relname in ('kg_person', 'kg_person_search_word') order by relname`.execute(server.context.db);
    expect(visible.rows.map((table) => [table.relname, table.relallvisible > 0])).toEqual([
      ['kg_person', true],
      ['kg_person_search_word', true],
    ]);

    const secondId = await importRegistryText(server.context, talheim, {
      fileName: 'zweit.csv',
      content: Buffer.from(formatDemoRegistryCsv(after.rows)),
      at: at('2026-10-15'),
    });
    const specFields = (row: Record<string, string>) =>
      JSON.stringify(KG_PERSON_FIELD_NAMES.map((name) => row[name] ?? ''));
    const old = new Map(before.rows.map((row) => [row.person_id, specFields(row)]));
    const changed = after.rows.filter(
      (row) => old.has(row.person_id) && old.get(row.person_id) !== specFields(row),
    );
    const added = after.rows.filter((row) => !old.has(row.person_id));
    expect(changes.movedWithin.length + changes.married.length).toBeGreaterThan(0);
    expect(changes.movedAway.length).toBeGreaterThan(0);
    expect(await stateOf(secondId)).toMatchObject({
      state: 'finished',
      created: added.length,
      changed: changed.length,
      unchanged: after.rows.length - added.length - changed.length,
      ended: changes.movedAway.length,
      married: couplesOf(after.rows).filter((couple) => !couplesOf(before.rows).includes(couple)).length,
    });
    expect(await registryIdsOfImport(secondId)).toEqual(
      [...changed, ...added].map((row) => row.person_id as string).sort(),
    );

    // the moved-away person's last version ends at the second import; a mover's old one too
    const gone = await latestValues(talheim, changes.movedAway[0] as string);
    expect(gone?.valid_before).toEqual(at('2026-10-15'));
    const mover = changed[0]?.person_id as string;
    const versions = await server.context.db
      .selectFrom('kg_person_data')
      .innerJoin('kg_person', 'kg_person.id', 'kg_person_data.person_id')
      .select([
        'kg_person_data.valid_from',
        'kg_person_data.valid_before',
        'kg_person_data.source',
        'kg_person_data.search_text',
      ])
      .where('kg_person.registry_id', '=', mover)
      .where('kg_person.tenant_id', '=', talheim)
      .orderBy('kg_person_data.valid_from')
      .execute();
    expect(versions.map((version) => [version.valid_from, version.valid_before, version.source])).toEqual([
      [at('2025-11-01'), at('2026-10-15'), 'import'],
      [at('2026-10-15'), null, 'import'],
    ]);
    expect(versions[1]?.search_text).toContain('74348');

    // a married person and the spouse who moved in are linked
    const [single, spouse] = changes.married;
    const relation = await server.context.db
      .selectFrom('kg_relation')
      .innerJoin('kg_person as a', 'a.id', 'kg_relation.side_a')
      .innerJoin('kg_person as b', 'b.id', 'kg_relation.side_b')
      .select(['a.registry_id as a', 'b.registry_id as b', 'kg_relation.valid_from'])
      .where('kg_relation.type', '=', 'ehe')
      .where((eb) =>
        eb.or([
          eb.and([eb('a.registry_id', '=', single as string), eb('b.registry_id', '=', spouse as string)]),
          eb.and([eb('a.registry_id', '=', spouse as string), eb('b.registry_id', '=', single as string)]),
        ]),
      )
      .execute();
    expect(relation).toHaveLength(1);

    // the same file again: nothing changes
    const versionCount = async () =>
      Number(
        (
          await server.context.db
            .selectFrom('kg_person_data')
            .innerJoin('kg_person', 'kg_person.id', 'kg_person_data.person_id')
            .select((eb) => eb.fn.countAll<string>().as('count'))
            .where('kg_person.tenant_id', '=', talheim)
            .executeTakeFirstOrThrow()
        ).count,
      );
    const count = await versionCount();
    const thirdId = await importRegistryText(server.context, talheim, {
      fileName: 'zweit-nochmal.csv',
      content: Buffer.from(formatDemoRegistryCsv(after.rows)),
      at: at('2026-11-01'),
    });
    expect(await stateOf(thirdId)).toMatchObject({
      state: 'finished',
      created: 0,
      changed: 0,
      unchanged: after.rows.length,
      ended: 0,
      married: 0,
    });
    expect(await versionCount()).toBe(count);
  }, 60_000);
});

describe('the demo world', () => {
  it('imports about 40 members in two imports, a year and a month ago, quickly', async () => {
    const flein = await server.context.db
      .selectFrom('organization')
      .select('id')
      .where('name', '=', 'Ev. Kirchengemeinde Flein')
      .executeTakeFirstOrThrow();
    const started = performance.now();
    const demo = await addDemoRegistryImports(server.context, flein.id, { persons: 40 });
    expect(performance.now() - started).toBeLessThan(5000);
    const rows = await server.context.db
      .selectFrom('kg_data_import')
      .select(['state', 'created_at', 'processing_state'])
      .where('id', 'in', demo.importIds)
      .orderBy('id')
      .execute();
    const now = server.clock.now().getTime();
    expect(rows.map((row) => row.state)).toEqual(['finished', 'finished']);
    expect(Math.round((now - new Date(rows[0]?.created_at ?? 0).getTime()) / 86_400_000)).toBe(365);
    expect(Math.round((now - new Date(rows[1]?.created_at ?? 0).getTime()) / 86_400_000)).toBe(30);
    expect(rows[0]?.processing_state).toMatchObject({ created: demo.firstPersons, error_count: 0 });
    expect(demo.persons).toBeGreaterThanOrEqual(40);
    const persons = await server.context.db
      .selectFrom('kg_person')
      .innerJoin('kg_person_data', 'kg_person_data.id', 'kg_person.latest_data_id')
      .select(['kg_person_data.kommune', 'kg_person_data.plz', 'kg_person_data.kro_nr'])
      .where('kg_person.tenant_id', '=', flein.id)
      .where('kg_person_data.valid_before', 'is', null)
      .execute();
    expect(persons).toHaveLength(demo.persons);
    expect(new Set(persons.map((person) => `${person.plz} ${person.kommune}`))).toEqual(
      new Set(['74348 Lauffen am Neckar']),
    );
    expect(new Set(persons.map((person) => person.kro_nr))).toEqual(new Set(['110101', '110102']));

    // the e2e test regenerates the second file from the history: the first's lines, the second's day
    const second = await server.context.db
      .selectFrom('kg_data_import')
      .select(['file_key', 'created_at'])
      .where('id', '=', demo.importIds[1] as number)
      .executeTakeFirstOrThrow();
    const firstLines = (rows[0]?.processing_state as { input_lines: number } | undefined)?.input_lines ?? 0;
    const movedIn = new Date(second.created_at).toISOString().slice(0, 10).split('-').reverse().join('.');
    const regenerated = changeDemoRegistry(generateDemoRegistry(firstLines), { movedIn }).registry.rows;
    const stored = await registryFileStorage(server.context).get(second.file_key);
    expect(stored?.toString('utf8')).toBe(formatDemoRegistryCsv(regenerated));
  });
});

describe('uploads through the API', () => {
  it('reads a Windows-1252 file with umlauts', async () => {
    const text =
      'person_id;familienname;vornamen;strassenname;kommune\r\nW1;Müller;Jürgen;Hölderlinstraße;Lauffen am Neckar\r\n';
    const answer = await upload(iconv.encode(text, 'win1252'), 'ansi.csv');
    expect(answer).toMatchObject({ state: 'finished', encoding: 'windows-1252' });
    expect(answer.processing_state).toMatchObject({ input_lines: 1, created: 1, errors: [] });
    expect(await latestValues(lauffen, 'W1')).toMatchObject({
      familienname: 'Müller',
      vornamen: 'Jürgen',
      strassenname: 'Hölderlinstraße',
      source: 'import',
    });
  });

  it('reads UTF-8 with a BOM, dates in both forms, a company', async () => {
    const text =
      '\uFEFFperson_id;typ;familienname;vornamen;geburtsdatum;einzug_datum\nU1;individual;Groß;Änne;01.02.1970;2020-05-01\nU2;company;Weingärtner Lauffen eG;;;\n';
    const answer = await upload(Buffer.from(text, 'utf8'));
    expect(answer).toMatchObject({ state: 'finished', encoding: 'utf-8' });
    expect(await latestValues(lauffen, 'U1')).toMatchObject({
      familienname: 'Groß',
      vornamen: 'Änne',
      geburtsdatum: '1970-02-01',
      einzug_datum: '2020-05-01',
    });
    expect(await latestValues(lauffen, 'U2')).toMatchObject({
      type: 'company',
      familienname: 'Weingärtner Lauffen eG',
    });
  });

  it('reports broken lines by number and takes the rest; warns of unknown columns; keeps formulas as text', async () => {
    const text = [
      'person_id;familienname;vornamen;geschlecht;geburtsdatum;lieblingsfarbe',
      'B1;Maier;Eva;w;01.01.1980;blau',
      'B2;;Karl;m;;grün',
      'B3;Seitz;"Lena; Marie";w;;rot',
      'B4;Roth;Ida;w;31.02.1970;',
      'B5;=HYPERLINK("http://böse.example");Max;q;;',
      'B6;@Kögel;Tim;m;;',
      'B1;Maier;Eva;w;01.01.1980;blau',
    ].join('\r\n');
    const answer = await upload(text);
    expect(answer.state).toBe('finished');
    expect(answer.processing_state).toMatchObject({
      input_lines: 7,
      created: 3,
      errors: [
        { line: 3, message: 'Zeile 3: Familienname fehlt.' },
        { line: 5, message: 'Zeile 5: Geburtsdatum „31.02.1970“ ist kein gültiges Datum.' },
        { line: 6, message: 'Zeile 6: Geschlecht „q“ ist nicht w, m, d oder x.' },
        { line: 8, message: 'Zeile 8: person_id „B1“ kommt schon in Zeile 2 vor.' },
      ],
      warnings: [
        'Unbekannte Spalten werden ignoriert: „lieblingsfarbe“',
        '1 Wert beginnt mit =, +, - oder @; er wurde als Text übernommen.',
      ],
    });
    expect(await latestValues(lauffen, 'B3')).toMatchObject({ vornamen: 'Lena; Marie' });
    expect(await latestValues(lauffen, 'B6')).toMatchObject({ familienname: '@Kögel' });
    expect(await latestValues(lauffen, 'B2')).toBeUndefined();
  });

  it('fails an import whose header lacks a required column, in German', async () => {
    const answer = await upload('id;familienname\r\n1;Maier\r\n');
    expect(answer).toMatchObject({
      state: 'failed',
      processing_state: { detail: 'Die Spalte „person_id“ fehlt.' },
    });
  });

  it('lists the history newest first', async () => {
    const response = await call('gemeinde', {
      method: 'GET',
      path: `tenant/${lauffen}/data_import/?limit=1000`,
    });
    expect(response.statusCode).toBe(200);
    const page = response.json() as { count: number; results: { id: number; url: string }[] };
    expect(page.count).toBeGreaterThanOrEqual(4);
    const ids = page.results.map((result) => result.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(page.results[0]?.url).toBe(
      `http://localhost:80/api/kirchgeld/v1/tenant/${lauffen}/data_import/${ids[0]}/`,
    );
  });

  it('refuses an upload without a file, in German', async () => {
    const response = await call('gemeinde', { method: 'POST', path: `tenant/${lauffen}/data_import/` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ file: ['Bitte Datei auswählen'] });
  });

  it('refuses a binary file', async () => {
    const response = await call('gemeinde', {
      method: 'POST',
      path: `tenant/${lauffen}/data_import/`,
      upload: registryUpload(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 1, 2, 3]), 'liste.xlsx'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().file[0]).toMatch(/keine Textdatei/);
  });

  it('refuses a file over 100 MB without keeping it', async () => {
    const boundary = 'big-boundary';
    const chunk = Buffer.alloc(1024 * 1024, 'a;b;c\r\n');
    let sent = 0;
    const body = Readable.from(
      (function* () {
        yield Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="riesig.csv"\r\nContent-Type: text/csv\r\n\r\n`,
        );
        while (sent < 101) {
          sent += 1;
          yield chunk;
        }
        yield Buffer.from(`\r\n--${boundary}--\r\n`);
      })(),
    );
    const count = await server.context.db
      .selectFrom('kg_data_import')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/kirchgeld/v1/tenant/${lauffen}/data_import/`,
      headers: {
        authorization: `Bearer ${tokens.gemeinde}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ file: ['Die Datei ist zu groß (höchstens 100 MB).'] });
    const after = await server.context.db
      .selectFrom('kg_data_import')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(after.count).toEqual(count.count);
  }, 60_000);

  it("answers 404 for another tenant's import and 403 to a plain user", async () => {
    const list = await call('gemeinde', { method: 'GET', path: `tenant/${lauffen}/data_import/` });
    const id = list.json().results[0].id as number;
    const foreign = await call('nachbar', {
      method: 'GET',
      path: `tenant/${brackenheim}/data_import/${id}/`,
    });
    expect(foreign.statusCode).toBe(404);
    const intoLauffen = await call('nachbar', {
      method: 'GET',
      path: `tenant/${lauffen}/data_import/${id}/`,
    });
    expect(intoLauffen.statusCode).toBe(404);
    const kasse = await call('kasse', { method: 'GET', path: `tenant/${lauffen}/data_import/` });
    expect(kasse.statusCode).toBe(403);
    const kasseUpload = await call('kasse', {
      method: 'POST',
      path: `tenant/${lauffen}/data_import/`,
      upload: registryUpload('person_id;familienname\r\nK1;Keller\r\n'),
    });
    expect(kasseUpload.statusCode).toBe(403);
    expect(await latestValues(lauffen, 'K1')).toBeUndefined();
  });
});
