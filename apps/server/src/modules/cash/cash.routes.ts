/** HTTP of cash collections: `cash/cash_payment/` (planning.md §7, administration.md §7). */
import {
  confirmCashPayment as confirmCashPaymentRoute,
  createCashPayment as createCashPaymentRoute,
  getCashPayment as getCashPaymentRoute,
  listCashPayments as listCashPaymentsRoute,
  updateCashPayment as updateCashPaymentRoute,
} from '@kollekta/contract';
import type { RouteRegistrar } from '../../platform/http-app';
import {
  confirmCashPayment,
  createCashPayment,
  getCashPayment,
  listCashPayments,
  updateCashPayment,
} from './cash.service';

export const registerCashRoutes: RouteRegistrar = (register, context) => {
  register(listCashPaymentsRoute, ({ caller, query, apiBase }) =>
    listCashPayments(context, caller, query, apiBase),
  );
  register(getCashPaymentRoute, ({ caller, params, apiBase }) =>
    getCashPayment(context, caller, params.id, apiBase),
  );
  register(createCashPaymentRoute, async ({ caller, body, apiBase }) =>
    getCashPayment(context, caller, await createCashPayment(context, caller, body), apiBase),
  );
  register(updateCashPaymentRoute, async ({ caller, params, body, apiBase }) => {
    await updateCashPayment(context, caller, params.id, body);
    return getCashPayment(context, caller, params.id, apiBase);
  });
  register(confirmCashPaymentRoute, async ({ caller, params, body, apiBase }) => {
    await confirmCashPayment(context, caller, params.id, body);
    return getCashPayment(context, caller, params.id, apiBase);
  });
};
