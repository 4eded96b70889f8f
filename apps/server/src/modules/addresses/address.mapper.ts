/** API shapes of addresses and identifiers (administration.md §3 "Address"). */
import type { OrganizationAddress as AddressResponse, OrganizationIdentifier } from '@kollekta/contract';
import { IDENTIFIER_TYPES } from '@kollekta/contract';
import { isAddressEnded } from '@kollekta/domain';
import type { IdentifierRow, OrganizationAddress } from './addresses.repository';

export function toAddressResponse(row: OrganizationAddress, now: Date, apiBase: string): AddressResponse {
  return {
    id: row.id,
    url: `${apiBase}address/${row.id}/`,
    organization: `${apiBase}organization/${row.organization_id}/`,
    organization_id: row.organization_id,
    type: row.type,
    name: row.name,
    supplement: row.supplement,
    address: row.street,
    postcode: row.postal_code,
    locality: row.city,
    country: row.country,
    valid_from: new Date(row.valid_from).toISOString(),
    valid_notafter: row.valid_until === null ? null : new Date(row.valid_until).toISOString(),
    is_ended: isAddressEnded(
      { validUntil: row.valid_until === null ? null : new Date(row.valid_until) },
      now,
    ),
  };
}

export function toIdentifierResponses(
  identifiers: readonly IdentifierRow[],
  creditorId: string | null,
): OrganizationIdentifier[] {
  const all: OrganizationIdentifier[] = [
    ...identifiers.map((row) => ({ type: row.type, value: row.value, source: 'identifier' as const })),
    ...(creditorId
      ? [{ type: 'creditor_id' as const, value: creditorId, source: 'sepa_creditor' as const }]
      : []),
  ];
  return all.sort((a, b) => IDENTIFIER_TYPES.indexOf(a.type) - IDENTIFIER_TYPES.indexOf(b.type));
}
