/**
 * How a typed amount is read. German format is the rule (dots group thousands, the comma is the
 * decimal mark), but a treasurer who types '12.50' means 12,50 €, not 1.250,00 €: a dot followed by
 * one or two digits at the end, with no comma, can only be a decimal mark, because a thousands dot
 * always has three digits after it. So '12.50' is 12,50 € and '1.250' stays 1.250,00 €. Anything
 * that fits neither reading is refused rather than guessed.
 */

export type AmountReading =
  /** nothing typed: 0 */
  | 'empty'
  /** '1.234,56', '80', '1.250' */
  | 'german'
  /** '12.50', '1250.5': the dot read as the decimal mark */
  | 'decimal_point';

export type TypedAmount = { cents: number; reading: AmountReading } | { cents: null; reading: null };

const MAX_WHOLE_DIGITS = 13;
const CURRENCY_SIGNS = /€|EUR|CHF|Fr\./gi;
/** '1.234.567': dots only between groups of three */
const GROUPED_THOUSANDS = /^\d{1,3}(\.\d{3})+$/;
const PLAIN_WHOLE = /^\d+$/;
const DOT_DECIMAL = /^(\d+)\.(\d{1,2})$/;

function toCents(whole: string, fraction: string): number | null {
  const digits = whole.replace(/^0+(?=\d)/, '');
  if (digits.length > MAX_WHOLE_DIGITS) return null;
  return Number(digits) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The whole part in German format: plain digits or thousands grouped by dots. */
function readGermanWhole(text: string): string | null {
  if (PLAIN_WHOLE.test(text)) return text;
  if (GROUPED_THOUSANDS.test(text)) return text.replace(/\./g, '');
  return null;
}

/** What a user typed into an amount field, in cents, and how it was read; no negative amounts. */
export function readTypedAmount(input: string): TypedAmount {
  const text = input.replace(CURRENCY_SIGNS, '').replace(/\s/g, '');
  if (text === '') return { cents: 0, reading: 'empty' };
  const refused: TypedAmount = { cents: null, reading: null };

  const commaParts = text.split(',');
  if (commaParts.length > 2) return refused;
  if (commaParts.length === 2) {
    const [wholeText = '', fraction = ''] = commaParts;
    if (!/^\d{1,2}$/.test(fraction)) return refused;
    const whole = readGermanWhole(wholeText);
    const cents = whole === null ? null : toCents(whole, fraction);
    return cents === null ? refused : { cents, reading: 'german' };
  }

  const decimal = DOT_DECIMAL.exec(text);
  if (decimal) {
    const cents = toCents(decimal[1] ?? '', decimal[2] ?? '');
    return cents === null ? refused : { cents, reading: 'decimal_point' };
  }
  const whole = readGermanWhole(text);
  const cents = whole === null ? null : toCents(whole, '');
  return cents === null ? refused : { cents, reading: 'german' };
}
