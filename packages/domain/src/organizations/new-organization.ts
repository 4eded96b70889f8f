/**
 * The rules of a new organisation (administration.md §2 "Organisation creation dialog", §5 "New
 * organisation", §9): name (trimmed), level and currency required; the address with street,
 * postcode, locality and country (the address rules of `addresses`), and its type. The web uses them
 * to enable 'Speichern', the server to refuse bad input at its field (`address.postcode` …).
 */
import { type AddressInput, normalizeAddress, validateAddress } from '../addresses/address-rules';
import {
  CURRENCIES,
  type Currency,
  ORGANIZATION_LEVELS,
  type OrganizationLevel,
} from './organization-levels';

export const NEW_ORGANIZATION_MESSAGES = {
  required: 'Dieses Feld darf nicht leer sein.',
  unknownLevel:
    'Bitte wählen Sie eine der Ebenen International, Landeskirche, Region, Kirchenbezirk, Gemeinde oder Sonstige.',
  unknownCurrency: 'Bitte wählen Sie die Währung EUR oder CHF.',
  typeRequired: 'Bitte wählen Sie einen Adresstyp aus der Liste.',
  unknownParent: 'Diese übergeordnete Organisation gibt es nicht.',
  onlySuperusers: 'Nur Plattform-Administratoren können Organisationen anlegen.',
  saved: 'Organisation wurde erfolgreich gespeichert.',
} as const;

export type NewOrganizationInput = {
  name: string;
  level: string;
  currency: string;
  address: AddressInput;
};

export function isOrganizationLevel(value: string): value is OrganizationLevel {
  return (ORGANIZATION_LEVELS as readonly string[]).includes(value);
}

export function isCurrency(value: string): value is Currency {
  return (CURRENCIES as readonly string[]).includes(value);
}

/**
 * Field errors keyed by the API's field paths (`name`, `level`, `currency`, `address.postcode` …);
 * empty when the organisation may be saved. The address's addressee defaults to the organisation's
 * name, so only a name of its own is checked there.
 */
export function validateNewOrganization(input: NewOrganizationInput): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const isBlank = (value: string | null | undefined) => (value ?? '').trim().length === 0;
  if (isBlank(input.name)) errors.name = [NEW_ORGANIZATION_MESSAGES.required];
  if (isBlank(input.level)) errors.level = [NEW_ORGANIZATION_MESSAGES.required];
  else if (!isOrganizationLevel(input.level)) errors.level = [NEW_ORGANIZATION_MESSAGES.unknownLevel];
  if (isBlank(input.currency)) errors.currency = [NEW_ORGANIZATION_MESSAGES.required];
  else if (!isCurrency(input.currency)) errors.currency = [NEW_ORGANIZATION_MESSAGES.unknownCurrency];
  // the form requires a type (§5); an API call without one gets the same message, not 'other'
  if (isBlank(input.address.type)) errors['address.type'] = [NEW_ORGANIZATION_MESSAGES.typeRequired];
  const address = normalizeAddress({
    ...input.address,
    name: isBlank(input.address.name) ? input.name.trim() || '-' : input.address.name,
  });
  for (const [field, messages] of Object.entries(validateAddress(address))) {
    errors[`address.${field}`] = [...(errors[`address.${field}`] ?? []), ...messages];
  }
  return errors;
}

export function isNewOrganizationValid(input: NewOrganizationInput): boolean {
  return Object.keys(validateNewOrganization(input)).length === 0;
}
