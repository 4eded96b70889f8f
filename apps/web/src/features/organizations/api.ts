/** Queries of the organisation tree and of one organisation. */
import { routes } from '@kollekta/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

export const organizationsQuery = queryOptions({
  queryKey: ['organizations'],
  queryFn: ({ signal }) => callApi(routes.listOrganizations, { signal }),
});

export const organizationQuery = (id: number) =>
  queryOptions({
    queryKey: ['organizations', id],
    queryFn: ({ signal }) => callApi(routes.getOrganization, { params: { id }, signal }),
    // 404: the page says the organisation does not exist or is not visible.
    meta: { handledStatuses: [404] },
  });

/**
 * Which donor lists (recurring donations, information requests) the organisation's submenu offers
 * the caller: the server decides from the modules switched on and the caller's rights.
 */
export const donorListsQuery = (id: number) =>
  queryOptions({
    queryKey: ['organizations', id, 'donor-lists'],
    queryFn: ({ signal }) => callApi(routes.getDonorListAvailability, { params: { id }, signal }),
    staleTime: 5 * 60_000,
  });

export function useOrganizations() {
  return useQuery(organizationsQuery);
}
