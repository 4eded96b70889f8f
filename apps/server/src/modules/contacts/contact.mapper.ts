/** API shapes of contacts and features: the one place where their rows become what clients read. */
import type { Contact, OrganizationFeature } from '@kollekta/contract';
import { CONTACT_TYPES, type ContactType, type FeatureType } from '@kollekta/domain';
import type { ContactRow } from './contacts.repository';
import type { FeatureRow } from './features.repository';

export function toContactResponse(row: ContactRow, apiBase: string): Contact {
  return {
    id: row.id,
    url: `${apiBase}contact/${row.id}/`,
    organization: `${apiBase}organization/${row.organization_id}/`,
    organization_id: row.organization_id,
    email: row.email,
    name: row.name,
    attach_files: row.attach_files,
    // a type the product no longer knows is not shown (the contract lists the known ones)
    types: row.types.filter((type): type is ContactType =>
      (CONTACT_TYPES as readonly string[]).includes(type),
    ),
  };
}

export function toFeatureResponse(
  row: FeatureRow,
  state: { isInherited: boolean; isValid: boolean },
  apiBase: string,
): OrganizationFeature {
  return {
    id: row.id,
    url: `${apiBase}feature/${row.id}/`,
    organization: `${apiBase}organization/${row.organization_id}/`,
    organization_id: row.organization_id,
    type: row.type as FeatureType,
    inherit: row.inherit,
    valid_from: row.valid_from,
    valid_notafter: row.valid_notafter,
    is_inherited: state.isInherited,
    is_valid: state.isValid,
  };
}
