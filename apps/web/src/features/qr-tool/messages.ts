/** Texts of the public QR-code tool (administration.md §2 route table, `qr`). */
export const QR_TOOL_PAGE_MESSAGES = {
  title: 'QR-Code erstellen',
  intro:
    'Geben Sie eine Adresse ein, zum Beispiel den Direktlink Ihrer Kollekten-App, und laden Sie den QR-Code als SVG oder PNG herunter.',
  target: 'Zieladresse',
  targetPlaceholder: 'https://…',
  width: 'Breite',
  widthValue: (width: number) => `${width} px`,
  color: 'Farbe',
  preview: 'Vorschau des QR-Codes',
  downloadSvg: 'Als SVG herunterladen',
  downloadPng: 'Als PNG herunterladen',
  failed: 'Für diese Adresse lässt sich kein QR-Code erstellen.',
  fileName: 'QR-Code',
} as const;
