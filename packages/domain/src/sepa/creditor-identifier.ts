/**
 * The creditor identifier (Gläubiger-Identifikationsnummer): 'CC' country, two check digits, a
 * three-character business code the creditor chooses freely (usually 'ZZZ'), and the national
 * identifier. The check digits are ISO 7064 MOD 97-10 over national identifier + country + '00',
 * letters counted A = 10 … Z = 35; the business code takes no part, so it may change without a new id.
 */
import { isSEPACountry } from '../planning/ibantools-esm';
import { SEPA_MESSAGES } from './sepa-messages';

const CREDITOR_ID_PATTERN = /^([A-Z]{2})(\d{2})([A-Z0-9]{3})([A-Z0-9]{1,28})$/;
/** The Bundesbank hands out 11-digit national identifiers: 'DE98ZZZ09999999999'. */
const GERMAN_NATIONAL_ID = /^\d{11}$/;

export type CreditorIdentifierParts = {
  countryCode: string;
  checkDigits: string;
  businessCode: string;
  nationalIdentifier: string;
};

/** 'de98 zzz0 9999 9999 99' → 'DE98ZZZ09999999999' (spaces out, upper case); no check. */
export function compactCreditorIdentifier(value: string): string {
  return value.replace(/\s/g, '').toUpperCase();
}

/** The parts of a creditor id in the right shape, or null (the check digits are not checked). */
export function parseCreditorIdentifier(value: string): CreditorIdentifierParts | null {
  const match = CREDITOR_ID_PATTERN.exec(compactCreditorIdentifier(value));
  if (!match) return null;
  const [, countryCode = '', checkDigits = '', businessCode = '', nationalIdentifier = ''] = match;
  return { countryCode, checkDigits, businessCode, nationalIdentifier };
}

/** The two check digits that belong to a country and national identifier: ('DE', '09999999999') → '98'. */
export function computeCreditorIdentifierCheckDigits(
  countryCode: string,
  nationalIdentifier: string,
): string {
  const remainder = mod97(toDigits(`${nationalIdentifier}${countryCode}00`.toUpperCase()));
  return String(98 - remainder).padStart(2, '0');
}

/** Normalised creditor id ('DE98ZZZ09999999999'), or null when its shape or check digits are wrong. */
export function normalizeCreditorIdentifier(value: string | null | undefined): string | null {
  const parts = parseCreditorIdentifier(value ?? '');
  if (!parts || !isSEPACountry(parts.countryCode)) return null;
  if (parts.countryCode === 'DE' && !GERMAN_NATIONAL_ID.test(parts.nationalIdentifier)) return null;
  const expected = computeCreditorIdentifierCheckDigits(parts.countryCode, parts.nationalIdentifier);
  if (parts.checkDigits !== expected) return null;
  return `${parts.countryCode}${parts.checkDigits}${parts.businessCode}${parts.nationalIdentifier}`;
}

export function isValidCreditorIdentifier(value: string | null | undefined): boolean {
  return normalizeCreditorIdentifier(value) !== null;
}

export function validateCreditorIdentifier(value: string | null | undefined): string | null {
  return isValidCreditorIdentifier(value) ? null : SEPA_MESSAGES.invalidCreditorIdentifier;
}

function toDigits(text: string): string {
  let digits = '';
  for (const character of text) {
    const code = character.charCodeAt(0);
    digits += code >= 65 && code <= 90 ? String(code - 55) : character;
  }
  return digits;
}

/** Digit by digit, so identifiers longer than a safe integer need no BigInt. */
function mod97(digits: string): number {
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder;
}
