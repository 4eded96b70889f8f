/**
 * Billing documents ('Abrechnungen', issue 16): the booking report ('Abgleichliste') and the
 * invoice ('Rechnung') the platform issues per contract and billing period, their jobs, schedule,
 * mails and the list and download routes. What other features and the server may use.
 */
export {
  BILLING_MAIL_JOB,
  BILLING_RUN_JOB,
  type BillingRunData,
  ensureBillingJobs,
  runBillingJob,
  scheduledPeriodStarts,
  sendBillingRun,
  startBillingSchedule,
} from './billing-documents.jobs';
export { registerBillingDocumentRoutes } from './billing-documents.routes';
export {
  type CreatedDocument,
  choosePlanForPeriod,
  issueBillingDocuments,
} from './billing-issuing';
export { sendBillingDocumentMails } from './billing-mails';
