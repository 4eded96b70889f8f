/** German texts of the registry import's upload and job (§5 "Import", issue 18 "Bad input"). */
export const IMPORT_LIMIT_BYTES = 100 * 1024 * 1024;

export const IMPORT_MESSAGES = {
  noFile: 'Bitte Datei auswählen',
  tooLarge: 'Die Datei ist zu groß (höchstens 100 MB).',
  emptyFile: 'Die Datei ist leer.',
  notText:
    'Die Datei ist keine Textdatei. Bitte die Datei des Meldewesens als CSV (Semikolon-getrennt) hochladen.',
  notFound: 'Diesen Import gibt es nicht.',
  fileGone: 'Die hochgeladene Datei ist nicht mehr vorhanden. Bitte erneut hochladen.',
} as const;
