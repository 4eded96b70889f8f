import { describe, expect, it } from 'vitest';
import { formatReceiptDay, formatReceiptPeriod, spanOfDays } from './receipt-format';
import {
  formatReceiptNumber,
  parseReceiptNumber,
  receiptFileName,
  toAsciiFileNamePart,
} from './receipt-number';

describe('formatReceiptNumber', () => {
  it.each([
    [2026, 1, 'ZB-2026-00001'],
    [2026, 42, 'ZB-2026-00042'],
    [2027, 99_999, 'ZB-2027-99999'],
    [2027, 123_456, 'ZB-2027-123456'],
  ])('%i/%i → %s', (year, sequence, number) => {
    expect(formatReceiptNumber(year, sequence)).toBe(number);
    expect(parseReceiptNumber(number)).toEqual({ year, sequence });
  });

  it.each([
    [2026, 0],
    [2026, -1],
    [2026, 1.5],
    [26, 1],
  ])('refuses %i/%i', (year, sequence) => {
    expect(() => formatReceiptNumber(year, sequence)).toThrow(RangeError);
  });

  it('reads only its own numbers', () => {
    expect(parseReceiptNumber('ZB-2026-42')).toBeNull();
    expect(parseReceiptNumber('RE-2026-00042')).toBeNull();
  });
});

describe('receiptFileName', () => {
  it.each([
    ['Müller', 'Zuwendungsbestaetigung_ZB-2026-00042_Mueller.pdf'],
    ['Weiß-Öztürk', 'Zuwendungsbestaetigung_ZB-2026-00042_Weiss-Oeztuerk.pdf'],
    ["O'Brien", 'Zuwendungsbestaetigung_ZB-2026-00042_O-Brien.pdf'],
    ['Çelik Ñúñez', 'Zuwendungsbestaetigung_ZB-2026-00042_Celik-Nunez.pdf'],
    ['../../etc/passwd', 'Zuwendungsbestaetigung_ZB-2026-00042_etc-passwd.pdf'],
    ['', 'Zuwendungsbestaetigung_ZB-2026-00042.pdf'],
    ['王', 'Zuwendungsbestaetigung_ZB-2026-00042.pdf'],
    [null, 'Zuwendungsbestaetigung_ZB-2026-00042.pdf'],
  ])('%s → %s', (lastName, fileName) => {
    expect(receiptFileName('ZB-2026-00042', lastName)).toBe(fileName);
  });

  it('keeps long names short and ASCII', () => {
    const name = receiptFileName('ZB-2026-00042', 'Ä'.repeat(200));
    expect(name).toMatch(/^[A-Za-z0-9_.-]+$/);
    expect(toAsciiFileNamePart('Ä'.repeat(200))).toHaveLength(40);
  });
});

describe('receipt days', () => {
  it('writes German days and periods', () => {
    expect(formatReceiptDay('2026-03-01')).toBe('01.03.2026');
    expect(formatReceiptPeriod({ from: '2026-01-01', until: '2026-12-31' })).toBe('01.01.2026 – 31.12.2026');
    expect(formatReceiptPeriod({ from: '2026-05-05', until: '2026-05-05' })).toBe('05.05.2026');
    expect(spanOfDays(['2026-05-01', '2026-02-03', '2026-11-30'])).toEqual({
      from: '2026-02-03',
      until: '2026-11-30',
    });
    expect(spanOfDays([])).toBeNull();
    expect(() => formatReceiptDay('1.3.2026')).toThrow(RangeError);
  });
});
