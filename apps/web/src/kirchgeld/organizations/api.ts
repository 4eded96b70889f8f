/** Queries and calls of the church-tax organisations (devices-income-kirchgeld.md §7 `{tenant}organization/`). */
import { type KgOrganizationBody, kgOrganizationRoutes as routes } from '@kollekta/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

export const kgOrganizationsQuery = (tenantId: number) =>
  queryOptions({
    queryKey: ['kg-organizations', tenantId],
    queryFn: ({ signal }) =>
      callApi(routes.kgListOrganizations, { params: { tenant: tenantId }, query: { limit: 1000 }, signal }),
  });

export function createKgOrganization(tenantId: number, body: KgOrganizationBody) {
  return callApi(routes.kgCreateOrganization, { params: { tenant: tenantId }, body });
}
