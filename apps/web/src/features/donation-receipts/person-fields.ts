/**
 * The donor's name and address on a receipt, as the correction and the claim page ask them: every
 * field required (a receipt without postcode is refused; the domain's check, as the server's), and
 * a refusal's field messages placed at their fields, also when the server names them below
 * `person_data.`.
 */
import type { ReceiptPersonData } from '@kollekta/contract';
import { checkReceiptDonor } from '@kollekta/domain';
import { ApiError, isApiError } from '../../lib/api-client';
import { type RefusalSplit, splitRefusal } from '../../lib/form-feedback';

export const PERSON_FIELDS = ['first_name', 'last_name', 'street', 'postal_code', 'city'] as const;
export type PersonField = (typeof PERSON_FIELDS)[number];

export const EMPTY_PERSON: ReceiptPersonData = {
  first_name: '',
  last_name: '',
  street: '',
  postal_code: '',
  city: '',
};

/** The first message per field, e.g. 'Bitte geben Sie eine gültige Postleitzahl an.' */
export function firstMessages<Field extends string>(
  errors: Record<string, string[]>,
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  const result: Partial<Record<Field, string>> = {};
  for (const field of fields) {
    const message = errors[field]?.[0];
    if (message) result[field] = message;
  }
  return result;
}

export function validatePerson(person: ReceiptPersonData): Partial<Record<PersonField, string>> {
  return firstMessages(checkReceiptDonor(person), PERSON_FIELDS);
}

/** `person_data.city` → `city`, so that the message lands at the field. */
function flattenPersonData(error: unknown): unknown {
  if (!isApiError(error) || !error.data || typeof error.data !== 'object') return error;
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error.data)) {
    data[key.startsWith('person_data.') ? key.slice('person_data.'.length) : key] = value;
  }
  return new ApiError(error.status, data, error.message);
}

export function splitPersonRefusal<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): RefusalSplit<Field> {
  return splitRefusal(flattenPersonData(error), fields);
}
