export { registerCashRoutes } from './cash.routes';
export { confirmCashPayment, createCashPayment } from './cash.service';
export type { CashActor } from './cash-access';
