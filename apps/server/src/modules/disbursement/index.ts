/**
 * Collection forwarding (Kollektenweiterleitung, issue 16): disbursement orders of the collections a
 * parish holds for an organisation above it, closing cash, transfer runs and their documents. What
 * other features and the server may use.
 */

export {
  DISBURSEMENT_SYNC_JOB,
  ensureDisbursementJobs,
  sendDisbursementSync,
  startDisbursementSchedule,
} from './disbursement.jobs';
export { registerDisbursementRoutes } from './disbursement.routes';
export {
  cancelOrder,
  confirmTransfer,
  loadDisbursementOrder,
  markTransferred,
  stopCashPaymentsOfOrder,
} from './disbursement.service';
export type { DisbursementActor } from './disbursement-access';
export { assertCashAccepted } from './disbursement-cash';
export { orderRun } from './disbursement-runs.service';
export { syncDisbursementOrders } from './disbursement-sync';
