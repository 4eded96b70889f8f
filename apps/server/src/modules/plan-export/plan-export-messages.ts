/** The server's German answers of the plan spreadsheet and the plan's direct links. */
export const PLAN_EXPORT_MESSAGES = {
  exportForbidden: 'Sie haben keine Berechtigung, den Kollektenplan dieser Organisation herunterzuladen.',
  importForbidden:
    'Sie dürfen in dieser Organisation keine Sammlungen planen und daher keinen Kollektenplan importieren.',
  importRefused: 'Die Datei enthält Fehler. Es wurde keine Sammlung angelegt.',
} as const;
