/** API shape of a church-tax organisation: the one place where its row becomes what clients read. */
import type { KgOrganization } from '@kollekta/contract';
import type { KgOrganizationRow } from './organizations.repository';

export function kgOrganizationUrl(apiBase: string, tenantId: number, id: number): string {
  return `${apiBase}tenant/${tenantId}/organization/${id}/`;
}

export function toKgOrganizationResponse(row: KgOrganizationRow, apiBase: string): KgOrganization {
  return {
    id: row.id,
    url: kgOrganizationUrl(apiBase, row.tenant_id, row.id),
    name: row.name,
    kro_nr: row.kro_nr,
    valid_from: row.valid_from,
    valid_before: row.valid_before,
    external_id: row.external_id,
    replaces: row.replaces.map((id) => kgOrganizationUrl(apiBase, row.tenant_id, id)),
    replaced_by: row.replaced_by === null ? null : kgOrganizationUrl(apiBase, row.tenant_id, row.replaced_by),
  };
}
