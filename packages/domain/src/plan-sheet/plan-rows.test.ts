import { describe, expect, it } from 'vitest';
import { buildPlanColumns, headerForField } from './plan-columns';
import { buildHintRows } from './plan-hints';
import {
  collectDisplayKinds,
  formatSheetProblem,
  matchHeader,
  planToSheetRow,
  readPlanSheet,
  type SheetPlan,
} from './plan-rows';
import type { SheetValue } from './sheet-cells';

const COLUMNS = buildPlanColumns({ accountingFields: ['Kostenstelle'], externalFields: ['IBAN', 'www'] });
const HEADERS = COLUMNS.map((column) => column.header);

const ADVENT: SheetPlan = {
  id: 17,
  name: 'Brot für die Welt',
  type: 'collection',
  collectionVariant: 'inner',
  start: new Date('2026-11-28T17:00:00Z'),
  end: new Date('2026-12-05T16:59:00Z'),
  organizationName: 'Ev. Kirchengemeinde Lauffen',
  locationName: null,
  inherit: true,
  dateDay: '2026-11-29',
  dateName: '1. Advent',
  targets: ['WS', 'KB', 'WA'],
  display: { WA: 'Brot für die Welt', default: 'Brot' },
  description: '=Spenden',
  allowRecurring: false,
  foreign: true,
  accounting: { Kostenstelle: '4711' },
  externalFields: { IBAN: 'DE89 3704 0044 0532 0130 00' },
};

describe('columns of the plan sheet', () => {
  it('has German headers for every field, in the order of the plan', () => {
    expect(HEADERS).toEqual([
      'ID',
      'Sammlungszweck',
      'Art',
      'Tag',
      'Name des Tages',
      'Beginn',
      'Ende',
      'Organisation',
      'Geltungsbereich',
      'Ort',
      'Geräte',
      'Anzeigetext Standard',
      'Anzeigetext Kollekten-App',
      'Anzeigetext Spenden-App',
      'Beschreibung',
      'Dauerspenden erlaubt',
      'Weiterleitung',
      'Buchhaltung: Kostenstelle',
      'Weitere Angaben: IBAN',
      'Weitere Angaben: www',
    ]);
  });

  it('adds display columns only for other kinds the plans use', () => {
    const kinds = collectDisplayKinds([{ display: { KB: 'Kollekte', WA: 'x' } }, { display: { SO: 'y' } }]);
    expect(kinds).toEqual(['KB', 'WA', 'SO']);
    const headers = buildPlanColumns({
      accountingFields: [],
      externalFields: [],
      extraDisplayKinds: kinds,
    }).map((column) => column.header);
    expect(headers).toContain('Anzeigetext Digitaler Klingelbeutel');
    expect(headers).toContain('Anzeigetext SO');
    expect(headers).not.toContain('Anzeigetext Spendensäule');
  });

  it.each([
    ['name', 'Sammlungszweck'],
    ['collection_variant', 'Art'],
    ['date', 'Tag'],
    ['end', 'Ende'],
    ['inherit', 'Geltungsbereich'],
    ['targets', 'Geräte'],
    ['display.WA', 'Anzeigetext Kollekten-App'],
    ['meta.description.text', 'Beschreibung'],
    ['meta.accounting.Kostenstelle', 'Buchhaltung: Kostenstelle'],
    ['meta.accounting.Projekt', 'Buchhaltung: Projekt'],
    ['meta.external_fields.IBAN', 'Weitere Angaben: IBAN'],
    ['allow_recurring', 'Dauerspenden erlaubt'],
    ['organization', null],
  ])('reports the field %s under the column %j', (field, header) => {
    expect(headerForField(field, COLUMNS)).toBe(header);
  });

  it('explains every column on the sheet Hinweise', () => {
    const hints = buildHintRows(COLUMNS);
    expect(hints[0]).toEqual(['Spalte', 'Pflicht', 'Bedeutung', 'Erlaubte Werte']);
    expect(hints.slice(1).map((row) => row[0])).toEqual(HEADERS);
    expect(hints.find((row) => row[0] === 'Art')).toEqual([
      'Art',
      'Ja',
      'Art der Sammlung.',
      'Hauptkollekte, Nebenkollekte, Freie Kollekte, Spendenzweck',
    ]);
    expect(hints.find((row) => row[0] === 'Geräte')?.[3]).toContain('Kollekten-App (WA)');
  });
});

