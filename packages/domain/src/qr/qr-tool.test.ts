import { describe, expect, it } from 'vitest';
import { buildQrSvg, clampQrWidth, isHexColor, QR_TOOL, QR_TOOL_MESSAGES, validateQrText } from './qr-tool';

describe('QR tool (administration.md §2: width 100 to 1000, default 512, padding 8)', () => {
  it('has the spec’s constants', () => {
    expect(QR_TOOL).toMatchObject({ minWidth: 100, maxWidth: 1000, defaultWidth: 512, padding: 8 });
  });

  it.each([
    [50, 100],
    [100, 100],
    [512, 512],
    [999.6, 1000],
    [5000, 1000],
    [Number.NaN, 512],
  ])('clamps the width %d to %d', (width, expected) => {
    expect(clampQrWidth(width)).toBe(expected);
  });

  it.each([
    ['', QR_TOOL_MESSAGES.textRequired],
    ['   ', QR_TOOL_MESSAGES.textRequired],
    ['https://kollekta.de', null],
    ['x'.repeat(2001), QR_TOOL_MESSAGES.textTooLong],
  ])('checks the target %j', (text, message) => {
    expect(validateQrText(text)).toBe(message);
  });

  it('knows colours', () => {
    expect(isHexColor('#1a2B3c')).toBe(true);
    expect(isHexColor('red')).toBe(false);
    expect(isHexColor('#fff')).toBe(false);
  });

  it('draws runs of dark modules inside the padding, in the chosen colour', () => {
    // 2 × 2: the top row dark, bottom right dark
    const matrix = { size: 2, isDark: (row: number, column: number) => row === 0 || column === 1 };
    const svg = buildQrSvg(matrix, { width: 116, color: '#123456' });
    expect(svg).toContain('width="116" height="116"');
    expect(svg).toContain('translate(8 8) scale(50)');
    expect(svg).toContain('fill="#123456"');
    expect(svg).toContain('d="M0 0h2v1h-2zM1 1h1v1h-1z"');
  });

  it('falls back to black for a colour that is not #RRGGBB', () => {
    const svg = buildQrSvg({ size: 1, isDark: () => true }, { width: 200, color: '"/><script>' });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('fill="#000000"');
  });
});
