export { registerIncomeRoutes } from './income.routes';
export { listPayments } from './income.service';
export type { PaymentInsert } from './payments.repository';
export { changePayments, confirmPayments, recordPayments, reversePayments } from './payments.service';
export { getPaymentHistory, getStatistics, listIncomeMonths } from './statistics.service';
