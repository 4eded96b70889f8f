import { describe, expect, it } from 'vitest';
import { buildDirectDebitFileName, formatFileTimestamp } from './direct-debit-file-name';

describe('direct-debit file name: {timestamp}_Lastschriften {organisation}.xml', () => {
  it.each([
    [
      '2026-03-29T10:05:00Z',
      'Ev. Kirchengemeinde Lauffen',
      '2026-03-29_12-05_Lastschriften Ev. Kirchengemeinde Lauffen.xml',
    ],
    ['2026-01-15T23:30:00Z', 'Gemeinde Süd', '2026-01-16_00-30_Lastschriften Gemeinde Süd.xml'], // Berlin is past midnight
    [
      '2026-07-01T06:00:00Z',
      'St. Kilian / Lauffen: "Mitte"',
      '2026-07-01_08-00_Lastschriften St. Kilian - Lauffen- -Mitte-.xml',
    ],
    ['2026-07-01T06:00:00Z', '  Gemeinde\n  Nord ', '2026-07-01_08-00_Lastschriften Gemeinde Nord.xml'],
  ])('%s, %j → %s', (instant, organization, name) => {
    expect(buildDirectDebitFileName(new Date(instant), organization)).toBe(name);
  });

  it('writes the timestamp as YYYY-MM-DD_HH-mm in Berlin time', () => {
    expect(formatFileTimestamp(new Date('2026-10-25T00:59:00Z'))).toBe('2026-10-25_02-59'); // summer time
    expect(formatFileTimestamp(new Date('2026-10-25T01:00:00Z'))).toBe('2026-10-25_02-00'); // winter time again
  });
});
