export { recurringCancelUrl } from './gift-notifications';
export { registerOnlineGivingRoutes } from './online-giving.routes';
export { registerPaymentProviderRoutes } from './payment-provider.routes';
export { createDueRecurringDebits, type RecurringDebitRun } from './recurring-debits.service';
