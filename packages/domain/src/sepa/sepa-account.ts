/**
 * The donor's account for a SEPA direct debit: IBAN (checked by ibantools: country format and
 * check digits), optional BIC and the account holder's name.
 */
import { electronicFormatIBAN, isSEPACountry, isValidBIC, isValidIBAN } from '../planning/ibantools-esm';
import { SEPA_MESSAGES } from './sepa-messages';
import { sanitizeSepaName } from './sepa-text';

/**
 * Countries of the European Economic Area: inside it a debit needs the IBAN only ("IBAN only" since
 * 2016). SEPA countries outside it (Switzerland, the United Kingdom, Monaco …) still need the BIC.
 */
const EEA_COUNTRIES = new Set(
  'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IS IT LI LT LU LV MT NL NO PL PT RO SE SI SK'.split(' '),
);

/**
 * ' de89 3704 0044 0532 0130 00' → 'DE89370400440532013000'; null when it is not a valid IBAN of a
 * SEPA country (a direct debit can reach no other account).
 */
export function normalizeIban(value: string | null | undefined): string | null {
  const electronic = electronicFormatIBAN(value ?? '');
  if (!electronic || !isValidIBAN(electronic)) return null;
  return isSEPACountry(electronic.slice(0, 2)) ? electronic : null;
}

/** The spec's message for an IBAN a debit cannot use, or null. The IBAN is required here. */
export function validateSepaIban(value: string | null | undefined): string | null {
  return normalizeIban(value) ? null : SEPA_MESSAGES.invalidIban;
}

/** Whether a debit from this (valid) IBAN must name the debtor's bank by BIC. */
export function isBicRequired(iban: string): boolean {
  return !EEA_COUNTRIES.has(iban.slice(0, 2).toUpperCase());
}

/** ' cobadeffxxx ' → 'COBADEFFXXX'; '' and null → null; undefined for a BIC that is not valid. */
export function normalizeBic(value: string | null | undefined): string | null | undefined {
  const compact = (value ?? '').replace(/\s/g, '').toUpperCase();
  if (compact === '') return null;
  return isValidBIC(compact) ? compact : undefined;
}

/** BIC is optional inside the EEA and required outside; a BIC given must be valid in any case. */
export function validateSepaBic(
  value: string | null | undefined,
  iban: string | null | undefined,
): string | null {
  const bic = normalizeBic(value);
  if (bic === undefined) return SEPA_MESSAGES.invalidBic;
  const account = normalizeIban(iban);
  return bic === null && account !== null && isBicRequired(account) ? SEPA_MESSAGES.bicRequired : null;
}

/** The account holder must have a name that survives the SEPA character set. */
export function validateAccountHolder(name: string | null | undefined): string | null {
  return sanitizeSepaName(name ?? '') === '' ? SEPA_MESSAGES.accountHolderRequired : null;
}
