/**
 * Demo legacy data of ContextK: an export of `records` addresses in and around Lauffen with Kirchgeld
 * bookings of 2016–2022 (typical amounts of 10–120 €), target groups, actions and segments, written as
 * the program writes it (Windows-1252 CSV in a ZIP) and imported through the real import code. Two
 * records are adopted as persons, the rest wait in the legacy table. Deterministic (seeded).
 */
import type { AppContext } from '../../../platform/app-context';
import { createRandom } from '../../demo-world/seeded-random';
import { toSemicolonCsv, zipContextKFiles } from './contextk-export-writer';
import { importContextKExport } from './legacy-import.service';
import { adoptLegacyRecord } from './legacy-records.service';

const FIRST_NAMES = {
  w: [
    'Anneliese',
    'Brigitte',
    'Cäcilie',
    'Dorothea',
    'Elke',
    'Gisela',
    'Hildegard',
    'Ingrid',
    'Margarete',
    'Renate',
    'Sabine',
    'Ursula',
  ],
  m: [
    'Bernd',
    'Dieter',
    'Eberhard',
    'Friedrich',
    'Günther',
    'Hans-Jürgen',
    'Jörg',
    'Karl',
    'Manfred',
    'Rüdiger',
    'Walter',
    'Wolfgang',
  ],
} as const;
const LAST_NAMES = [
  'Bauer',
  'Becker',
  'Böhm',
  'Eberle',
  'Fischer',
  'Gräßle',
  'Haag',
  'Hägele',
  'Kübler',
  'Maier',
  'Müller',
  'Nägele',
  'Pfeiffer',
  'Rapp',
  'Schäfer',
  'Schmid',
  'Schwarz',
  'Seitz',
  'Wagner',
  'Weiß',
  'Wörner',
  'Ziegler',
];
const PLACES = [
  {
    plz: '74348',
    ort: 'Lauffen am Neckar',
    streets: [
      'Bahnhofstraße',
      'Körnerstraße',
      'Im Brühl',
      'Hölderlinstraße',
      'Weinbergweg',
      'Charlottenstraße',
      'Heilbronner Straße',
    ],
  },
  { plz: '74348', ort: 'Lauffen am Neckar', streets: ['Nordheimer Straße', 'Kiesstraße', 'Seugenstraße'] },
  { plz: '74388', ort: 'Talheim', streets: ['Schloßstraße', 'Hauptstraße'] },
  { plz: '74336', ort: 'Brackenheim', streets: ['Stockheimer Straße', 'Georg-Kohl-Straße'] },
  { plz: '74226', ort: 'Nordheim', streets: ['Lauffener Straße'] },
] as const;
const AMOUNTS = [
  '10,00',
  '12,50',
  '15,00',
  '20,00',
  '25,00',
  '30,00',
  '40,00',
  '50,00',
  '60,00',
  '80,00',
  '100,00',
  '120,00',
];
const TARGET_GROUPS = ['Kirchgeldzahler', 'Senioren', 'Neuzugezogene', 'Orgelfreunde', 'Familien'];
const PAYMENT_METHODS = ['Überweisung', 'Überweisung', 'Bar', 'Lastschrift'];
const DISTRICTS = ['Altstadt', 'Dorf', 'Nord', 'Süd'];
export const DEMO_CONTEXTK_YEARS = [2016, 2017, 2018, 2019, 2020, 2021, 2022];

/** The demo export's CSV texts by file name. */
export function demoContextKFiles(count: number, seed = 1818): Record<string, string> {
  const random = createRandom(seed);
  const stammdaten: string[][] = [];
  const buchungen: string[][] = [];
  const zielgruppen: string[][] = [];
  const aktionen: string[][] = [];
  const segmente: string[][] = [];
  for (let index = 0; index < count; index += 1) {
    const adrId = String(10001 + index);
    const gender = random.next() < 0.5 ? 'w' : 'm';
    const place =
      PLACES[random.integer(0, 9) < 7 ? random.integer(0, 1) : random.integer(2, PLACES.length - 1)] ??
      PLACES[0];
    const birthYear = random.integer(1935, 1995);
    stammdaten.push([
      adrId,
      gender === 'w' ? 'Frau' : 'Herr',
      random.next() < 0.06 ? 'Dr.' : '',
      random.pick(FIRST_NAMES[gender]),
      random.pick(LAST_NAMES),
      random.pick(place.streets),
      String(random.integer(1, 80)),
      place.plz,
      place.ort,
      `${String(random.integer(1, 28)).padStart(2, '0')}.${String(random.integer(1, 12)).padStart(2, '0')}.${birthYear}`,
      random.next() < 0.1 ? 'zahlt meist bar im Pfarramt' : '',
    ]);
    const regular = random.next() < 0.7;
    for (const year of DEMO_CONTEXTK_YEARS) {
      if (random.next() > (regular ? 0.85 : 0.3)) continue;
      const day = `${String(random.integer(1, 28)).padStart(2, '0')}.${String(random.integer(2, 12)).padStart(2, '0')}.${year}`;
      buchungen.push([
        adrId,
        day,
        random.pick(AMOUNTS),
        `Kirchgeld ${year}`,
        random.pick(PAYMENT_METHODS),
        String(year),
      ]);
    }
    if (regular) zielgruppen.push([adrId, 'Kirchgeldzahler']);
    if (random.next() < 0.3) zielgruppen.push([adrId, random.pick(TARGET_GROUPS.slice(1))]);
    if (random.next() < 0.5) aktionen.push([adrId, 'Kirchgeldbrief 2022', '15.03.2022']);
    segmente.push([adrId, 'Bezirk', random.pick(DISTRICTS)]);
  }
  return {
    'Stammdaten.csv': toSemicolonCsv(
      [
        'AdrID',
        'Anrede',
        'Titel',
        'Vorname',
        'Name',
        'Strasse',
        'Hausnummer',
        'PLZ',
        'Ort',
        'Geburtsdatum',
        'Bemerkung',
      ],
      stammdaten,
    ),
    'Buchungen.csv': toSemicolonCsv(
      ['AdrID', 'Buchungsdatum', 'Betrag', 'Verwendungszweck', 'Zahlungsart', 'Jahr'],
      buchungen,
    ),
    'Zielgruppen.csv': toSemicolonCsv(['AdrID', 'Zielgruppe'], zielgruppen),
    'Aktionen.csv': toSemicolonCsv(['AdrID', 'Aktion', 'Datum'], aktionen),
    'Segmente.csv': toSemicolonCsv(['AdrID', 'Segment', 'Wert'], segmente),
  };
}

export async function addDemoLegacyRecords(
  context: Pick<AppContext, 'db' | 'config' | 'clock'>,
  tenantId: number,
  options: { records: number },
): Promise<void> {
  const zip = await zipContextKFiles(demoContextKFiles(options.records), 'windows-1252');
  const importId = await importContextKExport(context, tenantId, 'ContextK-Export-2023.zip', zip);
  const adopted = await context.db
    .selectFrom('kg_legacy_record')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('data_import_id', '=', importId)
    .where('person_id', 'is', null)
    .orderBy('id')
    .limit(2)
    .execute();
  for (const record of adopted)
    await adoptLegacyRecord(
      context,
      tenantId,
      record.id,
      { type: 'individual', is_active: true },
      { userId: null, impersonatorId: null },
    );
}
