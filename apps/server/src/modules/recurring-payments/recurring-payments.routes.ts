/** HTTP of recurring donations: `payment/recurring_payment/` (administration.md §7) and the donor's stop link. */
import {
  cancelRecurringPaymentByToken as cancelByTokenRoute,
  cancelRecurringPayment as cancelRoute,
  getDonorListAvailability as getDonorListAvailabilityRoute,
  getRecurringPayment as getRoute,
  listRecurringPayments as listRoute,
} from '@kollekta/contract';
import type { RouteRegistrar } from '../../platform/http-app';
import {
  cancelRecurringPayment,
  cancelRecurringPaymentByToken,
  getDonorListAvailability,
  getRecurringPayment,
  listRecurringPayments,
} from './recurring-payments.service';

export const registerRecurringPaymentRoutes: RouteRegistrar = (register, context) => {
  register(listRoute, ({ caller, query, apiBase }) => listRecurringPayments(context, caller, query, apiBase));
  register(getRoute, ({ caller, params, apiBase }) =>
    getRecurringPayment(context, caller, params.id, apiBase),
  );
  register(cancelRoute, ({ caller, params, apiBase }) =>
    cancelRecurringPayment(context, caller, params.id, apiBase),
  );
  register(cancelByTokenRoute, ({ body, info }) => cancelRecurringPaymentByToken(context, body.token, info));
  register(getDonorListAvailabilityRoute, ({ caller, params }) =>
    getDonorListAvailability(context, caller, params.id),
  );
};
