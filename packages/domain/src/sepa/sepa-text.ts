/**
 * Texts inside a SEPA file. Banks only have to accept the EPC's basic Latin set
 * (a–z A–Z 0–9 / - ? : ( ) . , ' + and space): anything else may make a whole file bounce, so names
 * and remittance texts are transliterated (ä → ae, é → e) and cut to the EPC lengths before they go in.
 */

/** EPC limit for a name (debtor, creditor); the XSD would take 140, banks do not. */
export const SEPA_NAME_MAX_LENGTH = 70;
/** One unstructured remittance line (`Ustrd`). */
export const SEPA_REMITTANCE_MAX_LENGTH = 140;
/** Message, payment, end-to-end ids and mandate references. */
export const SEPA_IDENTIFIER_MAX_LENGTH = 35;

const TRANSLITERATIONS: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
  ß: 'ss',
  ẞ: 'SS',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  '&': '+',
  _: '-',
  '–': '-',
  '—': '-',
  '‚': "'",
  '‘': "'",
  '’': "'",
  '"': "'",
  '„': "'",
  '“': "'",
  '”': "'",
  '€': 'EUR',
};
const TRANSLITERATED = new RegExp(`[${Object.keys(TRANSLITERATIONS).join('')}]`, 'g');
const COMBINING_MARKS = /\p{M}/gu;
const OUTSIDE_BASIC_LATIN = /[^A-Za-z0-9/\-?:().,'+ ]/g;
const IDENTIFIER_PATTERN = /^[A-Za-z0-9/\-?:().,'+]+$/;

/**
 * The text in the EPC basic Latin set: umlauts and ß spelt out, other accents dropped, what has no
 * equivalent becomes a space; runs of spaces collapse; cut to `maxLength`. May answer ''.
 */
export function sanitizeSepaText(text: string, maxLength: number): string {
  const latin = text
    .normalize('NFC')
    .replace(TRANSLITERATED, (character) => TRANSLITERATIONS[character] ?? ' ')
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(OUTSIDE_BASIC_LATIN, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
  return latin.slice(0, maxLength).trimEnd();
}

/** 'Müller & Söhne' → 'Mueller + Soehne', at most 70 characters. */
export function sanitizeSepaName(name: string): string {
  return sanitizeSepaText(name, SEPA_NAME_MAX_LENGTH);
}

/** One remittance line, at most 140 characters. */
export function sanitizeSepaRemittance(text: string): string {
  return sanitizeSepaText(text, SEPA_REMITTANCE_MAX_LENGTH);
}

/**
 * An id a bank will take (MsgId, PmtInfId, EndToEndId, MndtId): 1–35 characters of the basic Latin
 * set without spaces, and no '/' at either end nor '//' inside (the EPC's rule for references).
 */
export function isValidSepaIdentifier(value: string): boolean {
  return (
    value.length <= SEPA_IDENTIFIER_MAX_LENGTH &&
    IDENTIFIER_PATTERN.test(value) &&
    !value.startsWith('/') &&
    !value.endsWith('/') &&
    !value.includes('//')
  );
}
