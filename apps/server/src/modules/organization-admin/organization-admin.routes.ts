/** HTTP of organisation administration: create, change switches, recompute inherited plans. */
import {
  createOrganization as createOrganizationRoute,
  recalculateCollectionPlans as recalculateCollectionPlansRoute,
  updateOrganization as updateOrganizationRoute,
} from '@kollekta/contract';
import type { RouteRegistrar } from '../../platform/http-app';
import {
  createOrganizationWithAddress,
  recalculatePlanInheritance,
  updateOrganizationSettings,
} from './organization-admin.service';

export const registerOrganizationAdminRoutes: RouteRegistrar = (register, context) => {
  register(createOrganizationRoute, ({ caller, body, apiBase }) =>
    createOrganizationWithAddress(context, caller, body, apiBase),
  );
  register(updateOrganizationRoute, ({ caller, params, body, apiBase }) =>
    updateOrganizationSettings(context, caller, params.id, body, apiBase),
  );
  register(recalculateCollectionPlansRoute, ({ caller, params }) =>
    recalculatePlanInheritance(context, caller, params.id),
  );
};
