import { describe, expect, it } from 'vitest';
import { isValidIBAN } from '../planning/ibantools-esm';
import {
  isBicRequired,
  normalizeBic,
  normalizeIban,
  validateAccountHolder,
  validateSepaBic,
  validateSepaIban,
} from './sepa-account';

const INVALID_IBAN = 'Bitte geben Sie eine gültige IBAN ein.';

describe('IBAN for a direct debit', () => {
  it.each([
    ['DE89 3704 0044 0532 0130 00', 'DE89370400440532013000'],
    [' de89370400440532013000 ', 'DE89370400440532013000'],
    ['AT61 1904 3002 3457 3201', 'AT611904300234573201'],
    ['CH93 0076 2011 6238 5295 7', 'CH9300762011623852957'], // SEPA, outside the EEA
    ['GB29 NWBK 6016 1331 9268 19', 'GB29NWBK60161331926819'],
  ])('%s → %s', (input, electronic) => {
    expect(normalizeIban(input)).toBe(electronic);
    expect(validateSepaIban(input)).toBeNull();
  });

  it.each([
    ['DE89 3704 0044 0532 0130 01'], // check digits
    ['DE89 3704 0044 0532 0130'], // too short for Germany
    ['kein iban'],
    [''],
  ])('%j is refused with the spec message', (input) => {
    expect(normalizeIban(input)).toBeNull();
    expect(validateSepaIban(input)).toBe(INVALID_IBAN);
  });

  it('refuses a valid IBAN of a country outside SEPA: no debit reaches it', () => {
    const turkish = 'TR330006100519786457841326';
    expect(isValidIBAN(turkish)).toBe(true);
    expect(validateSepaIban(turkish)).toBe(INVALID_IBAN);
    expect(validateSepaIban(null)).toBe(INVALID_IBAN);
  });
});

describe('BIC (optional inside the EEA)', () => {
  it.each([
    [' cobadeffxxx ', 'COBADEFFXXX'],
    ['COBA DE FF', 'COBADEFF'],
    ['', null],
    [null, null],
    ['DEUT', undefined],
    ['COBADEFFXX', undefined],
  ])('%j → %j', (input, expected) => {
    expect(normalizeBic(input)).toBe(expected);
  });

  it.each([
    ['DE', 'DE89370400440532013000', false],
    ['AT', 'AT611904300234573201', false],
    ['CH', 'CH9300762011623852957', true],
    ['GB', 'GB29NWBK60161331926819', true],
  ])('%s needs a BIC: %s', (_country, iban, required) => {
    expect(isBicRequired(iban)).toBe(required);
  });

  it.each([
    ['', 'DE89370400440532013000', null],
    ['COBADEFFXXX', 'DE89370400440532013000', null],
    [
      '',
      'CH9300762011623852957',
      'Für Konten außerhalb des Europäischen Wirtschaftsraums ist die BIC erforderlich.',
    ],
    ['UBSWCHZH80A', 'CH9300762011623852957', null],
    ['XYZ', 'DE89370400440532013000', 'Bitte geben Sie eine gültige BIC ein.'],
    ['', 'kein iban', null], // the IBAN has its own message
  ])('%j with %s → %s', (bic, iban, message) => {
    expect(validateSepaBic(bic, iban)).toBe(message);
  });
});

describe('account holder', () => {
  it.each([
    ['Erika Mustermann', null],
    ['Jürgen Weiß', null],
    ['   ', 'Bitte geben Sie den Namen des Kontoinhabers an.'],
    ['😀', 'Bitte geben Sie den Namen des Kontoinhabers an.'],
    [null, 'Bitte geben Sie den Namen des Kontoinhabers an.'],
  ])('%j → %s', (name, message) => {
    expect(validateAccountHolder(name)).toBe(message);
  });
});
