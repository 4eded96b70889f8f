/**
 * Looks into an uploaded file: which format its bytes are (never the name or the declared type),
 * its pixel size, and thumbnails. sharp reads png, jpeg and svg; bmp (which sharp cannot read) is
 * decoded here for the common 24- and 32-bit uncompressed files.
 */
import { IMAGE_LIMITS, type ImageFormat } from '@kollekta/domain';
import type { Sharp } from 'sharp';
import { createConcurrencyLimit } from '../../platform/concurrency-limit';
import { lazyPackage } from '../../platform/lazy-package';

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

const loadSharp = lazyPackage<typeof import('sharp').default>('sharp');
let isSharpConfigured = false;

/**
 * sharp, loaded on the first image (libvips holds 6 MB of the process once loaded). Uploads are few
 * and an image decodes fast on one thread; libvips' own threads per image (one per core) and its
 * operation cache only multiply the memory a burst of uploads takes.
 */
function sharp(...input: Parameters<typeof import('sharp').default>): Sharp {
  const library = loadSharp();
  if (!isSharpConfigured) {
    library.concurrency(1);
    library.cache(false);
    isSharpConfigured = true;
  }
  return library(...input);
}

/** Decoding at most two images at a time: memory stays bounded however many uploads come at once. */
const limitImageWork = createConcurrencyLimit(2);

export type ImageSize = { width: number; height: number };

/**
 * The pixel size the file's header declares, read without decoding the pixels (a 400 kB png may
 * declare 10,000 × 10,000); null when the header cannot be read as the format the content claims.
 */
export async function readImageSize(content: Buffer, format: ImageFormat): Promise<ImageSize | null> {
  if (format === 'bmp') {
    const header = readBmpHeader(content);
    return header ? { width: header.width, height: header.height } : null;
  }
  try {
    // Only the header is read here: no limit yet, so that a huge image is named too large, not unreadable.
    const metadata = await sharp(content, { limitInputPixels: false }).metadata();
    const expected = { png: 'png', jpeg: 'jpeg', svg: 'svg' }[format];
    if (metadata.format !== expected || !metadata.width || !metadata.height) return null;
    return { width: metadata.width, height: metadata.height };
  } catch {
    return null;
  }
}

function openForDecoding(content: Buffer, format: ImageFormat): Sharp | null {
  if (format === 'bmp') {
    const bitmap = decodeBmp(content);
    if (!bitmap) return null;
    return sharp(bitmap.pixels, { raw: { width: bitmap.width, height: bitmap.height, channels: 4 } });
  }
  // The pixel limit again, in libvips itself: the header checked above is all a file can lie with.
  return sharp(content, { limitInputPixels: IMAGE_LIMITS.maxPixels, failOn: 'truncated' });
}

export const THUMBNAIL_SIZES = [
  { width: 200, height: 200, cropped: true },
  { width: 400, height: 0, cropped: false },
] as const;

export function thumbnailKey(width: number, height: number, cropped: boolean): string {
  return `${width}x${height}${cropped ? 'c' : ''}`;
}

export type Thumbnail = { key: string; width: number; height: number; cropped: boolean; content: Buffer };

/**
 * PNG thumbnails (transparency kept): a 200 px square crop and a 400 px wide version. Decoding is
 * where a broken file shows (a png cut off after its header): null then, never an exception.
 * Call only for images whose size passed `checkImageUpload`.
 */
export function renderThumbnails(content: Buffer, format: ImageFormat): Promise<Thumbnail[] | null> {
  return limitImageWork(async () => {
    try {
      const input = openForDecoding(content, format);
      if (!input) return null;
      const result: Thumbnail[] = [];
      for (const size of THUMBNAIL_SIZES) {
        const pipeline = input
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
    } catch {
      return null;
    }
  });
}

type BmpHeader = {
  width: number;
  height: number;
  /** negative in the file when rows are stored top-down */
  rawHeight: number;
  dataOffset: number;
  bytesPerPixel: number;
  compression: number;
  rowSize: number;
};

/** The header of an uncompressed 24- or 32-bit BMP (BITMAPINFOHEADER and later); null for anything else. */
function readBmpHeader(content: Buffer): BmpHeader | null {
  if (content.length < 34) return null;
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
  return { width, height, rawHeight, dataOffset, bytesPerPixel, compression, rowSize };
}

/** Uncompressed 24- and 32-bit BMP to RGBA; null for anything else or a file cut off. */
function decodeBmp(content: Buffer): { width: number; height: number; pixels: Buffer } | null {
  const header = readBmpHeader(content);
  if (!header) return null;
  const { width, height, rawHeight, dataOffset, bytesPerPixel, compression, rowSize } = header;
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
