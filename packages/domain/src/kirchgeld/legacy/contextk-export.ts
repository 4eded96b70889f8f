/**
 * The export of ContextK, the parish's former church-tax program (issue 18 item 6, README
 * "Kirchgeld: Altdaten-Import aus ContextK"): semicolon-separated CSV files in one ZIP, keyed by
 * ContextK's address id (AdrID). `Stammdaten.csv` is required (one line an address); `Buchungen.csv`,
 * `Zielgruppen.csv`, `Aktionen.csv` and `Segmente.csv` are optional and may hold many lines an AdrID.
 * This module turns the parsed tables into one legacy record an address; a broken line is reported
 * by file and line number and the rest goes in.
 */
import type { KgPersonValues } from '../person-fields';
import { parseContextKAmount, parseContextKDay } from './contextk-amount';
import { type CsvTable, csvRowObject } from './semicolon-csv';

export const CONTEXTK_FILES = {
  stammdaten: 'Stammdaten.csv',
  buchungen: 'Buchungen.csv',
  zielgruppen: 'Zielgruppen.csv',
  aktionen: 'Aktionen.csv',
  segmente: 'Segmente.csv',
} as const;
export type ContextKFileKind = keyof typeof CONTEXTK_FILES;

/** the years the legacy table filters by (§2 "Legacy import": 2016–2022, default 2021 and 2022) */
export const CONTEXTK_BOOKING_YEARS = [2016, 2017, 2018, 2019, 2020, 2021, 2022] as const;
export const CONTEXTK_DEFAULT_BOOKING_YEARS = [2021, 2022] as const;
export const CONTEXTK_PAGE_SIZES = [25, 50, 100] as const;

/** The columns each file must have; further columns are kept as they are. */
export const CONTEXTK_REQUIRED_COLUMNS: Record<ContextKFileKind, readonly string[]> = {
  stammdaten: ['AdrID', 'Name', 'PLZ'],
  buchungen: ['AdrID', 'Buchungsdatum', 'Betrag'],
  zielgruppen: ['AdrID', 'Zielgruppe'],
  aktionen: ['AdrID', 'Aktion'],
  segmente: ['AdrID'],
};

export const CONTEXTK_MESSAGES = {
  chooseFile: 'Bitte Datei auswählen',
  notZip: 'Die Datei ist kein lesbares ZIP-Archiv. Bitte den ContextK-Export als ZIP hochladen.',
  tooLarge: (megabytes: number) => `Die Datei ist zu groß (höchstens ${megabytes} MB).`,
  missingStammdaten: 'Im ZIP-Archiv fehlt die Datei Stammdaten.csv.',
  encoding: (file: string) =>
    `${file}: Die Datei ist weder UTF-8 noch Windows-1252 kodiert. Bitte als CSV (Trennzeichen Semikolon) exportieren.`,
  missingColumns: (file: string, columns: string[]) =>
    `${file}: Es fehlen die Spalten ${columns.join(', ')}.`,
  noRows: 'Stammdaten.csv enthält keine Adressen.',
  line: (file: string, line: number, text: string) => `${file}, Zeile ${line}: ${text}`,
  missingAdrId: 'AdrID fehlt.',
  duplicateAdrId: (adrId: string) => `AdrID ${adrId} steht mehrfach in der Datei; nur die erste Zeile zählt.`,
  unknownAdrId: (adrId: string) => `AdrID ${adrId} gibt es in Stammdaten.csv nicht.`,
  badAmount: (text: string) => `Betrag „${text}“ ist kein gültiger Betrag (z. B. 12,50).`,
  badDay: (text: string) => `Buchungsdatum „${text}“ ist kein gültiges Datum (TT.MM.JJJJ).`,
  badYear: (text: string) => `Jahr „${text}“ ist keine Jahreszahl.`,
} as const;

/** a booking as stored with its record: the amount in cents, the day as YYYY-MM-DD */
export type ContextKBooking = {
  booking_date: string;
  amount_cents: number;
  purpose: string;
  payment_method: string;
  /** the church-tax year the booking counts for (column Jahr, else the booking's year) */
  year: number;
};

export type ContextKRecord = {
  adrId: string;
  rawData: Record<string, string>;
  buchungen: ContextKBooking[];
  zielgruppen: Record<string, string>[];
  aktionen: Record<string, string>[];
  segmente: Record<string, string>[];
  plz: string | null;
  bookingYears: number[];
};

export type ContextKTables = Partial<Record<ContextKFileKind, CsvTable>> & { stammdaten: CsvTable };

/** The missing required columns of a file, or an empty list. */
export function missingContextKColumns(kind: ContextKFileKind, table: CsvTable): string[] {
  return CONTEXTK_REQUIRED_COLUMNS[kind].filter((column) => !table.header.includes(column));
}

