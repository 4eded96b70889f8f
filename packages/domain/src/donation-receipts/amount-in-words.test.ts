import { describe, expect, it } from 'vitest';
import { amountInGermanWords, numberInGermanWords } from './amount-in-words';

describe('numberInGermanWords', () => {
  it.each([
    [0, 'null'],
    [1, 'eins'],
    [2, 'zwei'],
    [11, 'elf'],
    [12, 'zwölf'],
    [16, 'sechzehn'],
    [17, 'siebzehn'],
    [20, 'zwanzig'],
    [21, 'einundzwanzig'],
    [30, 'dreißig'],
    [67, 'siebenundsechzig'],
    [99, 'neunundneunzig'],
    [100, 'einhundert'],
    [101, 'einhunderteins'],
    [111, 'einhundertelf'],
    [125, 'einhundertfünfundzwanzig'],
    [999, 'neunhundertneunundneunzig'],
    [1000, 'eintausend'],
    [1001, 'eintausendeins'],
    [1246, 'eintausendzweihundertsechsundvierzig'],
    [1322, 'eintausenddreihundertzweiundzwanzig'],
    [21_000, 'einundzwanzigtausend'],
    [101_000, 'einhunderteintausend'],
    [999_999, 'neunhundertneunundneunzigtausendneunhundertneunundneunzig'],
    [1_000_000, 'eine Million'],
    [1_000_001, 'eine Million eins'],
    [1_250_000, 'eine Million zweihundertfünfzigtausend'],
    [2_000_000, 'zwei Millionen'],
    [21_000_017, 'einundzwanzig Millionen siebzehn'],
    [
      999_999_999,
      'neunhundertneunundneunzig Millionen neunhundertneunundneunzigtausendneunhundertneunundneunzig',
    ],
  ])('%i → %s', (value, words) => {
    expect(numberInGermanWords(value)).toBe(words);
  });

  it.each([-1, 1.5, 1_000_000_000, Number.NaN])('refuses %s', (value) => {
    expect(() => numberInGermanWords(value)).toThrow(RangeError);
  });
});

describe('amountInGermanWords', () => {
  it.each([
    [0, 'null Euro'],
    [1, 'null Euro ein Cent'],
    [50, 'null Euro fünfzig Cent'],
    [100, 'ein Euro'],
    [101, 'ein Euro ein Cent'],
    [1600, 'sechzehn Euro'],
    [1700, 'siebzehn Euro'],
    [2100, 'einundzwanzig Euro'],
    [2121, 'einundzwanzig Euro einundzwanzig Cent'],
    [10_000, 'einhundert Euro'],
    [10_100, 'einhunderteins Euro'],
    [12_550, 'einhundertfünfundzwanzig Euro fünfzig Cent'],
    [30_000, 'dreihundert Euro'],
    [100_000, 'eintausend Euro'],
    [100_099, 'eintausend Euro neunundneunzig Cent'],
    [100_000_000, 'eine Million Euro'],
    [100_000_100, 'eine Million eins Euro'],
    [200_000_005, 'zwei Millionen Euro fünf Cent'],
    [
      99_999_999_999,
      'neunhundertneunundneunzig Millionen neunhundertneunundneunzigtausendneunhundertneunundneunzig Euro neunundneunzig Cent',
    ],
  ])('%i cents → %s', (cents, words) => {
    expect(amountInGermanWords(cents)).toBe(words);
  });

  it.each([-100, 12.5, 100_000_000_000])('refuses %s cents', (cents) => {
    expect(() => amountInGermanWords(cents)).toThrow(RangeError);
  });
});
