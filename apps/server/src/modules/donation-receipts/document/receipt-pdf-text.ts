/** The text helpers moved to the PDF adapter, shared with other documents; the receipt keeps its import path. */
export * from '../../../adapters/pdf-text';
