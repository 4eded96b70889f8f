/**
 * Every text of the plan download dialog, the import and the direct-link dialog. The spec's texts
 * ('Kollektenplan herunterladen', 'z.B. 15.03.2023', 'Download', 'Vorlage herunterladen') are copied exactly.
 */
export const DOWNLOAD_MESSAGES = {
  open: 'Kollektenplan herunterladen',
  title: 'Kollektenplan herunterladen',
  intro: 'Laden Sie die Sammlungen herunter, die in diesem Zeitraum beginnen, als Excel-Datei.',
  start: 'Startdatum',
  end: 'Enddatum',
  hint: 'z.B. 15.03.2023',
  invalidDay: 'Bitte ein Datum im Format TT.MM.JJJJ eingeben, z.B. 15.03.2023.',
  download: 'Download',
  template: 'Vorlage herunterladen',
  noExportPermission: 'Zum Herunterladen des Kollektenplans fehlt Ihnen die Berechtigung.',
  downloading: 'Wird heruntergeladen …',
  downloaded: (fileName: string) => `„${fileName}“ wurde heruntergeladen.`,
  failed: 'Der Download hat nicht geklappt.',
  close: 'Schließen',
} as const;

export const IMPORT_MESSAGES = {
  heading: 'Kollektenplan importieren',
  intro:
    'Füllen Sie die Vorlage aus und laden Sie sie hier hoch. Jede Zeile wird als neue Sammlung angelegt, mit denselben Regeln wie im Sammlungseditor. Enthält eine Zeile einen Fehler, wird keine Sammlung angelegt.',
  chooseFile: 'Datei auswählen',
  noFile: 'Keine Datei ausgewählt',
  check: 'Prüfen',
  import: 'Importieren',
  working: 'Wird geprüft …',
  checked: (count: number) =>
    count === 1
      ? 'Die Datei ist in Ordnung: 1 Sammlung kann angelegt werden.'
      : `Die Datei ist in Ordnung: ${count} Sammlungen können angelegt werden.`,
  created: (count: number) =>
    count === 1 ? '1 Sammlung wurde angelegt.' : `${count} Sammlungen wurden angelegt.`,
  refused: 'Die Datei enthält Fehler. Es wurde keine Sammlung angelegt.',
  reportLabel: 'Fehlerbericht',
} as const;

export const DIRECT_LINK_MESSAGES = {
  action: 'Direktlink',
  tooltip: 'Direktlink und QR-Code',
  title: (name: string) => `Direktlink – ${name}`,
  intro: 'Mit diesem Link oder QR-Code öffnet die Web-App direkt diese Sammlung.',
  appLabels: { WA: 'Kollekten-App', WS: 'Spenden-App' },
  noWebApps:
    'Diese Sammlung läuft in keiner Web-App. Einen Direktlink gibt es nur für Sammlungen in der Kollekten-App (WA) oder der Spenden-App (WS).',
  copy: 'Link kopieren',
  copied: 'Der Link wurde kopiert.',
  copyFailed: 'Der Link konnte nicht kopiert werden. Bitte markieren und kopieren Sie ihn von Hand.',
  downloadSvg: 'SVG herunterladen',
  downloadPng: 'PNG herunterladen',
  alt: (url: string) => `QR-Code für ${url}`,
  close: 'Schließen',
} as const;
