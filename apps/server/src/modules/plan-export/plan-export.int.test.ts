/**
 * The plan as a spreadsheet (planning.md §2, §5, §7) and the import of a filled template: the export
 * needs READ_CPLAN (or superuser), the template is open to everyone who sees the organisation, and
 * what we write is read back by openpyxl, a reader other than the writer; an import creates exactly
 * its rows, or nothing when any row is wrong.
 */
import type { CollectionPlan } from '@kollekta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appendRowsWithOpenpyxl,
  type OpenpyxlCell,
  readXlsxWithOpenpyxl,
} from '../../test-support/external-tools';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { type Caller, callerOf } from '../planning/planning.test-support';

let server: TestServer;
let planer: Caller;
let kasse: Caller;
let nachbar: Caller;
let admin: Caller;
let parish: number;
let root: number;

beforeAll(async () => {
  server = await startTestServer();
  parish = server.world.ids.parish;
  root = server.world.ids.root;
  [planer, kasse, nachbar, admin] = await Promise.all([
    callerOf(server, 'planer'),
    callerOf(server, 'kasse'),
    callerOf(server, 'nachbar'),
    callerOf(server, 'admin'),
  ]);
});
afterAll(() => server.close());

const exportUrl = (organization: number, gte: string, lt: string) =>
  `organization/${organization}/export_collection_plans/?start__gte=${gte}&start__lt=${lt}`;
const templateUrl = (organization: number) => `organization/${organization}/kollektenplan_template/`;

/** The wall clock in Berlin of an instant, as openpyxl gives a date cell: 'YYYY-MM-DDTHH:MM'. */
function berlinWallClock(iso: string): string {
  const parts = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
  return parts.replace(' ', 'T');
}

function rowsByHeader(rows: OpenpyxlCell[][]): Record<string, OpenpyxlCell>[] {
  const [header = [], ...data] = rows;
  return data.map((row) =>
    Object.fromEntries(header.map((name, index) => [String(name), row[index] ?? null])),
  );
}

async function plansStartingIn(caller: Caller, organization: number, from: string, before: string) {
  const seen = new Map<number, CollectionPlan>();
  for (const year of [2025, 2026, 2027]) {
    for (const archive of ['true', 'false']) {
      for (const plan of await caller.plansOf(organization, `?year=${year}&archive=${archive}`))
        seen.set(plan.id, plan);
    }
  }
  const start = new Date(`${from}T00:00:00+01:00`).getTime();
  const end = new Date(`${before}T00:00:00+01:00`).getTime();
  return [...seen.values()].filter(
    (plan) =>
      plan.start !== null && new Date(plan.start).getTime() >= start && new Date(plan.start).getTime() < end,
  );
}

