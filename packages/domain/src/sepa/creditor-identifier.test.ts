import { describe, expect, it } from 'vitest';
import {
  computeCreditorIdentifierCheckDigits,
  isValidCreditorIdentifier,
  normalizeCreditorIdentifier,
  parseCreditorIdentifier,
  validateCreditorIdentifier,
} from './creditor-identifier';

describe('creditor identifier (ISO 7064 MOD 97-10 over national id + country + 00)', () => {
  it.each([
    ['DE98ZZZ09999999999'], // the Bundesbank's test creditor id
    ['AT61ZZZ01234567890'],
    ['BE69ZZZ050D000000008'],
    ['ES50ZZZM23456789'],
    ['FR72ZZZ123456'],
    ['IT66ZZZA1B2C3D4E5F6G7H8'],
    ['NL79ZZZ999999990000'],
  ])('%s is valid', (id) => {
    expect(isValidCreditorIdentifier(id)).toBe(true);
    expect(validateCreditorIdentifier(id)).toBeNull();
  });

  it('computes the published check digits', () => {
    expect(computeCreditorIdentifierCheckDigits('DE', '09999999999')).toBe('98');
    expect(computeCreditorIdentifierCheckDigits('IT', 'A1B2C3D4E5F6G7H8')).toBe('66');
    expect(computeCreditorIdentifierCheckDigits('FR', '123456')).toBe('72');
  });

  it('ignores the business code: a creditor may change it without a new id', () => {
    expect(normalizeCreditorIdentifier('DE98ABC09999999999')).toBe('DE98ABC09999999999');
    expect(normalizeCreditorIdentifier('DE98001 09999999999')).toBe('DE9800109999999999');
  });

  it('takes spaces and lower case as typed', () => {
    expect(normalizeCreditorIdentifier(' de98 zzz0 9999 9999 99 ')).toBe('DE98ZZZ09999999999');
  });

  it.each([
    ['DE97ZZZ09999999999'], // check digits off by one
    ['DE98ZZZ09999999998'], // national id changed
    ['DE98ZZZ0999999999'], // 10 digits: German ids have 11
    ['DE98ZZZ0999999999A'],
    ['US98ZZZ09999999999'], // not a SEPA country
    ['DE9ZZZ09999999999'],
    ['DE98ZZ'],
    [`IT66ZZZ${'A'.repeat(29)}`], // longer than 35
    [''],
  ])('%s is not valid', (id) => {
    expect(isValidCreditorIdentifier(id)).toBe(false);
    expect(validateCreditorIdentifier(id)).toBe(
      'Bitte geben Sie eine gültige Gläubiger-Identifikationsnummer ein.',
    );
  });

  it('splits an id into its parts', () => {
    expect(parseCreditorIdentifier('DE98ZZZ09999999999')).toEqual({
      countryCode: 'DE',
      checkDigits: '98',
      businessCode: 'ZZZ',
      nationalIdentifier: '09999999999',
    });
    expect(validateCreditorIdentifier(null)).not.toBeNull();
  });
});
