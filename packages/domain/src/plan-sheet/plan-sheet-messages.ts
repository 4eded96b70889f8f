/** The German texts of the plan spreadsheet: sheet names, values, notes and the import report. */
export const PLAN_SHEET_MESSAGES = {
  sheetName: 'Kollektenplan',
  hintsSheetName: 'Hinweise',
  hintsColumn: 'Spalte',
  hintsRequired: 'Pflicht',
  hintsMeaning: 'Bedeutung',
  hintsValues: 'Erlaubte Werte',
  hintsIntro:
    'Tragen Sie je Sammlung eine Zeile in das Blatt „Kollektenplan“ ein. Die erste Zeile mit den Spaltennamen bleibt stehen. Beim Import gelten dieselben Regeln wie im Sammlungseditor; enthält eine Zeile einen Fehler, wird keine Sammlung angelegt.',
  yes: 'Ja',
  no: 'Nein',
  // the import report
  notXlsx: 'Die Datei ist keine Excel-Datei (.xlsx). Bitte laden Sie die ausgefüllte Vorlage hoch.',
  unreadable: 'Die Excel-Datei konnte nicht gelesen werden. Bitte speichern Sie sie erneut als .xlsx.',
  noFile: 'Bitte wählen Sie eine Datei aus.',
  tooLarge: (megabytes: number) => `Die Datei ist zu groß (höchstens ${megabytes} MB).`,
  noSheet: 'Die Datei enthält kein Tabellenblatt.',
  missingColumn: (header: string) => `Die Spalte „${header}“ fehlt.`,
  unknownColumn: (header: string) => `Die Spalte „${header}“ ist unbekannt.`,
  duplicateColumn: (header: string) => `Die Spalte „${header}“ kommt mehrfach vor.`,
  noRows: 'Die Datei enthält keine Sammlungen.',
  tooManyRows: (max: number) =>
    `Die Datei enthält mehr als ${max} Sammlungen. Bitte teilen Sie sie auf mehrere Dateien auf.`,
  required: 'Dieses Feld darf nicht leer sein',
  unknownVariant: (value: string) =>
    `„${value}“ ist keine bekannte Art. Erlaubt sind Hauptkollekte, Nebenkollekte, Freie Kollekte und Spendenzweck.`,
  unknownDevice: (value: string) => `„${value}“ ist kein bekanntes Gerät.`,
  unknownScope: (value: string) =>
    `„${value}“ ist kein bekannter Geltungsbereich. Erlaubt sind „Nur diese Organisation“, „Mit Unterorganisationen“ und „Ort“.`,
  invalidDateTime: (value: string) =>
    `„${value}“ ist kein gültiger Zeitpunkt. Bitte im Format TT.MM.JJJJ HH:MM angeben, z.B. 15.03.2023 18:00.`,
  invalidDate: (value: string) =>
    `„${value}“ ist kein gültiges Datum. Bitte im Format TT.MM.JJJJ angeben, z.B. 15.03.2023.`,
  invalidBoolean: (value: string) => `„${value}“ ist weder „Ja“ noch „Nein“.`,
  locationRequired: 'Für den Geltungsbereich „Ort“ muss ein Ort angegeben sein.',
  locationUnknown: (name: string) => `Den Ort „${name}“ gibt es in dieser Organisation nicht.`,
  rowError: (row: number, column: string | null, message: string) =>
    column ? `Zeile ${row}, Spalte „${column}“: ${message}` : `Zeile ${row}: ${message}`,
} as const;
