/** HTTP of donation meters: management by superusers, and the public reading with CORS. */
import {
  createDonationMeter as createDonationMeterRoute,
  deleteDonationMeter as deleteDonationMeterRoute,
  readDonationMeter as readDonationMeterRoute,
  updateDonationMeter as updateDonationMeterRoute,
} from '@kollekta/contract';
import type { RouteRegistrar } from '../../platform/http-app';
import {
  createDonationMeter,
  deleteDonationMeter,
  readDonationMeter,
  updateDonationMeter,
} from './donation-meter.service';

export const registerDonationMeterRoutes: RouteRegistrar = (register, context) => {
  register(createDonationMeterRoute, ({ caller, params, body, apiBase }) =>
    createDonationMeter(context, caller, params.id, body, apiBase),
  );
  register(updateDonationMeterRoute, ({ caller, params, body, apiBase }) =>
    updateDonationMeter(context, caller, params.id, body, apiBase),
  );
  register(deleteDonationMeterRoute, ({ caller, params }) => deleteDonationMeter(context, caller, params.id));

  register(readDonationMeterRoute, async ({ params, request, reply }) => {
    const { reading, allowedOrigin } = await readDonationMeter(context, params.token, request.headers.origin);
    // CORS: only the meter's own domains and the donation sites may read it from a browser
    reply.header('Vary', 'Origin');
    reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    reply.header('Cache-Control', 'no-store');
    if (allowedOrigin) reply.header('Access-Control-Allow-Origin', allowedOrigin);
    return reading;
  });
};
