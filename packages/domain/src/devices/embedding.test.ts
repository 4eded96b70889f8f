import { describe, expect, it } from 'vitest';
import {
  clampDonationAppEmbed,
  collectionAppEmbedCode,
  donationAppEmbedCode,
  normalizeCollectionAppEmbed,
  QR_CODE,
  webAppPreviewHeight,
} from './embedding';

describe('collection app iframe (devices-income-kirchgeld.md §2, §9)', () => {
  it('forces the parish selection off for the small variant', () => {
    expect(
      normalizeCollectionAppEmbed({ showParishSelection: true, small: true, alignment: 'left' }),
    ).toEqual({
      showParishSelection: false,
      small: true,
      alignment: 'left',
    });
  });

  it.each([
    [false, false, 'center', 'width="380" height="440"', 'https://k.de/p/4"', 'center'],
    [true, false, 'left', 'width="380" height="440"', 'https://k.de/p/4?gemeindeauswahl=1"', 'left'],
    [true, true, 'right', 'width="300" height="355"', 'https://k.de/p/4?klein=1"', 'right'],
  ] as const)('selection %s, small %s, %s', (selection, small, alignment, size, src, align) => {
    const code = collectionAppEmbedCode('https://k.de/', 4, {
      showParishSelection: selection,
      small,
      alignment,
    });
    expect(code).toContain(size);
    expect(code).toContain(`src="${src}`);
    expect(code).toContain(`text-align: ${align};`);
  });
});

describe('donation app iframe: width 385–650 or 100 %, height 285–500', () => {
  it.each([
    [385, 285, 385, 285],
    [384, 284, 385, 285],
    [650, 500, 650, 500],
    [651, 501, 650, 500],
    [500.4, 300, 500, 300],
  ])('%d × %d → %d × %d', (width, height, expectedWidth, expectedHeight) => {
    expect(clampDonationAppEmbed({ width, height, alignment: 'center' })).toMatchObject({
      width: expectedWidth,
      height: expectedHeight,
    });
  });

  it('writes 100 % for the full width', () => {
    const code = donationAppEmbedCode('https://k.de', 9, { width: 'full', height: 285, alignment: 'center' });
    expect(code).toContain('src="https://k.de/o/9"');
    expect(code).toContain('width="100%" height="285"');
  });
});

describe('constants', () => {
  it('previews bart at 285 px, others at 355 px; QR 400 shown, 512 data', () => {
    expect(webAppPreviewHeight('bart')).toBe(285);
    expect(webAppPreviewHeight('john')).toBe(355);
    expect(QR_CODE).toEqual({ displaySize: 400, dataSize: 512 });
  });
});