describe('a plan as a row (export)', () => {
  it('writes every column, dates as Berlin wall-clock cells and guarded text', () => {
    const row = Object.fromEntries(
      planToSheetRow(ADVENT, COLUMNS).map((cell, index) => [HEADERS[index], cell]),
    );
    expect(row).toEqual({
      ID: 17,
      Sammlungszweck: 'Brot für die Welt',
      Art: 'Hauptkollekte',
      Tag: new Date('2026-11-29T00:00:00Z'),
      'Name des Tages': '1. Advent',
      Beginn: new Date('2026-11-28T18:00:00Z'),
      Ende: new Date('2026-12-05T17:59:00Z'),
      Organisation: 'Ev. Kirchengemeinde Lauffen',
      Geltungsbereich: 'Mit Unterorganisationen',
      Ort: null,
      Geräte: 'Digitaler Klingelbeutel, Kollekten-App, Spenden-App',
      'Anzeigetext Standard': 'Brot',
      'Anzeigetext Kollekten-App': 'Brot für die Welt',
      'Anzeigetext Spenden-App': null,
      Beschreibung: "'=Spenden",
      'Dauerspenden erlaubt': 'Nein',
      Weiterleitung: 'Ja',
      'Buchhaltung: Kostenstelle': '4711',
      'Weitere Angaben: IBAN': 'DE89 3704 0044 0532 0130 00',
      'Weitere Angaben: www': null,
    });
  });

  it.each<[string, Partial<SheetPlan>, string, string]>([
    ['a donation purpose', { type: 'donation', collectionVariant: null }, 'Art', 'Spendenzweck'],
    ['a free collection', { collectionVariant: 'x' }, 'Art', 'Freie Kollekte'],
    ['a location plan', { locationName: 'Regiswindiskirche', inherit: false }, 'Geltungsbereich', 'Ort'],
    ['a plan of the organisation only', { inherit: false }, 'Geltungsbereich', 'Nur diese Organisation'],
  ])('%s', (_name, change, header, value) => {
    const row = planToSheetRow({ ...ADVENT, ...change }, COLUMNS);
    expect(row[HEADERS.indexOf(header)]).toBe(value);
  });
});

function sheet(...rows: Record<string, SheetValue>[]): SheetValue[][] {
  return [HEADERS, ...rows.map((row) => HEADERS.map((header) => row[header] ?? null))];
}

