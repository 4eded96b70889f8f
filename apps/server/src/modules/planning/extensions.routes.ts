/** HTTP of display priorities: `collection_plan_extension/` create, patch and delete (planning.md §7). */
import {
  createExtension as createExtensionRoute,
  deleteExtension as deleteExtensionRoute,
  patchExtension as patchExtensionRoute,
} from '@kollekta/contract';
import type { RouteRegistrar } from '../../platform/http-app';
import { createExtension, deleteExtension, patchExtension } from './extensions.service';

export const registerPlanExtensionRoutes: RouteRegistrar = (register, context) => {
  register(createExtensionRoute, ({ caller, body, apiBase }) =>
    createExtension(context, caller, body, apiBase),
  );
  register(patchExtensionRoute, ({ caller, params, body, apiBase }) =>
    patchExtension(context, caller, params.id, body, apiBase),
  );
  register(deleteExtensionRoute, ({ caller, params }) => deleteExtension(context, caller, params.id));
};