/** One record an address, in the order of Stammdaten.csv; line errors in the order found. */
export function buildContextKRecords(tables: ContextKTables): {
  records: ContextKRecord[];
  errors: string[];
} {
  const errors: string[] = [];
  const byAdrId = new Map<string, ContextKRecord>();
  const stammdaten = CONTEXTK_FILES.stammdaten;
  for (const row of tables.stammdaten.rows) {
    const raw = csvRowObject(tables.stammdaten.header, row);
    const adrId = raw.AdrID ?? '';
    if (adrId === '') {
      errors.push(CONTEXTK_MESSAGES.line(stammdaten, row.line, CONTEXTK_MESSAGES.missingAdrId));
      continue;
    }
    if (byAdrId.has(adrId)) {
      errors.push(CONTEXTK_MESSAGES.line(stammdaten, row.line, CONTEXTK_MESSAGES.duplicateAdrId(adrId)));
      continue;
    }
    byAdrId.set(adrId, {
      adrId,
      rawData: raw,
      buchungen: [],
      zielgruppen: [],
      aktionen: [],
      segmente: [],
      plz: raw.PLZ ? raw.PLZ : null,
      bookingYears: [],
    });
  }

  const eachRow = (
    kind: Exclude<ContextKFileKind, 'stammdaten'>,
    take: (record: ContextKRecord, row: Record<string, string>, line: number) => void,
  ) => {
    const table = tables[kind];
    if (!table) return;
    for (const csvRow of table.rows) {
      const row = csvRowObject(table.header, csvRow);
      const adrId = row.AdrID ?? '';
      const record = byAdrId.get(adrId);
      if (!record) {
        const text = adrId === '' ? CONTEXTK_MESSAGES.missingAdrId : CONTEXTK_MESSAGES.unknownAdrId(adrId);
        errors.push(CONTEXTK_MESSAGES.line(CONTEXTK_FILES[kind], csvRow.line, text));
        continue;
      }
      const { AdrID: _adrId, ...rest } = row;
      take(record, rest, csvRow.line);
    }
  };

  eachRow('buchungen', (record, row, line) => {
    const fail = (text: string) => errors.push(CONTEXTK_MESSAGES.line(CONTEXTK_FILES.buchungen, line, text));
    const amountText = row.Betrag ?? '';
    const cents = parseContextKAmount(amountText);
    if (cents === null) return fail(CONTEXTK_MESSAGES.badAmount(amountText));
    const dayText = row.Buchungsdatum ?? '';
    const day = parseContextKDay(dayText);
    if (day === null) return fail(CONTEXTK_MESSAGES.badDay(dayText));
    const yearText = row.Jahr ?? '';
    if (yearText !== '' && !/^[1-9]\d{3}$/.test(yearText)) return fail(CONTEXTK_MESSAGES.badYear(yearText));
    const year = Number(yearText === '' ? day.slice(0, 4) : yearText);
    record.buchungen.push({
      booking_date: day,
      amount_cents: cents,
      purpose: row.Verwendungszweck ?? '',
      payment_method: row.Zahlungsart ?? '',
      year,
    });
  });
  eachRow('zielgruppen', (record, row) => {
    record.zielgruppen.push(row);
  });
  eachRow('aktionen', (record, row) => {
    record.aktionen.push(row);
  });
  eachRow('segmente', (record, row) => {
    record.segmente.push(row);
  });

  const records = [...byAdrId.values()];
  for (const record of records)
    record.bookingYears = [...new Set(record.buchungen.map((booking) => booking.year))].sort((a, b) => a - b);
  return { records, errors };
}

const SALUTATION_GENDER: Record<string, string> = { herr: 'm', frau: 'w' };

/**
 * A person's data from a ContextK address, for the adoption as a new person: an individual gets
 * names, salutation and birthday; a company its name (Firma, else Name) as familienname.
 */
export function contextKPersonValues(
  raw: Record<string, unknown>,
  type: 'individual' | 'company',
): KgPersonValues {
  const text = (name: string) => {
    const value = raw[name];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
  };
  const address: KgPersonValues = {
    strassenname: text('Strasse'),
    hausnr: text('Hausnummer'),
    plz: text('PLZ'),
    kommune: text('Ort'),
    ortsteil: text('Ortsteil'),
    bemerkungen: `Übernommen aus ContextK (AdrID ${text('AdrID') ?? ''})`,
  };
  if (type === 'company') return { ...address, familienname: text('Firma') ?? text('Name') };
  const anrede = text('Anrede');
  const birthday = text('Geburtsdatum');
  return {
    ...address,
    anrede,
    akad_grad: text('Titel'),
    vornamen: text('Vorname'),
    rufname: text('Vorname')?.split(/\s+/)[0] ?? null,
    familienname: text('Name'),
    familienname_zusatz: text('Namenszusatz'),
    geschlecht: anrede ? (SALUTATION_GENDER[anrede.toLowerCase()] ?? null) : null,
    geburtsdatum: birthday ? parseContextKDay(birthday) : null,
  };
}

/** 'Musterstraße 12, 74348 Lauffen': the address of a record for the table. */
export function contextKAddressLine(raw: Record<string, unknown>): string {
  const text = (name: string) => (typeof raw[name] === 'string' ? (raw[name] as string).trim() : '');
  const street = [text('Strasse'), text('Hausnummer')].filter(Boolean).join(' ');
  const place = [text('PLZ'), text('Ort')].filter(Boolean).join(' ');
  return [street, place].filter(Boolean).join(', ');
}

/** 'Dr. Maria Müller' or the company: the name of a record for the table. */
export function contextKName(raw: Record<string, unknown>): string {
  const text = (name: string) => (typeof raw[name] === 'string' ? (raw[name] as string).trim() : '');
  const person = [text('Titel'), text('Vorname'), text('Name')].filter(Boolean).join(' ');
  return text('Firma') || person;
}
