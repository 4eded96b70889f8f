/**
 * The amount of a donation receipt in German words ('Betrag in Buchstaben'): the BMF's model forms
 * want the amount both in figures and in letters. The euro part is one word up to the thousands,
 * with the explicit 'ein' of 'einhundert' and 'eintausend' that receipts use so that nothing can be
 * put in front; millions are nouns and stand apart ('eine Million', 'zwei Millionen').
 *   12550 → 'einhundertfünfundzwanzig Euro fünfzig Cent', 100 → 'ein Euro', 0 → 'null Euro'
 */

const BELOW_TWENTY = [
  'null',
  'eins',
  'zwei',
  'drei',
  'vier',
  'fünf',
  'sechs',
  'sieben',
  'acht',
  'neun',
  'zehn',
  'elf',
  'zwölf',
  'dreizehn',
  'vierzehn',
  'fünfzehn',
  'sechzehn',
  'siebzehn',
  'achtzehn',
  'neunzehn',
] as const;

const TENS = ['', '', 'zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'];

/** The largest amount the words are written for: 999.999.999,99 €. */
export const MAX_AMOUNT_IN_WORDS_CENTS = 99_999_999_999;

/** 1–99 as a number word: 'eins', 'sechzehn', 'einundzwanzig', 'dreißig'. */
function wordsBelowHundred(value: number): string {
  if (value < 20) return BELOW_TWENTY[value] ?? '';
  const unit = value % 10;
  const tens = TENS[Math.trunc(value / 10)] ?? '';
  if (unit === 0) return tens;
  // 'eins' loses its s in front of 'und': einundzwanzig.
  return `${unit === 1 ? 'ein' : BELOW_TWENTY[unit]}und${tens}`;
}

/** 1–999: 'einhunderteins', 'zweihundert', 'siebzehn'. */
function wordsBelowThousand(value: number): string {
  const hundreds = Math.trunc(value / 100);
  const rest = value % 100;
  const head = hundreds === 0 ? '' : `${hundreds === 1 ? 'ein' : BELOW_TWENTY[hundreds]}hundert`;
  return rest === 0 ? head : head + wordsBelowHundred(rest);
}

/** A count that stands in front of a noun or 'tausend': a final 'eins' becomes 'ein' (einundzwanzigtausend, hunderteintausend). */
function asPrefix(words: string): string {
  return words.endsWith('eins') ? words.slice(0, -1) : words;
}

/** 1–999.999: one word, 'eintausendzweihundertvierunddreißig'. */
function wordsBelowMillion(value: number): string {
  const thousands = Math.trunc(value / 1000);
  const rest = value % 1000;
  const head = thousands === 0 ? '' : `${asPrefix(wordsBelowThousand(thousands))}tausend`;
  return rest === 0 ? head : head + wordsBelowThousand(rest);
}

/**
 * A whole number 0–999.999.999 in German words as on a receipt: 1 → 'eins', 101 → 'einhunderteins',
 * 1000 → 'eintausend', 1000001 → 'eine Million eins', 2000000 → 'zwei Millionen'.
 */
export function numberInGermanWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0 || value > 999_999_999) {
    throw new RangeError(`no German number words for ${value}`);
  }
  if (value === 0) return 'null';
  const millions = Math.trunc(value / 1_000_000);
  const rest = value % 1_000_000;
  const parts: string[] = [];
  if (millions === 1) parts.push('eine Million');
  else if (millions > 1) parts.push(`${asPrefix(wordsBelowThousand(millions))} Millionen`);
  if (rest > 0) parts.push(wordsBelowMillion(rest));
  return parts.join(' ');
}

/** A count in front of 'Euro' or 'Cent': exactly one is 'ein' (ein Euro, ein Cent); 101 stays 'einhunderteins'. */
function countBeforeUnit(value: number): string {
  return value === 1 ? 'ein' : numberInGermanWords(value);
}

/**
 * A receipt amount in words: 'einhundertfünfundzwanzig Euro fünfzig Cent'; whole euros without
 * cents leave the cents out ('ein Euro'); below one euro the euros are 'null Euro'.
 */
export function amountInGermanWords(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0 || cents > MAX_AMOUNT_IN_WORDS_CENTS) {
    throw new RangeError(`no German words for an amount of ${cents} cents`);
  }
  const euros = Math.trunc(cents / 100);
  const rest = cents % 100;
  const euroWords = `${countBeforeUnit(euros)} Euro`;
  return rest === 0 ? euroWords : `${euroWords} ${countBeforeUnit(rest)} Cent`;
}
