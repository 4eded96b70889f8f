/** Donation receipts: the list 'Zuwendungsbestätigungen' and the donor's claim page; loaded by the router. */
export { DonationReceiptsPage } from './components/DonationReceiptsPage';
export { ReceiptClaimPage } from './components/ReceiptClaimPage';
export { describeReceiptStatus } from './receipt-status';
