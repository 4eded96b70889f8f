export { addDemoKgPayments } from './demo-payments';
export {
  deleteKgPayments,
  findPaymentsWithActiveReceipt,
  insertKgPayments,
  type KgPaymentActor,
  type KgPaymentKind,
  type NewKgPayment,
} from './kg-payment-writer';
export { registerKgPaymentRoutes } from './payments.routes';
