/** HTTP of the church-tax area's organisations: `{tenant}organization/` (devices-income-kirchgeld.md §7). */
import { kgOrganizationRoutes as routes } from '@kollekta/contract';
import type { RouteRegistrar } from '../../../platform/http-app';
import { createKgOrganization, listKgOrganizations } from './organizations.service';

export const registerKgOrganizationRoutes: RouteRegistrar = (register, context) => {
  register(routes.kgListOrganizations, ({ caller, params, query, apiBase }) =>
    listKgOrganizations(context, caller, params.tenant, query, apiBase),
  );
  register(routes.kgCreateOrganization, ({ caller, params, body, apiBase }) =>
    createKgOrganization(context, caller, params.tenant, body, apiBase),
  );
};
