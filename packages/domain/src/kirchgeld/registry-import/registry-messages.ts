/** German texts of the registry import's report (issue 18 "Registry imports"; §5 "Import"). */

const quoted = (text: string) => `„${text}“`;

export const REGISTRY_IMPORT_MESSAGES = {
  missingColumn: (name: string) => `Die Spalte ${quoted(name)} fehlt.`,
  missingColumns: (names: readonly string[]) => `Die Spalten ${names.map(quoted).join(', ')} fehlen.`,
  duplicateColumn: (name: string) => `Die Spalte ${quoted(name)} kommt mehrfach vor.`,
  emptyFile: 'Die Datei ist leer: Es fehlt die Kopfzeile mit den Spaltennamen.',
  noPersons: 'Die Datei enthält keine Personen (nur die Kopfzeile).',
  unknownColumns: (names: readonly string[]) =>
    `Unbekannte Spalten werden ignoriert: ${names.map(quoted).join(', ')}`,
  formulaValues: (count: number) =>
    count === 1
      ? '1 Wert beginnt mit =, +, - oder @; er wurde als Text übernommen.'
      : `${count} Werte beginnen mit =, +, - oder @; sie wurden als Text übernommen.`,
  line: (line: number, message: string) => `Zeile ${line}: ${message}`,
  fieldCount: (found: number, expected: number) =>
    `Die Zeile hat ${found} Felder, die Kopfzeile ${expected}.`,
  brokenQuotes: 'Die Anführungszeichen der Zeile sind fehlerhaft; die Zeile wurde übersprungen.',
  personIdMissing: 'person_id fehlt.',
  personIdDuplicate: (id: string, firstLine: number) =>
    `person_id ${quoted(id)} kommt schon in Zeile ${firstLine} vor.`,
  familiennameMissing: 'Familienname fehlt.',
  invalidDate: (label: string, value: string) => `${label} ${quoted(value)} ist kein gültiges Datum.`,
  invalidGeschlecht: (value: string) => `Geschlecht ${quoted(value)} ist nicht w, m, d oder x.`,
  invalidTyp: (value: string) => `typ ${quoted(value)} ist nicht individual oder company.`,
  invalidSperre: (value: string) => `Sperre ${quoted(value)} ist nicht auskunftssperre oder sperrvermerk.`,
  invalidBetreuerstatus: (value: string) => `Betreuerstatus ${quoted(value)} ist nicht B oder leer.`,
  spouseIsSelf: 'ehepartner_person_id ist die eigene person_id.',
  companySpouse: 'Eine Firma (typ company) kann keine ehepartner_person_id haben.',
  tooLong: (label: string, max: number) => `${label} ist länger als ${max} Zeichen.`,
} as const;
