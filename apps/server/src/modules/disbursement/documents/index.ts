/** The documents of collection forwarding: the PDF of one disbursement, a run's DATEV file and XLSX. */
export { buildDatevBookingBatch } from './datev-booking-batch-file';
export type {
  DisbursementDocumentView,
  DisbursementRunBookingRow,
  DisbursementRunExport,
} from './disbursement-document-types';
export { buildDisbursementRunXlsx } from './disbursement-run-xlsx';
export { renderDisbursementPdf } from './render-disbursement-pdf';
