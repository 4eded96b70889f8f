import { describe, expect, it } from 'vitest';
import {
  parseGermanDay,
  readBoolean,
  readDateTime,
  readDay,
  readText,
  toFloatingDate,
  toFloatingDateTime,
  writeText,
} from './sheet-cells';

const floating = (iso: string) => new Date(`${iso}Z`);

describe('date cells hold the wall clock of Europe/Berlin', () => {
  it.each([
    ['winter (CET, +1)', '2026-11-28T17:00:00Z', '2026-11-28T18:00:00.000Z'],
    ['summer (CEST, +2)', '2026-06-13T16:00:00Z', '2026-06-13T18:00:00.000Z'],
    ['an instant that is the next day in Berlin', '2026-12-31T23:30:00Z', '2027-01-01T00:30:00.000Z'],
  ])('%s: %s is written as %s', (_name, instant, expected) => {
    expect(toFloatingDateTime(new Date(instant)).toISOString()).toBe(expected);
  });

  it('reads a date cell back to the same instant', () => {
    const instant = new Date('2027-03-27T17:00:00Z');
    expect(readDateTime(toFloatingDateTime(instant), '00:00')).toEqual({ ok: true, value: instant });
  });

  it('writes a day as midnight', () => {
    expect(toFloatingDate('2027-01-03').toISOString()).toBe('2027-01-03T00:00:00.000Z');
  });
});

describe('reading points in time', () => {
  it.each<[string, string | number | Date, '00:00' | '23:59', string]>([
    ['German text with time, winter', '15.03.2027 18:00', '00:00', '2027-03-15T17:00:00.000Z'],
    ['German text with time, summer', '15.07.2027 18:00', '00:00', '2027-07-15T16:00:00.000Z'],
    ['German text with "Uhr"', '1.7.2027 9:30 Uhr', '00:00', '2027-07-01T07:30:00.000Z'],
    ['a start without time is midnight', '15.03.2027', '00:00', '2027-03-14T23:00:00.000Z'],
    ['an end without time is 23:59', '15.03.2027', '23:59', '2027-03-15T22:59:00.000Z'],
    ['ISO text', '2027-03-15 18:00', '00:00', '2027-03-15T17:00:00.000Z'],
    ['a floating date cell', floating('2027-03-15T18:00:00'), '00:00', '2027-03-15T17:00:00.000Z'],
    ['a serial number (46461.75 = 15.03.2027 18:00)', 46461.75, '00:00', '2027-03-15T17:00:00.000Z'],
  ])('%s', (_name, value, dayOnly, expected) => {
    const result = readDateTime(value, dayOnly);
    expect(result.ok && result.value?.toISOString()).toBe(expected);
  });

  it.each(['31.02.2027', '15.03.2027 25:00', 'morgen', '2027/03/15'])(
    'refuses %j with the format',
    (value) => {
      const result = readDateTime(value, '00:00');
      expect(result).toEqual({ ok: false, message: expect.stringContaining('TT.MM.JJJJ HH:MM') });
      expect(!result.ok && result.message).toContain(`„${value}“`);
    },
  );

  it('leaves an empty cell empty', () => {
    expect(readDateTime(null, '00:00')).toEqual({ ok: true, value: null });
    expect(readDateTime('  ', '23:59')).toEqual({ ok: true, value: null });
  });
});

describe('reading days', () => {
  it.each<[string | Date | number, string]>([
    ['03.01.2027', '2027-01-03'],
    ['2027-01-03', '2027-01-03'],
    [floating('2027-01-03T00:00:00'), '2027-01-03'],
    [46390, '2027-01-03'],
  ])('%j is %s', (value, day) => {
    expect(readDay(value)).toEqual({ ok: true, value: day });
  });

  it('refuses a time where a day is due', () => {
    expect(readDay('03.01.2027 18:00').ok).toBe(false);
  });

  it.each([
    ['15.03.2023', '2023-03-15'],
    ['1.3.2023', '2023-03-01'],
    [' 15.03.2023 ', '2023-03-15'],
    ['2023-03-15', null],
    ['15.03.23', null],
    ['30.02.2023', null],
    ['', null],
  ])('the dialog reads %j as %s', (text, day) => {
    expect(parseGermanDay(text)).toBe(day);
  });
});

describe('yes and no', () => {
  it.each<[string | boolean | null, boolean]>([
    ['Ja', true],
    ['ja', true],
    ['x', true],
    [true, true],
    ['Nein', false],
    ['', false],
    [null, false],
    [false, false],
  ])('%j is %s', (value, expected) => {
    expect(readBoolean(value)).toEqual({ ok: true, value: expected });
  });

  it('refuses anything else', () => {
    expect(readBoolean('vielleicht')).toEqual({
      ok: false,
      message: '„vielleicht“ ist weder „Ja“ noch „Nein“.',
    });
  });
});

describe('formula injection guard', () => {
  it.each([
    ['=HYPERLINK("http://böse")', '\'=HYPERLINK("http://böse")'],
    ['+49 7133 1234', "'+49 7133 1234"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['Brot für die Welt', 'Brot für die Welt'],
  ])('%j is written as %j and read back unchanged', (text, written) => {
    expect(writeText(text)).toBe(written);
    expect(readText(writeText(text))).toBe(text);
  });

  it('keeps an apostrophe that guards nothing', () => {
    expect(readText("'s Gemeindehaus")).toBe("'s Gemeindehaus");
  });
});
