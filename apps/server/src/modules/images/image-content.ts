/**
 * Looks into an uploaded file: which format its bytes are (never the name or the declared type),
 * its pixel size, and thumbnails. sharp reads png, jpeg and svg; bmp (which sharp cannot read) is
 * decoded here for the common 24- and 32-bit uncompressed files.
 */
import type { ImageFormat } from '@kollekta/domain';
import sharp, { type Sharp } from 'sharp';

export function detectImageFormat(content: Buffer): ImageFormat | null {
  if (
    content.length >= 8 &&
    content.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (content.length >= 3 && content[0] === 0xff && content[1] === 0xd8 && content[2] === 0xff) return 'jpeg';
  if (content.length >= 26 && content[0] === 0x42 && content[1] === 0x4d) return 'bmp';
  if (isSvg(content)) return 'svg';
  return null;
}

function isSvg(content: Buffer): boolean {
  const head = content.subarray(0, 4096);
  if (head.includes(0)) return false;
  const text = head
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (!text.startsWith('<')) return false;
  return /<svg[\s>]/i.test(text);
}

export const MIME_TYPES: Record<ImageFormat, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  bmp: 'image/bmp',
  svg: 'image/svg+xml',
};

export type DecodedImage = { width: number; height: number; input: Sharp };

/** Opens the image for sharp; null when its content cannot be read as the format it claims. */
export async function openImage(content: Buffer, format: ImageFormat): Promise<DecodedImage | null> {
  try {
    if (format === 'bmp') {
      const bitmap = decodeBmp(content);
      if (!bitmap) return null;
      const input = sharp(bitmap.pixels, {
        raw: { width: bitmap.width, height: bitmap.height, channels: 4 },
      });
      return { width: bitmap.width, height: bitmap.height, input };
    }
    const input = sharp(content, { limitInputPixels: 10_000 * 10_000 });
    const metadata = await input.metadata();
    const expected = { png: 'png', jpeg: 'jpeg', svg: 'svg' }[format];
    if (metadata.format !== expected || !metadata.width || !metadata.height) return null;
    return { width: metadata.width, height: metadata.height, input };
  } catch {
    return null;
  }
}

export const THUMBNAIL_SIZES = [
  { width: 200, height: 200, cropped: true },
  { width: 400, height: 0, cropped: false },
] as const;

export function thumbnailKey(width: number, height: number, cropped: boolean): string {
  return `${width}x${height}${cropped ? 'c' : ''}`;
}

/** PNG thumbnails (transparency kept): a 200 px square crop and a 400 px wide version. */
export async function renderThumbnails(image: DecodedImage) {
  const result: { key: string; width: number; height: number; cropped: boolean; content: Buffer }[] = [];
  for (const size of THUMBNAIL_SIZES) {
    const pipeline = image.input
      .clone()
      .resize(
        size.cropped
          ? { width: size.width, height: size.height, fit: 'cover' }
          : { width: size.width, withoutEnlargement: true },
      )
      .png();
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    result.push({
      key: thumbnailKey(size.width, size.height, size.cropped),
      width: info.width,
      height: info.height,
      cropped: size.cropped,
      content: data,
    });
  }
  return result;
}

/** Uncompressed 24- and 32-bit BMP (BITMAPINFOHEADER and later) to RGBA; null for anything else. */
function decodeBmp(content: Buffer): { width: number; height: number; pixels: Buffer } | null {
  const dataOffset = content.readUInt32LE(10);
  const headerSize = content.readUInt32LE(14);
  if (headerSize < 40 || content.length < 14 + headerSize) return null;
  const width = content.readInt32LE(18);
  const rawHeight = content.readInt32LE(22);
  const bitsPerPixel = content.readUInt16LE(28);
  const compression = content.readUInt32LE(30);
  const height = Math.abs(rawHeight);
  const isBitfields32 = compression === 3 && bitsPerPixel === 32;
  if (width <= 0 || height === 0 || width > 10_000 || height > 10_000) return null;
  if (!(compression === 0 || isBitfields32) || (bitsPerPixel !== 24 && bitsPerPixel !== 32)) return null;
  const bytesPerPixel = bitsPerPixel / 8;
  const rowSize = Math.ceil((width * bytesPerPixel) / 4) * 4;
  if (content.length < dataOffset + rowSize * height) return null;
  const pixels = Buffer.alloc(width * height * 4);
  for (let row = 0; row < height; row++) {
    // rows are stored bottom-up unless the height is negative
    const sourceRow = rawHeight > 0 ? height - 1 - row : row;
    for (let column = 0; column < width; column++) {
      const source = dataOffset + sourceRow * rowSize + column * bytesPerPixel;
      const target = (row * width + column) * 4;
      pixels[target] = content[source + 2] ?? 0;
      pixels[target + 1] = content[source + 1] ?? 0;
      pixels[target + 2] = content[source] ?? 0;
      pixels[target + 3] = bytesPerPixel === 4 && compression === 3 ? (content[source + 3] ?? 255) : 255;
    }
  }
  return { width, height, pixels };
}
