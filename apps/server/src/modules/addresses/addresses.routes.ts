/** HTTP of addresses (`address/`) and identifiers (`organization/{id}/identifiers/`). */
import {
  createAddress as createAddressRoute,
  endAddress as endAddressRoute,
  listAddresses as listAddressesRoute,
  listIdentifiers as listIdentifiersRoute,
  updateAddress as updateAddressRoute,
} from '@kollekta/contract';
import type { RouteRegistrar } from '../../platform/http-app';
import {
  createAddress,
  endAddress,
  listAddresses,
  listIdentifiers,
  updateAddress,
} from './addresses.service';

export const registerAddressRoutes: RouteRegistrar = (register, context) => {
  register(listAddressesRoute, ({ caller, query, apiBase }) =>
    listAddresses(context, caller, query.organization, apiBase),
  );
  register(createAddressRoute, ({ caller, body, apiBase }) => createAddress(context, caller, body, apiBase));
  register(updateAddressRoute, ({ caller, params, body, apiBase }) =>
    updateAddress(context, caller, params.id, body, apiBase),
  );
  register(endAddressRoute, ({ caller, params }) => endAddress(context, caller, params.id));
  register(listIdentifiersRoute, ({ caller, params }) => listIdentifiers(context, caller, params.id));
};
