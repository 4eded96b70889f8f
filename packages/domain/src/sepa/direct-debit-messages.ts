/** What users read about direct-debit files and returns (administration.md "Lastschriftdateien"). */
export const DIRECT_DEBIT_MESSAGES = {
  title: 'Lastschriftdateien',
  processed: 'Bereits heruntergeladen',
  fileNotFound: 'Die Lastschriftdatei gibt es nicht oder Sie haben keinen Zugriff darauf.',
  debitNotFound: 'Die Lastschrift gibt es nicht oder Sie haben keinen Zugriff darauf.',
  noCreditor: 'Für diese Organisation ist keine Gläubiger-Identifikationsnummer hinterlegt.',
  alreadyReturned: 'Diese Lastschrift wurde bereits als Rücklastschrift erfasst.',
  notSubmitted: 'Diese Lastschrift ist noch in keiner Lastschriftdatei und kann nicht zurückgegeben werden.',
  onlyProcessed: 'Eine heruntergeladene Lastschriftdatei bleibt heruntergeladen.',
  forbidden: 'Lastschriftdateien sehen und erstellen nur Administratoren der Organisation.',
  returnForbidden:
    'Rücklastschriften erfassen nur Finanzverantwortliche und Administratoren der Organisation.',
  invalidCreditor: 'Die Gläubigerdaten der Organisation sind unvollständig oder fehlerhaft.',
  alreadyCollected: 'Diese Lastschriftdatei ist bereits als eingezogen bestätigt.',
  collectBeforeDownload:
    'Bitte laden Sie die Lastschriftdatei zuerst herunter und reichen Sie sie bei Ihrer Bank ein.',
} as const;
