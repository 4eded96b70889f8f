/** HTTP of giving in the donor apps: signed out, limited per client address. */
import {
  createDonation as createDonationRoute,
  getDonationState as getDonationStateRoute,
  getPublicGivingOptions as getPublicGivingOptionsRoute,
} from '@kollekta/contract';
import { GIVING_READ_LIMIT } from '@kollekta/domain';
import type { RouteRegistrar } from '../../platform/http-app';
import { readIdempotencyKey } from '../../platform/idempotency';
import { createDonation, getDonationState, getGivingOptions } from './donations.service';
import { createMemoryRateLimiter } from './giving-rate-limit';

export const registerOnlineGivingRoutes: RouteRegistrar = (register, context) => {
  const limitRead = createMemoryRateLimiter(GIVING_READ_LIMIT);
  register(getPublicGivingOptionsRoute, async ({ params, request }) => {
    limitRead(request.ip, Date.now());
    return getGivingOptions(context, params.id, params.app);
  });
  register(createDonationRoute, ({ params, body, request }) =>
    createDonation(context, {
      organizationId: params.id,
      app: params.app,
      body,
      address: request.ip,
      idempotencyKey: readIdempotencyKey(request),
    }),
  );
  register(getDonationStateRoute, async ({ params, request }) => {
    limitRead(request.ip, Date.now());
    return getDonationState(context, params.reference);
  });
};
