/**
 * What an uploaded image must be (devices-income-kirchgeld.md §5): a background at most 10 MB
 * (1600×1200 pixels or more advised), a logo at most 2 MB with an aspect ratio of at most 4.5:1
 * (transparent png preferred, svg possible); png, jpeg and bmp are accepted.
 */
import type { ImageType } from './setting-definitions';

export const IMAGE_FORMATS = ['png', 'jpeg', 'bmp', 'svg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const IMAGE_TYPE_LABELS: Record<ImageType, string> = {
  logo_square: 'Logo (quadratisch)',
  logo_wide: 'Logo (breit)',
  bg_spendeapp: 'Hintergrundbild',
};

export const IMAGE_LIMITS = {
  background: { maxBytes: 10 * 1024 * 1024, advisedWidth: 1600, advisedHeight: 1200 },
  logo: { maxBytes: 2 * 1024 * 1024, maxAspectRatio: 4.5 },
  /**
   * Any image: a compressed file of a few hundred kB can name 10,000 × 10,000 pixels, which take
   * 400 MB once decoded. 40 megapixels are far more than any logo or background needs.
   */
  maxPixels: 40_000_000,
} as const;

export const IMAGE_MESSAGES = {
  backgroundTooLarge: 'Maximal 10 MB!',
  logoTooLarge: 'Maximal 2 MB!',
  backgroundFormat: 'Nur PNG-, JPEG- oder BMP-Bilder sind erlaubt.',
  logoFormat: 'Nur PNG-, JPEG-, BMP- oder SVG-Bilder sind erlaubt.',
  unreadable: 'Die Datei ist kein lesbares Bild.',
  tooManyPixels: 'Das Bild ist zu groß (höchstens 40 Megapixel).',
  aspectRatio: 'Das Logo darf höchstens 4,5-mal so breit wie hoch sein (und umgekehrt).',
  backgroundSmall: 'Empfohlen sind mindestens 1600 × 1200 Pixel.',
  typesRequired: 'Bitte mindestens eine Verwendung wählen.',
  fileRequired: 'Bitte eine Datei auswählen.',
} as const;

export function isLogoUpload(types: readonly ImageType[]): boolean {
  return types.some((type) => type === 'logo_square' || type === 'logo_wide');
}

/** The byte limit of an upload: a logo's 2 MB when the image is (also) a logo, else 10 MB. */
export function maxImageBytes(types: readonly ImageType[]): number {
  return isLogoUpload(types) ? IMAGE_LIMITS.logo.maxBytes : IMAGE_LIMITS.background.maxBytes;
}

export function imageTooLargeMessage(types: readonly ImageType[]): string {
  return isLogoUpload(types) ? IMAGE_MESSAGES.logoTooLarge : IMAGE_MESSAGES.backgroundTooLarge;
}

export type ImageCandidate = {
  /** the format found in the content, null when it is none of the accepted ones */
  format: ImageFormat | null;
  byteSize: number;
  width: number;
  height: number;
  types: readonly ImageType[];
};

/** Refusals first (size, format, pixels, proportions), then advice that does not stop the upload. */
export function checkImageUpload(candidate: ImageCandidate): { errors: string[]; advice: string[] } {
  const { types } = candidate;
  if (types.length === 0) return { errors: [IMAGE_MESSAGES.typesRequired], advice: [] };
  const isLogo = isLogoUpload(types);
  if (candidate.byteSize > maxImageBytes(types)) return { errors: [imageTooLargeMessage(types)], advice: [] };
  const allowsSvg = isLogo && !types.includes('bg_spendeapp');
  if (candidate.format === null || (candidate.format === 'svg' && !allowsSvg)) {
    return { errors: [allowsSvg ? IMAGE_MESSAGES.logoFormat : IMAGE_MESSAGES.backgroundFormat], advice: [] };
  }
  if (candidate.width * candidate.height > IMAGE_LIMITS.maxPixels)
    return { errors: [IMAGE_MESSAGES.tooManyPixels], advice: [] };
  const errors: string[] = [];
  const advice: string[] = [];
  if (isLogo && candidate.width > 0 && candidate.height > 0) {
    const ratio = Math.max(candidate.width / candidate.height, candidate.height / candidate.width);
    if (ratio > IMAGE_LIMITS.logo.maxAspectRatio) errors.push(IMAGE_MESSAGES.aspectRatio);
  }
  const { advisedWidth, advisedHeight } = IMAGE_LIMITS.background;
  if (
    types.includes('bg_spendeapp') &&
    (candidate.width < advisedWidth || candidate.height < advisedHeight)
  ) {
    advice.push(IMAGE_MESSAGES.backgroundSmall);
  }
  return { errors, advice };
}
