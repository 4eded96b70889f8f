/**
 * The public QR-code tool (administration.md §2 route table, `qr`): "width slider 100 to 1000, target
 * URL field, colour picker; default size 512, padding 8". The padding is in pixels around the code
 * on a white ground; the code's modules fill the rest, drawn as one SVG path so that an SVG and a
 * PNG made from it look the same.
 */
export const QR_TOOL = {
  minWidth: 100,
  maxWidth: 1000,
  defaultWidth: 512,
  padding: 8,
  defaultColor: '#000000',
  background: '#ffffff',
  maxTextLength: 2000,
} as const;

export const QR_TOOL_MESSAGES = {
  textRequired: 'Bitte geben Sie die Zieladresse ein.',
  textTooLong: `Höchstens ${QR_TOOL.maxTextLength} Zeichen.`,
  invalidColor: 'Bitte wählen Sie eine Farbe im Format #RRGGBB.',
} as const;

/** The modules of a QR code: `size` × `size`, dark where `isDark(row, column)`. */
export type QrMatrix = { size: number; isDark: (row: number, column: number) => boolean };

export function clampQrWidth(width: number): number {
  if (!Number.isFinite(width)) return QR_TOOL.defaultWidth;
  return Math.min(QR_TOOL.maxWidth, Math.max(QR_TOOL.minWidth, Math.round(width)));
}

export function isHexColor(value: string): boolean {
  return /^#[0-9a-f]{6}$/i.test(value);
}

/** Why the target cannot become a code, or null when it can. */
export function validateQrText(text: string): string | null {
  if (text.trim() === '') return QR_TOOL_MESSAGES.textRequired;
  if (text.length > QR_TOOL.maxTextLength) return QR_TOOL_MESSAGES.textTooLong;
  return null;
}

/** The SVG document of a code: `width` pixels square, `padding` pixels of white around the modules. */
export function buildQrSvg(
  matrix: QrMatrix,
  options: { width: number; color: string; padding?: number },
): string {
  const width = clampQrWidth(options.width);
  const padding = options.padding ?? QR_TOOL.padding;
  const color = isHexColor(options.color) ? options.color : QR_TOOL.defaultColor;
  const moduleSize = (width - 2 * padding) / matrix.size;
  const parts: string[] = [];
  for (let row = 0; row < matrix.size; row += 1) {
    let column = 0;
    while (column < matrix.size) {
      if (!matrix.isDark(row, column)) {
        column += 1;
        continue;
      }
      // one rectangle per run of dark modules in a row keeps the path short
      const start = column;
      while (column < matrix.size && matrix.isDark(row, column)) column += 1;
      parts.push(`M${start} ${row}h${column - start}v1h-${column - start}z`);
    }
  }
  const scale = round(moduleSize);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width}" viewBox="0 0 ${width} ${width}" shape-rendering="crispEdges">`,
    `<rect width="${width}" height="${width}" fill="${QR_TOOL.background}"/>`,
    `<path transform="translate(${padding} ${padding}) scale(${scale})" fill="${color}" d="${parts.join('')}"/>`,
    '</svg>',
  ].join('');
}

function round(value: number): number {
  return Math.round(value * 10000) / 10000;
}
