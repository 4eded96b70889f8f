/**
 * Donation receipts (Zuwendungsbestätigungen, issue 15): issuing (gap-free numbers, the stored PDF),
 * donors' receipt requests and their jobs, minimum amounts, confirmation codes of device gifts, the
 * mails. What other features and the server may use.
 */
import type { RouteRegistrar } from '../../platform/http-app';
import { registerReceiptIssuingRoutes } from './receipt-configurations.routes';
import { registerReceiptListRoutes } from './receipt-list.routes';

export {
  claimDeviceReceipt,
  createDeviceReceiptCode,
  type DeviceGift,
  getClaimedReceiptDownload,
  hashReceiptCode,
} from './device-receipt-codes';
export {
  BULK_ISSUE_JOB,
  type BulkIssueData,
  type BulkIssueOutcome,
  ensureBulkIssueJobs,
  runBulkIssueJob,
  sendBulkIssue,
} from './receipt-bulk-issue.jobs';
export {
  findOrganizationPath,
  findReceiptMinimums,
  type ReceiptMinimums,
} from './receipt-configurations';
export { moveReceiptPdfsToFiles, readReceiptFile, receiptFiles } from './receipt-files';
export { type IssuedReceiptRow, type IssueReceiptInput, issueReceipt } from './receipt-issuing';
export {
  canSendReceiptJobs,
  ensureReceiptJobs,
  ISSUE_RECEIPT_JOB,
  RECEIPT_MAIL_JOB,
  RECEIPT_SWEEP_JOB,
} from './receipt-issuing.jobs';
export { sendReceiptMails } from './receipt-mails';
export { takeNextReceiptSequence } from './receipt-numbering';
export {
  confirmReceiptRequests,
  createReceiptRequest,
  findRequestPayments,
  issueReceiptForPayments,
  issueRequestedReceipt,
  linkDonationPayment,
  type NewReceiptRequest,
  sweepConfirmedRequests,
} from './receipt-requests';
export { ensureReceiptZipJobs, RECEIPT_ZIP_JOB, receiptZipPath, runReceiptZipJob } from './receipt-zip.jobs';

/** Every route of donation receipts. */
export const registerDonationReceiptRoutes: RouteRegistrar = (register, context) => {
  registerReceiptIssuingRoutes(register, context);
  registerReceiptListRoutes(register, context);
};
