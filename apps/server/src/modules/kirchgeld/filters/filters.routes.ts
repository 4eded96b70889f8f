/** HTTP of the church-tax area's filters: `{tenant}filter/` and its preview (devices-income-kirchgeld.md §7). */
import { kgFilterRoutes as routes } from '@kollekta/contract';
import type { RouteRegistrar } from '../../../platform/http-app';
import {
  createKgTargetGroup,
  deleteKgTargetGroup,
  getKgTargetGroup,
  listKgTargetGroups,
  previewKgFilter,
} from './filters.service';

export const registerKgFilterRoutes: RouteRegistrar = (register, context) => {
  register(routes.kgListFilters, ({ caller, params, query, apiBase }) =>
    listKgTargetGroups(context, caller, params.tenant, query, apiBase),
  );
  register(routes.kgCreateFilter, ({ caller, params, body, apiBase }) =>
    createKgTargetGroup(context, caller, params.tenant, body, apiBase),
  );
  register(routes.kgPreviewFilter, ({ caller, params, query, apiBase }) =>
    previewKgFilter(context, caller, params.tenant, query, apiBase),
  );
  register(routes.kgGetFilter, ({ caller, params, apiBase }) =>
    getKgTargetGroup(context, caller, params.tenant, params.id, apiBase),
  );
  register(routes.kgDeleteFilter, ({ caller, params }) =>
    deleteKgTargetGroup(context, caller, params.tenant, params.id),
  );
};
