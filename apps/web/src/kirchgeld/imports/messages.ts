/** Texts of the registry imports page (devices-income-kirchgeld.md §2 "Imports", §5 "Import"). */
import type { KgDataImport } from '@kollekta/contract';

export const KG_IMPORT_TEXTS = {
  title: 'Import aus dem Meldewesen',
  intro:
    'Laden Sie die Mitgliederdaten aus dem Meldewesen Ihrer Landeskirche hoch (CSV, Semikolon-getrennt, UTF-8 oder Windows-1252). Nur geänderte Personen erhalten eine neue Version; wer nicht mehr in der Datei steht, gilt als weggezogen.',
  chooseFile: 'Datei auswählen',
  noFile: 'Bitte Datei auswählen',
  upload: 'Hochladen',
  uploading: 'Wird hochgeladen …',
  uploaded: 'Die Datei wurde hochgeladen. Der Import läuft im Hintergrund.',
  historyTitle: 'Bisherige Importe',
  empty: 'Noch keine Importe.',
  loading: 'Importe werden geladen …',
  columns: {
    date: 'Datum',
    file: 'Datei',
    state: 'Status',
    duration: 'Dauer',
    lines: 'Zeilen',
    married: 'Verheiratet',
    created: 'Neu',
    changed: 'Geändert',
    ended: 'Beendet',
    errors: 'Fehler',
  },
  states: {
    pending: 'Wartet',
    running: 'Läuft',
    finished: 'Abgeschlossen',
    failed: 'Fehlgeschlagen',
  } satisfies Record<KgDataImport['state'], string>,
  progress: (done: number, total: number) =>
    `${done.toLocaleString('de-DE')} von ${total.toLocaleString('de-DE')} Personen`,
  duration: (seconds: number) =>
    `${seconds.toLocaleString('de-DE', { maximumFractionDigits: seconds < 10 ? 1 : 0 })} s`,
  showDetails: 'Einzelheiten anzeigen',
  hideDetails: 'Einzelheiten ausblenden',
  brokenLines: (count: number) =>
    count === 1
      ? '1 Zeile konnte nicht übernommen werden:'
      : `${count.toLocaleString('de-DE')} Zeilen konnten nicht übernommen werden:`,
  moreErrors: (shown: number, count: number) =>
    `Die ersten ${shown.toLocaleString('de-DE')} von ${count.toLocaleString('de-DE')} sind aufgeführt.`,
  warnings: 'Hinweise',
  unchanged: (count: number) => `${count.toLocaleString('de-DE')} Personen unverändert.`,
  encoding: (encoding: string) =>
    `Zeichensatz: ${encoding === 'windows-1252' ? 'Windows-1252' : encoding.toUpperCase()}`,
  noDetails: 'Keine fehlerhaften Zeilen und keine Hinweise.',
} as const;
