/** API shape of a location: the one place where its row becomes what clients read. */
import type { LocationItem } from '@kollekta/contract';
import { locationLink } from '@kollekta/domain';
import type { LocationRow } from './locations.repository';

export function toLocationResponse(
  row: LocationRow,
  options: { apiBase: string; publicUrl: string },
): LocationItem {
  return {
    id: row.id,
    url: `${options.apiBase}location/${row.id}/`,
    name: row.name,
    organization: `${options.apiBase}organization/${row.organization_id}/`,
    organization_id: row.organization_id,
    organization_name: row.organization_name,
    public_url: locationLink(options.publicUrl, { organizationId: row.organization_id, locationId: row.id }),
  };
}
