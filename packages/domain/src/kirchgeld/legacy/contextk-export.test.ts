import { describe, expect, it } from 'vitest';
import { buildContextKRecords, contextKPersonValues, missingContextKColumns } from './contextk-export';
import { parseSemicolonCsv } from './semicolon-csv';

const stammdaten = parseSemicolonCsv(
  [
    'AdrID;Anrede;Titel;Vorname;Name;Strasse;Hausnummer;PLZ;Ort;Geburtsdatum',
    '1001;Frau;Dr.;Maria;Müller;Bahnhofstraße;12;74348;Lauffen am Neckar;03.04.1956',
    '1002;Herr;;Karl;Schmid;Hauptstraße;3;74336;Brackenheim;',
    ';Herr;;Ohne;Nummer;;;74348;Lauffen;',
    '1001;Frau;;Doppelt;Müller;;;74348;Lauffen;',
  ].join('\r\n'),
);
const buchungen = parseSemicolonCsv(
  [
    'AdrID;Buchungsdatum;Betrag;Verwendungszweck;Zahlungsart;Jahr',
    '1001;15.03.2021;1.234,50;Kirchgeld 2021;Überweisung;2021',
    '1001;02.01.2022;12,5;Kirchgeld 2021;Bar;2021',
    '1002;10.05.2022;12,345;Kirchgeld 2022;Bar;2022',
    '9999;10.05.2022;10,00;Kirchgeld 2022;Bar;2022',
    '1002;31.02.2022;10,00;Kirchgeld 2022;Bar;2022',
    '1002;10.06.2016;20,00;Kirchgeld;Bar;',
  ].join('\n'),
);

describe('buildContextKRecords', () => {
  const { records, errors } = buildContextKRecords({
    stammdaten,
    buchungen,
    zielgruppen: parseSemicolonCsv('AdrID;Zielgruppe\n1001;Kirchgeldzahler\n1001;Senioren'),
  });

  it('makes one record an AdrID with its bookings in cents and the years they count for', () => {
    expect(records.map((record) => record.adrId)).toEqual(['1001', '1002']);
    expect(records[0]).toMatchObject({
      plz: '74348',
      bookingYears: [2021],
      buchungen: [
        { booking_date: '2021-03-15', amount_cents: 123450, year: 2021, payment_method: 'Überweisung' },
        { booking_date: '2022-01-02', amount_cents: 1250, year: 2021 },
      ],
      zielgruppen: [{ Zielgruppe: 'Kirchgeldzahler' }, { Zielgruppe: 'Senioren' }],
    });
    expect(records[1]?.buchungen).toEqual([
      {
        booking_date: '2016-06-10',
        amount_cents: 2000,
        purpose: 'Kirchgeld',
        payment_method: 'Bar',
        year: 2016,
      },
    ]);
  });

  it('reports each broken line by file and number, and takes the rest', () => {
    expect(errors).toEqual([
      'Stammdaten.csv, Zeile 4: AdrID fehlt.',
      'Stammdaten.csv, Zeile 5: AdrID 1001 steht mehrfach in der Datei; nur die erste Zeile zählt.',
      'Buchungen.csv, Zeile 4: Betrag „12,345“ ist kein gültiger Betrag (z. B. 12,50).',
      'Buchungen.csv, Zeile 5: AdrID 9999 gibt es in Stammdaten.csv nicht.',
      'Buchungen.csv, Zeile 6: Buchungsdatum „31.02.2022“ ist kein gültiges Datum (TT.MM.JJJJ).',
    ]);
  });

  it('names missing columns', () => {
    expect(missingContextKColumns('buchungen', parseSemicolonCsv('AdrID;Datum;Betrag\n'))).toEqual([
      'Buchungsdatum',
    ]);
  });
});

describe('contextKPersonValues', () => {
  it('maps an address to person fields', () => {
    const raw = {
      AdrID: '1001',
      Anrede: 'Frau',
      Vorname: 'Maria Luise',
      Name: 'Müller',
      Geburtsdatum: '03.04.1956',
      PLZ: '74348',
    };
    expect(contextKPersonValues(raw, 'individual')).toMatchObject({
      vornamen: 'Maria Luise',
      rufname: 'Maria',
      familienname: 'Müller',
      geschlecht: 'w',
      geburtsdatum: '1956-04-03',
      plz: '74348',
      bemerkungen: 'Übernommen aus ContextK (AdrID 1001)',
    });
    expect(contextKPersonValues({ ...raw, Firma: 'Bäckerei Müller' }, 'company')).toMatchObject({
      familienname: 'Bäckerei Müller',
    });
  });
});
