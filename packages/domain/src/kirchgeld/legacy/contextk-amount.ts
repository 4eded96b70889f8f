/**
 * Amounts of ContextK's booking export (Buchungen.csv, column Betrag): German decimals with a comma
 * and optional thousands dots ('1.234,50'). Parsed to integer cents; anything ambiguous is refused
 * rather than guessed ('12,345' could be a typo for 12,34 or 12.345).
 */

const GERMAN_AMOUNT = /^(-)?(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/;

/** '1.234,50' → 123450, '12,5' → 1250, '12' → 1200, '-3,00' → -300; null when not a German amount. */
export function parseContextKAmount(text: string): number | null {
  const match = GERMAN_AMOUNT.exec(text.trim().replace(/\s*(€|EUR)$/i, ''));
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  const digits = whole.replaceAll('.', '');
  if (digits.length > 11) return null;
  const cents = Number(digits) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -cents : cents;
}

/** ContextK writes days as DD.MM.YYYY; answers YYYY-MM-DD, or null for a day that does not exist. */
export function parseContextKDay(text: string): string | null {
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, day = '', month = '', year = ''] = match;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso || year < '1000') return null;
  return iso;
}
