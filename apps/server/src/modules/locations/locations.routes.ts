/** HTTP of locations: `location/`, `location/{id}/` and `location/{id}/qr_code/` (administration.md §7). */
import {
  createLocation as createRoute,
  getLocationQrCode as getQrCodeRoute,
  getLocation as getRoute,
  listLocations as listRoute,
} from '@kollekta/contract';
import type { RouteRegistrar } from '../../platform/http-app';
import { createLocation, getLocation, getLocationQrCode, listLocations } from './locations.service';

export const registerLocationRoutes: RouteRegistrar = (register, context) => {
  register(listRoute, ({ caller, query, apiBase }) => listLocations(context, caller, query, apiBase));
  register(createRoute, ({ caller, body, apiBase }) => createLocation(context, caller, body, apiBase));
  register(getRoute, ({ caller, params, apiBase }) => getLocation(context, caller, params.id, apiBase));
  register(getQrCodeRoute, async ({ caller, params, reply }) => {
    const svg = await getLocationQrCode(context, caller, params.id);
    // the SVG document itself, as the spec's "SVG string", so it can be shown or saved as it is
    reply.type('image/svg+xml; charset=utf-8');
    return svg;
  });
};
