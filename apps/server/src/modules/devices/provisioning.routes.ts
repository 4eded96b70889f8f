/** HTTP of provisioning: the superuser's list and acceptance, and the calls of the device itself. */
import {
  changeProvisioningRequest,
  completeProvisioningRequest as completeRoute,
  createProvisioningRequest as createRoute,
  listProvisioningRequests as listRoute,
  pollProvisioningRequest as pollRoute,
} from '@kollekta/contract';
import type { RouteRegistrar } from '../../platform/http-app';
import {
  acceptProvisioningRequest,
  completeProvisioningRequest,
  createProvisioningRequest,
  listProvisioningRequests,
  pollProvisioningRequest,
} from './provisioning.service';

export const registerProvisioningRoutes: RouteRegistrar = (register, context) => {
  register(listRoute, ({ caller, query, apiBase }) =>
    listProvisioningRequests(context, caller, query.state, apiBase),
  );
  register(changeProvisioningRequest, ({ caller, params, body, apiBase }) =>
    acceptProvisioningRequest(context, caller, params.id, body, apiBase),
  );
  register(createRoute, ({ body, info }) => createProvisioningRequest(context, body, info));
  register(pollRoute, ({ params, body }) => pollProvisioningRequest(context, params.id, body.claim_token));
  register(completeRoute, ({ params, body }) =>
    completeProvisioningRequest(context, params.id, body.claim_token),
  );
};