describe('export (GET organization/{id}/export_collection_plans/)', () => {
  it('answers the plans the organisation sees that start in the range, read back by openpyxl', async () => {
    const response = await planer.get(exportUrl(parish, '2026-01-01', '2027-01-01'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toContain(
      'filename="Kollektenplan_Ev._Kirchengemeinde_Lauffen_2026-01-01_2026-12-31.xlsx"',
    );
    const book = readXlsxWithOpenpyxl(response.rawPayload);
    expect(Object.keys(book)).toEqual(['Kollektenplan', 'Hinweise']);
    const sheet = book.Kollektenplan;
    expect(sheet?.rows[0]).toEqual(
      expect.arrayContaining([
        'Sammlungszweck',
        'Art',
        'Beginn',
        'Ende',
        'Geräte',
        'Buchhaltung: Kostenstelle',
      ]),
    );
    const rows = rowsByHeader(sheet?.rows ?? []);
    const expected = await plansStartingIn(planer, parish, '2026-01-01', '2027-01-01');
    expect(expected.length).toBeGreaterThan(10);
    expect(rows.map((row) => row.ID).sort()).toEqual(expected.map((plan) => plan.id).sort());
    for (const plan of expected) {
      const row = rows.find((candidate) => candidate.ID === plan.id);
      expect(row?.Sammlungszweck).toBe(plan.name);
      expect(row?.Beginn).toEqual({ datetime: berlinWallClock(plan.start ?? '') });
      expect(row?.Ende).toEqual(plan.end ? { datetime: berlinWallClock(plan.end) } : null);
      expect(row?.Organisation).toBe(plan.organization_name);
    }
    // real date cells in German format, not text
    const startColumn = sheet?.rows[0]?.indexOf('Beginn') ?? -1;
    expect(sheet?.numberFormats[startColumn]).toBe('dd.mm.yyyy hh:mm');
    // a Sunday collection of 1. Advent: 18:00 on Saturday, Berlin time, whatever the server's zone
    const advent = rows.find((row) => row['Name des Tages'] === '1. Advent');
    expect(advent?.Beginn).toEqual({ datetime: '2026-11-28T18:00' });
    expect(advent?.Tag).toEqual({ datetime: '2026-11-29T00:00' });
  });

  it('is open to superusers', async () => {
    const response = await admin.get(exportUrl(root, '2026-01-01', '2027-01-01'));
    expect(response.statusCode).toBe(200);
    expect(readXlsxWithOpenpyxl(response.rawPayload).Kollektenplan?.rows.length).toBeGreaterThan(1);
  });

  it('needs the export permission: 403 with a German message', async () => {
    // kasse works in Lauffen and sees the regional church above it, without READ_CPLAN there
    const response = await kasse.get(exportUrl(root, '2026-01-01', '2027-01-01'));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      detail: 'Sie haben keine Berechtigung, den Kollektenplan dieser Organisation herunterzuladen.',
    });
    expect((await kasse.get(exportUrl(parish, '2026-01-01', '2027-01-01'))).statusCode).toBe(200);
  });

  it('answers 404 for an organisation the caller does not see, 401 signed out', async () => {
    expect((await nachbar.get(exportUrl(parish, '2026-01-01', '2027-01-01'))).statusCode).toBe(404);
    const signedOut = await server.call({
      method: 'GET',
      url: `/api/v2/${exportUrl(parish, '2026-01-01', '2027-01-01')}`,
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it.each([
    [
      'an end before the start',
      '2027-01-01',
      '2026-01-01',
      'Das Enddatum darf nicht vor dem Startdatum liegen.',
    ],
    ['more than ten years', '2010-01-01', '2027-01-01', 'Der Zeitraum darf höchstens 10 Jahre umfassen.'],
  ])('refuses %s with 400', async (_name, gte, lt, message) => {
    const response = await planer.get(exportUrl(parish, gte, lt));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ start__lt: [message] });
  });

  it('refuses a malformed day with 400, not 500', async () => {
    const response = await planer.get(exportUrl(parish, '01.01.2026', '2027-01-01'));
    expect(response.statusCode).toBe(400);
  });
});

describe('template (GET organization/{id}/kollektenplan_template/)', () => {
  it('is open to everyone who sees the organisation: the columns and a sheet Hinweise', async () => {
    const response = await kasse.get(templateUrl(root));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(
      'filename="Kollektenplan_Vorlage_Evangelische_Landeskirche_am_Neckar.xlsx"',
    );
    const book = readXlsxWithOpenpyxl(response.rawPayload);
    expect(book.Kollektenplan?.rows).toHaveLength(1);
    expect(book.Kollektenplan?.rows[0]?.slice(0, 4)).toEqual(['ID', 'Sammlungszweck', 'Art', 'Tag']);
    const hints = rowsByHeader(book.Hinweise?.rows ?? []);
    expect(hints.find((row) => row.Spalte === 'Art')).toMatchObject({
      Pflicht: 'Ja',
      'Erlaubte Werte': 'Hauptkollekte, Nebenkollekte, Freie Kollekte, Spendenzweck',
    });
    expect(hints.map((row) => row.Spalte)).toEqual(expect.arrayContaining(book.Kollektenplan?.rows[0] ?? []));
  });

  it('answers 404 for an organisation the caller does not see', async () => {
    expect((await nachbar.get(templateUrl(parish))).statusCode).toBe(404);
  });
});

describe('import (POST organization/{id}/import_collection_plans/)', () => {
  let template: Buffer;
  beforeAll(async () => {
    template = (await planer.get(templateUrl(parish))).rawPayload;
  });

  const upload = async (username: 'planer' | 'kasse', file: Buffer, query = '') => {
    const boundary = '----kollekta-test-boundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="Kollektenplan.xlsx"\r\n` +
          'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return server.call({
      method: 'POST',
      url: `/api/v2/organization/${parish}/import_collection_plans/${query}`,
      token: await server.login(username),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  };

  const GOOD_ROWS: Record<string, OpenpyxlCell>[] = [
    {
      Sammlungszweck: 'Import: Orgelsanierung',
      Art: 'Spendenzweck',
      Geräte: 'Kollekten-App, Spenden-App',
      Beginn: { datetime: '2027-02-01T00:00' },
      Ende: { datetime: '2027-03-31T23:59' },
      'Anzeigetext Kollekten-App': 'unsere Orgel',
      Beschreibung: 'Die Orgel der Regiswindiskirche braucht neue Pfeifen.',
      'Buchhaltung: Kostenstelle': '4711',
      'Weitere Angaben: IBAN': 'de89370400440532013000',
    },
    {
      Sammlungszweck: 'Import: Advent',
      Art: 'Hauptkollekte',
      Geräte: 'KB',
      Tag: '29.11.2026',
      Geltungsbereich: 'Ort',
      Ort: 'Martinskirche',
    },
  ];

  async function countPlans() {
    return (
      (await planer.plansOf(parish, '?year=2027')).length +
      (await planer.plansOf(parish, '?year=2026')).length
    );
  }

  it('checks without creating in a dry run, then creates exactly its rows', async () => {
    const file = appendRowsWithOpenpyxl(template, GOOD_ROWS);
    const before = await countPlans();
    const dry = await upload('planer', file, '?dry_run=true');
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toMatchObject({ dry_run: true, created: 0 });
    expect(dry.json().plans.map((plan: { row: number; id: null }) => [plan.row, plan.id])).toEqual([
      [2, null],
      [3, null],
    ]);
    expect(await countPlans()).toBe(before);

    const response = await upload('planer', file);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({ dry_run: false, created: 2 });
    const [organ, advent] = await Promise.all(
      result.plans.map(async (plan: { id: number }) =>
        (await planer.get(`collection_plan/${plan.id}/`)).json(),
      ),
    );
    expect(organ).toMatchObject({
      name: 'Import: Orgelsanierung',
      type: 'donation',
      collection_variant: null,
      start: '2027-01-31T23:00:00.000Z',
      end: '2027-03-31T21:59:00.000Z',
      targets: ['WA', 'WS'],
      display: { WA: 'unsere Orgel' },
      meta: {
        description: { text: 'Die Orgel der Regiswindiskirche braucht neue Pfeifen.' },
        accounting: { Kostenstelle: '4711' },
        external_fields: { IBAN: 'DE89 3704 0044 0532 0130 00' },
      },
    });
    expect(advent).toMatchObject({
      name: 'Import: Advent',
      collection_variant: 'inner',
      date_name: '1. Advent',
      start: '2026-11-28T17:00:00.000Z',
      end: '2026-12-05T16:59:00.000Z',
      location: expect.stringMatching(/\/location\/\d+\/$/),
    });
    expect(await countPlans()).toBe(before + 2);
  });

  it('creates nothing when any row is wrong, and names the rows', async () => {
    const file = appendRowsWithOpenpyxl(template, [
      { ...GOOD_ROWS[0], Sammlungszweck: 'Import: gut' },
      {
        Sammlungszweck: 'Import: Ende zu früh',
        Art: 'Spendenzweck',
        Geräte: 'WA',
        Beginn: { datetime: '2027-05-01T00:00' },
        Ende: { datetime: '2027-04-01T00:00' },
      },
      { Sammlungszweck: 'Import: falscher Ort', Art: 'Freie Kollekte', Geräte: 'KB', Ort: 'Stiftskirche' },
      { Sammlungszweck: 'Import: ohne Gerät', Art: 'Nebenkollekte', Geräte: '' },
    ]);
    const before = await countPlans();
    const response = await upload('planer', file);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      rows: [
        'Zeile 3, Spalte „Beginn“: Das Startddatum darf nicht nach dem Enddatum liegen',
        'Zeile 3, Spalte „Ende“: Das Enddatum darf nicht in der Vergangenheit oder vor dem Startdatum liegen',
        'Zeile 4, Spalte „Ort“: Den Ort „Stiftskirche“ gibt es in dieser Organisation nicht.',
        'Zeile 5, Spalte „Geräte“: Mindestens ein Gerät muss für die Sammlung ausgewählt werden.',
        // neither a date nor a start: it would never start (issue 12)
        'Zeile 5, Spalte „Beginn“: Bitte geben Sie einen Beginn an. Ohne Beginn startet die Sammlung nie.',
      ],
    });
    expect(await countPlans()).toBe(before);
  });

  it('reports problems of the file itself', async () => {
    const notXlsx = await upload('planer', Buffer.from('Name;Art\nOrgel;Spendenzweck\n'));
    expect(notXlsx.statusCode).toBe(400);
    expect(notXlsx.json()).toEqual({
      file: ['Die Datei ist keine Excel-Datei (.xlsx). Bitte laden Sie die ausgefüllte Vorlage hoch.'],
    });
    const empty = await upload('planer', template);
    expect(empty.json()).toEqual({ file: ['Die Datei enthält keine Sammlungen.'] });
  });

  it('needs the permission to plan: 403 for an ordinary user', async () => {
    const response = await upload('kasse', appendRowsWithOpenpyxl(template, GOOD_ROWS));
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toContain('keine Sammlungen planen');
  });
});
