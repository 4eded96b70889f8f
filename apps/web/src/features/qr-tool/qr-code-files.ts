/** The QR code of a text as an SVG document and as a PNG, both from the same drawing. */
import { buildQrSvg, QR_TOOL } from '@kollekta/domain';
import QRCode from 'qrcode';

export function createQrSvg(text: string, options: { width: number; color: string }): string {
  const code = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const { size } = code.modules;
  return buildQrSvg(
    { size, isDark: (row, column) => Boolean(code.modules.get(row, column)) },
    { ...options, padding: QR_TOOL.padding },
  );
}

/** The SVG drawn into a canvas of its own width: a PNG that looks exactly like it. */
export async function renderQrPng(svg: string, width: number): Promise<Blob> {
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = width;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.imageSmoothingEnabled = false;
  context.drawImage(image, 0, 0, width, width);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no png'))), 'image/png'),
  );
}
