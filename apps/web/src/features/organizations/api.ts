/** Queries of the organisation tree and of one organisation. */
import { type CreateOrganizationBody, routes, type UpdateOrganizationBody } from '@kollekta/contract';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** Superusers: a new organisation with its first address (`POST organization/`). */
export function createOrganization(body: CreateOrganizationBody) {
  return callApi(routes.createOrganization, { body });
}

/** What the organisation's switches and customer number change: its page, the tree, planning, devices. */
function invalidateAfterOrganizationChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['organizations'] }),
    // plans, settings and web apps are read along the tree: below the organisation too
    queryClient.invalidateQueries({ queryKey: ['planning'] }),
    queryClient.invalidateQueries({ queryKey: ['devices'] }),
  ]);
}

/**
 * Superusers: `PATCH organization/{id}/` with settings (settings_local / settings_inherit with
 * features and override), flags, `override.enableWA` / `enableWS` or `datev_creditor`. Refusals are
 * left to the caller (`meta.handledStatuses`), so a form can put them at its field.
 */
export function useUpdateOrganization(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateOrganizationBody) =>
      callApi(routes.updateOrganization, { params: { id: organizationId }, body }),
    meta: { handledStatuses: 'all' },
    onSuccess: (organization) => {
      queryClient.setQueryData(organizationQuery(organizationId).queryKey, organization);
      return invalidateAfterOrganizationChange(queryClient);
    },
  });
}

/** Superusers: recompute the plans an organisation inherits (after its inheritance switch). */
export function recalculateCollectionPlans(organizationId: number) {
  return callApi(routes.recalculateCollectionPlans, { params: { id: organizationId } });
}

export { invalidateAfterOrganizationChange };
