/** The donation receipt document: its shape and the PDF after the BMF model form, for every caller. */
export type { ReceiptAddress, ReceiptDocument, ReceiptDonor, ReceiptGift } from './receipt-document';
export { RECEIPT_LAYOUT } from './receipt-layout';
export { RECEIPT_TEXTS } from './receipt-texts';
export { type ReceiptView, toReceiptView } from './receipt-view';
export { receiptCreationDate, renderReceiptPdf } from './render-receipt-pdf';
