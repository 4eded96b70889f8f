import { describe, expect, it } from 'vitest';
import {
  COLLECTION_APP_TEXT,
  fitCollectionAppText,
  fitDonationAppText,
  hasWordWiderThanLine,
  type MeasureText,
  wrapText,
} from './display-text-fit';

/** Every character is half as wide as the font is high: easy to count by hand. */
const halfEm: MeasureText = (text, fontSize) => [...text].length * fontSize * 0.5;
/** A phone screen: 328 px for the purpose field, 640 px high. */
const phone = { width: 328, screenHeight: 640 };

describe('wrapText', () => {
  it.each([
    ['Brot für die Welt', 20, 100, ['Brot für', 'die Welt']],
    ['Orgel', 20, 100, ['Orgel']],
    ['  viel   Raum  ', 20, 200, ['viel Raum']],
    // a word wider than the line is broken between characters
    ['Kirchengemeinde', 20, 100, ['Kirchengem', 'einde']],
    ['', 20, 100, []],
  ])('%j at %d px in %d px', (text, size, width, lines) => {
    expect(wrapText(text, size, width, halfEm)).toEqual(lines);
  });
});

describe('fitCollectionAppText (planning.md §5, §9: 71 → 10, 4 lines with "Für")', () => {
  it('takes the next smaller size when a word does not fit a line, never breaking it there', () => {
    // at 71 px 'Diakoniestationen' (17 × 35.5 px) is wider than 328 px: not 'Diakonies' / 'tationen'
    // at 71, but whole at 38 (17 × 19 = 323 px)
    expect(fitCollectionAppText('Diakoniestationen', phone, halfEm)).toEqual({
      kind: 'fits',
      fontSize: 38,
      lines: ['Für', 'Diakoniestationen'],
    });
    // 'Orgelsammlung' has 13 characters: whole from 50 px down (13 × 25 = 325 px)
    expect(fitCollectionAppText('Orgelsammlung Stadtkirche', phone, halfEm)).toEqual({
      kind: 'fits',
      fontSize: 50,
      lines: ['Für', 'Orgelsammlung', 'Stadtkirche'],
    });
  });

  // long German compounds: the size is the largest at which the longest word fills at most a line
  it.each([
    // 35 characters: 35 × 9 = 315 px at 18, 35 × 9.5 = 332.5 px at 19
    ['Kirchengemeindepartnerschaftsarbeit', 18],
    // 'Konfirmandenfreizeitunterstützung' (33): 33 × 9.5 = 313.5 at 19, 33 × 10 = 330 at 20
    ['Für die Konfirmandenfreizeitunterstützung', 19],
    // 'Jugendmitarbeiterschulung' (25): 25 × 13 = 325 at 26; then 'Bezirksjugendwerk' and the rest
    ['Jugendmitarbeiterschulung im Bezirksjugendwerk', 26],
    // 'Kindertagesstättenerweiterung' (29) and 'Diakoniestationenverbund' (24) in 4 lines at 22
    ['Kindertagesstättenerweiterung und Diakoniestationenverbund', 22],
  ] as const)('%j fits at %d with every word whole', (text, fontSize) => {
    const fit = fitCollectionAppText(text, phone, halfEm);
    expect(fit).toMatchObject({ kind: 'fits', fontSize });
    if (fit.kind !== 'fits') return;
    // every line is made of whole words of the text, in order
    expect(fit.lines.join(' ')).toBe(`Für ${text}`);
    for (const line of fit.lines) expect(halfEm(line, fontSize)).toBeLessThanOrEqual(phone.width);
    // one size larger, the longest word would not fit a line
    expect(hasWordWiderThanLine(`Für ${text}`, fontSize + 1, phone.width, halfEm)).toBe(true);
  });

  it('breaks only a single word longer than a line at the smallest size', () => {
    // 70 characters: at 10 px a line holds 65, so only there, and only this word, breaks
    const compound = 'Donaudampfschifffahrtsgesellschaftskapitänswitwenrentenversicherungsamt';
    expect([...compound].length).toBeGreaterThan(65);
    const fit = fitCollectionAppText(`${compound} Heilbronn`, phone, halfEm);
    expect(fit).toEqual({
      kind: 'fits',
      fontSize: 10,
      lines: ['Für', compound.slice(0, 65), `${compound.slice(65)} Heilbronn`],
    });
  });

  it('says hasWordWiderThanLine for the longest word only', () => {
    expect(hasWordWiderThanLine('Brot für die Welt', 20, 80, halfEm)).toBe(false); // 'Welt' 40 px
    expect(hasWordWiderThanLine('Brot für die Welt', 20, 39, halfEm)).toBe(true);
    expect(hasWordWiderThanLine('  ', 20, 10, halfEm)).toBe(false);
  });

  it('starts at 71 and the spec constants are those of the spec', () => {
    expect(COLLECTION_APP_TEXT).toMatchObject({
      startFontSize: 71,
      minFontSize: 10,
      maxLines: 4,
      minLength: 3,
      preposition: 'Für',
      fieldHeightWithPreposition: 58,
      fieldHeightWithoutPreposition: 76,
      fitDelayMs: 1000,
    });
  });

  it.each([
    ['ab', 'tooShort', null],
    ['  ab  ', 'tooShort', null],
    ['abc', 'fits', 71],
    ['Diakonie', 'fits', 71],
    // 'Für' alone, then a 195-character word in three lines of 65 characters: fits only at 10
    ['x'.repeat(195), 'fits', 10],
    ['x'.repeat(196), 'tooLong', null],
    // at 41 px, 16 characters a line: 'Für Brot für die' / 'Welt – Hilfe für' / 'Menschen in Not' / 'weltweit';
    // at 42 px (15 a line) it takes five lines
    ['Brot für die Welt – Hilfe für Menschen in Not weltweit', 'fits', 41],
  ] as const)('%j → %s', (text, kind, fontSize) => {
    const fit = fitCollectionAppText(text, phone, halfEm);
    expect(fit.kind).toBe(kind);
    if (fit.kind === 'fits') {
      expect(fit.fontSize).toBe(fontSize);
      expect(fit.lines.length).toBeLessThanOrEqual(4);
      expect(fit.lines[0]?.startsWith('Für')).toBe(true);
    }
  });

  it('says the spec’s words', () => {
    expect(fitCollectionAppText('ab', phone, halfEm)).toEqual({ kind: 'tooShort', message: 'Text zu kurz!' });
    expect(fitCollectionAppText('x'.repeat(400), phone, halfEm)).toEqual({
      kind: 'tooLong',
      message: 'Text ist zu lang!',
    });
  });

  it('gives the purpose all 4 lines without the preposition', () => {
    // four lines of 65 characters at size 10
    expect(fitCollectionAppText('x'.repeat(260), phone, halfEm, { withPreposition: false })).toMatchObject({
      kind: 'fits',
      fontSize: 10,
    });
    expect(fitCollectionAppText('x'.repeat(261), phone, halfEm, { withPreposition: false }).kind).toBe(
      'tooLong',
    );
  });

  it('shrinks for the height of the field too, not only for the lines', () => {
    // a low screen: the field is 58 % of 200 px = 116 px. Two lines of 55 px are 126.5 px high, too
    // high; at 54 px 'Für Diakonie' (12 × 27 = 324 px) fits one line.
    const fit = fitCollectionAppText('Diakonie', { width: 328, screenHeight: 200 }, halfEm);
    expect(fit).toMatchObject({ kind: 'fits', fontSize: 54, lines: ['Für Diakonie'] });
  });
});

describe('fitDonationAppText (planning.md §5: at most 3 lines)', () => {
  const box = { width: 320, fontSize: 20 }; // 32 characters a line
  it.each([
    ['Orgelrenovierung', 'fits'],
    ['x'.repeat(96), 'fits'],
    ['x'.repeat(97), 'tooLong'],
  ] as const)('%j → %s', (text, kind) => {
    expect(fitDonationAppText(text, box, halfEm).kind).toBe(kind);
  });
});
