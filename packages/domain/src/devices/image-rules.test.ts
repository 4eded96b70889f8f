import { describe, expect, it } from 'vitest';
import { checkImageUpload, type ImageCandidate, maxImageBytes } from './image-rules';

const MB = 1024 * 1024;
const background: ImageCandidate = {
  format: 'jpeg',
  byteSize: 3 * MB,
  width: 1920,
  height: 1280,
  types: ['bg_spendeapp'],
};
const logo: ImageCandidate = {
  format: 'png',
  byteSize: 100_000,
  width: 900,
  height: 200,
  types: ['logo_wide'],
};

describe('checkImageUpload (devices-income-kirchgeld.md §5)', () => {
  it.each([
    ['a background of 10 MB', { ...background, byteSize: 10 * MB }, []],
    ['a background over 10 MB', { ...background, byteSize: 10 * MB + 1 }, ['Maximal 10 MB!']],
    ['a logo of 2 MB', { ...logo, byteSize: 2 * MB }, []],
    ['a logo over 2 MB', { ...logo, byteSize: 2 * MB + 1 }, ['Maximal 2 MB!']],
    [
      'a text file (no image format)',
      { ...logo, format: null },
      ['Nur PNG-, JPEG-, BMP- oder SVG-Bilder sind erlaubt.'],
    ],
    [
      'an svg background',
      { ...background, format: 'svg' },
      ['Nur PNG-, JPEG- oder BMP-Bilder sind erlaubt.'],
    ],
    ['an svg logo', { ...logo, format: 'svg' }, []],
    ['a bmp background', { ...background, format: 'bmp' }, []],
    ['a logo of 4.5:1', { ...logo, width: 900, height: 200 }, []],
    [
      'a logo wider than 4.5:1',
      { ...logo, width: 901, height: 200 },
      ['Das Logo darf höchstens 4,5-mal so breit wie hoch sein (und umgekehrt).'],
    ],
    [
      'a logo taller than 1:4.5',
      { ...logo, width: 100, height: 451 },
      ['Das Logo darf höchstens 4,5-mal so breit wie hoch sein (und umgekehrt).'],
    ],
    ['no type chosen', { ...logo, types: [] }, ['Bitte mindestens eine Verwendung wählen.']],
    ['a background of 40 megapixels', { ...background, width: 8000, height: 5000 }, []],
    [
      'a background over 40 megapixels',
      { ...background, width: 8000, height: 5001 },
      ['Das Bild ist zu groß (höchstens 40 Megapixel).'],
    ],
    [
      'a logo of 10,000 × 10,000 pixels (a few hundred kB as png)',
      { ...logo, byteSize: 400_000, width: 10_000, height: 10_000 },
      ['Das Bild ist zu groß (höchstens 40 Megapixel).'],
    ],
  ] as const)('%s', (_name, candidate, errors) => {
    expect(checkImageUpload(candidate as ImageCandidate).errors).toEqual(errors);
  });

  it('advises 1600 × 1200 for backgrounds without refusing smaller ones', () => {
    expect(checkImageUpload({ ...background, width: 1599, height: 1200 })).toEqual({
      errors: [],
      advice: ['Empfohlen sind mindestens 1600 × 1200 Pixel.'],
    });
    expect(checkImageUpload(background).advice).toEqual([]);
  });

  it('takes the logo limit when an image is a logo too', () => {
    expect(maxImageBytes(['bg_spendeapp'])).toBe(10 * MB);
    expect(maxImageBytes(['bg_spendeapp', 'logo_square'])).toBe(2 * MB);
  });
});
