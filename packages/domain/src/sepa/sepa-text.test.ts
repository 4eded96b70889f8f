import { describe, expect, it } from 'vitest';
import {
  isValidSepaIdentifier,
  sanitizeSepaName,
  sanitizeSepaRemittance,
  sanitizeSepaText,
} from './sepa-text';

describe('SEPA text (EPC basic Latin set)', () => {
  it.each([
    ['Müller & Söhne GmbH', 'Mueller + Soehne GmbH'],
    ['Jürgen Weiß', 'Juergen Weiss'],
    ['ÄRGER ÖL ÜBER', 'AeRGER OeL UeBER'],
    ['Mu\u0308ller', 'Mueller'], // umlaut typed as u + combining diaeresis
    ['José Núñez Çelik', 'Jose Nunez Celik'],
    ['Ævar Ørsted Łukasz', 'AEvar Orsted Lukasz'],
    ['Spende für „Brot für die Welt“: 50 €', "Spende fuer 'Brot fuer die Welt': 50 EUR"],
    ['a@b#c;d  e\tf\ng', 'a b c d e f g'],
    ["O'Brien (Gemeinde) 1/2 + ? - , .", "O'Brien (Gemeinde) 1/2 + ? - , ."],
    ['Kollekte_2026–Ostern', 'Kollekte-2026-Ostern'],
    ['😀🙏', ''],
  ])('%j → %j', (input, expected) => {
    expect(sanitizeSepaText(input, 140)).toBe(expected);
  });

  it('cuts names at 70 and remittance at 140 characters, without a trailing space', () => {
    expect(sanitizeSepaName('Ä'.repeat(40))).toBe('Ae'.repeat(35));
    expect(sanitizeSepaName(`${'x'.repeat(69)} y`)).toBe('x'.repeat(69));
    expect(sanitizeSepaRemittance('ü'.repeat(100))).toHaveLength(140);
  });
});

describe('SEPA identifiers', () => {
  it.each([
    ['KOL-42-00000017', true],
    ['MSG-2026-03-02T10:15:00', true],
    ["a+?/-:().,'b", true],
    ['x'.repeat(35), true],
    ['x'.repeat(36), false],
    ['', false],
    ['mit Leerzeichen', false],
    ['/beginnt', false],
    ['endet/', false],
    ['a//b', false],
    ['Mündel', false],
    ['a_b', false],
  ])('%j → %s', (value, valid) => {
    expect(isValidSepaIdentifier(value)).toBe(valid);
  });
});
