/** HTTP of the organisation tree. */
import { getOrganization as getOrganizationRoute, listOrganizations } from '@kollekta/contract';
import type { RouteRegistrar } from '../../platform/http-app';
import { getOrganization, listVisibleOrganizations } from './organizations.service';

export const registerOrganizationRoutes: RouteRegistrar = (register, context) => {
  register(listOrganizations, ({ caller, apiBase }) => listVisibleOrganizations(context, caller, apiBase));
  register(getOrganizationRoute, ({ caller, params, apiBase }) =>
    getOrganization(context, caller, params.id, apiBase),
  );
};
