/** The organisation whose area is open (route `o/:id`), for the header, drawer and breadcrumbs. */
import type { OrganizationSummary } from '@kollekta/contract';
import { useMatches } from 'react-router';
import { ORGANIZATION_ROUTE_NAME, readRouteHandle } from '../../lib/route-handle';
import { useOrganizations } from './api';

export function useCurrentOrganizationId(): number | null {
  const match = useMatches().find((entry) => readRouteHandle(entry.handle).name === ORGANIZATION_ROUTE_NAME);
  const id = Number(match?.params.id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The summary of the open organisation from the list, or null outside an organisation. */
export function useCurrentOrganization(): OrganizationSummary | null {
  const id = useCurrentOrganizationId();
  const { data } = useOrganizations();
  if (id === null) return null;
  return data?.find((organization) => organization.id === id) ?? null;
}
