/**
 * Postal addresses and identifiers of organisations (administration.md §3 "Address", §4 "Address
 * change", §7 `address/`). A change ends the old address and starts a new one; removing only ends it.
 */
import { ADDRESS_TYPES } from '@kollekta/domain';
import { z } from 'zod';
import { entityId, idParams } from './common';
import { defineRoute } from './route';

export const addressType = z.enum(ADDRESS_TYPES);

export const organizationAddress = z.object({
  id: z.number().int(),
  url: z.string(),
  organization: z.string(),
  organization_id: z.number().int(),
  type: addressType,
  /** the addressee as it stands on letters (may differ from the organisation's name) */
  name: z.string(),
  /** a second line, e.g. 'Evangelisches Pfarramt' */
  supplement: z.string().nullable(),
  /** street and number */
  address: z.string(),
  postcode: z.string(),
  locality: z.string(),
  /** ISO code of the country (the spec's region), 'DE' for Deutschland */
  country: z.string(),
  valid_from: z.string(),
  /** null while current; the moment it was changed or removed otherwise */
  valid_notafter: z.string().nullable(),
  /** valid_notafter has passed */
  is_ended: z.boolean(),
});
export type OrganizationAddress = z.infer<typeof organizationAddress>;

// Free text: the server checks the parts with German messages at their field (administration.md §5).
const text = z.string().max(1000).nullable().optional();

export const addressBody = z.object({
  /** url (or id) of the organisation */
  organization: z.string().max(500),
  /** left out: other (§5 "A missing type on edit becomes other") */
  type: z.string().max(50).nullable().optional(),
  name: text,
  supplement: text,
  address: text,
  postcode: text,
  locality: text,
  country: text,
});
export type AddressBody = z.infer<typeof addressBody>;

export const listAddresses = defineRoute({
  method: 'GET',
  path: 'address/',
  summary: 'The current and ended addresses of an organisation (READ_ORG_DATA)',
  auth: true,
  query: z.object({ organization: entityId }),
  status: 200,
  response: z.array(organizationAddress),
});

export const createAddress = defineRoute({
  method: 'POST',
  path: 'address/',
  summary: 'Add an address of an unused or expired type (WRITE_ORG_DATA; billing: superusers)',
  auth: true,
  body: addressBody,
  status: 201,
  response: organizationAddress,
});

export const updateAddress = defineRoute({
  method: 'PATCH',
  path: 'address/:id/',
  summary: 'Change a current address: ends it now and starts the new one (one transaction)',
  auth: true,
  params: idParams,
  body: addressBody.partial(),
  status: 200,
  response: organizationAddress,
});

export const endAddress = defineRoute({
  method: 'DELETE',
  path: 'address/:id/',
  summary: 'Remove a current address: it is only ended, and stays in the history',
  auth: true,
  params: idParams,
  status: 204,
});

// ─── Identifiers ─────────────────────────────────────────────────────────────────────────────

export const IDENTIFIER_TYPES = ['kro_number', 'creditor_id', 'tax_number', 'vat_id'] as const;
export const identifierType = z.enum(IDENTIFIER_TYPES);

export const organizationIdentifier = z.object({
  type: identifierType,
  value: z.string(),
  /** where it comes from: entered here, or the organisation's SEPA creditor */
  source: z.enum(['identifier', 'sepa_creditor']),
});
export type OrganizationIdentifier = z.infer<typeof organizationIdentifier>;

export const listIdentifiers = defineRoute({
  method: 'GET',
  path: 'organization/:id/identifiers/',
  summary: 'The identifiers of an organisation: KRO number, creditor id, tax number … (READ_ORG_DATA)',
  auth: true,
  params: idParams,
  status: 200,
  response: z.array(organizationIdentifier),
});