describe('rows back to plan drafts (import)', () => {
  it('reads an exported row back to the plan it came from', () => {
    const reading = readPlanSheet([HEADERS, planToSheetRow(ADVENT, COLUMNS)]);
    expect(reading.problems).toEqual([]);
    expect(reading.rows).toEqual([
      {
        row: 2,
        name: 'Brot für die Welt',
        type: 'collection',
        collectionVariant: 'inner',
        day: '2026-11-29',
        dateName: '1. Advent',
        start: null,
        end: null,
        scope: 'inherit',
        locationName: null,
        targets: ['KB', 'WA', 'WS'],
        display: { default: 'Brot', WA: 'Brot für die Welt' },
        description: '=Spenden',
        allowRecurring: false,
        foreign: true,
        accounting: { Kostenstelle: '4711' },
        externalFields: { IBAN: 'DE89 3704 0044 0532 0130 00' },
      },
    ]);
  });

  it('reads a free period typed by hand, with codes, short headers and defaults', () => {
    const reading = readPlanSheet([
      ['Sammlungszweck', 'art', 'GERÄTE', 'Beginn', 'Ende', 'Ort'],
      ['Orgel', 'spendenzweck', 'WA; gc', '01.01.2027 00:00', '', 'Regiswindiskirche'],
    ]);
    expect(reading.problems).toEqual([]);
    expect(reading.rows[0]).toMatchObject({
      row: 2,
      type: 'donation',
      collectionVariant: null,
      targets: ['WA', 'GC'],
      start: new Date('2026-12-31T23:00:00Z'),
      end: null,
      scope: 'loc',
      locationName: 'Regiswindiskirche',
      allowRecurring: false,
    });
  });

  it('skips empty rows and numbers rows as the spreadsheet does', () => {
    const reading = readPlanSheet(
      sheet(
        { Sammlungszweck: 'A', Art: 'Spendenzweck', Geräte: 'WA' },
        {},
        { Organisation: 'nur informativ', ID: 4 },
        { Sammlungszweck: 'B', Art: 'Spendenzweck', Geräte: 'WA' },
      ),
    );
    expect(reading.rows.map((row) => [row.row, row.name])).toEqual([
      [2, 'A'],
      [5, 'B'],
    ]);
  });

  it('reports every cell problem with its row and column, and gives no drafts then', () => {
    const reading = readPlanSheet(
      sheet(
        { Sammlungszweck: 'Gut', Art: 'Spendenzweck', Geräte: 'WA' },
        { Sammlungszweck: '', Art: 'Kollekte', Geräte: 'Kollekten-App, Toaster', Beginn: '32.01.2027' },
        {
          Sammlungszweck: 'X',
          Art: 'Spendenzweck',
          Geräte: 'WA',
          Geltungsbereich: 'Ort',
          Weiterleitung: 'vielleicht',
        },
      ),
    );
    expect(reading.rows).toEqual([]);
    expect(reading.problems.map(formatSheetProblem)).toEqual([
      'Zeile 3, Spalte „Sammlungszweck“: Dieses Feld darf nicht leer sein',
      'Zeile 3, Spalte „Art“: „Kollekte“ ist keine bekannte Art. Erlaubt sind Hauptkollekte, Nebenkollekte, Freie Kollekte und Spendenzweck.',
      'Zeile 3, Spalte „Geräte“: „Toaster“ ist kein bekanntes Gerät.',
      'Zeile 3, Spalte „Beginn“: „32.01.2027“ ist kein gültiger Zeitpunkt. Bitte im Format TT.MM.JJJJ HH:MM angeben, z.B. 15.03.2023 18:00.',
      'Zeile 4, Spalte „Ort“: Für den Geltungsbereich „Ort“ muss ein Ort angegeben sein.',
      'Zeile 4, Spalte „Weiterleitung“: „vielleicht“ ist weder „Ja“ noch „Nein“.',
    ]);
  });

  it.each<[string, SheetValue[][], string[]]>([
    [
      'a missing required column',
      [
        ['Sammlungszweck', 'Art'],
        ['A', 'Spendenzweck'],
      ],
      ['Die Spalte „Geräte“ fehlt.'],
    ],
    [
      'an unknown and a doubled column',
      [
        ['Sammlungszweck', 'Art', 'Geräte', 'Farbe', 'Art'],
        ['A', 'Spendenzweck', 'WA', 'rot', 'x'],
      ],
      ['Die Spalte „Farbe“ ist unbekannt.', 'Die Spalte „Art“ kommt mehrfach vor.'],
    ],
    [
      'an unknown external field',
      [['Sammlungszweck', 'Art', 'Geräte', 'Weitere Angaben: Fax']],
      ['Die Spalte „Weitere Angaben: Fax“ ist unbekannt.'],
    ],
    ['only the header', [HEADERS], ['Die Datei enthält keine Sammlungen.']],
    [
      'nothing at all',
      [],
      ['Die Spalte „Sammlungszweck“ fehlt.', 'Die Spalte „Art“ fehlt.', 'Die Spalte „Geräte“ fehlt.'],
    ],
  ])('%s is a problem of the file', (_name, rows, messages) => {
    expect(readPlanSheet(rows).problems.map(formatSheetProblem)).toEqual(messages);
  });

  it('refuses more than 1000 rows at once', () => {
    const row = ['A', 'Spendenzweck', 'WA'];
    const reading = readPlanSheet([
      ['Sammlungszweck', 'Art', 'Geräte'],
      ...Array.from({ length: 1001 }, () => row),
    ]);
    expect(reading.problems.map(formatSheetProblem)).toEqual([
      'Die Datei enthält mehr als 1000 Sammlungen. Bitte teilen Sie sie auf mehrere Dateien auf.',
    ]);
  });

  it.each([
    ['Buchhaltung: Projekt', 'accounting.Projekt'],
    ['buchhaltung:   Kostenstelle', 'accounting.Kostenstelle'],
    ['Weitere Angaben: iban', 'external.IBAN'],
    ['Anzeigetext WA', 'display.WA'],
    ['Anzeigetext Spendensäule', 'display.SP'],
    ['Tag', 'day'],
  ])('knows the header %j as %s', (header, key) => {
    expect(matchHeader(header)?.key).toBe(key);
  });
});
